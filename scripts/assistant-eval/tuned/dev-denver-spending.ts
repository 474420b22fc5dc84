/**
 * The spending side of the Denver nurse's questions (`dev-denver.ts`): counts, the largest and
 * smallest, rankings, shares and savings rates, comparisons, categories and families of them
 * (food, bills, streaming, the dog, the car), merchants, accounts, averages, income, refunds and
 * transfers, typed the way a tired nurse types into a phone after a night shift (lowercase, no
 * apostrophes, misspellings, "amt", "txns", "mo", "$$"). Every figure comes from the oracle
 * through the question kit.
 */
import {
  lastMonth,
  lastMonths,
  lastWeek,
  namedMonth,
  quarterOf,
  since,
  thisMonth,
  yearToDate,
  daysBetween,
} from "../calendar";
import { categoryNames, type QuestionKit } from "../ask";
import { percent, roundDiv } from "../format";
import type { EvalTransaction } from "../household";
import {
  averageOf,
  averagePurchase,
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

export function denverSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const SEP = thisMonth(t);
  const AUG = lastMonth(t);
  const JUL = namedMonth(t, 7);
  const JUN = namedMonth(t, 6);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  const SINCE_JUN = since(t, 6);
  const Q3 = { start: quarterOf(t).start, end: t };
  const ALL = { start: "2025-11-01", end: t };
  // The ledger as if the bills entered for the rest of September had gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2026-09-30");
  const SEP_ALL = namedMonth(t, 9);
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const at = (...merchants: string[]) => ({ merchants });
  const on = (...accounts: string[]) => ({ accounts });
  const rent = at("Highlands Property Mgmt");
  const paychecks = at("Denver Health");
  const perDiem = at("IntelyCare");
  const credits = (w: typeof SEP, f: ReturnType<typeof at>) =>
    l.rows(w, f).filter((x) => x.type === "credit");
  const pct = (part: number, whole: number) => percent(part, whole);

  // Accounts named by their bank: the student loans at Nelnet, the Chase card (not checking).
  k.figure(
    "transfers",
    "total paid to nelnet this year",
    l.transfers(YTD, "credit", on("sl")),
  );
  k.figure(
    "transfers",
    "how much did i pay on the chase card last month",
    l.transfers(AUG, "credit", on("sapphire")),
  );
  const subscriptions = l
    .activeRecurring("subscription")
    .sort((a, b) => b.cents - a.cents);
  const [priciest, next] = subscriptions;
  if (!priciest || priciest.cents === next?.cents)
    throw new Error("no clear priciest subscription");
  k.holds(
    "subscriptions",
    "whats my most expensive subscription",
    [{ name: priciest.merchant }, $(priciest.cents)],
    { forbidNames: subscriptions.slice(1).map((x) => x.merchant) },
  );

  // count
  k.count(
    "count",
    "ok how many times did i hit starbucks this month",
    l.purchases(SEP, at("Starbucks")).length,
  );
  k.count(
    "count",
    "# of amazon orders in august",
    l.purchases(AUG, at("Amazon")).length,
  );
  k.count(
    "count",
    "how many purchases over $200 last mo",
    l.purchases(AUG).filter((x) => x.cents > 20000).length,
  );
  k.count(
    "count",
    "how many paychecks did i get in july",
    credits(JUL, paychecks).length,
  );
  k.count(
    "count",
    "how many times did i get gas last month",
    l.purchases(AUG, at("Conoco")).length,
  );
  k.count(
    "count",
    "how many times have i eaten chiptole this yr",
    l.purchases(YTD, at("Chipotle")).length,
  );
  k.count(
    "count",
    "real quick how many per diem shifts got paid out since june",
    credits(SINCE_JUN, perDiem).length,
  );
  k.count(
    "count",
    "how many times did i go to king soppers last month",
    l.purchases(AUG, at("King Soopers")).length,
  );
  k.count(
    "count",
    "how many venmo paybacks this year",
    credits(YTD, at("Venmo")).length,
  );
  k.count(
    "count",
    "7-11 runs this month how many",
    l.purchases(SEP, at("7-Eleven")).length,
  );
  k.count(
    "count",
    "how many days did the dog go to daycare in aug",
    l.purchases(AUG, at("Dogtopia")).length,
  );
  k.count(
    "count",
    "# of costco trips ytd",
    l.purchases(YTD, at("Costco")).length,
  );

  // largest and smallest
  const augTop = largest(l, AUG);
  k.figure("largest", "biggest expense last month", augTop.cents, {
    also: [{ name: augTop.merchant }],
  });
  k.figure(
    "largest",
    "largest amazon order this year",
    largest(l, YTD, at("Amazon")).cents,
  );
  k.figure(
    "largest",
    "whats the most i ever spent at costco in one trip",
    largest(l, ALL, at("Costco")).cents,
  );
  const augPurchases = l.purchases(AUG);
  const top5 = augPurchases.slice(0, 5);
  const sixth = augPurchases[5];
  if (!sixth || top5.some((x) => x.cents === sixth.cents))
    throw new Error("no clear top 5 purchases in august");
  k.holds(
    "top_n",
    "top 5 purchases in august",
    top5.map((x) => $(x.cents)),
    { forbid: [sixth.cents] },
  );
  const stores = l.byMerchant(ALL, groceries);
  const [firstStore, secondStore] = stores;
  if (!firstStore || !secondStore || firstStore[1] === secondStore[1])
    throw new Error("no clear first grocery store");
  k.holds("largest", "which grocery store do i spend the most at", [
    { name: firstStore[0] },
  ]);
  const discSep = largest(l, SEP, on("disc"));
  k.figure(
    "largest",
    "biggest thing on the discover this month",
    discSep.cents,
    {
      also: [{ name: discSep.merchant }],
    },
  );
  k.figure(
    "largest",
    "lowest xcel bill this yr",
    smallest(l.purchases(YTD, at("Xcel Energy"))).cents,
    { forbid: [largest(l, YTD, at("Xcel Energy")).cents] },
  );
  const payouts = credits(YTD, perDiem).sort((a, b) => b.cents - a.cents);
  const [bestPayout, nextPayout] = payouts;
  if (!bestPayout || bestPayout.cents === nextPayout?.cents)
    throw new Error("no clear largest per diem payout");
  k.figure(
    "largest",
    "biggest single per diem payout this year",
    bestPayout.cents,
  );
  k.top(
    "top_n",
    "top 3 categories last mo",
    l.byCategory(AUG),
    3,
    categoryNames,
  );

  // share
  const food = (w: typeof SEP) => l.spend(w, groceries) + l.spend(w, dining);
  k.share(
    "share",
    "what % of my spending this yr was food, groceries and eating out both",
    food(YTD),
    l.spend(YTD),
    {
      forbidNeeds: [
        pct(l.spend(YTD, dining), l.spend(YTD)),
        pct(l.spend(YTD, groceries), l.spend(YTD)),
      ],
    },
  );
  k.share(
    "share",
    "what % of my paychecks went to rent last month",
    l.spend(AUG, rent),
    l.income(AUG, paychecks),
    {
      forbidNeeds: [
        pct(l.spend(AUG, rent), l.income(AUG)),
        pct(l.spend(AUG, rent), l.spend(AUG)),
      ],
    },
  );
  k.share(
    "share",
    "what % of spending was on the sapphire card last month",
    l.spend(AUG, on("sapphire")),
    l.spend(AUG),
  );
  const rate = (w: typeof SEP) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  // "Gas" is the fuel stations: a share of all spending, or of the category said as the whole.
  const transportation = { categories: ["transportation"] };
  k.share(
    "share",
    "what percent of my spending was on gas last month",
    l.spend(AUG, at("Conoco")),
    l.spend(AUG),
    {
      forbidNeeds: [
        pct(l.spend(AUG, at("Conoco")), l.spend(AUG, transportation)),
      ],
    },
  );
  k.share(
    "share",
    "what % of my transportation spending was gas last month",
    l.spend(AUG, at("Conoco")),
    l.spend(AUG, transportation),
  );
  k.share("savings_rate", "savings rate this year", ...rate(YTD));
  k.share("savings_rate", "whats my savings rate for july", ...rate(JUL));
  k.share(
    "share",
    "what percent of my income ytd is from per diem",
    l.income(YTD, perDiem),
    l.income(YTD),
  );
  k.share(
    "share",
    "costco as a % of groceries last 3 mo",
    l.spend(LAST3, at("Costco")),
    l.spend(LAST3, groceries),
    { forbidNeeds: [pct(l.spend(LAST3, at("Costco")), l.spend(LAST3))] },
  );
  k.share(
    "share",
    "what percent of last months spending was eating out",
    l.spend(AUG, dining),
    l.spend(AUG),
    { forbidNeeds: [pct(food(AUG), l.spend(AUG))] },
  );

  // comparison
  k.holds(
    "comparison",
    "did i spend more at king soopers or safeway last month",
    [$(l.spend(AUG, at("King Soopers"))), $(l.spend(AUG, at("Safeway")))],
  );
  k.holds("comparison", "groceries this month vs last", [
    $(l.spend(SEP, groceries)),
    $(l.spend(AUG, groceries)),
  ]);
  k.holds("comparison", "am i spending more on eating out than in june", [
    $(l.spend(SEP, dining)),
    $(l.spend(JUN, dining)),
  ]);
  k.holds(
    "comparison",
    "how does this month compare to last month",
    [$(l.spend(SEP)), $(l.spend(AUG))],
    { forbid: [ahead.spend(SEP_ALL)] },
  );
  k.figure(
    "comparison",
    "how much less did i spend in august than july",
    more(l.spend(JUL), l.spend(AUG)),
  );
  k.holds("comparison", "chiptole vs illegal petes this yr", [
    $(l.spend(YTD, at("Chipotle"))),
    $(l.spend(YTD, at("Illegal Pete's"))),
  ]);
  k.holds("comparison", "did gas cost more in july or aug", [
    $(l.spend(JUL, at("Conoco"))),
    $(l.spend(AUG, at("Conoco"))),
  ]);
  k.figure(
    "comparison",
    "how much more have i spent at costco than trader joes this year",
    more(l.spend(YTD, at("Costco")), l.spend(YTD, at("Trader Joe's"))),
  );
  k.holds("comparison", "did i make more in july or june", [
    $(l.income(JUL)),
    $(l.income(JUN)),
  ]);
  k.holds("comparison", "sapphire vs discover spending last month", [
    $(l.spend(AUG, on("sapphire"))),
    $(l.spend(AUG, on("disc"))),
  ]);

  // category_spending, and families of categories or merchants
  k.figure(
    "category_spending",
    "utility bills this month",
    l.spend(SEP, { categories: ["utilities"] }),
    {
      forbid: [
        ahead.spend(SEP_ALL, { categories: ["utilities"] }),
        l.spend(AUG, { categories: ["utilities"] }),
      ],
    },
  );
  k.figure(
    "category_spending",
    "total bills last month - rent, xcel, water, internet, phone",
    l.spend(AUG, rent) + l.spend(AUG, { categories: ["utilities"] }),
    { forbid: [l.spend(AUG, { categories: ["utilities"] })] },
  );
  const streaming = at("Hulu", "Disney+", "YouTube Premium");
  k.figure(
    "category_spending",
    "how much on streaming this yr",
    l.spend(YTD, streaming),
    { forbid: [l.spend(YTD, { categories: ["subscription"] })] },
  );
  k.figure(
    "category_spending",
    "how much did i spend on food last mo, groceries and eating out",
    food(AUG),
    { forbid: [l.spend(AUG, dining), l.spend(AUG, groceries)] },
  );
  k.figure(
    "category_spending",
    "pet stuff this year, vet and daycare",
    l.spend(YTD, at("VCA Alameda East", "Dogtopia")),
    { forbid: [l.spend(YTD, { categories: ["other"] })] },
  );
  // A kind the dictionary knows no merchant of: the rows that say its word, whole.
  k.figure(
    "category_spending",
    "how much did i spend on my dog this month",
    l.spend(SEP, at("Dogtopia")),
    { forbid: [l.spend(SEP)] },
  );
  k.figure(
    "category_spending",
    "vet bills this yr",
    l.spend(YTD, at("VCA Alameda East")),
    {
      forbid: [l.spend(YTD, { categories: ["utilities"] })],
    },
  );
  k.figure(
    "category_spending",
    "vet bills",
    l.spend(ALL, at("VCA Alameda East")),
  );
  k.holds("merchant", "what did i spend at zzyzx hardware", [
    "no transactions",
  ]);
  const car = at("Conoco", "Progressive", "Subaru Motors Finance");
  const transport = l.spend(AUG, { categories: ["transportation"] });
  if (transport === l.spend(AUG, car))
    throw new Error("car costs equal transportation in august");
  k.figure(
    "category_spending",
    "car costs last month all in, gas insurance car payment",
    l.spend(AUG, car),
    { forbid: [transport] },
  );
  k.figure(
    "category_spending",
    "how much fun money have i blown this year",
    l.spend(YTD, { categories: ["entertainment"] }),
  );
  k.figure(
    "category_spending",
    "eating out last wk",
    l.spend(lastWeek(t), dining),
    {
      forbid: [l.spend({ start: "2026-09-21", end: t }, dining)],
    },
  );
  k.figure(
    "category_spending",
    "groceries since june",
    l.spend(SINCE_JUN, groceries),
  );
  k.figure(
    "category_spending",
    "shopping this quarter after returns",
    l.spend(Q3, { categories: ["shopping"] }),
    { forbid: [grossPurchases(l, Q3, { categories: ["shopping"] })] },
  );

  // merchant
  k.figure(
    "merchant",
    "rei after the return this yr",
    l.spend(YTD, at("REI")),
    {
      forbid: [grossPurchases(l, YTD, at("REI"))],
    },
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much did i put on discover last month",
    l.spend(AUG, on("disc")),
    {
      forbid: [
        l.spend(AUG, on("sapphire")),
        grossPurchases(l, AUG, on("disc")),
      ],
    },
  );
  k.figure(
    "account_spending",
    "spending on the saphire this month",
    l.spend(SEP, on("sapphire")),
    { forbid: [l.spend(AUG, on("sapphire"))] },
  );

  // average
  k.figure(
    "average",
    "avg monthly spending last 6 mo",
    averageOf(l.spend(LAST6), 6),
  );
  // "How much do i … each month": what a month usually holds, not the months one by one.
  k.figure(
    "average",
    "how much do i transfer to savings each month",
    averageOf(l.transfers(LAST6, "credit", on("ally")), 6),
  );
  // Year to date is exactly 38 weeks (Thursday January 1 to Wednesday September 23).
  const weeks = (daysBetween(YTD.start, t) + 1) / 7;
  if (weeks !== 38) throw new Error("year to date is not 38 weeks");
  k.figure(
    "average",
    "on average how much do i spend a week eating out this year",
    roundDiv(l.spend(YTD, dining), weeks),
  );
  k.figure(
    "average",
    "average costco trip this year",
    averagePurchase(l, YTD, at("Costco")),
  );
  const paid = credits(YTD, paychecks);
  k.figure(
    "average",
    "whats my average paycheck this year",
    averageOf(
      paid.reduce((s, x) => s + x.cents, 0),
      paid.length,
    ),
    {
      forbid: [
        averageOf(
          l.income(YTD, { categories: ["salary"] }),
          paid.length + credits(YTD, perDiem).length,
        ),
      ],
    },
  );
  k.figure(
    "average",
    "avg grocery spend per month last 3 months",
    averageOf(l.spend(LAST3, groceries), 3),
  );
  k.figure(
    "average",
    "avg per diem $$ per month last 6 months",
    averageOf(l.income(LAST6, perDiem), 6),
  );

  // income
  k.figure(
    "income",
    "how much did the per diem shifts pay last month",
    l.income(AUG, perDiem),
    { forbid: [l.income(AUG)] },
  );
  k.figure("income", "venmo paybacks this yr", l.income(YTD, at("Venmo")));
  k.figure("income", "total income ytd", l.income(YTD), {
    forbid: [l.income(YTD, { categories: ["salary"] })],
  });
  k.figure(
    "income",
    "how much did denver health pay me in july",
    l.income(JUL, paychecks),
    { forbid: [l.income(JUL)] },
  );
  k.figure("income", "income last mo", l.income(AUG), {
    forbid: [l.spend(AUG), l.income(SEP)],
  });
  k.figure("income", "ally interest this year", l.income(YTD, at("Ally Bank")));

  // refunds
  k.figure(
    "refunds",
    "how much have i gotten back in refunds this year",
    l.refunds(YTD),
  );

  // transfers
  k.figure(
    "transfers",
    "how much did i move to ally this year",
    l.transfers(YTD, "credit", on("ally")),
    {
      forbid: [
        l.transfers(YTD, "credit", on("ally")) + l.income(YTD, on("ally")),
        l.transfers(YTD, "credit", on("ally")) -
          l.transfers(YTD, "debit", on("ally")),
      ],
    },
  );
  k.figure(
    "transfers",
    "card payments last month",
    l.transfers(AUG, "credit", on("sapphire", "disc")),
    {
      forbid: [
        l.transfers(AUG, "credit", on("sapphire")),
        l.transfers(AUG, "credit", on("disc")),
      ],
    },
  );
  k.figure(
    "transfers",
    "how much have i paid on the student loans this yr",
    l.transfers(YTD, "credit", on("sl")),
  );
  k.figure(
    "transfers",
    "atm cash since june",
    l.transfers(SINCE_JUN, "credit", on("cash")),
  );
  k.figure(
    "transfers",
    "how much cash did i withdraw last month",
    l.transfers(AUG, "credit", on("cash")),
  );
  k.figure(
    "transfers",
    "any tranfers out of ally this year",
    l.transfers(YTD, "debit", on("ally")),
  );
}
