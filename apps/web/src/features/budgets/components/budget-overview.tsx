import {
  budgetOverview,
  formatPercent,
  type BudgetOverviewLine,
} from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import { SectionCard } from "../../../shared/ui/section-card";
import type { Budget } from "../api/budget-queries";
import { PERIOD_LABELS } from "./budget-labels";

/**
 * Budget Overview (docs/product.md §2): Total Budgeted, Total Spent, Remaining (or Over Budget) and
 * Budget Used, per period when budgets of several periods exist — a week's limit and a year's do
 * not add up — with each category's spending counted once (`budgetOverview`, issue 27).
 */
export function BudgetOverview({ budgets }: { budgets: readonly Budget[] }) {
  const lines = budgetOverview(
    budgets.map((b) => ({
      period: b.period,
      category: b.category,
      limitCents: b.amountCents,
      spentCents: b.spentCents,
    })),
  );
  const several = lines.length > 1;
  return (
    <SectionCard
      title="Budget Overview"
      note={
        several
          ? "Each period on its own line: a week's limit and a year's do not add up."
          : undefined
      }
    >
      <Box sx={{ display: "grid", gap: 3 }}>
        {lines.map((line) => (
          <OverviewLine
            key={line.period}
            line={line}
            heading={
              several ? `${PERIOD_LABELS[line.period]} budgets` : undefined
            }
          />
        ))}
      </Box>
    </SectionCard>
  );
}

function OverviewLine({
  line,
  heading,
}: {
  line: BudgetOverviewLine;
  heading: string | undefined;
}) {
  const isOver = line.overCount > 0;
  return (
    <Box
      role={heading === undefined ? undefined : "group"}
      aria-label={heading}
    >
      {heading !== undefined && (
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {heading}
        </Typography>
      )}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
          gap: { xs: 2, sm: 3 },
        }}
      >
        <Figure label="Total Budgeted">
          <Money cents={line.budgetedCents} />
        </Figure>
        <Figure label="Total Spent">
          <Money cents={line.spentCents} />
        </Figure>
        <Figure
          label={isOver ? "Over Budget" : "Remaining"}
          isOver={isOver}
          note={isOver ? overNote(line) : undefined}
        >
          <Money cents={isOver ? line.overCents : line.remainingCents} />
        </Figure>
        <Figure label="Budget Used" isOver={isOver}>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontVariantNumeric: "tabular-nums" }}
          >
            {formatPercent(line.usedPercent)}
          </Typography>
        </Figure>
      </Box>
    </Box>
  );
}

function overNote(line: BudgetOverviewLine): ReactNode {
  const count = `${String(line.overCount)} of ${String(line.budgetCount)} budget${line.budgetCount === 1 ? "" : "s"} over`;
  if (line.remainingCents <= 0) return count;
  return (
    <>
      {count} ·{" "}
      <MoneyText
        cents={line.remainingCents}
        variant="caption"
        component="span"
      />{" "}
      left in the others
    </>
  );
}

function Money({ cents }: { cents: BudgetOverviewLine["spentCents"] }) {
  return <MoneyText cents={cents} variant="h5" component="p" />;
}

function Figure({
  label,
  isOver = false,
  note,
  children,
}: {
  label: string;
  isOver?: boolean;
  note?: ReactNode;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ minWidth: 0, color: isOver ? "error.main" : undefined }}
    >
      <Typography
        id={labelId}
        variant="body2"
        sx={{ color: isOver ? "error.main" : "text.secondary", mb: 0.5 }}
      >
        {label}
      </Typography>
      {children}
      {note !== undefined && (
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
