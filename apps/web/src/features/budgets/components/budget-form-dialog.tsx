import type { BudgetBody } from "@finch/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { useSaveDialog } from "../../../shared/hooks/use-save-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { useMoneyProblem } from "../../../shared/ui/money-field";
import { useCreateBudget, useUpdateBudget } from "../api/budget-mutations";
import type { Budget } from "../api/budget-queries";
import type { BudgetFormValues } from "./budget-form";
import {
  BUDGET_FIELDS_BY_WIRE_NAME,
  budgetFormDefaults,
  budgetFormSchema,
} from "./budget-form";
import { BudgetCategoryWarning } from "./budget-category-warning";
import { BudgetFormFields } from "./budget-form-fields";

interface BudgetFormDialogProps extends SessionDialogProps<Budget> {
  /** Called with the success message once the server has saved the budget. */
  onSaved: (message: string) => void;
}

/**
 * Create Budget / Edit Budget. The page mounts a fresh one for every opening, so closing resets
 * the form (docs/product.md §4).
 */
export function BudgetFormDialog({
  open,
  item: budget,
  onClose,
  onSaved,
}: BudgetFormDialogProps) {
  const form = useForm<BudgetFormValues, unknown, BudgetBody>({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: budgetFormDefaults(budget),
  });
  const { control } = form;
  const moneyProblem = useMoneyProblem(control, "amount", "Amount", "positive");
  const dialog = useSaveDialog({
    item: budget,
    form,
    fieldsByWireName: BUDGET_FIELDS_BY_WIRE_NAME,
    create: useCreateBudget(),
    createBodyOf: (body) => body,
    update: useUpdateBudget(),
    noun: "Budget",
    onSaved,
    onClose,
  });

  return (
    <FormDialog
      {...dialog.formDialogProps}
      open={open}
      title={dialog.isEdit ? "Edit Budget" : "Create Budget"}
      submitLabel={dialog.isEdit ? "Save Changes" : "Create Budget"}
      canSubmit={moneyProblem === undefined}
    >
      <BudgetFormFields control={control} />
      <BudgetCategoryWarning control={control} editing={budget} />
    </FormDialog>
  );
}
