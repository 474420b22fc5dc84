import { SoftChip, type SoftChipColour } from "../../../shared/ui/soft-chip";
import type { RowStatus } from "../api/import-preview";

/** Each row status as people read it, and its colour. */
export const ROW_STATUS_LABELS: Readonly<Record<RowStatus, string>> = {
  new: "New",
  duplicate: "Duplicate",
  error: "Error",
};

const COLOURS: Readonly<Record<RowStatus, SoftChipColour>> = {
  new: "success",
  duplicate: "warning",
  error: "error",
};

/** New (imported unless left out), Duplicate (already in the account), or Error (unreadable). */
export function RowStatusChip({ status }: { status: RowStatus }) {
  return (
    <SoftChip label={ROW_STATUS_LABELS[status]} colour={COLOURS[status]} />
  );
}
