import {
  addDays,
  categoryLabel,
  toCents,
  type Category,
  dayLabel,
} from "@finch/domain";
import { lastFullMonths, unitToDate } from "../analyst/period-units";
import { budgetStatusTool } from "../tools/budget-status";
import { getAccounts } from "../tools/get-accounts";
import { divideCents, spendingBy } from "../tools/ledger";
import { recurringCharges } from "../tools/recurring-charges";
import { dailyVariable } from "./recurring";
import {
  money,
  reply,
  safeName,
  type AnswerContext,
  type Reply,
} from "./reply";

const DISCRETIONARY: Category[] = [
  "food_dining",
  "entertainment",
  "shopping",
  "subscription",
  "travel",
];

/** Type 30: available cash − obligations until next income − amount, against a 7-day buffer. */
export async function answerAffordability(ctx: AnswerContext): Promise<Reply> {
  const amount = ctx.frame.amountCents;
  if (amount === undefined)
    return reply(
      ctx,
      "affordability",
      ["How much is it? Ask for example “Can I afford a $1,200 laptop?”"],
      {},
    );
  const today = ctx.snapshot.today;
  const cash = getAccounts(ctx.snapshot)
    .accounts.filter(
      (a) => a.isActive && (a.type === "checking" || a.type === "savings"),
    )
    .reduce((s, a) => s + a.balanceCents, 0);
  const series = await recurringCharges(ctx.snapshot, {});
  const nextIncome = series
    .filter((s) => s.kind === "income" && s.nextExpected > today)
    .map((s) => s.nextExpected)
    .sort()[0];
  const until = nextIncome ?? addDays(today, 30);
  const obligations = series
    .filter(
      (s) =>
        s.kind !== "income" &&
        s.nextExpected > today &&
        s.nextExpected <= until,
    )
    .reduce((s, x) => s + x.typicalCents, 0);
  const names = new Set(series.map((s) => s.merchant));
  const buffer = toCents(
    7 *
      (await dailyVariable(
        ctx,
        addDays(today, -90),
        addDays(today, -1),
        names,
      )),
  );
  const headroom = toCents(cash - obligations - amount);
  let verdict = headroom >= buffer ? "yes" : headroom >= 0 ? "tight" : "no";
  const category = ctx.frame.categories[0];
  const budget = category
    ? (await budgetStatusTool(ctx.snapshot, { category }))[0]
    : undefined;
  const overrun =
    budget && budget.remainingCents < amount
      ? amount - Math.max(0, budget.remainingCents)
      : 0;
  if (overrun > 0 && verdict === "yes") verdict = "tight";
  const word = {
    yes: "Yes, it fits",
    tight: "It is tight",
    no: "Not without going short",
  }[verdict];
  return reply(
    ctx,
    "affordability",
    [
      `**${word}.** For a ${money(ctx, amount)} purchase:`,
      `- Cash in checking and savings: ${money(ctx, cash)}`,
      `- Recurring bills due before ${nextIncome ? `your next income (${dayLabel(nextIncome)})` : dayLabel(until)}: ${money(ctx, obligations)}`,
      `- Left after the purchase: ${money(ctx, headroom)} (a cushion of a week's everyday spending is ${money(ctx, buffer)})`,
      budget &&
        `- Your ${categoryLabel(budget.category)} budget has ${money(ctx, budget.remainingCents)} left${overrun > 0 ? `, so this would go over by ${money(ctx, overrun)}` : ""}`,
      "A check of your own figures, not financial advice.",
    ],
    { tools: ["affordability", "get_accounts", "recurring_charges"] },
  );
}

/** Type 31 and chip 7: discretionary categories, increases, subscriptions, one quantified cut. */
export async function answerSaveMore(ctx: AnswerContext): Promise<Reply> {
  const full = lastFullMonths(3, ctx.snapshot.today);
  const byCategory = async (start: string, end: string) =>
    spendingBy(
      await ctx.snapshot.ledger.sums(
        { start, end, categories: DISCRETIONARY },
        "category",
      ),
      "category",
    );
  const hasHistory = (await byCategory(full.start, full.end)).length > 0;
  // A new user has no full months yet: this month so far is all there is.
  const recent = hasHistory ? full : unitToDate("month", ctx.snapshot.today);
  const months = hasHistory ? 3 : 1;
  const now = await byCategory(recent.start, recent.end);
  const before = new Map(
    (
      await byCategory(
        lastFullMonths(6, ctx.snapshot.today).start,
        addDays(recent.start, -1),
      )
    ).map((g) => [g.key, g.totalCents]),
  );
  const ups = now
    .map((g) => ({
      key: g.key,
      changeCents: g.totalCents - (before.get(g.key) ?? 0),
    }))
    .filter((g) => g.changeCents > 0)
    .sort((a, b) => b.changeCents - a.changeCents)
    .slice(0, 2);
  const subs = await recurringCharges(ctx.snapshot, { kind: "subscription" });
  const top = now.slice(0, 3);
  const biggest = top[0];
  const cut = biggest
    ? divideCents(divideCents(biggest.totalCents, months) * 20, 100)
    : undefined;
  if (top.length === 0 && subs.length === 0)
    return reply(
      ctx,
      "save_more",
      [
        `I found no discretionary spending over ${recent.label} to suggest cuts from.`,
      ],
      { period: recent, tools: ["ledger_query"] },
    );
  return reply(
    ctx,
    "save_more",
    [
      `Based on ${recent.label}, here is where your money could go further:`,
      top.length > 0 &&
        (hasHistory
          ? "**Biggest discretionary categories** (monthly average):"
          : "**Biggest discretionary categories** so far:"),
      ...top.map(
        (g) =>
          `- ${categoryLabel(g.key)}: ${money(ctx, divideCents(g.totalCents, months))}${hasHistory ? " a month" : ""}`,
      ),
      hasHistory &&
        ups.length > 0 &&
        "**Rising compared with the 3 months before:**",
      ...ups.map(
        (g) =>
          `- ${categoryLabel(g.key)}: up ${money(ctx, g.changeCents)} over the 3 months`,
      ),
      subs.length > 0 &&
        `**Subscriptions** cost ${money(
          ctx,
          subs.reduce((a, x) => a + x.annualCents, 0),
        )} a year:`,
      ...subs
        .slice(0, 5)
        .map(
          (x) =>
            `- ${safeName(x.merchant)}: ${money(ctx, x.annualCents)} a year`,
        ),
      biggest &&
        cut !== undefined &&
        `Cutting ${categoryLabel(biggest.key)} by 20% would save about ${money(ctx, cut)} a month, ${money(ctx, cut * 12)} a year.`,
    ],
    {
      period: recent,
      tools: ["ledger_query", "recurring_charges", "what_if"],
    },
  );
}
