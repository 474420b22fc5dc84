/**
 * The spending side of the Phoenix retiree's questions (`dev-phoenix.ts`): the largest and
 * smallest, shares, rankings, income, categories, merchants, counts, comparisons, totals and
 * refunds, typed the way an older person types: full sentences, "could you tell me", stray
 * capitals, a few typos ("Sprots", "groceris", "pharmacey") and odd wording ("what did the
 * electric company take"). Every figure comes from the oracle through the question kit.
 */
import {
  lastMonth,
  lastMonths,
  monthBefore,
  monthName,
  namedMonth,
  parts,
  thisMonth,
  yearToDate,
} from "../calendar";
import { categoryNames, type QuestionKit } from "../ask";
import { percent } from "../format";
import type { EvalTransaction } from "../household";
import {
  allDebits,
  averageOf,
  countingUpcoming,
  grossPurchases,
  largest,
  more,
} from "./dev-kit";

/** The one smallest purchase of a list; refused when the two smallest tie. */
function smallest(rows: EvalTransaction[]): EvalTransaction {
  const sorted = [...rows].sort((a, b) => a.cents - b.cents);
  const [first, second] = sorted;
  if (first === undefined) throw new Error("nothing to take the smallest of");
  if (second?.cents === first.cents) throw new Error("tie for the smallest");
  return first;
}

