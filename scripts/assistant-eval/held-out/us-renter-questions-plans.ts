/** Held-out questions about Dana's budgets, goals, balances and debts, bills and follow-ups. */
import type { QuestionKit } from "../ask";
import { addDays, month } from "../calendar";
import { budgetTruth, goalTruth } from "../truth-plans";

const T = "2026-03-04";
const EVER = { start: "1900-01-01", end: T };

export function usPlanQuestions(k: QuestionKit): void {
  budgetsAndGoals(k);
  balances(k);
  bills(k);
  followUps(k);
  k.refuse("whats the weather in LA this weekend");
  k.refuse("should i buy nvidia stock");
  k.refuse("what will mortgage rates be next year");
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
    "am i over budget on anything",
    budgets.filter((b) => b.over).map((b) => ({ name: b.budget.name })),
    {
      forbidNames: budgets
        .filter((b) => !b.over && !b.near)
        .map((b) => b.budget.name),
    },
  );
  holds("budgets", "hows my weekly rides budget", [
    $(by("Rides").spent),
    $(by("Rides").remaining),
  ]);
  figure(
    "budgets",
    "how much is left in my groceries budget",
    by("Groceries").remaining,
  );
  figure(
    "budgets",
    "how much over am i on shopping",
    -by("Shopping").remaining,
  );
  figure(
    "budgets",
    "eating out budget - how much left this month",
    by("Eating out").remaining,
  );
  const goals = h.goals.map((g) => goalTruth(h, g));
  const goal = (name: string) => {
    const g = goals.find((x) => x.goal.name === name);
    if (!g) throw new Error(`no goal ${name}`);
    return g;
  };
  figure(
    "goals",
    "how much do i still need for the japan trip",
    goal("Japan trip").remaining,
  );
  figure(
    "goals",
    "how much per month to hit my emergency fund by december",
    goal("Emergency fund").perMonth ?? 0,
  );
  holds(
    "goals",
    "did i finish any goals",
    goals.filter((g) => g.completed).map((g) => ({ name: g.goal.name })),
    {
      forbidNames: goals.filter((g) => !g.completed).map((g) => g.goal.name),
    },
  );
  holds("goals", "am i on track for japan", [
    $(goal("Japan trip").perMonth ?? 0),
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
}

function balances({ l, figure }: QuestionKit): void {
  figure("balances", "checking balance", l.balanceOf("checking"));
  figure(
    "balances",
    "how much is in my high yield savings",
    l.balanceOf("savings"),
  );
  figure("balances", "whats my amex balance", l.owedOn("amex"));
  figure("balances", "student loan balance?", l.owedOn("loan"));
  const cards = l.owedOn("amex") + l.owedOn("freedom");
  // Read with their signs, the two cards would net to the difference.
  figure("liabilities", "how much do i owe on my credit cards", cards, {
    forbid: [Math.abs(l.owedOn("freedom") - l.owedOn("amex"))],
  });
  figure("liabilities", "how much do i owe", l.liabilitiesCents, {
    forbid: [l.liabilitiesCents - 2 * l.owedOn("amex")],
  });
  figure("net_worth", "whats my net worth", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("amex")],
  });
}

function bills({ l, figure, holds, $ }: QuestionKit): void {
  holds(
    "subscriptions",
    "what subscriptions do i have",
    ["Netflix", "Spotify", "YouTube Premium", "iCloud+"].map((name) => ({
      name,
    })),
    {
      forbidNames: ["Ralphs", "Costco", "Sunset Terrace Apartments", "Lyft"],
    },
  );
  figure(
    "subscriptions",
    "how much am i paying for subscriptons every month",
    l.activeRecurring("subscription").reduce((s, t) => s + t.cents, 0),
  );
  holds(
    "subscriptions",
    "which subscription did i stop paying for",
    [{ name: "Hulu" }],
    {
      forbidNames: ["Netflix", "YouTube Premium"],
    },
  );
  const upcoming = l.upcoming();
  holds(
    "upcoming",
    "what bills are coming up",
    upcoming.flatMap((t) => [{ name: t.merchant }, $(t.cents)]),
  );
  const soon = upcoming.filter((t) => t.date <= addDays(T, 10));
  const total = (rows: typeof upcoming) =>
    rows.reduce((s, t) => s + t.cents, 0);
  figure(
    "upcoming",
    "how much do i have due in the next 10 days",
    total(soon),
    {
      forbid: [total(upcoming.filter((t) => t.date <= addDays(T, 11)))],
    },
  );
  const pending = l.rows(EVER).filter((t) => t.pending);
  holds(
    "pending",
    "any pending transactions?",
    pending.map((t) => $(t.cents)),
  );
}

function followUps({ l, figure, count }: QuestionKit): void {
  const groceries = { categories: ["groceries"] };
  figure(
    "follow_up",
    "and the month before?",
    l.spend(month(2026, 1), groceries),
    {
      before: ["how much did i spend on groceries last month"],
      forbid: [l.spend(month(2026, 2), groceries)],
    },
  );
  const philz = { merchants: ["Philz Coffee"] };
  const visits = (m: number, y: number) =>
    l.purchases(month(y, m), philz).length;
  // A follow-up whose answer equals the first question's would pass by repeating it.
  if (visits(12, 2025) === visits(10, 2025))
    throw new Error("philz follow-up is not telling");
  count("follow_up", "what about december", visits(12, 2025), {
    before: ["how many times did i go to philz in october"],
  });
  const doordash = { merchants: ["DoorDash"] };
  figure(
    "follow_up",
    "and how much of that was on my amex",
    l.spend(month(2026, 1), { ...doordash, accounts: ["amex"] }),
    {
      before: ["how much did i spend at doordash in january"],
      forbid: [l.spend(month(2026, 1), doordash)],
    },
  );
}
