import {
  APRIL,
  LAST_MONTH,
  LAST_WEEK,
  THIS_MONTH,
  THIS_QUARTER,
  THIS_YEAR,
  lead,
  usd,
  type CaseKit,
} from "./kit";

/** Totals, categories, breakdowns, top categories and merchants. */
export function spendingCases(k: CaseKit): void {
  totals(k);
  breakdowns(k);
  merchants(k);
}

function totals({ add, l }: CaseKit): void {
  const total = (w: typeof LAST_MONTH, asks: string[]) => {
    add("total_spending", [usd(l.spend(w))], asks, lead(l.spend(w)));
  };
  total(LAST_MONTH, [
    "How much did I spend last month?",
    "Total expenses last month?",
    "what did i spend in may",
    "How much money went out last month",
    "my spending for may 2025",
    "How much did I spnd last month?",
  ]);
  total(THIS_YEAR, [
    "How much went out so far this year?",
    "Total spending year to date",
    "how much have I spent this year",
  ]);
  total(THIS_MONTH, [
    "How much have I spent this month?",
    "What are my expenses so far this month?",
    "spending this month",
  ]);
  const category = (w: typeof LAST_MONTH, c: string, asks: string[]) => {
    const cents = l.spend(w, { categories: [c] });
    add("category_spending", [usd(cents)], asks, lead(cents));
  };
  category(LAST_MONTH, "groceries", [
    "How much did I spend on groceries last month?",
    "grocery spending in May",
    "What did supermarkets cost me last month?",
    "How much did I spend on grocereis last month?",
  ]);
  category(LAST_WEEK, "food_dining", [
    "What did eating out cost me last week?",
    "How much on restaurants last week?",
    "dining spending last week",
  ]);
  category(THIS_QUARTER, "transportation", [
    "Transportation spending this quarter?",
    "what did transport cost me this quarter",
  ]);
  // Gas is the fuel stations (Shell), not every transport cost (Uber).
  const gas = l.spend(THIS_QUARTER, { merchants: ["Shell"] });
  add(
    "category_spending",
    [usd(gas)],
    ["How much did I spend on gas this quarter?"],
    lead(gas),
  );
}

function breakdowns({ add, l }: CaseKit): void {
  const utilities = l.spend(LAST_MONTH, { categories: ["utilities"] });
  add(
    "breakdown",
    [usd(l.spend(LAST_MONTH)), usd(utilities)],
    [
      "Break down my spending by category for last month",
      "Spending by category last month",
      "Where did my money go in May?",
      "give me a breakdown of last month's spending",
    ],
  );
  add(
    "breakdown",
    [usd(l.spend(APRIL, { categories: ["groceries"] }))],
    ["Where did my money go in April?", "breakdown for april"],
  );
  const topNow = l.byCategory(THIS_MONTH)[0]?.[1] ?? 0;
  add(
    "top_category",
    [usd(topNow)],
    [
      "What's my biggest expense category?",
      "What is my biggest spending category this month?",
      "Where do I spend the most?",
      "top expense category",
      "Which category is my largest this month?",
    ],
  );
  const topMay = l.byCategory(LAST_MONTH)[0]?.[1] ?? 0;
  add(
    "top_category",
    [usd(topMay)],
    [
      "Top 3 categories last month?",
      "What were my top 3 spending categories last month",
    ],
  );
}

function merchants({ add, l }: CaseKit): void {
  const starbucks = l.spend(THIS_YEAR, { merchants: ["Starbucks"] });
  add(
    "merchant_spending",
    [usd(starbucks)],
    [
      "How much have I spent at Starbucks this year?",
      "Starbucks spending this year",
      "how much did i spend at starbux this year",
      "total starbucks so far this year",
    ],
    lead(starbucks),
  );
  const amazon = l.spend(LAST_MONTH, { merchants: ["Amazon"] });
  add(
    "merchant_spending",
    [usd(amazon)],
    [
      "What did I pay Amazon last month?",
      "How much did I spend at Amazon in May?",
    ],
    lead(amazon),
  );
  const uber = l.spend(THIS_YEAR, { merchants: ["Uber", "Uber Eats"] });
  add(
    "merchant_spending",
    [usd(uber), { name: "Uber Eats" }],
    [
      "Total Uber since January?",
      "How much have I spent on Uber since January?",
    ],
  );
}
