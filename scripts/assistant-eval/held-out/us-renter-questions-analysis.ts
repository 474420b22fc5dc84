/** Held-out questions asking Dana's data for averages, shares, counts, rankings and comparisons. */
import { categoryNames, type QuestionKit } from "../ask";
import {
  lastMonth,
  lastMonths,
  month,
  namedMonth,
  thisMonth,
  year,
  yearToDate,
} from "../calendar";
import { roundDiv } from "../format";

const T = "2026-03-04";
const FEB = lastMonth(T);
const JAN = month(2026, 1);
const YTD = yearToDate(T);
const DELIVERY = { merchants: ["DoorDash", "Grubhub"] };

export function usAnalysisQuestions(k: QuestionKit): void {
  averagesAndShares(k);
  countsAndRankings(k);
  comparisons(k);
}

function averagesAndShares({ l, figure, share }: QuestionKit): void {
  figure(
    "average",
    "average monthly spending over the last 6 months",
    roundDiv(l.spend(lastMonths(T, 6)), 6),
  );
  const groceries = l.spend(lastMonths(T, 3), { categories: ["groceries"] });
  figure(
    "average",
    "average monthly grocery spend over the last 3 months",
    roundDiv(groceries, 3),
  );
  const orders = l.purchases(YTD, { merchants: ["DoorDash"] });
  const ordersTotal = orders.reduce((s, t) => s + t.cents, 0);
  figure(
    "average",
    "whats my average doordash order this year",
    roundDiv(ordersTotal, orders.length),
  );
  const rent = l.spend(FEB, { merchants: ["Sunset Terrace Apartments"] });
  share(
    "share",
    "what percent of my spending was rent last month",
    rent,
    l.spend(FEB),
  );
  share(
    "share",
    "what % of my spending went to food delivery in january",
    l.spend(JAN, DELIVERY),
    l.spend(JAN),
  );
  share(
    "savings_rate",
    "whats my savings rate last month",
    l.income(FEB) - l.spend(FEB),
    l.income(FEB),
  );
  const y2025 = year(2025);
  share(
    "savings_rate",
    "savings rate for 2025",
    l.income(y2025) - l.spend(y2025),
    l.income(y2025),
  );
}

function countsAndRankings({ l, figure, count, top }: QuestionKit): void {
  count(
    "count",
    "how many times did i use the atm in february",
    l.purchases(FEB, { merchants: ["ATM Withdrawal"] }).length,
  );
  count(
    "count",
    "how many purchases over $100 last month",
    l.purchases(FEB).filter((t) => t.cents > 10000).length,
  );
  top(
    "top_n",
    "top 3 categories this year",
    l.byCategory(YTD),
    3,
    categoryNames,
  );
  top(
    "top_n",
    "my top 5 merchants last quarter",
    l.byMerchant({ start: "2025-10-01", end: "2025-12-31" }),
    5,
  );
  top(
    "top_n",
    "top 3 places i spent on food in february",
    l.byMerchant(FEB, { categories: ["food_dining"] }),
    3,
  );
  const december = l
    .purchases(namedMonth(T, 12))
    .find((t) => t.merchant !== "Sunset Terrace Apartments");
  const shopping = l.purchases(
    { start: "1900-01-01", end: T },
    { categories: ["shopping"] },
  )[0];
  if (!december || !shopping)
    throw new Error("us-renter: no purchases to rank");
  figure(
    "largest",
    "largest purchase in december not counting rent",
    december.cents,
    {
      also: [{ name: december.merchant }],
    },
  );
  figure(
    "largest",
    "whats the most i ever spent on one shopping purchase",
    shopping.cents,
    {
      also: [{ name: shopping.merchant }],
    },
  );
}

function comparisons({ l, figure, holds, $ }: QuestionKit): void {
  const [feb, jan] = [l.spend(FEB, DELIVERY), l.spend(JAN, DELIVERY)];
  figure(
    "comparison",
    "did i spend more on delivery in february than january, by how much",
    Math.abs(feb - jan),
    {
      also: [$(feb), $(jan)],
    },
  );
  holds(
    "comparison",
    "compare my spending this month to the same days last month",
    [
      $(l.spend(thisMonth(T))),
      $(l.spend({ start: "2026-02-01", end: "2026-02-04" })),
    ],
  );
  const lyft = { merchants: ["Lyft"] };
  holds("comparison", "lyft in february vs january", [
    $(l.spend(FEB, lyft)),
    $(l.spend(JAN, lyft)),
  ]);
}
