/** The fixture as the server would load it: the system under test's side, using the domain rules. */
import {
  budgetStatus,
  goalDaysLeft,
  goalProgressPercent,
  goalRemaining,
  percentUsed,
  periodWindow,
  requiredPerMonth,
  toCents,
  type AccountType,
  type Category,
} from "@finch/domain";
import { canonicalMerchant } from "../../apps/server/src/features/assistant/analyst/merchants";
import type { Snapshot } from "../../apps/server/src/features/assistant/snapshot";
import {
  categoryOf,
  rowsWhere,
} from "../../apps/server/src/features/assistant/tools/ledger";
import type { Fixture } from "./fixture";

/** A snapshot of the fixture for `today`. */
export function toSnapshot(f: Fixture, today: string): Snapshot {
  const names = new Map(f.accounts.map((a) => [a.id, a.name]));
  const base: Snapshot = {
    today,
    currency: "USD",
    accounts: f.accounts.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.type as AccountType,
      balanceCents: toCents(a.cents),
      isActive: true,
    })),
    transactions: [...f.transactions]
      .sort((a, b) =>
        a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1,
      )
      .map((t) => ({
        id: t.id,
        date: t.date,
        description: t.description,
        merchant: canonicalMerchant(t.merchant, t.description),
        category: t.category as Category,
        amountCents: toCents(t.cents),
        type: t.type,
        isPending: t.pending,
        accountId: t.accountId,
        accountName: names.get(t.accountId) ?? "",
      })),
    budgets: [],
    goals: [],
  };
  base.budgets = f.budgets.map((b) => {
    const w = periodWindow(b.period, today);
    const spent = categoryOf(
      rowsWhere(base, { start: w.startDate, end: w.endDate }),
      b.category as Category,
    );
    const limit = toCents(b.cents);
    return {
      name: b.name,
      category: b.category as Category,
      period: b.period,
      startDate: w.startDate,
      endDate: w.endDate,
      limitCents: limit,
      spentCents: spent,
      remainingCents: toCents(limit - spent),
      percentUsed: percentUsed(spent, limit),
      status: budgetStatus(spent, limit, Math.round(b.threshold * 10000)),
    };
  });
  base.goals = f.goals.map((g) => {
    const remaining = goalRemaining(toCents(g.current), toCents(g.target));
    return {
      name: g.name,
      targetCents: toCents(g.target),
      currentCents: toCents(g.current),
      remainingCents: remaining,
      progressPercent: goalProgressPercent(
        toCents(g.current),
        toCents(g.target),
      ),
      targetDate: g.date,
      daysLeft: goalDaysLeft(g.date, today),
      isCompleted: g.completed,
      requiredPerMonthCents: requiredPerMonth(remaining, g.date, today),
      projectedCompletionDate: undefined,
    };
  });
  return base;
}
