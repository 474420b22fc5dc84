import Button from "@mui/material/Button";
import { SoftChip } from "../../../shared/ui/soft-chip";
import { useBankItems } from "../api/banking-queries";
import { useNotify } from "../../../shared/ui/notifier";
import { useBankLink } from "../hooks/use-bank-link";
import { BankLinkFlow } from "./bank-link-flow";

const LABELS = {
  needs_reauth: "Needs sign-in",
  revoked: "Disconnected",
  error: "Sync failed",
} as const;

/**
 * On a linked account's card: a small status when its bank needs attention, and for a login
 * problem the Reconnect button that starts re-authentication (issue 5). Nothing when healthy.
 */
export function AccountBankStatus({ accountId }: { accountId: number }) {
  const items = useBankItems();
  const notify = useNotify();
  const link = useBankLink();
  const item = items.data?.find((i) => i.accountIds.includes(accountId));
  if (!item || item.status === "ok") return null;
  return (
    <>
      <SoftChip
        label={LABELS[item.status]}
        colour={item.status === "needs_reauth" ? "warning" : "error"}
      />
      {item.status === "needs_reauth" && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          disabled={link.isStarting}
          // Every card of the bank's accounts has one: each says which bank it reconnects.
          aria-label={`Reconnect ${item.institutionName}`}
          onClick={() => {
            link.start(item);
          }}
          sx={{ py: 0, minHeight: 0 }}
        >
          Reconnect
        </Button>
      )}
      <BankLinkFlow {...link} onError={notify.error} />
    </>
  );
}
