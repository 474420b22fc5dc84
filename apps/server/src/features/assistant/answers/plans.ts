import {
  answerOf,
  periodKey,
  categoryLabel,
  previousMonth,
  toCents,
  type Category,
  formatCount,
  formatInteger,
  monthLabel,
} from "@finch/domain";
import { lastFullMonths, unitToDate } from "../analyst/period-units";
import { budgetStatusTool } from "../tools/budget-status";
import { getAccounts } from "../tools/get-accounts";
import { divideCents, incomeOf, spendingOf } from "../tools/ledger";
import {
  money,
  reply,
  safeName,
  type AnswerContext,
  type Reply,
} from "./reply";

/** Chip 6: the limit against the last 3 full months of the category's spending. */
export async function answerBudgetAdvice(ctx: AnswerContext): Promise<Reply> {
  const category: Category = ctx.frame.categories[0] ?? "groceries";
  const window = lastFullMonths(3, ctx.snapshot.today);
  const m1 = previousMonth(ctx.snapshot.today);
  const m2 = previousMonth(m1.startDate);
  const m3 = previousMonth(m2.startDate);
  const byMonth = answerOf(
    await ctx.snapshot.ledger.sums(
      { start: m3.startDate, end: m1.endDate, categories: [category] },
      "month",
    ),
    { measure: "spending", groupBy: "month" },
  ).groups;
  const months = [m3, m2, m1].map((w) => ({
    start: w.startDate,
    spent: toCents(
      byMonth.find((g) => g.key === periodKey(w.startDate, "month"))?.value ??
        0,
    ),
  }));
  const avg = divideCents(
    months.reduce((s, m) => s + m.spent, 0),
    3,
  );
  const budgets = await ctx.snapshot.budgets();
  const budget =
    budgets.find((b) => b.category === category && b.period === "monthly") ??
    budgets.find((b) => b.category === category);
  const history = months
    .map((m) => `${monthLabel(m.start)}: ${money(ctx, m.spent)}`)
    .join(", ");
  const label = categoryLabel(category);
  if (!budget) {
    return reply(
      ctx,
      "budget_advice",
      [
        `You have no ${label} budget. Over ${window.label} you spent ${history}, an average of **${money(ctx, avg)}** a month.`,
        avg > 0
          ? `A monthly ${label} budget of ${money(ctx, roundUp(avg))} would match that average; create it on the Budgets page.`
          : `There is no ${label} spending to base a budget on yet.`,
      ],
      {
        period: window,
        tools: ["spending_summary", "budget_status"],
        links: [{ label: "Open Budgets", href: "/budgets" }],
      },
    );
  }
  const overMonths =
    budget.period === "monthly"
      ? months.filter((m) => m.spent > budget.limitCents).length
      : 0;
  const verdict =
    budget.period !== "monthly"
      ? `Your ${label} budget is ${budget.period}, so compare it with the monthly average above.`
      : overMonths >= 2 && avg > budget.limitCents
        ? `You went over in ${String(overMonths)} of the 3 months, so raising the limit towards ${money(ctx, roundUp(avg))} would be realistic, or trim ${money(ctx, avg - budget.limitCents)} a month to stay within it.`
        : avg < budget.limitCents
          ? `You stayed under on average by ${money(ctx, budget.limitCents - avg)}; there is no need to increase it${overMonths ? `, although ${String(overMonths)} month went over` : ""}.`
          : `You were at or over the limit in ${String(overMonths)} of the 3 months; a small increase or closer tracking would both work.`;
  return reply(
    ctx,
    "budget_advice",
    [
      `Your ${label} budget is **${money(ctx, budget.limitCents)}** (${budget.period}). Over ${window.label} you spent ${history}: an average of ${money(ctx, avg)} a month.`,
      verdict,
      `This period so far: ${money(ctx, budget.spentCents)} of ${money(ctx, budget.limitCents)}.`,
    ],
    {
      period: window,
      tools: ["spending_summary", "budget_status"],
      links: [{ label: "Open Budgets", href: "/budgets" }],
    },
  );
}

/** Chip 10: what is left to spend this month, saying which basis. */
export async function answerLeftToSpend(ctx: AnswerContext): Promise<Reply> {
  const month = unitToDate("month", ctx.snapshot.today);
  const monthly = (await budgetStatusTool(ctx.snapshot, {})).filter(
    (b) => b.period === "monthly",
  );
  const sums = await ctx.snapshot.ledger.sums({
    start: month.start,
    end: month.end,
  });
  const flow = { incomeCents: incomeOf(sums), spendingCents: spendingOf(sums) };
  const lines: (string | false)[] = [];
  if (monthly.length > 0) {
    const remaining = monthly.reduce(
      (s, b) => s + Math.max(0, b.remainingCents),
      0,
    );
    const days = monthly[0]?.daysLeft ?? 1;
    lines.push(
      `Across your ${formatInteger(monthly.length)} monthly ${monthly.length === 1 ? "budget" : "budgets"}, **${money(ctx, remaining)}** is left this month (${month.label}; ${formatCount(days, "day")} to go), about ${money(ctx, divideCents(remaining, days))} a day.`,
    );
    for (const b of monthly)
      lines.push(
        `- ${safeName(b.name)}: ${b.remainingCents >= 0 ? `${money(ctx, b.remainingCents)} left` : `over by ${money(ctx, Math.abs(b.remainingCents))}`}`,
      );
  } else {
    const cash = getAccounts(ctx.snapshot).accounts.filter(
      (a) => a.isActive && (a.type === "checking" || a.type === "savings"),
    );
    lines.push(
      `You have no monthly budgets, so here is the cash basis: checking and savings hold **${money(
        ctx,
        cash.reduce((s, a) => s + a.balanceCents, 0),
      )}**.`,
    );
  }
  lines.push(
    `Income minus spending so far this month: ${money(ctx, flow.incomeCents)} − ${money(ctx, flow.spendingCents)} = ${money(ctx, flow.incomeCents - flow.spendingCents)}.`,
  );
  return reply(ctx, "left_to_spend", lines, {
    period: month,
    tools: ["budget_status", "cash_flow", "get_accounts"],
    links: [{ label: "Open Budgets", href: "/budgets" }],
  });
}

/** Up to the next whole 10 units of currency. */
function roundUp(cents: number) {
  return toCents(Math.ceil(cents / 1000) * 1000);
}
