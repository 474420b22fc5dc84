import { useEffect } from "react";
import { usePlaidLink } from "react-plaid-link";

interface PlaidLinkLauncherProps {
  token: string;
  onPublicToken: (publicToken: string) => void;
  /** Link closed: with Plaid's safe message when it failed, else `undefined` (the user quit). */
  onExit: (displayMessage: string | undefined, failed: boolean) => void;
}

/**
 * Opens Plaid Link (its script comes from Plaid's CDN, never bundled; the CSP admits it only with
 * BANK_PROVIDER=plaid). Loaded lazily, so the sandbox never downloads this code.
 */
export function PlaidLinkLauncher({
  token,
  onPublicToken,
  onExit,
}: PlaidLinkLauncherProps) {
  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: (publicToken) => {
      onPublicToken(publicToken);
    },
    onExit: (exitError) => {
      onExit(exitError?.display_message || undefined, exitError !== null);
    },
  });
  useEffect(() => {
    // react-plaid-link types `open` as `Function`; it takes no arguments.
    if (ready) (open as () => void)();
  }, [ready, open]);
  useEffect(() => {
    // The CDN script could not load (offline, blocked): say so instead of waiting forever.
    if (error) onExit(undefined, true);
  }, [error, onExit]);
  return null;
}
