import { usd } from "./oracle";
import {
  APRIL,
  LAST_MONTH,
  LAST_WEEK,
  THIS_MONTH,
  THIS_QUARTER,
  THIS_YEAR,
  type CaseKit,
} from "./case-kit";

/** Totals, categories, breakdowns, top categories and merchants. */
export function spendingCases({ add, o }: CaseKit): void {
  add(
    "total_spending",
    "total_spending",
    [usd(o.spend(LAST_MONTH)), "May 1–31, 2025"],
    [
      "How much did I spend last month?",
      "Total expenses last month?",
      "what did i spend in may",
      "How much money went out last month",
      "my spending for may 2025",
      "How much did I spnd last month?",
    ],
  );
  add(
    "total_spending",
    "total_spending",
    [usd(o.spend(THIS_YEAR)), "January 1 – June 15, 2025"],
    [
      "How much went out so far this year?",
      "Total spending year to date",
      "how much have I spent this year",
    ],
  );
  add(
    "total_spending",
    "total_spending",
    [usd(o.spend(THIS_MONTH)), "June 1–15, 2025"],
    [
      "How much have I spent this month?",
      "What are my expenses so far this month?",
      "spending this month",
    ],
  );
  add(
    "category_spending",
    "category_spending",
    [usd(o.spend({ ...LAST_MONTH, category: "groceries" }))],
    [
      "How much did I spend on groceries last month?",
      "grocery spending in May",
      "What did supermarkets cost me last month?",
      "How much did I spend on grocereis last month?",
    ],
  );
  add(
    "category_spending",
    "category_spending",
    [usd(o.spend({ ...LAST_WEEK, category: "food_dining" }))],
    [
      "What did eating out cost me last week?",
      "How much on restaurants last week?",
      "dining spending last week",
    ],
  );
  add(
    "category_spending",
    "category_spending",
    [usd(o.spend({ ...THIS_QUARTER, category: "transportation" }))],
    [
      "Transportation spending this quarter?",
      "How much did I spend on gas this quarter?",
      "what did transport cost me this quarter",
    ],
  );
  add(
    "breakdown",
    "breakdown",
    [
      usd(o.spend(LAST_MONTH)),
      usd(o.spendByCategory(LAST_MONTH).utilities ?? 0),
    ],
    [
      "Break down my spending by category for last month",
      "Spending by category last month",
      "Where did my money go in May?",
      "give me a breakdown of last month's spending",
    ],
  );
  add(
    "breakdown",
    "breakdown",
    [usd(o.spendByCategory(APRIL).groceries ?? 0)],
    ["Where did my money go in April?", "breakdown for april"],
  );
  const top = o.topCategory(THIS_MONTH);
  add(
    "top_category",
    "top_category",
    [usd(top[1])],
    [
      "What's my biggest expense category?",
      "What is my biggest spending category this month?",
      "Where do I spend the most?",
      "top expense category",
      "Which category is my largest this month?",
    ],
  );
  add(
    "top_category",
    "top_category",
    [usd(o.topCategory(LAST_MONTH)[1])],
    [
      "Top 3 categories last month?",
      "What were my top 3 spending categories last month",
    ],
  );
  const sbYear =
    o.byMerchant({ ...THIS_YEAR, merchants: ["Starbucks"] })[0]?.[1] ?? 0;
  add(
    "merchant_spending",
    "merchant_spending",
    [usd(sbYear)],
    [
      "How much have I spent at Starbucks this year?",
      "Starbucks spending this year",
      "how much did i spend at starbux this year",
      "total starbucks so far this year",
    ],
  );
  const amazonMay =
    o.byMerchant({ ...LAST_MONTH, merchants: ["Amazon"] })[0]?.[1] ?? 0;
  add(
    "merchant_spending",
    "merchant_spending",
    [usd(amazonMay)],
    [
      "What did I pay Amazon last month?",
      "How much did I spend at Amazon in May?",
    ],
  );
  const uberSince = o.spend({
    start: "2025-01-01",
    end: "2025-06-15",
    merchants: ["Uber", "Uber Eats"],
  });
  add(
    "merchant_spending",
    "merchant_spending",
    [usd(uberSince), "Uber Eats"],
    [
      "Total Uber since January?",
      "How much have I spent on Uber since January?",
    ],
  );
}
