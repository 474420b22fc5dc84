import {
  addDays,
  categoryLabel,
  daysBetween,
  previousMonth,
} from "@finch/domain";
import {
  make,
  previousUnit,
  unitToDate,
  type Period,
} from "../analyst/period-units";
import { comparePeriods } from "../tools/compare-periods";
import { percentText } from "../tools/ledger";
import {
  categoriesText,
  money,
  periodWords,
  reply,
  safeName,
  type AnswerContext,
  type Reply,
} from "./reply";

/** Types 11 and 13: two periods compared; month to date against the same days of last month. */
export async function answerComparison(
  ctx: AnswerContext,
  drivers: boolean,
): Promise<Reply> {
  const [current, previous] = pair(ctx);
  const cats = ctx.frame.categories;
  const c = await comparePeriods(ctx.snapshot, {
    current: { start: current.start, end: current.end },
    previous: { start: previous.start, end: previous.end },
    group_by: drivers || cats.length === 0 ? "category" : "none",
    categories: cats.length ? cats : undefined,
    merchants: ctx.frame.merchants.length ? ctx.frame.merchants : undefined,
  });
  const what = cats.length
    ? `on ${categoriesText(cats)}`
    : ctx.frame.merchants.length
      ? `at ${ctx.frame.merchants.map(safeName).join(", ")}`
      : "";
  const direction =
    c.changeCents > 0 ? "more" : c.changeCents < 0 ? "less" : "the same";
  const pct =
    c.changeTenths === undefined
      ? ""
      : ` (${percentText(Math.abs(c.changeTenths))})`;
  const top = c.groups.filter((g) => g.changeCents !== 0).slice(0, 3);
  return reply(
    ctx,
    drivers ? "drivers" : "comparison",
    [
      `You spent ${money(ctx, c.currentCents)} ${what} ${periodWords(current)} versus ${money(ctx, c.previousCents)} ${periodWords(previous)}: ${direction === "the same" ? "exactly the same" : `**${money(ctx, Math.abs(c.changeCents))} ${direction}**${pct}`}.`.replace(
        /\s+/g,
        " ",
      ),
      top.length > 0 &&
        (drivers ? "The biggest changes:" : "Largest changes by category:"),
      ...top.map(
        (g) =>
          `- ${categoryLabel(g.key)}: ${money(ctx, g.previousCents)} → ${money(ctx, g.currentCents)} (${g.changeCents > 0 ? "+" : "-"}${money(ctx, Math.abs(g.changeCents))})`,
      ),
      "Transfers are excluded; pending transactions are included.",
    ],
    { period: current, tools: ["compare_periods"] },
  );
}

function pair(ctx: AnswerContext): [Period, Period] {
  const today = ctx.snapshot.today;
  const [a, b] = ctx.frame.periods;
  const against =
    /\bthan (last|the previous) (month|week|year)\b|\b(vs|versus|compared (to|with)) (last|the previous) (month|week|year)\b/.exec(
      ctx.frame.text,
    );
  if (
    a &&
    b &&
    b.phrase.startsWith("last") &&
    a.end === today &&
    a.phrase.startsWith("this")
  )
    return [a, sameDays(a, b)];
  if (a && b) return [a, b];
  if (against && (!a || a.phrase.startsWith("last"))) {
    const unit = (against[2] ?? against[6] ?? "month") as
      "month" | "week" | "year";
    const current = unitToDate(unit, today);
    return [current, sameDays(current, previousUnit(unit, today))];
  }
  const base =
    a ??
    (/\byear\b/.test(ctx.frame.text)
      ? unitToDate("year", today)
      : /\bweek\b/.test(ctx.frame.text)
        ? unitToDate("week", today)
        : unitToDate("month", today));
  if (
    base.start.endsWith("-01") &&
    base.end === today &&
    base.granularity === "month"
  ) {
    const prevStart = previousMonth(today).startDate;
    const days = daysBetween(base.start, today);
    const prevEnd = addDays(
      prevStart,
      Math.min(days, daysBetween(prevStart, previousMonth(today).endDate)),
    );
    return [
      base,
      make(prevStart, prevEnd, "range", "the same days of last month"),
    ];
  }
  const unit =
    base.granularity === "week" ||
    base.granularity === "quarter" ||
    base.granularity === "year"
      ? base.granularity
      : "month";
  if (base.end === today && base.granularity !== "range") {
    const prev = previousUnit(unit, today);
    const span = daysBetween(base.start, base.end);
    return [
      base,
      make(
        prev.start,
        addDays(prev.start, span),
        "range",
        `the same days of last ${unit}`,
      ),
    ];
  }
  const prev = previousUnit(unit, base.start);
  return [base, prev];
}

/** The first days of `previous` as long as `current` (month to date against the same days last month). */
function sameDays(current: Period, previous: Period): Period {
  const end = addDays(previous.start, daysBetween(current.start, current.end));
  const clamped = end > previous.end ? previous.end : end;
  return make(
    previous.start,
    clamped,
    "range",
    `the same days of ${previous.phrase || "the previous period"}`,
  );
}
