import type { Cents } from "@finch/domain";
import { formatMoney } from "@finch/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import {
  amountTextToCents,
  isReadableAmount,
} from "../../../shared/amount-text";
import { errorMessageOf } from "../../../shared/api-client";
import { useUserPreferences } from "../../../shared/user-preferences";
import { useContributeToGoal } from "../api/goal-mutations";
import type { Goal } from "../api/goal-queries";

/** Spec §9: the smallest contribution, 0.01. */
const MIN_CONTRIBUTION_CENTS = 1;

interface ContributeDialogProps {
  open: boolean;
  goal: Goal | undefined;
  onClose: () => void;
  /** Called with the success message once the server has added the money. */
  onContributed: (message: string) => void;
}

/**
 * Adds money to a goal. The amount is required and at least 0.01 (spec §5): the button stays
 * disabled until it is. The page mounts a fresh one for every opening.
 */
export function ContributeDialog({
  open,
  goal,
  onClose,
  onContributed,
}: ContributeDialogProps) {
  const { currency } = useUserPreferences();
  const contribute = useContributeToGoal();
  const [amount, setAmount] = useState("");
  // Spec §5: an unreadable number falls back to 0, which keeps the button disabled.
  const amountCents = amountTextToCents(amount);
  const canSubmit =
    goal !== undefined &&
    !goal.isCompleted &&
    amountCents >= MIN_CONTRIBUTION_CENTS &&
    !contribute.isPending;

  const submit = () => {
    if (!canSubmit) return;
    contribute.mutate(
      { id: goal.id, amountCents },
      {
        onSuccess: () => {
          onContributed(
            `Successfully contributed ${formatMoney(amountCents, currency)} to ${goal.name}!`,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={contribute.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>Contribute to Goal</DialogTitle>
        <DialogContent>
          {contribute.isError && (
            <Alert
              severity="error"
              onClose={() => {
                contribute.reset();
              }}
              sx={{ mb: 2 }}
            >
              {errorMessageOf(contribute.error, "Failed to contribute to goal")}
            </Alert>
          )}
          {goal !== undefined && (
            <DialogContentText sx={{ mb: 2.5 }}>
              {`${goal.name}: ${formatMoney(goal.currentCents, currency)} saved of ${formatMoney(goal.targetCents, currency)}, ${formatMoney(goal.remainingCents, currency)} to go.`}
            </DialogContentText>
          )}
          <TextField
            label="Contribution Amount"
            type="number"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
            autoFocus
            required
            fullWidth
            slotProps={{
              inputLabel: { required: false },
              htmlInput: { min: 0.01, step: 0.01, inputMode: "decimal" },
            }}
            helperText={amountHint(amount, amountCents, goal?.remainingCents)}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            onClick={onClose}
            disabled={contribute.isPending}
            color="inherit"
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {contribute.isPending ? "Contributing..." : "Contribute"}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function amountHint(
  text: string,
  cents: Cents,
  remainingCents: Cents | undefined,
): string {
  if (text.trim() !== "" && !isReadableAmount(text))
    return "Enter an amount with at most 2 decimal places";
  if (remainingCents !== undefined && cents >= remainingCents && cents > 0)
    return "This contribution reaches your target";
  return "At least 0.01";
}
