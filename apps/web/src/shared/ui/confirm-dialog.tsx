import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, exactly as the contract words it where it does. */
  message: ReactNode;
  confirmLabel?: string;
  /** While the confirmed action runs, both buttons wait. */
  isPending?: boolean;
  /** Why the action failed; shown in a dismissible alert above the question. */
  error?: string | undefined;
  onDismissError?: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action (docs/product.md §5: deletes ask confirmation). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  isPending = false,
  error,
  onDismissError,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error !== undefined && (
          <Alert severity="error" onClose={onDismissError} sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isPending} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          disabled={isPending}
          variant="contained"
          color="error"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
