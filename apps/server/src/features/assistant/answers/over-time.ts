import {
  addDays,
  answerOf,
  categoryLabel,
  changePercent,
  dayLabel,
  shortDate,
  splitRange,
  toCents,
  type LedgerSums,
  monthLabel,
} from "@finch/domain";
import { previousUnit } from "../analyst/period-units";
import { MONTH_PICK, type Query } from "../analyst/query";
import { divideCents, percentText } from "../tools/ledger";
import {
  defaultPeriod,
  flowOf,
  describe,
  rowFilter,
  measureOf,
} from "./query-parts";
import {
  money,
  periodWords,
  reply,
  transactionsLink,
  type AnswerContext,
  type Reply,
} from "./reply";

/**
 * The templates of a figure over time (docs/design/assistant.md §1): a figure against another
 * period, with the categories that moved most; month by month with the slope in words; by day of
 * the week.
 */

const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** A flow (spending, income…) in the query's period against its `compareTo`. */
export async function answerComparison(
  ctx: AnswerContext,
  q: Query,
): Promise<Reply> {
  const current = defaultPeriod(ctx, q);
  const previous = q.compareTo ?? current;
  const measure = measureOf(q);
  const isByCategory =
    !q.filters.categories?.length && flowOf(q) === "spending";
  const [now, before] = await Promise.all(
    [current, previous].map((p) =>
      ctx.snapshot.ledger.sums(
        rowFilter(q, p),
        isByCategory ? "category" : undefined,
      ),
    ),
  );
  const value = (sums: readonly LedgerSums[]) =>
    toCents(answerOf(sums, { measure }).total);
  const [a, b] = [value(now ?? []), value(before ?? [])];
  const first = ctx.snapshot.firstDate;
  const change = a - b;
  // Month to date against the same days: the whole of the earlier month too.
  const full = previous.phrase.startsWith("the same days of")
    ? previousUnit(
        current.granularity === "range" || current.granularity === "day"
          ? "month"
          : current.granularity,
        current.start,
      )
    : undefined;
  const whole = full && {
    period: full,
    value: value(await ctx.snapshot.ledger.sums(rowFilter(q, full))),
  };
  // "What % did groceries go up": the change as a percentage leads.
  const isPercentAsked = b > 0 && /%|\bpercent(age)?\b/.test(ctx.frame.text);
  const pct =
    b > 0
      ? ` (${percentText(Math.round((changePercent(a, b) ?? 0) * 10) * (change < 0 ? -1 : 1))})`
      : "";
  const verb =
    flowOf(q) === "income"
      ? "You earned"
      : flowOf(q) === "refunds"
        ? "You got back"
        : "You spent";
  const groups = (sums: readonly LedgerSums[]) =>
    new Map(
      answerOf(sums, { measure, groupBy: "category" }).groups.map((g) => [
        g.key,
        g.value,
      ]),
    );
  const [x, y] = [groups(now ?? []), groups(before ?? [])];
  const moved = [...new Set([...x.keys(), ...y.keys()])]
    .map((key) => ({ key, a: x.get(key) ?? 0, b: y.get(key) ?? 0 }))
    .filter((g) => g.a !== g.b)
    .sort(
      (m, n) =>
        Math.abs(n.a - n.b) - Math.abs(m.a - m.b) || (m.key < n.key ? -1 : 1),
    )
    .slice(0, 3);
  return reply(
    ctx,
    "query",
    [
      `${verb} ${money(ctx, a)} ${describe(ctx, q)} ${periodWords(current)} versus ${money(ctx, b)} ${periodWords(previous)}: ${change === 0 ? "exactly the same" : isPercentAsked ? `**${percentText(Math.abs(Math.round((changePercent(a, b) ?? 0) * 10)))} ${change > 0 ? "more" : "less"}** (${money(ctx, Math.abs(change))})` : `**${money(ctx, Math.abs(change))} ${change > 0 ? "more" : "less"}**${pct}`}.`,
      whole !== undefined &&
        `All of ${whole.period.label}: ${money(ctx, whole.value)}.`,
      // "This year compared to last year" of a ledger that starts in November: say so.
      first !== undefined &&
        previous.start < first &&
        `Your transactions start on ${shortDate(first)}, ${first.slice(0, 4)}: ${previous.end < first ? "there is nothing" : "only part of it is there"} for ${previous.label}.`,
      isByCategory && moved.length > 0 && "Largest changes by category:",
      ...(isByCategory ? moved : []).map(
        (g) =>
          `- ${categoryLabel(g.key)}: ${money(ctx, g.b)} → ${money(ctx, g.a)} (${g.a > g.b ? "+" : "-"}${money(ctx, Math.abs(g.a - g.b))})`,
      ),
      "Transfers are excluded; pending transactions are included.",
    ],
    { period: current, tools: ["ledger_query"] },
  );
}

