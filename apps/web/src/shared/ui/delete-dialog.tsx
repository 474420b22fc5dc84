import type { ReactNode } from "react";
import { errorMessageOf } from "../api-client";
import { ConfirmDialog } from "./confirm-dialog";

/** A feature's delete mutation, as TanStack Query gives it. */
interface Removal {
  mutate(id: number, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface DeleteDialogProps<T extends { id: number }> {
  open: boolean;
  /** What is to be deleted; the dialog does nothing until it is known. */
  item: T | undefined;
  onClose: () => void;
  /** Called with the success message once the server has deleted it. */
  onDeleted: (message: string) => void;
  removal: Removal;
  title: string;
  /** The contract's question, and what else the person should know. */
  message: ReactNode;
  confirmLabel?: string;
  /** The contract's success message and fallback error ('Goal deleted successfully!'). */
  texts: { deleted: string; failed: string };
}

/**
 * The one delete confirmation (docs/product.md §5): asks, deletes on confirm, says so, and keeps
 * the server's error (or the contract's fallback) in the dialog; closing forgets the error.
 */
export function DeleteDialog<T extends { id: number }>({
  open,
  item,
  onClose,
  onDeleted,
  removal,
  title,
  message,
  confirmLabel = "Delete",
  texts,
}: DeleteDialogProps<T>) {
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel={removal.isPending ? "Deleting..." : confirmLabel}
      isPending={removal.isPending}
      error={
        removal.isError
          ? errorMessageOf(removal.error, texts.failed)
          : undefined
      }
      onDismissError={() => {
        removal.reset();
      }}
      onClose={close}
      onConfirm={() => {
        if (item === undefined) return;
        removal.mutate(item.id, {
          onSuccess: () => {
            onDeleted(texts.deleted);
            close();
          },
        });
      }}
    />
  );
}
