import { useMemo } from "react";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../features/users/api/user-queries";
import {
  FALLBACK_PREFERENCES,
  UserPreferencesProvider,
} from "../../shared/user-preferences";

/**
 * Reads the signed-in profile once for the whole shell and hands its currency and time zone to
 * every page: money shows in the profile currency (docs/architecture.md §5) without features
 * importing the users feature.
 */
export function ProfilePreferences({ children }: { children: ReactNode }) {
  const { data: profile } = useCurrentUser();
  const value = useMemo(
    () =>
      profile === undefined
        ? FALLBACK_PREFERENCES
        : { currency: profile.currency, timeZone: profile.timezone },
    [profile],
  );
  return (
    <UserPreferencesProvider value={value}>{children}</UserPreferencesProvider>
  );
}
