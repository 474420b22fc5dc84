/** Held-out questions about Léa's money, around the turn of the year. Today is 2026-01-06. */
import { categoryNames, questionKit, type QuestionKit } from "../ask";
import {
  lastDays,
  lastMonth,
  lastMonths,
  lastWeek,
  namedMonth,
  since,
  thisWeek,
  year,
  yearToDate,
} from "../calendar";
import { roundDiv } from "../format";
import type { EvalCase } from "../household";
import { budgetTruth, goalTruth } from "../truth-plans";
import { parisStudent } from "./paris-student";

const T = "2026-01-06";
const DEC = lastMonth(T);
const NOV = namedMonth(T, 11);

export function parisStudentCase(): EvalCase {
  const household = parisStudent();
  const k = questionKit(household);
  flows(k);
  analysis(k);
  position(k);
  plans(k);
  return { household, questions: k.out };
}

function flows({ l, figure, count }: QuestionKit): void {
  figure(
    "total_spending",
    "how much did i spend in octobre",
    l.spend(namedMonth(T, 10)),
    { forbid: [l.spend(NOV), l.spend(namedMonth(T, 9))] },
  );
  // Last week runs Monday 29 December to Sunday 4 January, across the turn of the year.
  figure(
    "total_spending",
    "how much i spent last week??",
    l.spend(lastWeek(T)),
    {
      forbid: [
        l.spend(thisWeek(T)),
        l.spend({ start: yearToDate(T).start, end: "2026-01-04" }),
      ],
    },
  );
  figure(
    "total_spending",
    "how much have i spent the past 90 dyas",
    l.spend(lastDays(T, 90)),
    { forbid: [l.spend(lastMonths(T, 3))] },
  );
  figure(
    "total_spending",
    "how much went out over the last two months",
    l.spend(lastMonths(T, 2)),
    { forbid: [l.spend({ start: NOV.start, end: T }), l.spend(DEC)] },
  );
  figure(
    "category_spending",
    "how much on groceries in november",
    l.spend(NOV, { categories: ["groceries"] }),
  );
  figure(
    "merchant",
    "how much did i spend at monoprix last month",
    l.spend(DEC, { merchants: ["Monoprix"] }),
  );
  count(
    "merchant",
    "how many times did i order deliveroo in december",
    l.purchases(DEC, { merchants: ["Deliveroo"] }).length,
  );
  const ever = { start: "1900-01-01", end: T };
  figure(
    "income",
    "how much have i made from malt",
    l.income(ever, { merchants: ["Malt"] }),
  );
  figure("income", "income last month", l.income(DEC), {
    forbid: [l.income(NOV)],
  });
  figure(
    "income",
    "how much did the caf pay me since october",
    l.income(since(T, 10), { merchants: ["CAF de Paris"] }),
  );
  figure("refunds", "how much did i get refunded in december", l.refunds(DEC));
  const livret = { merchants: ["Virement Livret A"] };
  figure(
    "transfers",
    "how much did i put into the livret a last year",
    l.transfers(year(2025), "debit", livret),
  );
}

function analysis({ l, figure, share, holds, top, $ }: QuestionKit): void {
  share(
    "share",
    "what percent of my spending was rent in december",
    l.spend(DEC, { merchants: ["Foncia"] }),
    l.spend(DEC),
  );
  share(
    "savings_rate",
    "savings rate last month",
    l.income(DEC) - l.spend(DEC),
    l.income(DEC),
  );
  top(
    "top_n",
    "top 3 categories in december",
    l.byCategory(DEC),
    3,
    categoryNames,
  );
  figure(
    "average",
    "average monthly spending over the last 3 months",
    roundDiv(l.spend(lastMonths(T, 3)), 3),
  );
  holds("comparison", "compare december to november spending", [
    $(l.spend(DEC)),
    $(l.spend(NOV)),
  ]);
  const food = { categories: ["food_dining"] };
  figure("follow_up", "and in november?", l.spend(NOV, food), {
    before: ["how much did i spend on eating out in december"],
    forbid: [l.spend(DEC, food)],
  });
}

function position({ l, figure }: QuestionKit): void {
  // The loan was typed as a positive amount owed; added as if it were an asset it would raise net worth.
  figure("net_worth", "net worth?", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("pret")],
  });
  figure("liabilities", "how much do i owe", l.owedOn("pret"));
  figure("balances", "whats in my livret a", l.balanceOf("livret"));
}

function plans({ l, figure, holds, refuse, $ }: QuestionKit): void {
  const h = l.household;
  const budgets = h.budgets.map((b) => budgetTruth(l, b));
  const sorties = budgets.find((b) => b.budget.name === "Sorties");
  const courses = budgets.find((b) => b.budget.name === "Courses");
  const lisbon = h.goals.find((g) => g.name === "Voyage Lisbonne");
  if (!sorties?.over || !courses || !lisbon)
    throw new Error("paris plans are not as written");
  figure(
    "budgets",
    "am i over my weekly sorties budget? by how much",
    -sorties.remaining,
  );
  figure(
    "budgets",
    "how much is left in the courses budget this month",
    courses.remaining,
  );
  figure(
    "goals",
    "how much a month do i need for the lisbon trip",
    goalTruth(h, lisbon).perMonth ?? 0,
  );
  holds(
    "upcoming",
    "what bills are coming up",
    l.upcoming().flatMap((t) => [{ name: t.merchant }, $(t.cents)]),
  );
  holds(
    "subscriptions",
    "what subscriptions do i pay for",
    [{ name: "Deezer" }, { name: "Canal+" }],
    {
      forbidNames: ["Monoprix", "RATP Navigo", "Foncia"],
    },
  );
  refuse("is the euro going to rise against the dollar");
  refuse("whats a good restaurant near bastille");
}
