/**
 * The spending side of the Amsterdam couple's questions (`dev-amsterdam.ts`): counts, the largest
 * and smallest, shares and savings rates, comparisons, categories and families of them (bills,
 * streaming, trains trams and petrol, health, insurance, food), merchants, accounts, averages,
 * income, refunds and transfers, typed the way people type on a phone (lowercase, no apostrophes,
 * misspellings like "albert hein", "groceris", "spnt", "hw much", Dutch names for shops and
 * accounts, terse or long-winded, "we" and "our"). Every figure comes from the oracle through the
 * question kit.
 */
import {
  lastDays,
  lastMonth,
  lastMonths,
  month,
  monthName,
  namedMonth,
  since,
  thisMonth,
  yearToDate,
} from "../calendar";
import type { QuestionKit } from "../ask";
import { percent } from "../format";
import type { EvalTransaction } from "../household";
import {
  allDebits,
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

export function amsterdamSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const OCT = thisMonth(t);
  const SEP = lastMonth(t);
  const AUG = namedMonth(t, 8);
  const JUL = namedMonth(t, 7);
  const JUN = namedMonth(t, 6);
  const MAY = namedMonth(t, 5);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  const SINCE_JUN = since(t, 6);
  // No period named: everything the household holds.
  const ALL = { start: "2026-02-01", end: t };
  // The ledger as if the bills entered for the rest of October had gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2026-10-31");
  const OCT_ALL = namedMonth(t, 10);
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const transport = { categories: ["transportation"] };
  const utilities = { categories: ["utilities"] };
  const at = (...merchants: string[]) => ({ merchants });
  const on = (...accounts: string[]) => ({ accounts });
  const mortgage = at("ING Hypotheken");
  const tikkie = at("Tikkie");
  const credits = (w: typeof SEP, f: ReturnType<typeof at>) =>
    l.rows(w, f).filter((x) => x.type === "credit");
  const pct = (part: number, whole: number) => percent(part, whole);

  // count
  k.count(
    "count",
    "how many times did we order thuisbezorgd in september",
    l.purchases(SEP, at("Thuisbezorgd")).length,
  );
  k.count(
    "count",
    "number of transactions at albert heijn this month",
    l.purchases(OCT, at("Albert Heijn")).length,
  );
  k.count(
    "count",
    "basic-fit charges us every 4 weeks right? how many times has it gone out this year",
    l.purchases(YTD, at("Basic-Fit")).length,
  );
  k.count(
    "count",
    "how many purchases over €100 last month",
    l.purchases(SEP).filter((x) => x.cents > 10000).length,
  );
  const refunds = l
    .rows(YTD)
    .filter(
      (x) =>
        x.type === "credit" &&
        !["salary", "investment", "other", "transfer"].includes(x.category),
    );
  k.count("count", "how many refunds did we get this year", refunds.length);
  k.count(
    "count",
    "hw many tikkie payments came in since june",
    credits(SINCE_JUN, tikkie).length,
  );
  k.count(
    "count",
    "how many times did we fill up at shell in august",
    l.purchases(AUG, at("Shell")).length,
  );
  k.count(
    "count",
    "how often did we go to lidl in august",
    l.purchases(AUG, at("Lidl")).length,
  );
  k.count(
    "count",
    "how many ns tickets did we buy in july",
    l.purchases(JUL, at("NS")).length,
  );
  k.count(
    "count",
    "how many bol.com orders have we placed this year",
    l.purchases(YTD, at("Bol.com")).length,
  );
  k.count(
    "count",
    "how many times did we buy coffee at lot sixty one this month",
    l.purchases(OCT, at("Lot Sixty One")).length,
  );
  k.count(
    "count",
    "how many purchases did i make on my revolut last month",
    l.purchases(SEP, on("rev")).length,
  );

  // largest and smallest
  const sepTop = largest(l, SEP);
  k.figure("largest", "biggest expense last month", sepTop.cents, {
    also: [{ name: sepTop.merchant }],
  });
  k.figure(
    "largest",
    "what was our most expensive thing at bol.com",
    largest(l, ALL, at("Bol.com")).cents,
  );
  k.figure(
    "largest",
    "largest grocery shop in august",
    largest(l, AUG, groceries).cents,
  );
  const octPurchases = l.purchases(OCT);
  const top3 = octPurchases.slice(0, 3);
  const fourth = octPurchases[3];
  if (!fourth || top3.some((x) => x.cents === fourth.cents))
    throw new Error("no clear top 3 expenses in october");
  k.holds(
    "top_n",
    "top 3 expenses this month",
    top3.map((x) => $(x.cents)),
    { forbid: [fourth.cents] },
  );
  // "Which one the most": the first of a ranking by name with its figure; naming the runner-up
  // as such is no wrong reading.
  const first = (ranking: [string, number][]) => {
    const [top, next] = ranking;
    if (!top || !next || top[1] <= next[1])
      throw new Error("no clear first in a ranking");
    return [{ name: top[0] }, $(top[1])];
  };
  k.holds(
    "largest",
    "which merchant did we spend the most at this year",
    first(l.byMerchant(YTD)),
  );
  // The payer who paid the most, and the bills whose latest charge rose (not the one that fell).
  if (l.income(YTD, at("Adyen")) <= l.income(YTD, at("Philips")))
    throw new Error("Adyen is not the biggest payer this year");
  k.holds("income", "who paid us the most this year", [
    { name: "Adyen" },
    $(l.income(YTD, at("Adyen"))),
  ]);
  k.holds("subscriptions", "which bills went up", [{ name: "Vattenfall" }], {
    forbidNames: ["Apotheek De Pijp"],
  });
  const cardSep = largest(l, SEP, on("abn"));
  k.figure(
    "largest",
    "whats the biggest single thing we put on the creditcard in september",
    cardSep.cents,
    { also: [{ name: cardSep.merchant }] },
  );
  const vattenfall = l.purchases(YTD, at("Vattenfall"));
  k.figure(
    "largest",
    "cheapest vattenfall bill this year",
    smallest(vattenfall).cents,
    { forbid: [largest(l, YTD, at("Vattenfall")).cents] },
  );
  const months: [string, number][] = [];
  for (let m = 1; m <= 10; m++)
    months.push([monthName(m), l.spend(month(2026, m))]);
  months.sort((a, b) => b[1] - a[1]);
  k.holds(
    "largest",
    "which month did we spend the most in this year",
    first(months),
  );

  // share
  k.share(
    "share",
    "what % of our spending was groceries last month",
    l.spend(SEP, groceries),
    l.spend(SEP),
    { forbidNeeds: [pct(l.spend(SEP, groceries), l.income(SEP))] },
  );
  // Paid to the lender as a bill, not into the mortgage account.
  k.figure(
    "category_spending",
    "how much did we pay on the mortgage last month",
    l.spend(SEP, mortgage),
  );
  k.share(
    "share",
    "what % of our income went on the mortgage last month",
    l.spend(SEP, mortgage),
    l.income(SEP),
    {
      forbidNeeds: [
        pct(l.spend(SEP, mortgage), l.spend(SEP)),
        pct(l.spend(SEP, mortgage), l.income(SEP, { categories: ["salary"] })),
      ],
    },
  );
  k.share(
    "share",
    "what share of spending was eating out this year",
    l.spend(YTD, dining),
    l.spend(YTD),
    {
      forbidNeeds: [
        pct(l.spend(YTD, dining) + l.spend(YTD, groceries), l.spend(YTD)),
      ],
    },
  );
  const rate = (w: typeof SEP) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  k.share("savings_rate", "savings rate last month", ...rate(SEP));
  k.share(
    "savings_rate",
    "what percent of our pay did we keep last month",
    ...rate(SEP),
  );
  k.share(
    "savings_rate",
    "how much do we save as a percentage of income this year",
    ...rate(YTD),
  );
  k.share(
    "savings_rate",
    "whats our savings rate this year so far",
    ...rate(YTD),
  );
  k.share(
    "share",
    "what percent of our income this year came from the tikkie side gig",
    l.income(YTD, tikkie),
    l.income(YTD),
  );
  k.share(
    "share",
    "how much of last months spending went on the abn creditcard, in percent",
    l.spend(SEP, on("abn")),
    l.spend(SEP),
  );
  k.share(
    "share",
    "ah as a percentage of our groceries over the last 3 months",
    l.spend(LAST3, at("Albert Heijn")),
    l.spend(LAST3, groceries),
    { forbidNeeds: [pct(l.spend(LAST3, at("Albert Heijn")), l.spend(LAST3))] },
  );

  // comparison
  k.holds("comparison", "did we spend more on groceries this month than last", [
    $(l.spend(OCT, groceries)),
    $(l.spend(SEP, groceries)),
  ]);
  k.holds("comparison", "compare eating out in august vs september", [
    $(l.spend(AUG, dining)),
    $(l.spend(SEP, dining)),
  ]);
  k.holds("comparison", "is our energy bill higher than last month", [
    $(l.spend(OCT, at("Vattenfall"))),
    $(l.spend(SEP, at("Vattenfall"))),
  ]);
  const SEP_SO_FAR = { start: SEP.start, end: "2026-09-09" };
  k.holds(
    "comparison",
    "spending this month vs same time last month",
    [$(l.spend(OCT)), $(l.spend(SEP_SO_FAR))],
    // Holding the same days of September already rules out the whole month; only counting
    // October's bills still ahead is a wrong reading.
    { forbid: [ahead.spend(OCT_ALL)] },
  );
  k.figure(
    "comparison",
    "how much more did we spend in july than june",
    more(l.spend(JUL), l.spend(JUN)),
  );
  k.holds("comparison", "ah vs jumbo last month", [
    $(l.spend(SEP, at("Albert Heijn"))),
    $(l.spend(SEP, at("Jumbo"))),
  ]);
  k.holds("comparison", "did we earn more in may or june", [
    $(l.income(MAY)),
    $(l.income(JUN)),
  ]);
  k.figure(
    "comparison",
    "how much less did we spend on transport in september than in august",
    more(l.spend(AUG, transport), l.spend(SEP, transport)),
  );
  k.holds("comparison", "creditcard vs revolut spending last month", [
    $(l.spend(SEP, on("abn"))),
    $(l.spend(SEP, on("rev"))),
  ]);
  k.holds(
    "comparison",
    "could you tell me whether we spent more at thuisbezorgd in august or in september please",
    [$(l.spend(AUG, at("Thuisbezorgd"))), $(l.spend(SEP, at("Thuisbezorgd")))],
  );

  // category_spending, and families of categories or merchants
  k.figure(
    "category_spending",
    "groceris last month",
    l.spend(SEP, groceries),
    {
      forbid: [l.spend(OCT, groceries), l.spend(SEP)],
    },
  );
  k.figure(
    "category_spending",
    "hw much have we spnt eating out this month",
    l.spend(OCT, dining),
    { forbid: [l.spend(SEP, dining)] },
  );
  k.figure(
    "category_spending",
    "bills last month - mortgage plus the utilities (vattenfall, waternet, ziggo, kpn, gemeente)",
    l.spend(SEP, mortgage) + l.spend(SEP, utilities),
    { forbid: [l.spend(SEP, utilities)] },
  );
  const streaming = at("Netflix", "Videoland", "NPO Plus");
  k.figure(
    "category_spending",
    "how much did streaming cost us this year, so netflix videoland and npo plus",
    l.spend(YTD, streaming),
    { forbid: [l.spend(YTD, { categories: ["subscription"] })] },
  );
  const trainsTramsPetrol = at("NS", "GVB", "Shell");
  k.figure(
    "category_spending",
    "trains trams and petrol last month (ns, gvb, shell)",
    l.spend(SEP, trainsTramsPetrol),
    { forbid: [l.spend(SEP, transport)] },
  );
  const health = { categories: ["healthcare"] };
  k.figure(
    "category_spending",
    "health stuff this year - zilveren kruis, etos, the apotheek",
    l.spend(YTD, at("Zilveren Kruis", "Etos", "Apotheek De Pijp")),
    {
      forbid: [
        grossPurchases(l, YTD, health),
        ahead.spend({ start: YTD.start, end: "2026-10-31" }, health),
      ],
    },
  );
  k.figure(
    "category_spending",
    "what did insurance cost us last month, zilveren kruis and centraal beheer",
    l.spend(SEP, at("Zilveren Kruis", "Centraal Beheer")),
    { forbid: [l.spend(SEP, at("Zilveren Kruis"))] },
  );
  k.figure(
    "category_spending",
    "transport last month",
    l.spend(SEP, transport),
    {
      forbid: [l.spend(SEP, trainsTramsPetrol), l.spend(OCT, transport)],
    },
  );
  k.figure(
    "category_spending",
    "utilities this month",
    l.spend(OCT, utilities),
    {
      forbid: [ahead.spend(OCT_ALL, utilities), l.spend(SEP, utilities)],
    },
  );
  k.figure(
    "category_spending",
    "how much did we spend on food in september, groceries and eating out together",
    l.spend(SEP, groceries) + l.spend(SEP, dining),
    { forbid: [l.spend(SEP, groceries), l.spend(SEP, dining)] },
  );

  // merchant
  k.figure(
    "merchant",
    "how much have we spent at thuisbezorgd this year, its getting out of hand",
    l.spend(YTD, at("Thuisbezorgd")),
    { forbid: [grossPurchases(l, YTD, at("Thuisbezorgd"))] },
  );
  k.figure(
    "merchant",
    "albert hein in august",
    l.spend(AUG, at("Albert Heijn")),
    { forbid: [l.spend(SEP, at("Albert Heijn"))] },
  );

  // account_spending
  k.figure(
    "account_spending",
    "what did we spend on the creditcard last month",
    l.spend(SEP, on("abn")),
    {
      forbid: [l.spend(SEP), l.transfers(SEP, "credit", on("abn"))],
    },
  );
  k.figure(
    "account_spending",
    "revolut spending this month",
    l.spend(OCT, on("rev")),
    { forbid: [l.spend(SEP, on("rev"))] },
  );

  // average
  k.figure(
    "average",
    "avg monthly spending last 6 months",
    averageOf(l.spend(LAST6), 6),
  );
  k.figure(
    "average",
    "on average how much do we spend per week on groceries, going by the last 28 days",
    averageOf(l.spend(lastDays(t, 28), groceries), 4),
  );
  k.figure(
    "average",
    "average albert heijn shop this year",
    averagePurchase(l, YTD, at("Albert Heijn")),
  );
  k.figure(
    "average",
    "whats our average thuisbezorgd order since june",
    averagePurchase(l, SINCE_JUN, at("Thuisbezorgd")),
  );
  k.figure(
    "average",
    "average monthly income over the last 3 months",
    averageOf(l.income(LAST3), 3),
  );

  // income
  k.figure(
    "income",
    "how much did the tikkie side gig bring in this year",
    l.income(YTD, tikkie),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "salary last month",
    l.income(SEP, { categories: ["salary"] }),
    { forbid: [l.income(SEP)] },
  );
  k.figure(
    "income",
    "did we get a tax refund this year",
    l.income(YTD, at("Belastingdienst")),
  );
  k.figure(
    "income",
    "how much did adyen pay me in august",
    l.income(AUG, at("Adyen")),
    { forbid: [l.income(AUG, { categories: ["salary"] })] },
  );
  k.figure(
    "income",
    "how much was the vakantiegeld this year, both of ours together",
    l.income(YTD, { described: "vakantiegeld" }),
    { forbid: [l.income(YTD, { categories: ["salary"] })] },
  );
  k.figure("income", "income last month", l.income(SEP), {
    forbid: [
      l.spend(SEP),
      l.income(OCT),
      l.income(SEP, { categories: ["salary"] }),
    ],
  });

  // refunds
  k.figure(
    "refunds",
    "how much did we get back from bol.com for the return",
    l.refunds(YTD, at("Bol.com")),
  );

  // transfers
  const toSavings = l.transfers(SEP, "credit", on("bunq"));
  k.figure(
    "transfers",
    "how much did we move to savings last month",
    toSavings,
    {
      forbid: [
        toSavings + l.transfers(SEP, "credit", on("beleg")),
        toSavings + l.income(SEP, on("bunq")),
      ],
    },
  );
  const toBunq = l.transfers(YTD, "credit", on("bunq"));
  k.figure("transfers", "transfers to bunq this year", toBunq, {
    forbid: [
      toBunq - l.transfers(YTD, "debit", on("bunq")),
      toBunq + l.income(YTD, on("bunq")),
    ],
  });
  k.figure(
    "transfers",
    "how much did we pay off the creditcard in august",
    l.transfers(AUG, "credit", on("abn")),
  );
  k.figure(
    "transfers",
    "how much have we put into the beleggingsrekening this year",
    l.transfers(YTD, "credit", on("beleg")),
  );
  k.figure(
    "transfers",
    "revolut top ups last month",
    l.transfers(SEP, "credit", on("rev")),
    {
      forbid: [
        l.transfers(SEP, "credit", on("rev")) + l.income(SEP, on("rev")),
      ],
    },
  );

  // total_spending
  k.figure(
    "total_spending",
    "how much have we spent this month",
    l.spend(OCT),
    {
      forbid: [l.spend(SEP), ahead.spend(OCT_ALL)],
    },
  );
  k.figure(
    "total_spending",
    "hi! could you tell us how much we spent in total last month, not counting money we moved between our own accounts",
    l.spend(SEP),
    { forbid: [allDebits(l, SEP), l.spend(OCT)] },
  );
}
