import {
  categoryLabel,
  type Category,
  formatCount,
  formatInteger,
} from "@finch/domain";
import { previousUnit } from "../analyst/period-units";
import { spendingSummary } from "../tools/spending-summary";
import { percentText } from "../tools/ledger";
import {
  categoriesText,
  joinWords,
  money,
  periodOf,
  periodWords,
  reply,
  safeName,
  transactionsLink,
  type AnswerContext,
  type Reply,
} from "./reply";

/** Types 1, 2 and 5: total spending, one category, one merchant. */
export async function answerSpending(ctx: AnswerContext): Promise<Reply> {
  const { frame } = ctx;
  const period = periodOf(ctx);
  const cats = frame.categories.filter(
    (c) => c !== "salary" && c !== "transfer",
  );
  const s = await spendingSummary(ctx.snapshot, {
    start: period.start,
    end: period.end,
    categories: cats.length ? cats : undefined,
    merchants: frame.merchants.length ? frame.merchants : undefined,
    account_id: frame.accountId,
  });
  const what = frame.merchants.length
    ? `at ${joinWords(frame.merchants.map(safeName))}`
    : cats.length
      ? `on ${categoriesText(cats)}`
      : "in total";
  const intent = frame.merchants.length
    ? "merchant_spending"
    : cats.length
      ? "category_spending"
      : "total_spending";
  const lines = [
    s.count === 0 && s.totalCents === 0
      ? `You spent ${money(ctx, 0)} ${what} ${periodWords(period)}: no matching transactions.`
      : `You spent **${money(ctx, s.totalCents)}** ${what} ${periodWords(period)}, across ${formatCount(s.count, "purchase")}.`,
    s.refundsCents > 0 &&
      `That is net of ${money(ctx, s.refundsCents)} in refunds.`,
    s.pendingCount > 0 &&
      `It includes ${money(ctx, s.pendingCents)} pending (${formatCount(s.pendingCount, "transaction")}).`,
    frame.merchants.length > 1 &&
      `Merchants included: ${joinWords(frame.merchants.map(safeName))}.`,
    !cats.length && !frame.merchants.length && "Transfers are excluded.",
  ];
  if (period.granularity === "month" || period.phrase === "last month") {
    const prev = previousUnit("month", period.start);
    const p = await spendingSummary(ctx.snapshot, {
      start: prev.start,
      end: prev.end,
      categories: cats.length ? cats : undefined,
      merchants: frame.merchants.length ? frame.merchants : undefined,
    });
    lines.push(`For context, ${prev.label}: ${money(ctx, p.totalCents)}.`);
  }
  lines.push("You could also ask how this compares with the month before.");
  const one: Category | undefined = cats.length === 1 ? cats[0] : undefined;
  return reply(ctx, intent, lines, {
    period,
    tools: ["spending_summary"],
    links: [
      transactionsLink({
        from: period.start,
        to: period.end,
        ...(one ? { category: one } : {}),
        ...(frame.merchants.length === 1 ? { q: frame.merchants[0] } : {}),
      }),
    ],
  });
}

