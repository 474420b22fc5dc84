/**
 * The spending side of the London developer's questions (`dev-london.ts`): categories and
 * families of them (transport, eating out, takeaways, coffee, bills, subscriptions, clothes,
 * going out), merchants, the largest and smallest, rankings, shares, comparisons, counts, income
 * and transfers, typed the way a 26-year-old types into a chat (lowercase, slang, "tfl", "m&s",
 * "rn", "cba", British spellings, typos). Every figure comes from the oracle through the
 * question kit.
 */
import {
  lastMonth,
  lastMonths,
  lastWeek,
  monthName,
  namedMonth,
  quarterOf,
  thisMonth,
  thisWeek,
  yearToDate,
} from "../calendar";
import { categoryNames, type QuestionKit } from "../ask";
import { percent } from "../format";
import type { EvalTransaction } from "../household";
import {
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

export function londonSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const AUG = thisMonth(t);
  const JUL = lastMonth(t);
  const JUN = namedMonth(t, 6);
  const MAY = namedMonth(t, 5);
  const MAR = namedMonth(t, 3);
  const APR = namedMonth(t, 4);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const Q3 = { start: quarterOf(t).start, end: t };
  const ALL = { start: "2025-12-01", end: t };
  // The ledger as if Now TV, entered for the 29th, had already gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2026-08-31");
  const AUG_ALL = namedMonth(t, 8);
  const cat = (...categories: string[]) => ({ categories });
  const at = (...merchants: string[]) => ({ merchants });
  const on = (...accounts: string[]) => ({ accounts });
  const dining = cat("food_dining");
  const groceries = cat("groceries");
  const transport = cat("transportation");
  const bills = cat("utilities");
  const rent = at("D Okafor");
  const work = at("Brightloop Ltd");
  const ebay = at("eBay");
  const takeaways = at("Domino's", "Golden Wok");
  const coffee = at("Gail's", "Monmouth Coffee");
  const bikes = at("Santander Cycles", "Lime");
  const clothes = at("Zara", "COS");
  const goingOut = at("The Windmill", "Effra Social", "Dice FM");
  const credits = (w: typeof AUG, f: ReturnType<typeof at>) =>
    l.rows(w, f).filter((x) => x.type === "credit");
  const pct = (part: number, whole: number) => percent(part, whole);
  const differ = (a: number, b: number, what: string) => {
    if (a === b) throw new Error(`${what}: the two readings agree`);
  };

  // category_spending, and families of categories or merchants
  k.figure(
    "category_spending",
    "how much have i spent on transport this month",
    l.spend(AUG, transport),
    { forbid: [l.spend(JUL, transport)] },
  );
  differ(l.spend(YTD, bikes), l.spend(YTD, transport), "bikes");
  k.figure(
    "category_spending",
    "how much have i spent on bikes this yr, santander ones and lime",
    l.spend(YTD, bikes),
    { forbid: [l.spend(YTD, transport)] },
  );
  k.figure(
    "category_spending",
    "how much have i blown eating out this month",
    l.spend(AUG, dining),
    { forbid: [l.spend(JUL, dining)] },
  );
  k.figure(
    "category_spending",
    "takeaways since jan, so dominos and the golden wok",
    l.spend(YTD, takeaways),
    {
      forbid: [l.spend(YTD, dining), grossPurchases(l, YTD, takeaways)],
    },
  );
  k.figure(
    "category_spending",
    "how much am i spending on coffee this month (gails + monmouth)",
    l.spend(AUG, coffee),
    { forbid: [l.spend(AUG, dining), l.spend(JUL, coffee)] },
  );
  k.figure("category_spending", "bills this month", l.spend(AUG, bills), {
    forbid: [l.spend(JUL, bills), l.spend(AUG, bills) + l.spend(AUG, rent)],
  });
  k.figure(
    "category_spending",
    "total bills last month incl rent, council tax, energy, water, phone, internet",
    l.spend(JUL, bills) + l.spend(JUL, rent),
    { forbid: [l.spend(JUL, bills)] },
  );
  k.figure(
    "category_spending",
    "how much have subscriptions cost me this month",
    l.spend(AUG, cat("subscription")),
    { forbid: [ahead.spend(AUG_ALL, cat("subscription"))] },
  );
  differ(l.spend(Q3, clothes), l.spend(Q3, cat("shopping")), "clothes");
  k.figure(
    "category_spending",
    "clothes this quarter after the zara return, just zara and cos",
    l.spend(Q3, clothes),
    {
      forbid: [l.spend(Q3, cat("shopping")), grossPurchases(l, Q3, clothes)],
    },
  );
  differ(l.spend(JUL, goingOut), l.spend(JUL, cat("entertainment")), "going");
  k.figure(
    "category_spending",
    "going out last month - pubs and gigs",
    l.spend(JUL, goingOut),
    { forbid: [l.spend(JUL, cat("entertainment"))] },
  );
  k.figure(
    "category_spending",
    "how much have i spent on travel this year after the easyjet refund",
    l.spend(YTD, cat("travel")),
    { forbid: [grossPurchases(l, YTD, cat("travel"))] },
  );

  // merchant
  k.figure(
    "merchant",
    "how much have i spent in m&s this month",
    l.spend(AUG, at("M&S Food")),
    { forbid: [l.spend(JUL, at("M&S Food"))] },
  );
  k.figure("merchant", "waitrose last month", l.spend(JUL, at("Waitrose")), {
    forbid: [l.spend(AUG, at("Waitrose"))],
  });
  k.figure(
    "merchant",
    "tfl this week so far",
    l.spend(thisWeek(t), at("TfL")),
    {
      forbid: [l.spend(lastWeek(t), at("TfL"))],
    },
  );
  k.figure(
    "merchant",
    "dominos in may after they refunded the cold pizza",
    l.spend(MAY, at("Domino's")),
    { forbid: [grossPurchases(l, MAY, at("Domino's"))] },
  );

  // largest and smallest, top N
  const augTop = largest(l, AUG);
  k.figure("largest", "biggest spend this month", augTop.cents, {
    also: [{ name: augTop.merchant }],
  });
  const amexTop = largest(l, AUG, on("amex"));
  k.figure("largest", "biggest thing on the amex this month", amexTop.cents, {
    also: [{ name: amexTop.merchant }],
  });
  const takeawayTop = largest(l, YTD, takeaways);
  k.figure(
    "largest",
    "most expensive takeaway this year, dominos or the golden wok",
    takeawayTop.cents,
    {
      also: [{ name: takeawayTop.merchant }],
    },
  );
  k.figure(
    "largest",
    "cheapest tfl journey this month",
    smallest(l.purchases(AUG, at("TfL"))).cents,
    { forbid: [largest(l, AUG, at("TfL")).cents] },
  );
  k.figure(
    "largest",
    "smallest waitrose shop this yr",
    smallest(l.purchases(YTD, at("Waitrose"))).cents,
    { forbid: [largest(l, YTD, at("Waitrose")).cents] },
  );
  const transfers = l
    .rows(YTD)
    .filter((x) => x.category === "transfer" && x.type === "debit")
    .sort((a, b) => b.cents - a.cents);
  const [topTransfer, nextTransfer] = transfers;
  if (!topTransfer || topTransfer.cents === nextTransfer?.cents)
    throw new Error("no clear largest transfer");
  k.figure("largest", "largest transfer i made this year", topTransfer.cents);
  k.share(
    "share",
    "how big a chunk of my pay goes on rent this month",
    l.spend(AUG, rent),
    l.income(AUG),
  );
  // A share of a merchant the ledger has never seen is no share of everything.
  k.refuse("what % of my spending was deliveroo this month");
  k.figure(
    "largest",
    "priciest british gas bill this year",
    largest(l, YTD, at("British Gas")).cents,
  );
  const payouts = credits(YTD, ebay).sort((a, b) => b.cents - a.cents);
  const [bestPayout, nextPayout] = payouts;
  if (!bestPayout || bestPayout.cents === nextPayout?.cents)
    throw new Error("no clear largest ebay payout");
  k.figure("largest", "biggest ebay payout this year", bestPayout.cents);
  const months = [
    "2025-12",
    "2026-01",
    "2026-02",
    "2026-03",
    "2026-04",
    "2026-05",
    "2026-06",
    "2026-07",
  ].map((key) => {
    const m = Number(key.slice(5));
    const w = key === "2025-12" ? namedMonth(t, 12) : namedMonth(t, m);
    return [w, l.spend(w)] as const;
  });
  const byMonth = [...months, [AUG, l.spend(AUG)] as const].sort(
    (a, b) => b[1] - a[1],
  );
  const [topMonth, nextMonth] = byMonth;
  if (!topMonth || !nextMonth || topMonth[1] === nextMonth[1])
    throw new Error("no clear top month");
  const monthWord = monthName(Number(topMonth[0].start.slice(5, 7)));
  k.holds("largest", "which month did i spend the most", [
    { name: monthWord },
    $(topMonth[1]),
  ]);
  k.top("top_n", "top 5 merchants this year", l.byMerchant(YTD), 5);
  // The UK tax year starts on 6 April; "tax" here names the year, not the tax category.
  k.figure(
    "income",
    "what did i earn this tax year",
    l.income({ start: "2026-04-06", end: t }),
    { forbid: [l.income(YTD)] },
  );
  // The biggest of the bills that come every month: the rent, at its latest charge.
  const [latestRent] = l
    .purchases(AUG, at("D Okafor"))
    .sort((a, b) => b.date.localeCompare(a.date));
  if (!latestRent) throw new Error("no rent this month");
  k.holds("subscriptions", "what's my biggest monthly bill", [
    { name: "D Okafor" },
    $(latestRent.cents),
  ]);
  k.top(
    "top_n",
    "top 3 categories last month",
    l.byCategory(JUL),
    3,
    categoryNames,
  );
  k.top(
    "top_n",
    "top 3 places i eat out at this yr",
    l.byMerchant(YTD, dining),
    3,
  );

  // share
  k.share(
    "share",
    "what % of my salary goes on rent, last month",
    l.spend(JUL, rent),
    l.income(JUL, work),
    {
      forbidNeeds: [
        pct(l.spend(JUL, rent), l.income(JUL)),
        pct(l.spend(JUL, rent), l.spend(JUL)),
      ],
    },
  );
  k.share(
    "share",
    "what share of my spending this year is eating out",
    l.spend(YTD, dining),
    l.spend(YTD),
    {
      forbidNeeds: [
        pct(l.spend(YTD, dining) + l.spend(YTD, groceries), l.spend(YTD)),
      ],
    },
  );
  k.share(
    "share",
    "m&s as a % of groceries this year",
    l.spend(YTD, at("M&S Food")),
    l.spend(YTD, groceries),
    { forbidNeeds: [pct(l.spend(YTD, at("M&S Food")), l.spend(YTD))] },
  );
  const rate = (w: typeof AUG) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  k.share("savings_rate", "whats my savings rate last month", ...rate(JUL));
  k.share(
    "share",
    "what % of my income this yr came from ebay",
    l.income(YTD, ebay),
    l.income(YTD),
  );
  k.share(
    "share",
    "what percentage of last months spending was bills, not counting rent",
    l.spend(JUL, bills),
    l.spend(JUL),
    {
      forbidNeeds: [
        pct(l.spend(JUL, bills) + l.spend(JUL, rent), l.spend(JUL)),
      ],
    },
  );
  k.share(
    "share",
    "how much of my transport this month is tfl, as a %",
    l.spend(AUG, at("TfL")),
    l.spend(AUG, transport),
  );
  k.share(
    "share",
    "what % of my spending went on the amex last month",
    l.spend(JUL, on("amex")),
    l.spend(JUL),
  );

  // comparison
  k.holds(
    "comparison",
    "how does this month compare to last month",
    [$(l.spend(AUG)), $(l.spend(JUL))],
    { forbid: [ahead.spend(AUG_ALL)] },
  );
  k.holds("comparison", "july vs june spending", [
    $(l.spend(JUL)),
    $(l.spend(JUN)),
  ]);
  k.holds(
    "comparison",
    "have i spent more on takeaways (dominos, golden wok) than last month",
    [$(l.spend(AUG, takeaways)), $(l.spend(JUL, takeaways))],
  );
  k.figure(
    "comparison",
    "how much more have i spent on groceries than eating out this year",
    more(l.spend(YTD, groceries), l.spend(YTD, dining)),
  );
  k.holds("comparison", "waitrose vs m&s last month", [
    $(l.spend(JUL, at("Waitrose"))),
    $(l.spend(JUL, at("M&S Food"))),
  ]);
  k.figure(
    "comparison",
    "how much less have i spent in august so far than in july",
    more(l.spend(JUL), l.spend(AUG)),
  );
  k.holds("comparison", "tfl this month vs last", [
    $(l.spend(AUG, at("TfL"))),
    $(l.spend(JUL, at("TfL"))),
  ]);
  k.holds("comparison", "did i earn more in march or april", [
    $(l.income(MAR)),
    $(l.income(APR)),
  ]);
  k.holds("comparison", "amex vs starling spending last month", [
    $(l.spend(JUL, on("amex"))),
    $(l.spend(JUL, on("stl"))),
  ]);
  k.holds("comparison", "entertainment spending jul vs aug", [
    $(l.spend(JUL, cat("entertainment"))),
    $(l.spend(AUG, cat("entertainment"))),
  ]);

  // count
  k.count(
    "count",
    "how many tfl journeys this month",
    l.purchases(AUG, at("TfL")).length,
  );
  // A place she never went to is none, not every purchase ("go to" names the place).
  if (l.purchases(YTD).some((x) => /pret/i.test(x.merchant)))
    throw new Error("pret is in the ledger");
  k.count("count", "how many times did i go to pret this year", 0, {
    forbid: [l.spend(YTD)],
  });
  k.count(
    "count",
    "how many times did i get a takeaway this year, dominos or golden wok",
    l.purchases(YTD, takeaways).length,
  );
  k.count(
    "count",
    "how many waitrose shops last month",
    l.purchases(JUL, at("Waitrose")).length,
  );
  k.count(
    "count",
    "how many ebay payouts have i had this yr",
    credits(YTD, ebay).length,
  );
  k.count(
    "count",
    "how many times have i used santander bikes or lime this month",
    l.purchases(AUG, bikes).length,
  );
  k.count(
    "count",
    "how many gails coffees this week lol",
    l.purchases(thisWeek(t), at("Gail's")).length,
  );
  k.count(
    "count",
    "how many purchases over £50 last month",
    l.purchases(JUL).filter((x) => x.cents > 5000).length,
  );
  k.count(
    "count",
    "how many times have i ever been to dishoom",
    l.purchases(ALL, at("Dishoom")).length,
  );

  // average
  k.figure(
    "average",
    "avg monthly spend over the last 3 months",
    averageOf(l.spend(LAST3), 3),
  );

  // income
  k.figure("income", "salary last month", l.income(JUL, work), {
    forbid: [l.income(JUL)],
  });
  k.figure("income", "ebay payouts this year", l.income(YTD, ebay));
  k.figure(
    "income",
    "how much was my bonus",
    l.income(YTD, { merchants: ["Brightloop Ltd"], described: "bonus" }),
  );
  k.figure("income", "total income ytd", l.income(YTD), {
    forbid: [l.income(YTD, cat("salary"))],
  });
  k.figure("income", "how much did work pay me in march", l.income(MAR, work), {
    forbid: [l.income(MAR)],
  });
  k.figure(
    "income",
    "how much interest has chase paid me this year",
    l.income(YTD, at("Chase")),
  );
  k.figure("income", "income this month", l.income(AUG), {
    forbid: [l.income(JUL), l.spend(AUG)],
  });
  k.figure("income", "what did i make on ebay last month", l.income(JUL, ebay));

  // refunds
  k.figure(
    "refunds",
    "how much have i had back in refunds this year",
    l.refunds(YTD),
  );

  // transfers
  const lisaIn = l.transfers(YTD, "credit", on("lisa"));
  k.figure("transfers", "how much have i put into the lisa this year", lisaIn, {
    forbid: [lisaIn + l.income(YTD, on("lisa"))],
  });
  const saverIn = l.transfers(YTD, "credit", on("chase"));
  k.figure(
    "transfers",
    "how much did i move to savings this year, chase saver",
    saverIn,
    { forbid: [saverIn - l.transfers(YTD, "debit", on("chase"))] },
  );
  k.figure(
    "transfers",
    "amex payment last month",
    l.transfers(JUL, "credit", on("amex")),
    { forbid: [l.transfers(AUG, "credit", on("amex"))] },
  );
  k.figure(
    "transfers",
    "how much have i paid into trading 212 this yr",
    l.transfers(YTD, "credit", on("t212")),
  );
  k.figure(
    "transfers",
    "did i take anything out of the chase saver this year",
    l.transfers(YTD, "debit", on("chase")),
  );
  const stashed = l.transfers(JUL, "credit", on("chase", "lisa", "t212"));
  k.figure(
    "transfers",
    "total i stashed away last month across chase, lisa and t212",
    stashed,
    { forbid: [l.transfers(JUL, "credit", on("chase"))] },
  );
}
