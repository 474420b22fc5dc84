import { roundDiv } from "../format";
import { budgetTruth, goalTruth } from "../truth-plans";
import { LAST_3, THIS_MONTH, usd, type CaseKit } from "./kit";

/** Budgets, goals, recurring, anomalies, forecasts, advice, affordability and recent activity. */
export function planCases(k: CaseKit): void {
  budgetsAndGoals(k);
  recurring(k);
  advice(k);
}

function budgetsAndGoals({ add, l, h }: CaseKit): void {
  add(
    "budgets",
    ["Groceries", "Dining Out", "Fun", "Shopping", "Travel"].map((name) => ({
      name,
    })),
    [
      "Show me my budget status",
      "Show all my budgets",
      "Am I on track with my budgets?",
      "Which budgets am I over?",
      "how are my budgets doing",
      "budget status",
    ],
  );
  const groceries = h.budgets.find((b) => b.name === "Groceries");
  if (!groceries) throw new Error("no grocery budget");
  add(
    "budgets",
    [{ name: "Groceries" }, usd(Math.abs(budgetTruth(l, groceries).remaining))],
    [
      "How am I doing on my grocery budget?",
      "How much is left in my grocery budget?",
      "Am I over budget on groceries?",
    ],
  );
  const average = roundDiv(l.spend(LAST_3, { categories: ["groceries"] }), 3);
  add(
    "budget_advice",
    [usd(45000), usd(average)],
    [
      "Should I increase my grocery budget?",
      "Should I raise my grocery budget?",
      "is my grocery budget high enough? should I change it",
    ],
  );
  add(
    "left_to_spend",
    [{ anyOf: ["left"] }],
    [
      "How much money do I have left to spend this month?",
      "What do I have left to spend?",
      "how much more can I spend this month",
    ],
  );
  const goal = (name: string) => {
    const g = h.goals.find((x) => x.name === name);
    if (!g) throw new Error(`no goal ${name}`);
    return goalTruth(h, g);
  };
  const overdue = { anyOf: ["overdue", "past due", "passed", "missed"] };
  add(
    "goals",
    [{ name: "Emergency Fund" }, usd(650000), { name: "Vacation" }, overdue],
    [
      "How are my savings goals doing?",
      "Show my goals",
      "goal progress",
      "How close am I to my goals?",
    ],
  );
  add(
    "goals",
    [usd(goal("Emergency Fund").remaining)],
    [
      "How much more do I need for the emergency fund?",
      "How close am I to my emergency fund goal?",
    ],
  );
  add(
    "goals",
    [usd(goal("Car Fund").remaining)],
    [
      "When will I reach my car fund goal?",
      "How much should I save monthly for the car fund?",
    ],
  );
}

function recurring({ add }: CaseKit): void {
  add(
    "recurring",
    [{ name: "Netflix" }, { name: "Spotify" }, usd(1799)],
    [
      "What subscriptions am I paying for?",
      "How much do subscriptions cost me per month?",
      "list my recurring charges",
      "what memberships do I have",
    ],
  );
  add(
    "recurring",
    [{ name: "FitLife Gym" }],
    [
      "Which subscriptions haven't charged me recently?",
      "which recurring charges stopped?",
    ],
  );
  add(
    "recurring",
    [{ name: "Netflix" }, usd(1549), usd(1799)],
    ["Did any subscription go up in price?"],
  );
  add(
    "upcoming",
    [{ name: "Parkview Apartments" }],
    [
      "What bills are due in the next month?",
      "What's coming out before payday?",
      "upcoming bills in the next 30 days",
    ],
  );
  add(
    "anomalies",
    [{ name: "Best Buy" }, { name: "Starbucks" }, usd(8500)],
    [
      "Show me unusual transactions this month",
      "Any unusual transactions this month?",
      "anything suspicious this month?",
      "Was anything charged twice?",
    ],
  );
  add(
    "pending",
    [usd(2340 + 4210), { count: 2 }],
    [
      "What's still pending?",
      "show pending transactions",
      "which transactions have not posted yet",
    ],
  );
}

function advice({ add, l }: CaseKit): void {
  add(
    "forecast",
    [usd(l.spend(THIS_MONTH))],
    [
      "How much will I spend this month at this rate?",
      "forecast my spending for the end of the month",
      "what will I spend by month end",
    ],
  );
  const cash = l.balanceOf("1") + l.balanceOf("2");
  add(
    "affordability",
    [usd(120000), usd(cash)],
    [
      "Can I afford a $1,200 laptop?",
      "can i afford a 1200 dollar laptop",
      "Could I afford $1200 for a laptop?",
    ],
  );
  add(
    "affordability",
    [usd(5000)],
    ["Is a $50 dinner tonight OK with my budget?"],
  );
  add(
    "save_more",
    [
      { anyOf: ["subscription"] },
      { anyOf: ["a year", "per year", "annually", "yearly"] },
    ],
    [
      "What can I do to save more money?",
      "Where can I cut back?",
      "How can I save $200 a month?",
      "help me spend less",
    ],
  );
  add(
    "day_of_week",
    [{ anyOf: ["weekend"] }],
    [
      "Which day of the week do I spend the most?",
      "Do I spend more on weekends?",
      "weekday vs weekend spending",
    ],
  );
  const latest = l.rows({ start: "2025-06-15", end: "2025-06-15" })[0];
  add(
    "recent",
    [usd(latest?.cents ?? 0), { anyOf: ["pending"] }],
    [
      "Show me my recent transactions",
      "latest transactions",
      "my last 10 transactions",
      "recent activity",
    ],
  );
}
