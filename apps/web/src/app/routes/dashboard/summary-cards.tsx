import {
  budgetCardLabel,
  dashboardBudgetCard,
  type Cents,
} from "@finch/domain";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import DonutLargeOutlined from "@mui/icons-material/DonutLargeOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Summary } from "../../../features/insights/api/insight-queries";
import { MoneyText } from "../../../shared/ui/money-text";
import { StatCard } from "./stat-card";
import { TrendBadge } from "./trend-badge";

interface SummaryCardsProps {
  summary: Summary;
  budgets: readonly { spentCents: Cents; amountCents: Cents }[];
  activeGoalCount: number;
  totalSavedCents: Cents;
}

/** Total Balance, Monthly Spending, Budget Status and Savings Goals (docs/product.md §2, §4). */
export function SummaryCards({
  summary,
  budgets,
  activeGoalCount,
  totalSavedCents,
}: SummaryCardsProps) {
  const budgetState = dashboardBudgetCard(
    budgets.map((b) => ({
      spentCents: b.spentCents,
      limitCents: b.amountCents,
    })),
  );
  return (
    <Box component="section" aria-label="Summary" sx={gridSx}>
      <StatCard
        title="Total Balance"
        icon={<AccountBalanceWalletOutlined />}
        value={<Figure cents={summary.totalBalanceCents} tone="negative" />}
        caption={`Across ${String(summary.accountCount)} ${summary.accountCount === 1 ? "account" : "accounts"}`}
        badge={
          summary.balanceTrend && (
            <TrendBadge percent={summary.balanceTrend.percent} riseIs="good" />
          )
        }
      />
      <StatCard
        title="Monthly Spending"
        icon={<ReceiptLongOutlined />}
        value={<Figure cents={summary.monthlySpendingCents} />}
        caption="This month"
        badge={
          summary.spendingTrend && (
            <TrendBadge percent={summary.spendingTrend.percent} riseIs="bad" />
          )
        }
      />
      <StatCard
        title="Budget Status"
        icon={<DonutLargeOutlined />}
        value={
          <Typography
            variant="h5"
            component="p"
            sx={{ color: budgetStateColor[budgetState.kind] }}
          >
            {budgetCardLabel(budgetState)}
          </Typography>
        }
        caption={`${String(budgets.length)} active ${budgets.length === 1 ? "budget" : "budgets"}`}
      />
      <StatCard
        title="Savings Goals"
        icon={<SavingsOutlined />}
        value={<Figure cents={totalSavedCents} />}
        caption={`${String(activeGoalCount)} Active`}
      />
    </Box>
  );
}

function Figure({
  cents,
  tone = "plain",
}: {
  cents: Cents;
  tone?: "plain" | "negative";
}) {
  return (
    <MoneyText
      cents={cents}
      tone={tone}
      variant="h5"
      component="p"
      fontWeight={700}
    />
  );
}

const budgetStateColor = {
  none: "text.secondary",
  over: "error.main",
  near: "warning.main",
  on_track: "success.main",
} as const;

const gridSx = {
  display: "grid",
  gridTemplateColumns: {
    xs: "1fr",
    sm: "repeat(2, minmax(0, 1fr))",
    lg: "repeat(4, minmax(0, 1fr))",
  },
  gap: 2,
  mb: 3,
} as const;
