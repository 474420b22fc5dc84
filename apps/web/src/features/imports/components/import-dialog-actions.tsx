import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import type { WizardStep } from "../hooks/use-import-wizard";
import { countOf } from "../../../shared/count-text";

interface ImportDialogActionsProps {
  step: WizardStep;
  onCancel: () => void;
  onBack: () => void;
  onNext: () => void;
  /** Whether the step's main button can be pressed (a file read, rows chosen, an account set). */
  canGoOn: boolean;
  onCommit: () => void;
  isCommitting: boolean;
  /** How many rows the commit will write. */
  includedCount: number;
}

/** Cancel, Back, and Next or 'Import N transactions', by step. */
export function ImportDialogActions({
  step,
  onCancel,
  onBack,
  onNext,
  canGoOn,
  onCommit,
  isCommitting,
  includedCount,
}: ImportDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1 }}>
      <Button onClick={onCancel} disabled={isCommitting} color="inherit">
        Cancel
      </Button>
      {step !== "file" && (
        <Button onClick={onBack} disabled={isCommitting} variant="outlined">
          Back
        </Button>
      )}
      {step === "mapping" && (
        <Button onClick={onNext} disabled={!canGoOn} variant="contained">
          Next
        </Button>
      )}
      {step === "review" && (
        <Button
          onClick={onCommit}
          disabled={!canGoOn || isCommitting}
          variant="contained"
        >
          {isCommitting
            ? "Importing…"
            : `Import ${countOf(includedCount, "transaction")}`}
        </Button>
      )}
    </DialogActions>
  );
}
