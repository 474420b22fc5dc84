import { monthLabel } from "../analyst/period-label";
import { lastFullMonths, make, type Period } from "../analyst/period-units";
import { spendingSummary } from "../tools/spending-summary";
import {
  categoriesText,
  money,
  reply,
  type AnswerContext,
  type Reply,
} from "./reply";

/** Type 12: month by month with the slope in words. */
export async function answerTrend(ctx: AnswerContext): Promise<Reply> {
  const today = ctx.snapshot.today;
  const full = lastFullMonths(6, today);
  const period = fromDataStart(
    ctx,
    ctx.frame.periods[0] ??
      make(full.start, today, "range", "the last 6 full months and this month"),
  );
  const cats = ctx.frame.categories;
  const s = await spendingSummary(ctx.snapshot, {
    start: period.start,
    end: period.end,
    group_by: "month",
    categories: cats.length ? cats : undefined,
    merchants: ctx.frame.merchants.length ? ctx.frame.merchants : undefined,
  });
  const months: string[] = [];
  for (
    let d = period.start.slice(0, 7);
    d <= period.end.slice(0, 7);
    d = nextMonth(d)
  )
    months.push(d);
  const byMonth = new Map(s.groups.map((g) => [g.key, g.totalCents]));
  const values = months.map((m) => byMonth.get(m) ?? 0);
  const fullValues = months
    .filter((m) => m !== today.slice(0, 7))
    .map((m) => byMonth.get(m) ?? 0);
  return reply(
    ctx,
    "trend",
    [
      `Your ${cats.length ? `${categoriesText(cats)} ` : ""}spending month by month (${period.label}):`,
      ...months.map(
        (m, i) =>
          `- ${monthLabel(`${m}-01`)}${m === today.slice(0, 7) ? " (to date)" : ""}: ${money(ctx, values[i] ?? 0)}`,
      ),
      slopeWords(ctx, fullValues),
    ],
    { period, tools: ["spending_summary"] },
  );
}

function slopeWords(ctx: AnswerContext, values: number[]): string {
  if (values.length < 4)
    return "There are too few full months to call a trend.";
  const n = values.length;
  const xMean = (n - 1) / 2;
  const yMean = values.reduce((a, b) => a + b, 0) / n;
  const slope =
    values.reduce((s, y, x) => s + (x - xMean) * (y - yMean), 0) /
    values.reduce((s, _y, x) => s + (x - xMean) ** 2, 0);
  if (Math.abs(slope) < 0.05 * yMean || yMean === 0)
    return "Over the full months it is roughly flat.";
  return `Over the full months it is ${slope > 0 ? "up" : "down"} about ${money(ctx, Math.round(Math.abs(slope) / 100) * 100)} a month.`;
}

function nextMonth(ym: string): string {
  const y = Number(ym.slice(0, 4));
  const m = Number(ym.slice(5, 7));
  return m === 12
    ? `${String(y + 1)}-01`
    : `${String(y)}-${String(m + 1).padStart(2, "0")}`;
}

/** Type 33: spending by day of week, and weekends against weekdays. */
export async function answerDayOfWeek(ctx: AnswerContext): Promise<Reply> {
  const period = ctx.frame.periods[0] ?? lastFullMonths(3, ctx.snapshot.today);
  const s = await spendingSummary(ctx.snapshot, {
    start: period.start,
    end: period.end,
    group_by: "day_of_week",
  });
  const weekend = s.groups
    .filter((g) => g.key === "Saturday" || g.key === "Sunday")
    .reduce((a, g) => a + g.totalCents, 0);
  const top = s.groups[0];
  return reply(
    ctx,
    "day_of_week",
    [
      top
        ? `Over ${period.label} you spent the most on **${top.key}s**: ${money(ctx, top.totalCents)} of ${money(ctx, s.totalCents)}.`
        : `No spending over ${period.label}.`,
      top &&
        `Weekends (Saturday and Sunday): ${money(ctx, weekend)}; weekdays: ${money(ctx, s.totalCents - weekend)}.`,
      ...s.groups.map((g) => `- ${g.key}: ${money(ctx, g.totalCents)}`),
    ].filter((l): l is string => typeof l === "string"),
    { period, tools: ["spending_summary"] },
  );
}

/**
 * A default window that starts before the user's first transaction starts at that month instead:
 * months without any data would read as $0.00 and drag averages and trends down.
 */
function fromDataStart(ctx: AnswerContext, period: Period): Period {
  const first = ctx.snapshot.firstDate;
  if (ctx.frame.periods[0] || !first) return period;
  const start = `${first.slice(0, 7)}-01`;
  if (start <= period.start || start > period.end) return period;
  return make(start, period.end, "range", "since your first transaction");
}
