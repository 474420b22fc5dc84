/** Held-out questions about the Hartleys' budgets, goals, balances, bills and follow-ups. */
import type { QuestionKit } from "../ask";
import { lastMonth, month } from "../calendar";
import { budgetTruth, goalTruth } from "../truth-plans";

const T = "2025-09-17";
const EVER = { start: "1900-01-01", end: T };

export function ukPlanQuestions(k: QuestionKit): void {
  budgetsAndGoals(k);
  balancesAndBills(k);
  followUps(k);
  k.refuse("will it rain in leeds tomorrow");
  k.refuse("what will interest rates do next year");
  k.refuse("which stocks should we put in the isa");
}

function budgetsAndGoals({ l, figure, holds, $ }: QuestionKit): void {
  const h = l.household;
  const budgets = h.budgets.map((b) => budgetTruth(l, b));
  const by = (name: string) => {
    const b = budgets.find((t) => t.budget.name === name);
    if (!b) throw new Error(`no budget ${name}`);
    return b;
  };
  holds(
    "budgets",
    "am i over on anything",
    budgets.filter((b) => b.over).map((b) => ({ name: b.budget.name })),
    {
      // A near-limit budget may be mentioned as near; those on track must not be called over.
      forbidNames: budgets
        .filter((b) => !b.over && !b.near)
        .map((b) => b.budget.name),
    },
  );
  figure(
    "budgets",
    "how much is left in the food shop budget",
    by("Food shop").remaining,
  );
  figure(
    "budgets",
    "how far over is the eating out budget",
    -by("Eating out").remaining,
  );
  holds("budgets", "weekly fun budget - hows it looking", [
    $(by("Weekly fun").spent),
    $(by("Weekly fun").remaining),
  ]);
  figure(
    "budgets",
    "holidays budget left for the year",
    by("Holidays").remaining,
  );
  const goal = (name: string) => {
    const g = h.goals.find((x) => x.name === name);
    if (!g) throw new Error(`no goal ${name}`);
    return goalTruth(h, g);
  };
  const emergency = goal("Emergency fund");
  figure("goals", "how far along is the emergency fund", emergency.saved, {
    also: [$(emergency.goal.targetCents)],
  });
  figure(
    "goals",
    "how much a month do we need to save to hit the emergency fund by december",
    emergency.perMonth ?? 0,
  );
  const garden = goal("Garden office");
  holds("goals", "are we on track for the garden office", [
    $(garden.perMonth ?? 0),
    {
      anyOf: [
        "behind",
        "not on track",
        "off track",
        "won't",
        "will not",
        "no",
        "late",
        "short",
      ],
    },
  ]);
  const goals = h.goals.map((g) => goalTruth(h, g));
  holds(
    "goals",
    "which goals have we finished",
    goals.filter((g) => g.completed).map((g) => ({ name: g.goal.name })),
    {
      forbidNames: goals.filter((g) => !g.completed).map((g) => g.goal.name),
    },
  );
}

function balancesAndBills({ l, figure, holds, $ }: QuestionKit): void {
  figure("balances", "whats in the joint account", l.balanceOf("joint"));
  figure("balances", "how much have we got in savings", l.balanceOf("saver"));
  figure("balances", "how much is left on the mortgage", l.owedOn("mortgage"));
  figure("balances", "barclaycard balance?", l.owedOn("card"));
  figure("net_worth", "whats our net worth", l.netWorthCents);
  figure("liabilities", "how much do we owe in total", l.liabilitiesCents);
  holds(
    "subscriptions",
    "what subscriptons are we paying for",
    [{ name: "Netflix" }, { name: "Spotify" }],
    {
      forbidNames: [
        "Tesco",
        "Sainsbury's",
        "Shell",
        "BP",
        "Nationwide Mortgage",
      ],
    },
  );
  const streaming = l.activeRecurring("subscription");
  figure(
    "subscriptions",
    "how much do our streaming subscriptions cost a month",
    streaming.reduce((s, t) => s + t.cents, 0),
  );
  const netflix = l
    .purchases(EVER, { merchants: ["Netflix"] })
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  holds("subscriptions", "did netflix go up in price", [
    $(netflix[0]?.cents ?? 0),
    $(netflix.at(-1)?.cents ?? 0),
  ]);
  const upcoming = l.upcoming();
  holds(
    "upcoming",
    "any bills coming up",
    upcoming.flatMap((t) => [{ name: t.merchant }, $(t.cents)]),
  );
  const thisMonthOnly = upcoming.filter((t) => t.date <= "2025-09-30");
  holds(
    "upcoming",
    "whats due before the end of the month",
    thisMonthOnly.flatMap((t) => [{ name: t.merchant }, $(t.cents)]),
    {
      forbid: upcoming.filter((t) => t.date > "2025-09-30").map((t) => t.cents),
    },
  );
  const pending = l.rows(EVER).filter((t) => t.pending);
  holds(
    "pending",
    "what hasnt cleared yet",
    pending.map((t) => $(t.cents)),
  );
}

function followUps({ l, figure, share }: QuestionKit): void {
  const groceries = { categories: ["groceries"] };
  const AUG = lastMonth(T);
  figure(
    "follow_up",
    "and the month before?",
    l.spend(month(2025, 7), groceries),
    {
      before: ["how much on groceries last month"],
      forbid: [l.spend(AUG, groceries)],
    },
  );
  const deliveroo = { merchants: ["Deliveroo"] };
  figure("follow_up", "what about june", l.spend(month(2025, 6), deliveroo), {
    before: ["how much did we spend at deliveroo in july"],
    forbid: [l.spend(month(2025, 7), deliveroo)],
  });
  const may = month(2025, 5);
  share(
    "follow_up",
    "and in may?",
    l.income(may) - l.spend(may),
    l.income(may),
    {
      before: ["whats our savings rate last month"],
    },
  );
}
