import { errorMessageOf } from "../../../shared/api-client";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { useUndoImport } from "../api/import-mutations";
import type { ImportHistoryItem } from "../api/import-queries";
import { countOf } from "../../../shared/count-text";

interface UndoImportDialogProps extends SessionDialogProps<ImportHistoryItem> {
  onUndone: (message: string) => void;
}

/** Asks before a committed import's transactions are removed, then removes them. */
export function UndoImportDialog({
  open,
  item,
  onClose,
  onUndone,
}: UndoImportDialogProps) {
  const undo = useUndoImport();
  const close = () => {
    undo.reset();
    onClose();
  };
  const removed = countOf(item?.imported ?? 0, "transaction");
  return (
    <ConfirmDialog
      open={open}
      title="Undo import"
      message={`Undo this import? Its ${removed} will be removed.`}
      confirmLabel={undo.isPending ? "Undoing…" : "Undo import"}
      isPending={undo.isPending}
      error={
        undo.isError
          ? errorMessageOf(undo.error, "Failed to undo the import")
          : undefined
      }
      onDismissError={() => {
        undo.reset();
      }}
      onClose={close}
      onConfirm={() => {
        if (item === undefined) return;
        undo.mutate(item.id, {
          onSuccess: () => {
            onUndone("Import undone");
            close();
          },
        });
      }}
    />
  );
}
