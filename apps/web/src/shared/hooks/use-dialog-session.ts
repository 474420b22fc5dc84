import { useId, useState } from "react";

/** What a dialog opened through a session takes: whether it shows, what it is about, and how to close. */
export interface SessionDialogProps<T> {
  open: boolean;
  /** The item the dialog is about; a form dialog without one creates. */
  item: T | undefined;
  onClose: () => void;
}

/**
 * Opens and closes a dialog whose content must start fresh each time (docs/product.md §4: closing
 * resets the form). Render the dialog with `key={session.key}` and `{...session.dialogProps}`:
 * every opening mounts a new form, while the closing one keeps its item until its exit animation
 * ends.
 */
export function useDialogSession<T>() {
  const id = useId();
  const [state, setState] = useState<{
    opening: number;
    open: boolean;
    item: T | undefined;
  }>({ opening: 0, open: false, item: undefined });
  const close = () => {
    setState((current) => ({ ...current, open: false }));
  };
  return {
    /** Changes at every opening; unique among the page's sessions. */
    key: `${id}-${String(state.opening)}`,
    dialogProps: {
      open: state.open,
      item: state.item,
      onClose: close,
    } satisfies SessionDialogProps<T>,
    /** Opens the dialog, in edit mode when an item is given (docs/product.md §4). */
    open: (item?: T) => {
      setState((current) => ({
        opening: current.opening + 1,
        open: true,
        item,
      }));
    },
    close,
  };
}
