import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import {
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  type SyntheticEvent,
  type ReactNode,
} from "react";

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The submit button's text, and its text while the request runs. */
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  /** A reason the submit is not possible yet (an unreadable amount): the button stays disabled. */
  canSubmit?: boolean;
  /** Why the last attempt failed, shown in a dismissible alert above the fields. */
  error?: string | undefined;
  onDismissError?: () => void;
  /** Runs the submission; the dialog ignores further submits until it settles. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<unknown>;
  onClose: () => void;
  /** `md` for a form with rows of fields side by side (a rule's conditions). */
  maxWidth?: "xs" | "sm" | "md";
  children: ReactNode;
}

/**
 * The one form dialog of the app: title, error alert, fields, Cancel and a submit button that
 * names its pending state. A second submit while one is in flight is ignored — a double click
 * is one request (issue 27) — and closing waits until the request is answered.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  pendingLabel = "Saving...",
  isPending,
  canSubmit = true,
  error,
  onDismissError,
  onSubmit,
  onClose,
  maxWidth = "sm",
  children,
}: FormDialogProps) {
  const titleId = useId();
  // A ref, not state: two clicks in one frame both run before React re-renders the button.
  const inFlight = useRef(false);
  const hasSettled = useRef(false);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  // After a submit settles, the next render says how it went: a form still open (invalid
  // fields, a refused save) takes the next submit; a saved form has closed and keeps refusing
  // clicks while it fades out, until it is opened again.
  useLayoutEffect(() => {
    if (hasSettled.current && open) {
      hasSettled.current = false;
      inFlight.current = false;
    }
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    hasSettled.current = false;
    void onSubmit(event).finally(() => {
      hasSettled.current = true;
      rendered();
    });
  };
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: "flex", flexDirection: "column", minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error !== undefined && (
            <Alert severity="error" onClose={onDismissError} sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isPending} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isPending || !canSubmit}
          >
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
