import type { BudgetPeriod, BudgetStatus } from "@finch/domain";
import { BUDGET_STATUS_LABELS } from "@finch/domain";
import type { SoftChipColour } from "../../../shared/ui/soft-chip";

/** How each period reads on cards and in the dialog. */
export const PERIOD_LABELS: Readonly<Record<BudgetPeriod, string>> = {
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  yearly: "Yearly",
};

/** The status chip of each budgets-page status (docs/product.md §4). */
export const STATUS_CHIPS: Readonly<
  Record<BudgetStatus, { label: string; colour: SoftChipColour }>
> = {
  on_track: { label: BUDGET_STATUS_LABELS.on_track, colour: "success" },
  near_limit: { label: BUDGET_STATUS_LABELS.near_limit, colour: "warning" },
  over_budget: { label: BUDGET_STATUS_LABELS.over_budget, colour: "error" },
};
