import { addDays, daysBetween, previousMonth } from "@finch/domain";
import { make, previousUnit, unitToDate, type Period } from "./period-units";

/**
 * The two periods a comparison reads (docs/design/assistant.md §5): the two named ("May vs
 * April"), or one and the one before it; a period running to today is compared with the same
 * days of the one before ("this month vs last month" is month to date against the same days).
 */
export function periodPair(
  periods: readonly Period[],
  text: string,
  today: string,
): [Period, Period] {
  const [a, b] = periods;
  const against =
    /\bthan (last|the previous) (month|week|year)\b|\b(vs|versus|compared (to|with)|from|on) (last|the previous) (month|week|year)\b/.exec(
      text,
    );
  if (
    a &&
    b &&
    b.phrase.startsWith("last") &&
    a.end === today &&
    a.phrase.startsWith("this")
  )
    return [a, sameDays(a, b)];
  // Two periods named: the later one against the earlier ("compare november and december").
  if (a && b) return a.start >= b.start ? [a, b] : [b, a];
  // "From march to april" read as one range: the two months, the later against the earlier.
  if (a && !b && a.granularity === "range") {
    const first = monthOf(a.start);
    const second = monthOf(addDays(first.end, 1));
    if (a.start === first.start && a.end === second.end) return [second, first];
  }
  if (against && (!a || a.phrase.startsWith("last"))) {
    const unit = (against[2] ?? against[6] ?? "month") as
      "month" | "week" | "year";
    const current = unitToDate(unit, today);
    return [current, sameDays(current, previousUnit(unit, today))];
  }
  // "Higher than in january": this month (to date) against the period named after "than".
  if (a && !b && saidAfterThan(a, text))
    return [unitToDate(a.granularity === "year" ? "year" : "month", today), a];
  const base =
    a ??
    (/\byear\b/.test(text)
      ? unitToDate("year", today)
      : /\bweek\b/.test(text)
        ? unitToDate("week", today)
        : unitToDate("month", today));
  if (
    base.start.endsWith("-01") &&
    base.end === today &&
    base.granularity === "month"
  ) {
    const last = previousMonth(today);
    const days = Math.min(
      daysBetween(base.start, today),
      daysBetween(last.startDate, last.endDate),
    );
    return [
      base,
      make(
        last.startDate,
        addDays(last.startDate, days),
        "range",
        "the same days of last month",
      ),
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
  return [base, previousUnit(unit, base.start)];
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

/** Whether a period is the one a comparison is made against ("more than in january"). */
function saidAfterThan(p: Period, text: string): boolean {
  const phrase = p.phrase.replace(/^(in|during) /, "");
  const at = text.indexOf(phrase);
  return at > 0 && /\bthan (in |during )?$/.test(text.slice(0, at));
}

/** The calendar month a day is in. */
function monthOf(day: string): Period {
  const start = `${day.slice(0, 7)}-01`;
  const next = addDays(start, 32).slice(0, 7);
  return make(start, addDays(`${next}-01`, -1), "month", "");
}
