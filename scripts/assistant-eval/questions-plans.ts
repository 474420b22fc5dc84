import { usd } from "./oracle";
import { LAST_3, THIS_MONTH, type CaseKit } from "./case-kit";

/** Budgets, goals, recurring, anomalies, forecasts, advice, follow-ups, help and safety. */
export function planCases({ add, o }: CaseKit): void {
  add(
    "budgets",
    "budgets",
    ["Groceries", "Dining Out", "Fun", "Shopping", "Travel"],
    [
      "Show me my budget status",
      "Show all my budgets",
      "Am I on track with my budgets?",
      "Which budgets am I over?",
      "how are my budgets doing",
      "budget status",
    ],
  );
  add(
    "budgets",
    "budgets",
    ["Groceries"],
    [
      "How am I doing on my grocery budget?",
      "How much is left in my grocery budget?",
      "Am I over budget on groceries?",
    ],
  );
  add(
    "budget_advice",
    "budget_advice",
    [
      usd(45000),
      usd(Math.round(o.spend({ ...LAST_3, category: "groceries" }) / 3)),
    ],
    [
      "Should I increase my grocery budget?",
      "Should I raise my grocery budget?",
      "is my grocery budget high enough? should I change it",
    ],
  );
  add(
    "left_to_spend",
    "left_to_spend",
    ["left"],
    [
      "How much money do I have left to spend this month?",
      "What do I have left to spend?",
      "how much more can I spend this month",
    ],
  );
  add(
    "goals",
    "goals",
    ["Emergency Fund", usd(650000), "Vacation", "overdue"],
    [
      "How are my savings goals doing?",
      "Show my goals",
      "goal progress",
      "How close am I to my goals?",
    ],
  );
  add(
    "goals",
    "goals",
    [usd(350000)],
    [
      "How much more do I need for the emergency fund?",
      "How close am I to my emergency fund goal?",
    ],
  );
  add(
    "goals",
    "goals",
    [usd(380000)],
    [
      "When will I reach my car fund goal?",
      "How much should I save monthly for the car fund?",
    ],
  );
  add(
    "recurring",
    "recurring",
    ["Netflix", "Spotify", usd(1799)],
    [
      "What subscriptions am I paying for?",
      "How much do subscriptions cost me per month?",
      "list my recurring charges",
      "what memberships do I have",
    ],
  );
  add(
    "recurring",
    "recurring",
    ["FitLife Gym"],
    [
      "Which subscriptions haven't charged me recently?",
      "which recurring charges stopped?",
    ],
  );
  add(
    "recurring",
    "recurring",
    ["Netflix", "price up"],
    ["Did any subscription go up in price?"],
  );
  add(
    "upcoming",
    "upcoming",
    ["Parkview Apartments"],
    [
      "What bills are due in the next month?",
      "What's coming out before payday?",
      "upcoming bills in the next 30 days",
    ],
  );
  add(
    "anomalies",
    "anomalies",
    ["Best Buy", "Starbucks", usd(8500)],
    [
      "Show me unusual transactions this month",
      "Any unusual transactions this month?",
      "anything suspicious this month?",
      "Was anything charged twice?",
    ],
  );
  add(
    "pending",
    "pending",
    [usd(2340 + 4210), "2"],
    [
      "What's still pending?",
      "show pending transactions",
      "which transactions have not posted yet",
    ],
  );
  add(
    "forecast",
    "forecast",
    [usd(o.spend(THIS_MONTH))],
    [
      "How much will I spend this month at this rate?",
      "forecast my spending for the end of the month",
      "what will I spend by month end",
    ],
  );
  add(
    "affordability",
    "affordability",
    [usd(120000), usd(421055 + 1250000)],
    [
      "Can I afford a $1,200 laptop?",
      "can i afford a 1200 dollar laptop",
      "Could I afford $1200 for a laptop?",
    ],
  );
  add(
    "affordability",
    "affordability",
    [usd(5000)],
    ["Is a $50 dinner tonight OK with my budget?"],
  );
  add(
    "save_more",
    "save_more",
    ["Subscriptions", "a year"],
    [
      "What can I do to save more money?",
      "Where can I cut back?",
      "How can I save $200 a month?",
      "help me spend less",
    ],
  );
  add(
    "day_of_week",
    "day_of_week",
    ["Weekends"],
    [
      "Which day of the week do I spend the most?",
      "Do I spend more on weekends?",
      "weekday vs weekend spending",
    ],
  );
  add(
    "recent",
    "recent",
    ["most recent", "pending"],
    [
      "Show me my recent transactions",
      "latest transactions",
      "my last 10 transactions",
      "recent activity",
    ],
  );
}
