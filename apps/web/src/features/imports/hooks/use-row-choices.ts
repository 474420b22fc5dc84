import { useMemo, useState } from "react";
import type { PreviewRow, StatementPreview } from "../api/import-preview";

/** Which rows of a preview will be imported, and the commit payload that says so. */
export interface RowChoices {
  isIncluded: (row: PreviewRow) => boolean;
  /** Includes or leaves out each row that can be imported. */
  set: (rows: readonly PreviewRow[], isIncluded: boolean) => void;
  /** How many rows the commit will write. */
  includedCount: number;
  /** New rows left out and duplicates taken in: what the commit sends. */
  commitChoices: () => { skipRows: number[]; includeRows: number[] };
}

/**
 * The person's choices over a preview's rows: new rows are imported and duplicates are not
 * unless the person says otherwise; rows in error never are. Other rows (another file, other
 * options: a new `rowsVersion`) start from those defaults again; the same rows matched against
 * another account keep what the person chose.
 */
export function useRowChoices(
  preview: StatementPreview | undefined,
  rowsVersion: number,
): RowChoices {
  const [state, setState] = useState<{
    rowsVersion: number;
    toggled: ReadonlyMap<number, boolean>;
  }>({ rowsVersion, toggled: new Map() });
  const toggled =
    state.rowsVersion === rowsVersion ? state.toggled : NO_CHOICES;
  const isIncluded = (row: PreviewRow) =>
    row.status !== "error" && (toggled.get(row.row) ?? row.status === "new");
  const rows = preview?.rows;
  const includedCount = useMemo(
    () =>
      (rows ?? []).reduce(
        (count, row) =>
          row.status !== "error" &&
          (toggled.get(row.row) ?? row.status === "new")
            ? count + 1
            : count,
        0,
      ),
    [rows, toggled],
  );
  return {
    isIncluded,
    includedCount,
    set: (chosen, value) => {
      const next = new Map(toggled);
      for (const row of chosen)
        if (row.status !== "error") next.set(row.row, value);
      setState({ rowsVersion, toggled: next });
    },
    commitChoices: () => {
      const statusByRow = new Map((rows ?? []).map((r) => [r.row, r.status]));
      const skipRows: number[] = [];
      const includeRows: number[] = [];
      for (const [row, value] of toggled) {
        const status = statusByRow.get(row);
        if (status === "new" && !value) skipRows.push(row);
        if (status === "duplicate" && value) includeRows.push(row);
      }
      return { skipRows, includeRows };
    },
  };
}

const NO_CHOICES: ReadonlyMap<number, boolean> = new Map();
