import {
  categoryLabel,
  dashboardBarColor,
  toCents,
  type Category,
  type Cents,
} from "@finch/domain";
import Typography from "@mui/material/Typography";
import { MoneyText } from "../../../shared/ui/money-text";
import { DashboardPanel } from "./dashboard-panel";
import { ProgressRow } from "./progress-row";

/** What the panel needs of a budget. */
export interface BudgetProgress {
  id: number;
  name: string;
  category: Category;
  amountCents: Cents;
  spentCents: Cents;
}

/**
 * Per budget, spent against the limit with a bar: green up to 80 %, warning above, error above
 * 100 %, never wider than the track; 'Over budget by X' once exceeded (docs/product.md §2, §4).
 */
export function BudgetProgressPanel({
  budgets,
}: {
  budgets: readonly BudgetProgress[];
}) {
  return (
    <DashboardPanel
      title="Budget Progress"
      empty={{
        title: "No budgets set",
        hint: "Create budgets to track your spending",
        isEmpty: budgets.length === 0,
      }}
    >
      {budgets.map((budget) => (
        <Row key={budget.id} budget={budget} />
      ))}
    </DashboardPanel>
  );
}

function Row({ budget }: { budget: BudgetProgress }) {
  const overCents = toCents(budget.spentCents - budget.amountCents);
  return (
    <ProgressRow
      title={`${budget.name} · ${categoryLabel(budget.category)}`}
      partCents={budget.spentCents}
      wholeCents={budget.amountCents}
      color={dashboardBarColor(budget.spentCents, budget.amountCents)}
      note={
        overCents > 0 && (
          <Typography
            variant="caption"
            sx={{ color: "error.main", fontWeight: 600 }}
          >
            Over budget by{" "}
            <MoneyText cents={overCents} variant="caption" fontWeight={600} />
          </Typography>
        )
      }
    />
  );
}
