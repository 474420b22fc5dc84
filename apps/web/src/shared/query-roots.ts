import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";

/**
 * The first segment of the accounts and transactions query keys. Web features never import each
 * other (STYLE §1), yet a write in one changes the other's lists: a transaction moves its
 * account's balance, and deleting an account deletes its transactions. Each feature's key factory
 * starts from its root here, and every write invalidates both roots by prefix.
 */
export const queryRoots = {
  accounts: ["accounts"],
  transactions: ["transactions"],
} as const;

/** Reloads every accounts and transactions list after a successful write (product spec §7). */
export function invalidateMoneyLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
    queryClient.invalidateQueries({ queryKey: queryRoots.transactions }),
  ]).then(() => undefined);
}

/**
 * The `onSuccess` of every account and transaction write. Not awaited: a dialog closes at once
 * and the lists refresh behind it.
 */
export function useReloadMoneyLists(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void invalidateMoneyLists(queryClient);
  };
}
