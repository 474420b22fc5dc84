import type { Currency } from "@finch/domain";
import { DEFAULT_CURRENCY } from "@finch/domain";
import { createContext, useContext } from "react";
import type { ReactNode } from "react";

/** What screens need from the signed-in user's profile to show money and dates. */
export interface UserPreferences {
  /** Money is formatted in the profile currency (docs/architecture.md §5). */
  currency: Currency;
  /** "Today" is the calendar day in the profile time zone (docs/architecture.md §4). */
  timeZone: string;
}

/** Until the profile arrives: the default currency and the browser's own time zone. */
export const FALLBACK_PREFERENCES: UserPreferences = {
  currency: DEFAULT_CURRENCY,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};

const UserPreferencesContext =
  createContext<UserPreferences>(FALLBACK_PREFERENCES);

/**
 * Hands the profile's currency and time zone to everything below. The shell (app/) reads the
 * profile and provides it, so features format money without importing the users feature.
 */
export function UserPreferencesProvider({
  value,
  children,
}: {
  value: UserPreferences;
  children: ReactNode;
}) {
  return (
    <UserPreferencesContext value={value}>{children}</UserPreferencesContext>
  );
}

/** The signed-in user's currency and time zone (fallbacks while the profile loads). */
export function useUserPreferences(): UserPreferences {
  return useContext(UserPreferencesContext);
}
