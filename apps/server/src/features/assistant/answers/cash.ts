import {
  ACCOUNT_TYPE_LABELS,
  type AccountType,
  netWorth,
  type Cents,
} from "@finch/domain";
import { lastFullMonths, unitToDate } from "../analyst/period-units";
import { shortDate } from "../analyst/period-label";
import { cashFlow } from "../tools/cash-flow";
import { getAccounts } from "../tools/get-accounts";
import { percentText } from "../tools/ledger";
import { searchTransactions } from "../tools/search-transactions";
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

/** Type 14: income (credits in salary, investment, other), with the latest paycheck. */
export async function answerIncome(ctx: AnswerContext): Promise<Reply> {
  const period = periodOf(ctx);
  const f = await cashFlow(ctx.snapshot, {
    start: period.start,
    end: period.end,
  });
  const last = (
    await searchTransactions(ctx.snapshot, {
      categories: ["salary"],
      direction: "credit",
      limit: 1,
    })
  ).rows[0];
  return reply(
    ctx,
    "income",
    [
      `Your income ${periodWords(period)} was **${money(ctx, f.totals.incomeCents)}** (salary, investment and other credits; transfers and refunds excluded).`,
      last &&
        `Your last paycheck: ${money(ctx, last.amountCents)} from ${safeName(last.merchant)} on ${shortDate(last.date)}, ${last.date.slice(0, 4)}.`,
    ],
    {
      period,
      tools: ["cash_flow", "search_transactions"],
      links: [
        transactionsLink({
          from: period.start,
          to: period.end,
          type: "credit",
        }),
      ],
    },
  );
}

/** Types 15 and 16: net cash flow and savings rate. */
export async function answerCashFlow(
  ctx: AnswerContext,
  rate: boolean,
): Promise<Reply> {
  const byMonth = /\b(by month|per month|each month|monthly)\b/.test(
    ctx.frame.text,
  );
  const fallback =
    rate || /\bspending more than\b|\bspend more than\b/.test(ctx.frame.text)
      ? unitToDate("month", ctx.snapshot.today)
      : undefined;
  const period =
    byMonth && !ctx.frame.periods[0]
      ? lastFullMonths(6, ctx.snapshot.today)
      : periodOf(ctx, fallback);
  const f = await cashFlow(ctx.snapshot, {
    start: period.start,
    end: period.end,
    interval: byMonth ? "month" : "none",
  });
  const t = f.totals;
  const rateText =
    t.savingsRateTenths === undefined
      ? "undefined, because there was no income"
      : percentText(t.savingsRateTenths);
  const lines = [
    rate
      ? `Your savings rate ${periodWords(period)} is **${rateText}**.`
      : t.netCents >= 0
        ? `${periodWords(period).replace(/^./, (c) => c.toUpperCase())} you saved **${money(ctx, t.netCents)}**: income ${money(ctx, t.incomeCents)} minus spending ${money(ctx, t.spendingCents)}.`
        : `${periodWords(period).replace(/^./, (c) => c.toUpperCase())} you spent **${money(ctx, Math.abs(t.netCents))}** more than you earned: income ${money(ctx, t.incomeCents)}, spending ${money(ctx, t.spendingCents)}.`,
    rate &&
      `Income ${money(ctx, t.incomeCents)}, spending ${money(ctx, t.spendingCents)}, net ${money(ctx, t.netCents)} (savings rate = net ÷ income).`,
    ...f.months.map(
      (m) =>
        `- ${m.start.slice(0, 7)}: income ${money(ctx, m.incomeCents)}, spending ${money(ctx, m.spendingCents)}, net ${money(ctx, m.netCents)}${m.savingsRateTenths === undefined ? "" : `, rate ${percentText(m.savingsRateTenths)}`}`,
    ),
    "Transfers are excluded from both sides.",
  ];
  return reply(ctx, rate ? "savings_rate" : "cash_flow", lines, {
    period,
    tools: ["cash_flow"],
  });
}

/** Types 17, 18 and chip 11: balances, net worth, debt, the highest balance. */
export function answerAccounts(
  ctx: AnswerContext,
  kind: "balances" | "net_worth" | "debt" | "highest_account",
): Reply {
  const a = getAccounts(ctx.snapshot);
  const asOf = `as of ${shortDate(a.asOf)}, ${a.asOf.slice(0, 4)}`;
  const links = [{ label: "Open Accounts", href: "/accounts" }];
  if (a.accounts.length === 0)
    return reply(
      ctx,
      kind,
      [
        "You have no accounts yet. Link a bank or add a manual account on the Accounts page.",
      ],
      { tools: ["get_accounts"], links },
    );
  const label = (t: AccountType) => ACCOUNT_TYPE_LABELS[t];
  if (kind === "highest_account") {
    const assets = a.accounts
      .filter((x) => !x.isLiability)
      .sort((x, y) => y.balanceCents - x.balanceCents);
    const top = assets[0];
    const debts = a.accounts.filter((x) => x.isLiability);
    return reply(
      ctx,
      kind,
      [
        top
          ? `**${safeName(top.name)}** (${label(top.type)}) has your highest balance: ${money(ctx, top.balanceCents)}, ${asOf}.`
          : "You have no asset accounts.",
        debts.length > 0 &&
          `Not counted: ${debts.map((d) => `${safeName(d.name)} (${label(d.type)}, ${money(ctx, d.balanceCents)})`).join(", ")}, which ${debts.length === 1 ? "is a liability" : "are liabilities"}.`,
      ],
      { tools: ["get_accounts"], links },
    );
  }
  if (kind === "net_worth" || kind === "debt") {
    const debts = a.accounts.filter(
      (x) =>
        x.isLiability &&
        (ctx.frame.accountType === undefined ||
          kind !== "debt" ||
          x.type === ctx.frame.accountType),
    );
    return reply(
      ctx,
      kind,
      kind === "net_worth"
        ? [
            `Your net worth is **${money(ctx, a.netWorthCents)}** ${asOf}: assets ${money(ctx, a.assetsCents)} minus liabilities ${money(ctx, a.liabilitiesCents)}.`,
          ]
        : [
            debts.length === 0
              ? "You have no liability accounts: nothing owed."
              : `You owe **${money(ctx, owed(debts))}** ${asOf}:`,
            ...debts.map(
              (d) =>
                `- ${safeName(d.name)} (${label(d.type)}): ${money(ctx, Math.abs(d.balanceCents))}`,
            ),
          ],
      { tools: ["get_accounts"], links },
    );
  }
  const chosen = a.accounts.filter(
    (x) =>
      (ctx.frame.accountId === undefined || x.id === ctx.frame.accountId) &&
      (ctx.frame.accountType === undefined || x.type === ctx.frame.accountType),
  );
  const list = chosen.length > 0 ? chosen : a.accounts;
  return reply(
    ctx,
    kind,
    [
      `Your ${list.length === 1 ? "balance" : "balances"} ${asOf}:`,
      ...list.map(
        (x) =>
          `- ${safeName(x.name)} (${label(x.type)}): ${money(ctx, x.balanceCents)}${x.isActive ? "" : " (inactive)"}`,
      ),
      list.length > 1 && `Net worth: ${money(ctx, a.netWorthCents)}.`,
    ],
    { tools: ["get_accounts"], links },
  );
}

/** What the given liability accounts owe together, by the domain's one rule (`netWorth`). */
function owed(debts: readonly { type: AccountType; balanceCents: Cents }[]) {
  return netWorth(
    debts.map((d) => ({ accountType: d.type, balanceCents: d.balanceCents })),
  ).liabilitiesCents;
}
