import { roundDiv } from "../format";
import {
  APRIL,
  LAST_3,
  LAST_MONTH,
  LAST_WEEK,
  MARCH,
  THIS_MONTH,
  THIS_QUARTER,
  THIS_YEAR,
  usd,
  type CaseKit,
} from "./kit";

const EVER = { start: "1900-01-01", end: "2025-06-15" };

/** Top merchants, search, largest, counts, averages, comparisons, trends and drivers. */
export function analysisCases(k: CaseKit): void {
  searches(k);
  countsAndAverages(k);
  comparisons(k);
}

function searches({ add, l }: CaseKit): void {
  const [name, cents] = l.byMerchant(THIS_QUARTER)[0] ?? ["", 0];
  add(
    "top_merchants",
    [{ name }, usd(cents)],
    [
      "Which merchants do I spend the most at this quarter?",
      "Top 5 stores this quarter",
      "top merchants this quarter",
      "Where do I spend the most at this quarter? which merchants",
    ],
  );
  const starbucks = l.rows(EVER, { merchants: ["Starbucks"] }).length;
  add(
    "search",
    [{ count: starbucks }, { name: "Starbucks" }],
    [
      "Find all transactions at Starbucks",
      "Show my Starbucks transactions",
      "list transactions at starbucks",
      "find starbucks purchases",
    ],
  );
  const wholeFoods = l.rows(LAST_WEEK, {
    merchants: ["Whole Foods Market"],
  }).length;
  add(
    "search",
    [wholeFoods === 0 ? NONE : { count: wholeFoods }],
    [
      "Show my transactions at Whole Foods last week",
      "find whole foods transactions last week",
    ],
  );
  const over200 = l
    .rows(MARCH)
    .filter((t) => t.type === "debit" && t.cents >= 20000);
  // A purchase is spending: a transfer between the user's own accounts is none.
  add(
    "search",
    [{ count: over200.filter((t) => t.category !== "transfer").length }],
    ["List purchases over $200 in March"],
  );
  add(
    "search",
    [{ count: over200.length }],
    ["show transactions over 200 dollars in march"],
  );
  add(
    "search",
    [NONE],
    ["Find all transactions at Tesla", "Show my transactions at Tesla"],
  );
  const biggest = l.purchases(THIS_MONTH)[0]?.cents ?? 0;
  add(
    "largest",
    [usd(biggest)],
    [
      "What were my biggest purchases this month?",
      "Largest expenses this month",
      "my largest transactions this month",
      "biggest purchases so far this month",
    ],
  );
  const lastYear =
    l.purchases({ start: "2024-01-01", end: "2024-12-31" })[0]?.cents ?? 0;
  add(
    "largest",
    [usd(lastYear)],
    ["Largest expense last year?", "What was my biggest purchase last year?"],
  );
}

/** "Nothing found", however it is put. */
const NONE = {
  anyOf: ["no", "none", "zero", "0", "didn't", "haven't", "couldn't find"],
};

function countsAndAverages({ add, l }: CaseKit): void {
  const dining = l.purchases(LAST_MONTH, {
    categories: ["food_dining"],
  }).length;
  add(
    "count",
    [{ count: dining }],
    [
      "How many times did I eat out last month?",
      "how many restaurant purchases last month",
      "How many times did I spend on dining last month?",
    ],
  );
  const starbucks = l.purchases(THIS_YEAR, { merchants: ["Starbucks"] }).length;
  add(
    "count",
    [{ count: starbucks }],
    [
      "How often do I go to Starbucks this year?",
      "How many times did I go to Starbucks this year?",
    ],
  );
  const groceries = roundDiv(l.spend(LAST_3, { categories: ["groceries"] }), 3);
  add(
    "average",
    [usd(groceries)],
    [
      "Average monthly grocery bill over the last 3 months?",
      "What is my average grocery spending per month over the last 3 months",
      "on average how much do I spend on groceries a month over the past 3 months",
    ],
  );
  add(
    "average",
    [usd(roundDiv(l.spend(LAST_MONTH), 31))],
    [
      "How much do I spend per day last month?",
      "average daily spending last month",
    ],
  );
}

function comparisons({ add, l }: CaseKit): void {
  const dining = { categories: ["food_dining"] };
  add(
    "comparison",
    [usd(l.spend(LAST_MONTH, dining)), usd(l.spend(APRIL, dining))],
    [
      "Compare dining in May vs April",
      "dining may versus april",
      "How did my eating out in May compare to April?",
    ],
  );
  const sameDays = l.spend({ start: "2025-05-01", end: "2025-05-15" });
  add(
    "comparison",
    [usd(l.spend(THIS_MONTH)), usd(sameDays)],
    [
      "Did I spend more this month than last month?",
      "Am I spending more than last month?",
      "compare this month to last month",
    ],
  );
  add(
    "comparison",
    [usd(l.spend(LAST_MONTH)), usd(l.spend(APRIL))],
    ["May vs April spending", "compare May with April"],
  );
  add(
    "trend",
    [usd(l.spend(MARCH)), usd(l.spend(APRIL))],
    [
      "Show my spending month by month",
      "What is my spending trend?",
      "spending over time",
      "month by month spending for the last 6 months",
    ],
  );
  add(
    "trend",
    [usd(l.spend(MARCH, { categories: ["groceries"] }))],
    ["Is my grocery spending going up?", "grocery trend month by month"],
  );
  const february = l.spend({ start: "2025-02-01", end: "2025-02-28" });
  add(
    "drivers",
    [usd(l.spend(MARCH)), usd(february)],
    [
      "Why was my spending higher in March?",
      "What drove my spending in March?",
    ],
  );
  add(
    "drivers",
    [usd(l.spend(THIS_MONTH))],
    [
      "Which categories went up the most vs last month?",
      "which categories increased the most compared to last month",
    ],
  );
}
