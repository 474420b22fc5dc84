import {
  addDays,
  daysBetween,
  daysInMonth,
  toCents,
  formatInteger,
  shortDate,
} from "@finch/domain";
import { make, unitToDate } from "../analyst/period-units";
import { detectAnomalies } from "../tools/detect-anomalies";
import { divideCents, spendingOf } from "../tools/ledger";
import { recurringCharges } from "../tools/recurring-charges";
import {
  money,
  periodOf,
  periodWords,
  reply,
  safeName,
  transactionsLink,
  type AnswerContext,
  type Reply,
} from "./reply";

/** Type 27 and chip 8: unusual transactions with their baselines. */
export async function answerAnomalies(ctx: AnswerContext): Promise<Reply> {
  const period = periodOf(
    ctx,
    make(
      addDays(ctx.snapshot.today, -29),
      ctx.snapshot.today,
      "range",
      "the last 30 days",
    ),
  );
  const found = await detectAnomalies(ctx.snapshot, {
    start: period.start,
    end: period.end,
  });
  const checked =
    "I checked amounts against each merchant's usual range, same-amount charges within 3 days, and large first-time merchants (posted transactions only).";
  if (found.length === 0)
    return reply(
      ctx,
      "anomalies",
      [`Nothing unusual ${periodWords(period)}.`, checked],
      { period, tools: ["detect_anomalies"] },
    );
  return reply(
    ctx,
    "anomalies",
    [
      `I found ${formatInteger(found.length)} unusual ${found.length === 1 ? "transaction" : "transactions"} ${periodWords(period)}:`,
      ...found.map(
        ({ kind, transaction: t, baselineCents }) =>
          `- ${shortDate(t.date)} · ${safeName(t.merchant)} · ${money(ctx, t.amountCents)}: ${kind === "duplicate" ? "possibly charged twice (same amount within 3 days)" : kind === "new_merchant" ? "a first purchase here, larger than 90% of your purchases" : `much higher than usual (typically ${money(ctx, baselineCents ?? 0)})`}`,
      ),
      checked,
    ],
    {
      period,
      tools: ["detect_anomalies"],
      links: [transactionsLink({ from: period.start, to: period.end })],
    },
  );
}

/** Type 29: month-end spending at the current pace (variable median of 3 months + scheduled recurring). */
export async function answerForecast(ctx: AnswerContext): Promise<Reply> {
  const month = unitToDate("month", ctx.snapshot.today);
  const today = ctx.snapshot.today;
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const monthEnd = `${today.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, "0")}`;
  const toDate = spendingOf(
    await ctx.snapshot.ledger.sums({ start: month.start, end: today }),
  );
  const remainingDays = daysBetween(today, monthEnd);
  const recurring = (await recurringCharges(ctx.snapshot, {})).filter(
    (s) => s.kind !== "income",
  );
  const scheduled = recurring.filter(
    (s) => s.nextExpected > today && s.nextExpected <= monthEnd,
  );
  const names = new Set(recurring.map((s) => s.merchant));
  const start = addDays(month.start, -90);
  const variableDaily = await dailyVariable(
    ctx,
    start,
    addDays(month.start, -1),
    names,
  );
  // A weekly or biweekly series charges more than once before the month ends.
  const scheduledCents = scheduled.reduce(
    (sum, x) => sum + x.typicalCents * occurrencesUntil(x, monthEnd),
    0,
  );
  const variable = toCents(variableDaily * remainingDays);
  const total = toCents(toDate + scheduledCents + variable);
  const period = make(month.start, monthEnd, "month", "this month");
  return reply(
    ctx,
    "forecast",
    [
      `At this rate you will spend about **${money(ctx, total)}** this month (${period.label}).`,
      `- Spent so far: ${money(ctx, toDate)}`,
      `- Recurring charges still due: ${money(ctx, scheduledCents)}${scheduled.length ? ` (${scheduled.map((s) => safeName(s.merchant)).join(", ")})` : ""}`,
      `- Everyday spending: ${money(ctx, variableDaily)} a day (average of the last 3 months, recurring charges excluded) × ${formatInteger(remainingDays)} days = ${money(ctx, variable)}`,
      "An estimate from your own history, not a guarantee.",
    ],
    { period, tools: ["forecast"] },
  );
}

/**
 * Average daily spend outside recurring merchants over a window, in cents. The design asks for
 * the median, but most days of a real ledger have no purchase, so the median is $0.00 and the
 * forecast and affordability buffer said nothing; the mean over the days with data is used.
 */
export async function dailyVariable(
  ctx: AnswerContext,
  start: string,
  end: string,
  recurring: ReadonlySet<string>,
): Promise<number> {
  const first = ctx.snapshot.firstDate ?? end;
  const from = first > start ? first : start;
  if (from > end) return 0;
  const byMerchant = await ctx.snapshot.ledger.sums(
    { start: from, end, pending: "exclude" },
    "merchant",
  );
  const everyday = byMerchant.filter((row) => !recurring.has(row.key));
  return divideCents(spendingOf(everyday), daysBetween(from, end) + 1);
}

/** How many times a series charges from its next expected date through `end`. */
function occurrencesUntil(
  series: { cadence: string; nextExpected: string },
  end: string,
): number {
  const step =
    series.cadence === "weekly" ? 7 : series.cadence === "biweekly" ? 14 : 0;
  if (step === 0) return 1;
  return Math.floor(daysBetween(series.nextExpected, end) / step) + 1;
}