/** Types 3 and 4: breakdown by category and the top category. */
export async function answerCategories(
  ctx: AnswerContext,
  top: boolean,
): Promise<Reply> {
  let period = periodOf(ctx);
  const s = await spendingSummary(ctx.snapshot, {
    start: period.start,
    end: period.end,
    group_by: "category",
  });
  const lines: string[] = [];
  const groups = s.groups.filter((g) => g.totalCents > 0);
  if (groups.length === 0) {
    lines.push(`No spending ${periodWords(period)}; total ${money(ctx, 0)}.`);
  } else if (top) {
    const n = ctx.frame.topN ?? 1;
    const [first] = groups;
    if (n === 1 && first)
      lines.push(
        `Your biggest expense category ${periodWords(period)} is **${categoryLabel(first.key)}**: ${money(ctx, first.totalCents)}, ${percentText(first.shareTenths)} of your ${money(ctx, s.totalCents)} total spending.`,
      );
    else {
      lines.push(
        `Your top ${String(n)} categories ${periodWords(period)} (total spending ${money(ctx, s.totalCents)}):`,
      );
      groups
        .slice(0, n)
        .forEach((g, i) =>
          lines.push(
            `${String(i + 1)}. ${categoryLabel(g.key)}: ${money(ctx, g.totalCents)} (${percentText(g.shareTenths)})`,
          ),
        );
    }
  } else {
    lines.push(
      `Your spending ${periodWords(period)} by category, **${money(ctx, s.totalCents)}** in total:`,
    );
    for (const g of groups)
      lines.push(
        `- ${categoryLabel(g.key)}: ${money(ctx, g.totalCents)} (${percentText(g.shareTenths)})`,
      );
  }
  if (
    top &&
    !ctx.frame.periods.length &&
    Number(ctx.snapshot.today.slice(8, 10)) < 7
  ) {
    const last = previousUnit("month", ctx.snapshot.today);
    const l = (
      await spendingSummary(ctx.snapshot, {
        start: last.start,
        end: last.end,
        group_by: "category",
      })
    ).groups[0];
    if (l)
      lines.push(
        `The month has just begun; last month (${last.label}) the top category was ${categoryLabel(l.key)} at ${money(ctx, l.totalCents)}.`,
      );
  }
  if (s.pendingCount > 0)
    lines.push(`Includes ${money(ctx, s.pendingCents)} pending.`);
  lines.push(
    "Transfers are excluded. Ask about any category for its transactions.",
  );
  period = { ...period };
  return reply(ctx, top ? "top_category" : "breakdown", lines, {
    period,
    tools: ["spending_summary"],
    links: [
      transactionsLink({ from: period.start, to: period.end, type: "debit" }),
    ],
  });
}

/** Type 6: top merchants. */
export async function answerTopMerchants(ctx: AnswerContext): Promise<Reply> {
  const period = periodOf(ctx);
  const n = ctx.frame.topN ?? 5;
  const s = await spendingSummary(ctx.snapshot, {
    start: period.start,
    end: period.end,
    group_by: "merchant",
    top_n: n,
    categories: ctx.frame.categories.length ? ctx.frame.categories : undefined,
  });
  const groups = s.groups.filter((g) => g.totalCents > 0);
  const lines =
    groups.length === 0
      ? [
          `No spending at any merchant ${periodWords(period)}; total ${money(ctx, 0)}.`,
        ]
      : [
          `Where you spent the most ${periodWords(period)}:`,
          ...groups.map(
            (g, i) =>
              `${String(i + 1)}. ${safeName(g.key)}: ${money(ctx, g.totalCents)} (${formatCount(g.count, "purchase")})`,
          ),
        ];
  return reply(ctx, "top_merchants", lines, {
    period,
    tools: ["spending_summary"],
    links: [
      transactionsLink({ from: period.start, to: period.end, type: "debit" }),
    ],
  });
}

/** Type 9: how many times / how often. */
export async function answerCount(ctx: AnswerContext): Promise<Reply> {
  const period = periodOf(ctx);
  const { frame } = ctx;
  const s = await spendingSummary(ctx.snapshot, {
    start: period.start,
    end: period.end,
    categories: frame.categories.length ? frame.categories : undefined,
    merchants: frame.merchants.length ? frame.merchants : undefined,
  });
  const what = frame.merchants.length
    ? `at ${joinWords(frame.merchants.map(safeName))}`
    : frame.categories.length
      ? `on ${categoriesText(frame.categories)}`
      : "in total";
  return reply(
    ctx,
    "count",
    [
      `You made **${formatInteger(s.count)}** ${s.count === 1 ? "purchase" : "purchases"} ${what} ${periodWords(period)}, totalling ${money(ctx, s.totalCents)}.`,
    ],
    {
      period,
      tools: ["spending_summary"],
      links: [
        transactionsLink({
          from: period.start,
          to: period.end,
          ...(frame.categories[0] ? { category: frame.categories[0] } : {}),
          ...(frame.merchants[0] ? { q: frame.merchants[0] } : {}),
        }),
      ],
    },
  );
}
