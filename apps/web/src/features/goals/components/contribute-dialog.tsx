import { moneyText, moneyTextProblem } from "@finch/contracts";
import {
  currencyDecimals,
  formatMoney,
  smallestAmount,
  type Cents,
  type Currency,
} from "@finch/domain";
import DialogContentText from "@mui/material/DialogContentText";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { errorMessageOf } from "../../../shared/api-client";
import { useIdempotencyKey } from "../../../shared/hooks/use-idempotency-key";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { MoneyField } from "../../../shared/ui/money-field";
import { useUserPreferences } from "../../../shared/user-preferences";
import { useContributeToGoal } from "../api/goal-mutations";
import type { Goal } from "../api/goal-queries";

const contributionSchema = z.object({
  amount: moneyText("Amount", "positive"),
});

interface ContributeDialogProps extends SessionDialogProps<Goal> {
  /** Called with the success message once the server has added the money. */
  onContributed: (message: string) => void;
}

/**
 * Adds money to a goal. The amount is required and at least 0.01 (docs/product.md §5): the button
 * stays disabled until it is. A double click is one contribution (issue 27). The page mounts a
 * fresh one for every opening.
 */
export function ContributeDialog({
  open,
  item: goal,
  onClose,
  onContributed,
}: ContributeDialogProps) {
  const { currency } = useUserPreferences();
  const contribute = useContributeToGoal();
  const keyFor = useIdempotencyKey();
  const { control, handleSubmit } = useForm<
    { amount: string },
    unknown,
    { amount: Cents }
  >({
    resolver: zodResolver(contributionSchema),
    defaultValues: { amount: "" },
  });
  const amount = useWatch({ control, name: "amount" });
  const canSubmit =
    goal !== undefined &&
    !goal.isCompleted &&
    amount.trim() !== "" &&
    moneyTextProblem(
      amount,
      "Amount",
      "positive",
      currencyDecimals(currency),
    ) === undefined;

  const submit = async ({ amount: amountCents }: { amount: Cents }) => {
    if (goal === undefined) return;
    const variables = { id: goal.id, amountCents };
    try {
      await contribute.mutateAsync({
        ...variables,
        idempotencyKey: keyFor(variables),
      });
    } catch {
      return; // shown in the dialog's alert
    }
    onContributed(
      `Successfully contributed ${formatMoney(amountCents, currency)} to ${goal.name}!`,
    );
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Contribute to Goal"
      submitLabel="Contribute"
      pendingLabel="Contributing..."
      isPending={contribute.isPending}
      canSubmit={canSubmit}
      error={
        contribute.isError
          ? errorMessageOf(contribute.error, "Failed to contribute to goal")
          : undefined
      }
      onDismissError={() => {
        contribute.reset();
      }}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      maxWidth="xs"
    >
      {goal !== undefined && (
        <DialogContentText sx={{ mb: 2.5 }}>
          {`${goal.name}: ${formatMoney(goal.currentCents, currency)} saved of ${formatMoney(goal.targetCents, currency)}, ${formatMoney(goal.remainingCents, currency)} to go.`}
        </DialogContentText>
      )}
      <MoneyField
        control={control}
        name="amount"
        label="Contribution Amount"
        messageLabel="Amount"
        sign="positive"
        autoFocus
        hint={amountHint(amount, goal?.remainingCents, currency)}
      />
    </FormDialog>
  );
}

function amountHint(
  text: string,
  remainingCents: Cents | undefined,
  currency: Currency,
): string {
  const read = contributionSchema.shape.amount.safeParse(text);
  if (
    read.success &&
    remainingCents !== undefined &&
    read.data >= remainingCents
  )
    return "This contribution reaches your target";
  // docs/product.md §9: at least 0.01 — one yen where there are no cents.
  return `At least ${formatMoney(smallestAmount(currency), currency)}`;
}
