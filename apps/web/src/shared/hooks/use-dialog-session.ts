import { useState } from "react";

/** One opening of a dialog: `key` changes at every opening, `item` is what it is about. */
export interface DialogSession<T> {
  key: number;
  open: boolean;
  item: T | undefined;
}

/**
 * Opens and closes a dialog whose content must start fresh each time (docs/product.md §4: closing
 * resets the form). Render the dialog with `key={session.key}`: every opening mounts a new form,
 * while the closing one keeps its item until its exit animation ends.
 */
export function useDialogSession<T>() {
  const [session, setSession] = useState<DialogSession<T>>({
    key: 0,
    open: false,
    item: undefined,
  });
  return {
    session,
    /** Opens the dialog, in edit mode when an item is given (docs/product.md §4). */
    open: (item?: T) => {
      setSession((current) => ({ key: current.key + 1, open: true, item }));
    },
    close: () => {
      setSession((current) => ({ ...current, open: false }));
    },
  };
}