export function phoenixSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const JUN = thisMonth(t);
  const MAY = lastMonth(t);
  const APR = namedMonth(t, 4);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  const Q1 = { start: "2026-01-01", end: "2026-03-31" };
  const ALL = { start: "2025-08-01", end: t };
  // The ledger as if the bills entered for the rest of June had gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2026-06-30");
  const JUN_ALL = namedMonth(t, 6);
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const healthcare = { categories: ["healthcare"] };
  const utilities = { categories: ["utilities"] };
  const at = (...merchants: string[]) => ({ merchants });
  const on = (...accounts: string[]) => ({ accounts });
  const credits = (w: typeof JUN, f: ReturnType<typeof at>) =>
    l.rows(w, f).filter((x) => x.type === "credit");
  const pct = (part: number, whole: number) => percent(part, whole);
  const socialSecurity = at("Social Security");
  const pension = at("ASRS");
  const dividends = { described: "dividend" };

  // Places she never shops at, named together: none at either, not all her spending.
  if (l.rows(YTD).some((x) => /walgreens|cvs/i.test(x.merchant)))
    throw new Error("walgreens or cvs is in the ledger");
  k.figure("merchant", "what did i spend at walgreens and cvs this year", 0, {
    forbid: [l.spend(YTD)],
  });

  // largest and smallest
  const mayTop = largest(l, MAY);
  k.figure(
    "largest",
    "Could you tell me what my biggest expense was last month?",
    mayTop.cents,
    { also: [{ name: mayTop.merchant }] },
  );
  k.figure(
    "largest",
    "What is the most I have spent at Dillard's in one go this year?",
    largest(l, YTD, at("Dillard's")).cents,
  );
  const mayPurchases = l.purchases(MAY);
  const top3 = mayPurchases.slice(0, 3);
  const fourth = mayPurchases[3];
  if (!fourth || top3.some((x) => x.cents === fourth.cents))
    throw new Error("no clear top 3 purchases in may");
  k.holds(
    "largest",
    "Please list my 3 largest expenses in May.",
    top3.map((x) => $(x.cents)),
    { forbid: [fourth.cents] },
  );
  // September to May in full, and June so far.
  const months = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((back) =>
    monthBefore(t, back),
  );
  const byMonth = [...months, JUN]
    .map((w) => [w, l.spend(w)] as const)
    .sort((a, b) => b[1] - a[1]);
  const [dearest, runnerUp] = byMonth;
  if (!dearest || !runnerUp || dearest[1] === runnerUp[1])
    throw new Error("no clear most expensive month");
  k.holds(
    "largest",
    "Since last September, which Month did I spend the most money in?",
    [{ name: monthName(parts(dearest[0].start).m) }, $(dearest[1])],
  );
  const water = l.purchases(YTD, at("City of Phoenix Water"));
  k.figure(
    "largest",
    "What was my smallest water bill from the city this year?",
    smallest(water).cents,
    { forbid: [largest(l, YTD, at("City of Phoenix Water")).cents] },
  );
  k.figure(
    "largest",
    "What was my biggest grocery trip at Fry's this year?",
    largest(l, YTD, at("Fry's Food")).cents,
  );
  k.figure(
    "largest",
    "What was the highest APS bill I have had this year?",
    largest(l, YTD, at("APS")).cents,
    { forbid: [largest(l, ALL, at("APS")).cents] },
  );
  const capJune = largest(l, JUN, on("cap"));
  k.figure(
    "largest",
    "what is the largest charge on my CapOne card this month",
    capJune.cents,
    { also: [{ name: capJune.merchant }] },
  );

  // share
  k.share(
    "share",
    "Could you tell me what percent of my spending this year went to groceris?",
    l.spend(YTD, groceries),
    l.spend(YTD),
  );
  k.share(
    "share",
    "What share of my income last month went to health care?",
    l.spend(MAY, healthcare),
    l.income(MAY),
    { forbidNeeds: [pct(l.spend(MAY, healthcare), l.spend(MAY))] },
  );
  k.share(
    "share",
    "How much of my grocery money this year was spent at Fry's, as a percentage?",
    l.spend(YTD, at("Fry's Food")),
    l.spend(YTD, groceries),
    { forbidNeeds: [pct(l.spend(YTD, at("Fry's Food")), l.spend(YTD))] },
  );
  k.share(
    "share",
    "What percentage of last month's spending was eating out at restaurants?",
    l.spend(MAY, dining),
    l.spend(MAY),
  );
  k.share(
    "share",
    "What part of my income this year has come from Social Security, in percent?",
    l.income(YTD, socialSecurity),
    l.income(YTD),
  );
  k.share(
    "share",
    "Over the last 3 months what percent of my spending was utilities?",
    l.spend(LAST3, utilities),
    l.spend(LAST3),
  );
  k.share(
    "share",
    "What percent of my income this year went to the property tax?",
    l.spend(YTD, at("Maricopa County Treasurer")),
    l.income(YTD),
    {
      forbidNeeds: [
        pct(l.spend(YTD, at("Maricopa County Treasurer")), l.spend(YTD)),
      ],
    },
  );
  k.share(
    "share",
    "Of my grocery spending the last three months, what share was Sprots?",
    l.spend(LAST3, at("Sprouts")),
    l.spend(LAST3, groceries),
  );

  // top_n
  k.top(
    "top_n",
    "What are my top 5 spending categories this year?",
    l.byCategory(YTD),
    5,
    categoryNames,
  );
  k.top(
    "top_n",
    "Could you tell me the top 3 places I spent money at this year",
    l.byMerchant(YTD),
    3,
  );
  k.top(
    "top_n",
    "What were my top three categories in May?",
    l.byCategory(MAY),
    3,
    categoryNames,
  );
  k.top(
    "top_n",
    "Which 3 stores or companies got the most of my money last month?",
    l.byMerchant(MAY),
    3,
  );
  k.top(
    "top_n",
    "What are the two restaurants I spend the most at this year?",
    l.byMerchant(YTD, dining),
    2,
  );
  k.top(
    "top_n",
    "Which 2 grocery stores do I spend the most at this year?",
    l.byMerchant(YTD, groceries),
    2,
  );

  // income
  k.figure(
    "income",
    "How much did Social Security pay me last month?",
    l.income(MAY, socialSecurity),
    { forbid: [l.income(MAY)] },
  );
  k.figure(
    "income",
    "How much have I received from my teacher's pension this year?",
    l.income(YTD, pension),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "Could you tell me how much I have gotten in dividends so far this year?",
    l.income(YTD, dividends),
    { forbid: [l.income(YTD, { categories: ["investment"] })] },
  );
  k.figure(
    "income",
    "What was my total income for the first quarter of this year, January through March?",
    l.income(Q1),
  );
  k.figure(
    "income",
    "What has my average monthly income been over the last 6 months?",
    averageOf(l.income(LAST6), 6),
  );
  k.figure(
    "income",
    "How much have I taken out of the IRA this year in distributions?",
    l.income(YTD, at("Charles Schwab")),
    { forbid: [l.income(YTD, { categories: ["investment"] })] },
  );
  k.figure(
    "income",
    "How much did State Farm pay me for the hail claim?",
    l.income(ALL, at("State Farm")),
  );
  // No period said and none of it this month: a thing paid now and then, whenever it was.
  k.figure(
    "income",
    "how much did the hail claim pay",
    l.income(ALL, at("State Farm")),
  );
  k.figure(
    "merchant",
    "how much did i pay in property tax",
    l.spend(ALL, at("Maricopa County Treasurer")),
    { forbid: [0] },
  );
  // A later word of a merchant's name that is no English word names it ("the hoa").
  k.figure(
    "merchant",
    "how much did the hoa cost this year",
    l.spend(YTD, at("Sunridge HOA")),
    { forbid: [l.spend(YTD)] },
  );
  k.figure("income", "What was my Total income last month?", l.income(MAY), {
    forbid: [l.income(MAY, socialSecurity), l.income(JUN)],
  });

  // category_spending
  k.figure(
    "category_spending",
    "what did the electric company take this month",
    l.spend(JUN, at("APS")),
    { forbid: [l.spend(MAY, at("APS"))] },
  );
  k.figure(
    "category_spending",
    "How much did I spend on groceries last month?",
    l.spend(MAY, groceries),
    { forbid: [l.spend(JUN, groceries)] },
  );
  k.figure(
    "category_spending",
    "How much have I spent eating out this year?",
    l.spend(YTD, dining),
  );
  k.figure(
    "category_spending",
    "What have doctors and the pharmacey cost me since January, after the refund?",
    l.spend(YTD, healthcare),
    { forbid: [grossPurchases(l, YTD, healthcare)] },
  );

  // merchant
  k.figure(
    "merchant",
    "How much have I given to the church this year?",
    l.spend(YTD, at("St. Francis Xavier Church")),
  );
  k.figure(
    "merchant",
    "How much have I spent at Olive Garden this year?",
    l.spend(YTD, at("Olive Garden")),
  );
  k.figure(
    "merchant",
    "How much have the grandchildren's gifts from Etsy come to this year?",
    l.spend(YTD, at("Etsy")),
  );
  k.figure(
    "merchant",
    "What have I paid Desert Pharmacy over the last 3 months?",
    l.spend(LAST3, at("Desert Pharmacy")),
  );
  k.figure(
    "merchant",
    "How much did I spend at Dillard's this year once the return is taken off?",
    l.spend(YTD, at("Dillard's")),
    { forbid: [grossPurchases(l, YTD, at("Dillard's"))] },
  );

  // count
  k.count(
    "count",
    "How many times did I shop at Fry's last month?",
    l.purchases(MAY, at("Fry's Food")).length,
  );
  k.count(
    "count",
    "How many times have I eaten at Cracker Barrel this year?",
    l.purchases(YTD, at("Cracker Barrel")).length,
  );
  k.count(
    "count",
    "How many Social Security payments have I received this year?",
    credits(YTD, socialSecurity).length,
  );
  k.count(
    "count",
    "How many purchases over $100 did I make last month?",
    l.purchases(MAY).filter((x) => x.cents > 10000).length,
  );

  // comparison
  k.holds("comparison", "Did I spend more at Fry's or at Sprouts last month?", [
    $(l.spend(MAY, at("Fry's Food"))),
    $(l.spend(MAY, at("Sprouts"))),
  ]);
  k.holds(
    "comparison",
    "How does my spending this month compare with last month?",
    [$(l.spend(JUN)), $(l.spend(MAY))],
    { forbid: [ahead.spend(JUN_ALL)] },
  );
  k.figure(
    "comparison",
    "How much higher was my APS bill in May than in April?",
    more(l.spend(MAY, at("APS")), l.spend(APR, at("APS"))),
  );

  // total_spending
  k.figure(
    "total_spending",
    "How much did I spend last month, all told?",
    l.spend(MAY),
    { forbid: [allDebits(l, MAY)] },
  );
  k.figure(
    "total_spending",
    "What have I spent so far this month?",
    l.spend(JUN),
    { forbid: [ahead.spend(JUN_ALL), l.spend(MAY)] },
  );

  // refunds
  k.figure(
    "refunds",
    "How much money have I gotten back from refunds and returns this year?",
    l.refunds(YTD),
  );
}