/** Month by month (with the slope of the full months), or by day of the week. */
export async function answerSeries(
  ctx: AnswerContext,
  q: Query,
): Promise<Reply> {
  const period = defaultPeriod(ctx, q);
  const measure = measureOf(q);
  const grouping =
    q.groupBy === "weekday" || q.groupBy === "day" ? q.groupBy : "month";
  const sums = await ctx.snapshot.ledger.sums(rowFilter(q, period), grouping);
  const answer = answerOf(sums, { measure, groupBy: grouping, sort: "key" });
  const values = new Map(answer.groups.map((g) => [g.key, g.value]));
  const what = describe(ctx, q).trim();
  const base = { period, tools: ["ledger_query"] };
  if (grouping === "day") {
    const days = [...answer.groups].sort((a, b) => b.value - a.value);
    const [top] = days;
    return reply(
      ctx,
      "query",
      top
        ? [
            `Your biggest spending day ${periodWords(period)} was **${dayLabel(top.key)}**: **${money(ctx, top.value)}**${what ? ` ${what}` : ""}.`,
            ...days
              .slice(1, 3)
              .map((d) => `- Next: ${dayLabel(d.key)}, ${money(ctx, d.value)}`),
          ]
        : [`No spending ${periodWords(period)}.`],
      {
        ...base,
        links: top ? [transactionsLink({ from: top.key, to: top.key })] : [],
      },
    );
  }
  if (grouping === "weekday") {
    const days = WEEKDAYS.map((name, i) => ({
      name,
      value: values.get(String(i + 1)) ?? 0,
    }));
    const top = [...days].sort((m, n) => n.value - m.value)[0];
    const weekend = days.slice(5).reduce((s, d) => s + d.value, 0);
    const total = toCents(answer.total);
    // How many of each day of the week the period holds (Monday first).
    const held = WEEKDAYS.map(() => 0);
    for (let d = period.start; d <= period.end; d = addDays(d, 1)) {
      const i = (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7;
      held[i] = (held[i] ?? 0) + 1;
    }
    const weekendDays = (held[5] ?? 0) + (held[6] ?? 0);
    const weekDays = held.slice(0, 5).reduce((s, n) => s + n, 0);
    const text = ctx.frame.text;
    const asked = WEEKDAYS.findIndex((name) =>
      new RegExp(`\\b${name.toLowerCase()}s\\b`).test(text),
    );
    const day = days[asked];
    // What was asked first: one day of the week, weekends against weekdays, or the top day.
    const isSplit =
      day === undefined &&
      /\b(weekends?|weekdays?)\b/.test(text) &&
      weekendDays > 0 &&
      weekDays > 0;
    const lead =
      day !== undefined
        ? `You spent **${money(ctx, day.value)}** on ${day.name}s over ${period.label}, about ${money(ctx, divideCents(day.value, held[asked] ?? 1))} a ${day.name}.`
        : isSplit
          ? `Over ${period.label} you spent **${money(ctx, weekend)}** on weekends and **${money(ctx, total - weekend)}** on weekdays: ${money(ctx, divideCents(weekend, weekendDays))} a weekend day against ${money(ctx, divideCents(total - weekend, weekDays))} a weekday.`
          : top && top.value > 0
            ? `Over ${period.label} you spent the most on **${top.name}s**: ${money(ctx, top.value)} of ${money(ctx, total)}.`
            : `No spending over ${period.label}.`;
    return reply(
      ctx,
      "query",
      [
        lead,
        !isSplit &&
          `Weekends (Saturday and Sunday): ${money(ctx, weekend)}; weekdays: ${money(ctx, total - weekend)}.`,
        ...days.map((d) => `- ${d.name}: ${money(ctx, d.value)}`),
      ],
      base,
    );
  }
  const months = splitRange(
    { startDate: period.start, endDate: period.end },
    "month",
  ).map((month) => month.startDate.slice(0, 7));
  const thisMonth = ctx.snapshot.today.slice(0, 7);
  // "Which month did we spend the most in": that month first.
  const ranked = [...months].sort(
    (a, b) => (values.get(b) ?? 0) - (values.get(a) ?? 0),
  );
  const isLeast = /\b(least|lowest|smallest|cheapest|quietest)\b/.test(
    ctx.frame.text,
  );
  // The month under way is not yet the quietest: it has only begun.
  const full = ranked.filter((m) => m !== thisMonth);
  const pick = isLeast ? (full.at(-1) ?? ranked.at(-1)) : ranked[0];
  const flow =
    flowOf(q) === "spending" || flowOf(q) === "refunds"
      ? "spending"
      : flowOf(q);
  return reply(
    ctx,
    "query",
    [
      MONTH_PICK.test(ctx.frame.text) &&
        pick &&
        `**${monthLabel(`${pick}-01`)}** had your ${isLeast ? "lowest" : "highest"} ${flow}${what ? ` ${what}` : ""}: ${money(ctx, values.get(pick) ?? 0)}.`,
      `Your ${flow}${what ? ` ${what}` : ""} month by month (${period.label}):`,
      ...months.map(
        (m) =>
          `- ${monthLabel(`${m}-01`)}${m === thisMonth ? " (to date)" : ""}: ${money(ctx, values.get(m) ?? 0)}`,
      ),
      slopeWords(
        ctx,
        months.filter((m) => m !== thisMonth).map((m) => values.get(m) ?? 0),
      ),
    ],
    base,
  );
}

/** The least-squares slope of the full months, in words. */
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
