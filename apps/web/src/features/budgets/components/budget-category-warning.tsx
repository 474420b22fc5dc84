import { CATEGORY_LABELS, isCategory } from "@finch/domain";
import Alert from "@mui/material/Alert";
import type { BudgetBody } from "@finch/contracts";
import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { useBudgets, type Budget } from "../api/budget-queries";
import type { BudgetFormValues } from "./budget-form";
import { PERIOD_LABELS } from "./budget-labels";

/**
 * Says before saving when a budget cannot work as the person expects (issue 27): a category that
 * already has a budget (its spending then counts in both), or a category whose money is never
 * spending. A warning only: the person may want two views of one category.
 */
export function BudgetCategoryWarning({
  control,
  editing,
}: {
  control: Control<BudgetFormValues, unknown, BudgetBody>;
  editing: Budget | undefined;
}) {
  const category = useWatch({ control, name: "category" });
  const budgets = useBudgets();
  if (!isCategory(category)) return null;
  const label = CATEGORY_LABELS[category];
  if (category === "transfer")
    return (
      <Alert severity="warning" sx={{ mt: 2.5 }}>
        Transfers between your accounts never count as spending, so this budget
        would always show nothing spent.
      </Alert>
    );
  if (category === "salary")
    return (
      <Alert severity="warning" sx={{ mt: 2.5 }}>
        {label} is money coming in: it never counts as spending, so this budget
        would always show nothing spent.
      </Alert>
    );
  const others = (budgets.data ?? []).filter(
    (b) => b.category === category && b.id !== editing?.id,
  );
  const [first] = others;
  if (first === undefined) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2.5 }}>
      {`You already have a budget for ${label} (${first.name}, ${PERIOD_LABELS[first.period].toLowerCase()}). The same spending will count toward both.`}
    </Alert>
  );
}
