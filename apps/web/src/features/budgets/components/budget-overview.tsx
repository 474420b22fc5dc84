import type { Cents } from "@finch/domain";
import { absCents, percentUsed, sumCents, toCents } from "@finch/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { ReactNode } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import type { Budget } from "../api/budget-queries";
import { formatPercent } from "./budget-labels";

/**
 * Budget Overview (product spec §2): the limits and the spending of every budget added up, what
 * remains (or 'Over Budget' by how much) and the share used, all in cents.
 */
export function BudgetOverview({ budgets }: { budgets: readonly Budget[] }) {
  const titleId = useId();
  const budgeted = sumCents(budgets.map((b) => b.amountCents));
  const spent = sumCents(budgets.map((b) => b.spentCents));
  const remaining = toCents(budgeted - spent);
  const isOver = remaining < 0;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3 }, mb: 3 }}
    >
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h2"
        sx={{ color: "text.secondary", mb: 2 }}
      >
        Budget Overview
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
          gap: { xs: 2, sm: 3 },
        }}
      >
        <Figure label="Total Budgeted">
          <Money cents={budgeted} />
        </Figure>
        <Figure label="Total Spent">
          <Money cents={spent} />
        </Figure>
        <Figure label={isOver ? "Over Budget" : "Remaining"} isOver={isOver}>
          <Money cents={absCents(remaining)} />
        </Figure>
        <Figure label="Budget Used" isOver={isOver}>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontVariantNumeric: "tabular-nums" }}
          >
            {formatPercent(percentUsed(spent, budgeted))}
          </Typography>
        </Figure>
      </Box>
    </Card>
  );
}

function Money({ cents }: { cents: Cents }) {
  return <MoneyText cents={cents} variant="h5" component="p" />;
}

function Figure({
  label,
  isOver = false,
  children,
}: {
  label: string;
  isOver?: boolean;
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
    </Box>
  );
}
