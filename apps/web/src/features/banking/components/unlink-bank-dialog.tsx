import { errorMessageOf } from "../../../shared/api-client";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { useUnlinkBankItem } from "../api/banking-mutations";
import type { BankItem } from "../api/banking-queries";

interface UnlinkBankDialogProps {
  item: BankItem | undefined;
  onClose: () => void;
  onUnlinked: (message: string) => void;
}

/** Asks before unlinking, and says what happens to the accounts (issue 5: they stay, manual). */
export function UnlinkBankDialog({
  item,
  onClose,
  onUnlinked,
}: UnlinkBankDialogProps) {
  const unlink = useUnlinkBankItem();
  const close = () => {
    unlink.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== undefined}
      title="Unlink bank?"
      message={`Unlink ${item?.institutionName ?? ""}? Its accounts stay as manual accounts and keep their transaction history; they will no longer sync.`}
      confirmLabel={unlink.isPending ? "Unlinking..." : "Unlink"}
      isPending={unlink.isPending}
      error={
        unlink.isError
          ? errorMessageOf(unlink.error, "Failed to unlink bank")
          : undefined
      }
      onDismissError={() => {
        unlink.reset();
      }}
      onClose={close}
      onConfirm={() => {
        if (!item) return;
        unlink.mutate(item.id, {
          onSuccess: () => {
            onUnlinked(`${item.institutionName} unlinked successfully!`);
            close();
          },
        });
      }}
    />
  );
}
