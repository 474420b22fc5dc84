import { usd } from "./oracle";
import {
  APRIL,
  LAST_3,
  LAST_MONTH,
  LAST_WEEK,
  MARCH,
  THIS_MONTH,
  THIS_QUARTER,
  THIS_YEAR,
  type CaseKit,
} from "./case-kit";

/** Top merchants, search, largest, counts, averages, comparisons, trends and drivers. */
export function analysisCases({ add, o, fx }: CaseKit): void {
  const topM = o.byMerchant(THIS_QUARTER)[0];
  add(
    "top_merchants",
    "top_merchants",
    [topM?.[0] ?? "", usd(topM?.[1] ?? 0)],
    [
      "Which merchants do I spend the most at this quarter?",
      "Top 5 stores this quarter",
      "top merchants this quarter",
      "Where do I spend the most at this quarter? which merchants",
    ],
  );
  const sbAll = fx.transactions.filter(
    (t) => t.merchant === "Starbucks",
  ).length;
  add(
    "search",
    "search",
    [String(sbAll), "Starbucks"],
    [
      "Find all transactions at Starbucks",
      "Show my Starbucks transactions",
      "list transactions at starbucks",
      "find starbucks purchases",
    ],
  );
  const wfWeek = fx.transactions.filter(
    (t) =>
      t.merchant === "Whole Foods Market" &&
      t.date >= LAST_WEEK.start &&
      t.date <= LAST_WEEK.end,
  ).length;
  add(
    "search",
    "search",
    [
      wfWeek === 0
        ? "No transactions at Whole Foods Market"
        : `Found **${String(wfWeek)}**`,
    ],
    [
      "Show my transactions at Whole Foods last week",
      "find whole foods transactions last week",
    ],
  );
  const over200 = fx.transactions.filter(
    (t) =>
      t.type === "debit" &&
      t.cents >= 20000 &&
      t.date >= MARCH.start &&
      t.date <= MARCH.end,
  ).length;
  add(
    "search",
    "search",
    [`Found **${String(over200)}**`],
    [
      "List purchases over $200 in March",
      "show transactions over 200 dollars in march",
    ],
  );
  add(
    "search",
    "search",
    ["No transactions at Tesla"],
    ["Find all transactions at Tesla", "Show my transactions at Tesla"],
  );
  const big = o.largest(THIS_MONTH)[0];
  add(
    "largest",
    "largest",
    [usd(big?.cents ?? 0)],
    [
      "What were my biggest purchases this month?",
      "Largest expenses this month",
      "my largest transactions this month",
      "biggest purchases so far this month",
    ],
  );
  add(
    "largest",
    "largest",
    [usd(o.largest({ start: "2024-01-01", end: "2024-12-31" })[0]?.cents ?? 0)],
    ["Largest expense last year?", "What was my biggest purchase last year?"],
  );
  add(
    "count",
    "count",
    [`**${String(o.count({ ...LAST_MONTH, category: "food_dining" }))}**`],
    [
      "How many times did I eat out last month?",
      "how many restaurant purchases last month",
      "How many times did I spend on dining last month?",
    ],
  );
  add(
    "count",
    "count",
    [`**${String(o.count({ ...THIS_YEAR, merchants: ["Starbucks"] }))}**`],
    [
      "How often do I go to Starbucks this year?",
      "How many times did I go to Starbucks this year?",
    ],
  );
  add(
    "average",
    "average",
    [usd(Math.round(o.spend({ ...LAST_3, category: "groceries" }) / 3))],
    [
      "Average monthly grocery bill over the last 3 months?",
      "What is my average grocery spending per month over the last 3 months",
      "on average how much do I spend on groceries a month over the past 3 months",
    ],
  );
  add(
    "average",
    "average",
    [usd(Math.round(o.spend(LAST_MONTH) / 31))],
    [
      "How much do I spend per day last month?",
      "average daily spending last month",
    ],
  );
  add(
    "comparison",
    "comparison",
    [
      usd(o.spend({ ...LAST_MONTH, category: "food_dining" })),
      usd(o.spend({ ...APRIL, category: "food_dining" })),
    ],
    [
      "Compare dining in May vs April",
      "dining may versus april",
      "How did my eating out in May compare to April?",
    ],
  );
  add(
    "comparison",
    "comparison",
    [
      usd(o.spend(THIS_MONTH)),
      usd(o.spend({ start: "2025-05-01", end: "2025-05-15" })),
    ],
    [
      "Did I spend more this month than last month?",
      "Am I spending more than last month?",
      "compare this month to last month",
    ],
  );
  add(
    "comparison",
    "comparison",
    [usd(o.spend(LAST_MONTH)), usd(o.spend(APRIL))],
    ["May vs April spending", "compare May with April"],
  );
  add(
    "trend",
    "trend",
    [usd(o.spend(MARCH)), usd(o.spend(APRIL))],
    [
      "Show my spending month by month",
      "What is my spending trend?",
      "spending over time",
      "month by month spending for the last 6 months",
    ],
  );
  add(
    "trend",
    "trend",
    [usd(o.spend({ ...MARCH, category: "groceries" }))],
    ["Is my grocery spending going up?", "grocery trend month by month"],
  );
  add(
    "drivers",
    ["drivers", "comparison"],
    [
      usd(o.spend(MARCH)),
      usd(o.spend({ start: "2025-02-01", end: "2025-02-28" })),
    ],
    [
      "Why was my spending higher in March?",
      "What drove my spending in March?",
    ],
  );
  add(
    "drivers",
    ["drivers", "comparison"],
    [usd(o.spend(THIS_MONTH))],
    [
      "Which categories went up the most vs last month?",
      "which categories increased the most compared to last month",
    ],
  );
}
