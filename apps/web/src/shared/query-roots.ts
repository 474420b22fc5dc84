import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";

/**
 * The first segment of the query keys whose data a money write changes. Web features never import
 * each other (docs/style.md §1), yet a write in one changes the others' figures: a transaction
 * moves its account's balance and its budget's spending, deleting an account deletes its
 * transactions, and the dashboard summary adds them all up. Each feature's key factory starts
 * from its root here, and every account or transaction write invalidates these roots by prefix.
 */
export const queryRoots = {
  accounts: ["accounts"],
  transactions: ["transactions"],
  budgets: ["budgets"],
  insights: ["insights"],
  /** Cash flow, spending and net worth over a range: every figure a money write changes. */
  reports: ["reports"],
} as const;

/** Reloads every list and figure an account or transaction write changes (docs/product.md §7). */
export function invalidateMoneyLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    Object.values(queryRoots).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
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

/**
 * The notifications' query keys. The server writes a notification inside the request that causes
 * it (a transaction that pushes a budget past its alert threshold), so every successful write of
 * any feature reloads them (`app/query-client.ts`), and the bell polls for what jobs write.
 */
export const notificationsQueryRoot = ["notifications"] as const;
