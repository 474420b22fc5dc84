/** Held-out questions asking the Hartleys' data for averages, shares, counts, rankings and comparisons. */
import { categoryNames, type QuestionKit } from "../ask";
import {
  lastMonth,
  lastMonths,
  month,
  since,
  thisMonth,
  year,
  yearToDate,
} from "../calendar";
import { roundDiv } from "../format";

const T = "2025-09-17";
const AUG = lastMonth(T);
const JUL = month(2025, 7);
const FOOD = { categories: ["food_dining"] };
const GROCERIES = { categories: ["groceries"] };

export function ukAnalysisQuestions(k: QuestionKit): void {
  averagesAndShares(k);
  countsAndRankings(k);
  comparisons(k);
}

function averagesAndShares({ l, figure, share }: QuestionKit): void {
  figure(
    "average",
    "average monthly grocery spend over the last 6 months",
    roundDiv(l.spend(lastMonths(T, 6), GROCERIES), 6),
  );
  const tesco = l.purchases(AUG, { merchants: ["Tesco"] });
  const tescoTotal = tesco.reduce((s, t) => s + t.cents, 0);
  figure(
    "average",
    "whats our average tesco shop in august",
    roundDiv(tescoTotal, tesco.length),
  );
  figure(
    "average",
    "average daily spending last month",
    roundDiv(l.spend(AUG), 31),
  );
  const mortgage = l.spend(AUG, { merchants: ["Nationwide Mortgage"] });
  share(
    "share",
    "what percent of our spending last month was the mortgage",
    mortgage,
    l.spend(AUG),
  );
  const y2024 = year(2024);
  share(
    "share",
    "what share of spending went on groceries in 2024",
    l.spend(y2024, GROCERIES),
    l.spend(y2024),
  );
  share(
    "savings_rate",
    "savings rate last month",
    l.income(AUG) - l.spend(AUG),
    l.income(AUG),
  );
  const ytd = yearToDate(T);
  share(
    "savings_rate",
    "whats our savings rate this year",
    l.income(ytd) - l.spend(ytd),
    l.income(ytd),
  );
}

function countsAndRankings({ l, figure, count, top }: QuestionKit): void {
  const over100 = l.purchases(AUG).filter((t) => t.cents > 10000);
  count(
    "count",
    "how many purchases over £100 did we make in august",
    over100.length,
  );
  const takeaways = { merchants: ["Deliveroo", "Just Eat"] };
  count(
    "count",
    "how many takeaways did we get last month",
    l.purchases(AUG, takeaways).length,
  );
  top(
    "top_n",
    "top 3 spending categories last month",
    l.byCategory(AUG),
    3,
    categoryNames,
  );
  top("top_n", "top 5 merchants this year", l.byMerchant(yearToDate(T)), 5);
  const eatingOut = l.byMerchant(since(T, 3), FOOD);
  top(
    "top_n",
    "which 3 places do we spend the most at for eating out since march",
    eatingOut,
    3,
  );
  const february = l
    .purchases(month(2025, 2))
    .map((t): [string, number] => [t.merchant, t.cents]);
  top("top_n", "3 largest expenses in february", february, 3);
  const biggest = l.purchases(yearToDate(T), { categories: ["shopping"] })[0];
  if (!biggest) throw new Error("no shopping this year");
  figure(
    "largest",
    "what was our biggest shopping purchase this year",
    biggest.cents,
    {
      also: [{ name: biggest.merchant }],
    },
  );
}

function comparisons({ l, figure, holds, $ }: QuestionKit): void {
  const [aug, jul] = [l.spend(AUG, FOOD), l.spend(JUL, FOOD)];
  figure(
    "comparison",
    "did we spend more on eating out in august than july, by how much",
    Math.abs(aug - jul),
    {
      also: [$(aug), $(jul)],
    },
  );
  const sameDays = { start: "2025-08-01", end: "2025-08-17" };
  holds(
    "comparison",
    "are we spending more on groceries this month than last month at this point",
    [$(l.spend(thisMonth(T), GROCERIES)), $(l.spend(sameDays, GROCERIES))],
  );
  const energy = { merchants: ["Octopus Energy"] };
  const [jan, july] = [l.spend(month(2025, 1), energy), l.spend(JUL, energy)];
  figure(
    "comparison",
    "how does the energy bill in january compare to july",
    jan - july,
    {
      also: [$(jan), $(july)],
    },
  );
}
