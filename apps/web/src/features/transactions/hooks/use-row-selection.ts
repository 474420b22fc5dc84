import { type RefObject, useEffect, useRef, useState } from "react";

/** The rows of the current page a person ticked, and how to change them. */
export interface RowSelection {
  /** The ticked rows still on the page, in page order. */
  ids: number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Every row of the page ticked, some, or none: the header checkbox. */
  pageState: "all" | "some" | "none";
  /** Ticks every row of the page, or none when all are ticked. */
  togglePage: () => void;
  /** The page's "Select all on this page" checkbox, in the table or the phone list. */
  selectAllRef: RefObject<HTMLInputElement | null>;
  /**
   * Unticks every row, and gives the focus to "Select all on this page": the bulk bar the focus
   * was in goes away with the ticks.
   */
  clear: () => void;
}

/**
 * Which rows of the page are ticked for a bulk action. The ticks belong to one view: another
 * page, filter or order (`view`) starts with none, and rows that left the page (deleted, or
 * filtered out after a change) drop out.
 */
export function useRowSelection(
  pageIds: readonly number[],
  view: string,
): RowSelection {
  const [state, setState] = useState<{ view: string; ids: number[] }>({
    view,
    ids: [],
  });
  const selectAllRef = useRef<HTMLInputElement>(null);
  const isFocusDue = useRef(false);
  // After each render: once the bar (and any dialog of it) has gone and given back its focus.
  useEffect(() => {
    if (!isFocusDue.current) return;
    isFocusDue.current = false;
    selectAllRef.current?.focus();
  });
  const ticked = state.view === view ? state.ids : [];
  const ids = pageIds.filter((id) => ticked.includes(id));
  const set = (next: number[]) => {
    setState({ view, ids: next });
  };
  return {
    ids,
    isSelected: (id) => ids.includes(id),
    toggle: (id) => {
      set(ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]);
    },
    pageState:
      ids.length === 0
        ? "none"
        : ids.length === pageIds.length
          ? "all"
          : "some",
    togglePage: () => {
      set(ids.length === pageIds.length ? [] : [...pageIds]);
    },
    selectAllRef,
    clear: () => {
      set([]);
      isFocusDue.current = true;
    },
  };
}
