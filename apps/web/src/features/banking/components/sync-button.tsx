import Refresh from "@mui/icons-material/Refresh";
import Sync from "@mui/icons-material/Sync";
import Button from "@mui/material/Button";
import type { SyncTransactionsResponse } from "@finch/contracts";
import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import { useSyncTransactions } from "../api/banking-mutations";

interface SyncButtonProps {
  /** 'Sync' on /transactions, 'Refresh' on /accounts (docs/product.md §2); both sync every bank. */
  label: "Sync" | "Refresh";
}

/** Syncs every linked bank, then reloads every list and figure, and says what changed. */
export function SyncButton({ label }: SyncButtonProps) {
  const sync = useSyncTransactions();
  const notify = useNotify();
  const Icon = label === "Sync" ? Sync : Refresh;
  return (
    <Button
      variant="outlined"
      startIcon={<Icon />}
      disabled={sync.isPending}
      onClick={() => {
        sync.mutate(undefined, {
          onSuccess: (result) => {
            if (result.items.length === 0)
              notify.info(
                "No linked banks yet: link one with Link Bank Account on the Accounts page.",
              );
            else notify.success(syncSummary(result));
          },
          onError: (failure) => {
            notify.error(
              errorMessageOf(failure, "Failed to sync transactions"),
            );
          },
        });
      }}
    >
      {sync.isPending ? "Syncing..." : label}
    </Button>
  );
}

/**
 * 'Transactions synced successfully! 4 new, 1 updated, 1 removed.' (issue 27: say what changed),
 * or 'No changes.', plus the banks that need the user's attention.
 */
export function syncSummary(result: SyncTransactionsResponse): string {
  const changes = [
    [result.added, "new"],
    [result.modified, "updated"],
    [result.removed, "removed"],
  ] as const;
  const said = changes
    .filter(([count]) => count > 0)
    .map(([count, word]) => `${count.toLocaleString("en-US")} ${word}`);
  const needing = result.items.filter((item) => item.status !== "ok").length;
  return [
    "Transactions synced successfully!",
    said.length > 0 ? `${said.join(", ")}.` : "No changes.",
    needing > 0
      ? `${String(needing)} bank${needing === 1 ? " needs" : "s need"} attention on the Accounts page.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}
