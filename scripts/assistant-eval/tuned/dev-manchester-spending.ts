/**
 * The spending side of the Manchester freelancer's questions (`dev-manchester.ts`): totals,
 * categories, merchants, accounts, income, refunds, transfers, averages, shares, savings rates,
 * counts, rankings, the largest purchase and comparisons, typed the way people type into a chat
 * box. Every figure comes from the oracle through the question kit.
 */
import {
  lastMonth,
  lastMonths,
  lastWeek,
  namedMonth,
  quarterOf,
  since,
  thisMonth,
  thisWeek,
  yearToDate,
} from "../calendar";
import { percent } from "../format";
import { categoryNames, type QuestionKit } from "../ask";
import {
  allDebits,
  averageOf,
  averagePurchase,
  countingUpcoming,
  grossPurchases,
  largest,
  more,
} from "./dev-kit";

export function manchesterSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const AUG = thisMonth(t);
  const JUL = lastMonth(t);
  const JUN = namedMonth(t, 6);
  const Q1 = quarterOf("2026-02-15");
  const Q2 = quarterOf("2026-05-15");
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  const SINCE_MAR = since(t, 3);
  const SINCE_APR = since(t, 4);
  const SINCE_MAY = since(t, 5);
  const ahead = countingUpcoming(h, "2026-08-31");
  const dining = { categories: ["food_dining"] };
  const groceries = { categories: ["groceries"] };
  const at = (merchant: string) => ({ merchants: [merchant] });

  // Payers ranked over all there is, each with its share of income.
  const EVER = { start: "2025-01-01", end: t };
  const payers = new Map<string, number>();
  for (const x of l.rows(EVER))
    if (
      x.type === "credit" &&
      ["salary", "investment", "other"].includes(x.category)
    )
      payers.set(x.merchant, (payers.get(x.merchant) ?? 0) + x.cents);
  const [topPayer, nextPayer] = [...payers].sort((a, b) => b[1] - a[1]);
  if (!topPayer || topPayer[1] === nextPayer?.[1])
    throw new Error("no clear top payer");
  k.holds("income", "which client pays me the most as a percentage", [
    { name: topPayer[0] },
    percent(topPayer[1], l.income(EVER)),
  ]);
  k.holds("income", "whats my biggest client", [{ name: topPayer[0] }]);
  const on = (account: string) => ({ accounts: [account] });

  // total_spending
  k.figure("total_spending", "how mch have i spent this month", l.spend(AUG), {
    forbid: [l.spend(JUL), ahead.spend(namedMonth(t, 8))],
  });
  k.figure("total_spending", "what did i spend in july", l.spend(JUL), {
    forbid: [
      l.spend(JUL) - l.spend(JUL, { categories: ["other"] }),
      l.spend(JUN),
    ],
  });
  k.figure("total_spending", "total spend q2", l.spend(Q2));
  k.figure(
    "total_spending",
    "how much did i spend last week",
    l.spend(lastWeek(t)),
    {
      forbid: [l.spend(thisWeek(t))],
    },
  );

  // category_spending
  k.figure(
    "category_spending",
    "how much on eating out last mnth",
    l.spend(JUL, dining),
    { forbid: [l.spend(AUG, dining), l.spend(JUL)] },
  );
  k.figure(
    "category_spending",
    "grocerys since april",
    l.spend(SINCE_APR, groceries),
  );
  k.figure(
    "category_spending",
    "travel spending in q2",
    l.spend(Q2, { categories: ["travel"] }),
    { forbid: [grossPurchases(l, Q2, { categories: ["travel"] })] },
  );
  k.figure(
    "category_spending",
    "what did transport cost me in june",
    l.spend(JUN, { categories: ["transportation"] }),
  );

  // merchant
  k.figure(
    "merchant",
    "how much have i spent at pret this year",
    l.spend(YTD, at("Pret A Manger")),
  );
  k.figure(
    "merchant",
    "how much have i blown on deliveroo in the last 3 months",
    l.spend(LAST3, at("Deliveroo")),
    { forbid: [l.spend(SINCE_MAY, at("Deliveroo"))] },
  );
  k.figure(
    "merchant",
    "how much did asos actually cost me since march once returns come off",
    l.spend(SINCE_MAR, at("ASOS")),
    { forbid: [grossPurchases(l, SINCE_MAR, at("ASOS"))] },
  );
  k.figure(
    "merchant",
    "how much council tax have i paid this year",
    l.spend(YTD, at("Manchester City Council")),
    {
      forbid: [
        ahead.spend(
          { start: YTD.start, end: "2026-08-31" },
          at("Manchester City Council"),
        ),
      ],
    },
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much did i spend on the barclaycard last month",
    l.spend(JUL, on("cc")),
    { forbid: [l.spend(JUL, on("cur")), l.spend(JUL)] },
  );
  k.figure(
    "account_spending",
    "spending from my monzo in june",
    l.spend(JUN, on("cur")),
    { forbid: [allDebits(l, JUN, on("cur"))] },
  );
  k.figure(
    "account_spending",
    "how much has gone on the credit card this month",
    l.spend(AUG, on("cc")),
    { forbid: [l.spend(JUL, on("cc"))] },
  );

  // income
  k.figure("income", "how much did i earn last month", l.income(JUL), {
    forbid: [l.income(AUG), l.income(JUN), l.spend(JUL)],
  });
  k.figure(
    "income",
    "how much has brightwave paid me so far this year",
    l.income(YTD, at("Brightwave Digital")),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "total freelance income in q2",
    l.income(Q2, { categories: ["salary"] }),
    { forbid: [l.income(Q2)] },
  );
  k.figure("income", "how much money has come in this month", l.income(AUG), {
    forbid: [l.income(JUL)],
  });
  k.figure(
    "income",
    "how much interest has marcus paid me ytd",
    l.income(YTD, at("Marcus")),
  );

  // refunds
  k.figure(
    "refunds",
    "how much have i had back in refunds since may",
    l.refunds(SINCE_MAY),
  );
  k.figure(
    "refunds",
    "how much did asos refund me in june",
    l.refunds(JUN, at("ASOS")),
  );
  k.figure("refunds", "refunds last month?", l.refunds(JUL), {
    forbid: [l.refunds(JUN)],
  });

  // transfers
  k.figure(
    "transfers",
    "how much did i put in my isa this year",
    l.transfers(YTD, "credit", on("isa")),
  );
  k.figure(
    "transfers",
    "how much did i move to savings in q2",
    l.transfers(Q2, "credit", on("sav")),
    {
      forbid: [
        l.transfers(Q2, "credit", on("sav")) +
          l.transfers(Q2, "credit", on("isa")),
      ],
    },
  );
  k.figure(
    "transfers",
    "how much did i pay off on the barclaycard last month",
    l.transfers(JUL, "credit", on("cc")),
  );
  k.figure(
    "transfers",
    "how much did i take out of savings last month",
    l.transfers(JUL, "debit", on("sav")),
  );

  // average
  k.figure(
    "average",
    "avg monthly grocerys last 3 months",
    averageOf(l.spend(LAST3, groceries), 3),
  );
  k.figure(
    "average",
    "average greggs spend per visit this year",
    averagePurchase(l, YTD, at("Greggs")),
  );
  k.figure(
    "average",
    "on average how much do i earn a month, last 6 months",
    averageOf(l.income(LAST6), 6),
  );

  // share
  k.share(
    "share",
    "what % of my spending last month was rent",
    l.spend(JUL, at("Hallam Lettings")),
    l.spend(JUL),
  );
  k.share(
    "share",
    "what percentage of my income this year came from brightwave",
    l.income(YTD, at("Brightwave Digital")),
    l.income(YTD),
  );
  k.share(
    "share",
    "how much of my q2 spending was eating out in %",
    l.spend(Q2, dining),
    l.spend(Q2),
  );

  // savings_rate
  const rate = (w: typeof JUL) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  k.share("savings_rate", "whats my savings rate this year", ...rate(YTD));
  k.share("savings_rate", "savings rate in june", ...rate(JUN));
  k.share("savings_rate", "what was my savings rate last month", ...rate(JUL));

  // count
  k.count(
    "count",
    "how many times did i get greggs last month",
    l.purchases(JUL, at("Greggs")).length,
  );
  k.count(
    "count",
    "how many deliveroos since may",
    l.purchases(SINCE_MAY, at("Deliveroo")).length,
  );
  k.count(
    "count",
    "how many payments did i get from clients in q2",
    l.rows(Q2, { categories: ["salary"] }).filter((x) => x.type === "credit")
      .length,
  );

  // top_n
  k.top("top_n", "top 3 merchants last month", l.byMerchant(JUL), 3);
  k.top(
    "top_n",
    "my top 4 spending categories this year",
    l.byCategory(YTD),
    4,
    categoryNames,
  );
  k.top(
    "top_n",
    "where do i eat out the most, top 3, last 3 months",
    l.byMerchant(LAST3, dining),
    3,
  );

  // largest
  const ccJune = largest(l, JUN, on("cc"));
  k.figure(
    "largest",
    "biggest thing i bought on the barclaycard in june",
    ccJune.cents,
    { also: [{ name: ccJune.merchant }] },
  );
  k.figure(
    "largest",
    "largest asos order this year",
    largest(l, YTD, at("ASOS")).cents,
  );
  k.figure(
    "largest",
    "most expensive deliveroo since march",
    largest(l, SINCE_MAR, at("Deliveroo")).cents,
  );
  // An invoice is money in: the largest payment received, not the year's income.
  const paidIn = l
    .rows(YTD)
    .filter(
      (x) =>
        x.type === "credit" &&
        ["salary", "investment", "other"].includes(x.category),
    )
    .sort((a, b) => b.cents - a.cents);
  const [bestInvoice, nextInvoice] = paidIn;
  if (!bestInvoice || nextInvoice?.cents === bestInvoice.cents)
    throw new Error("no clear largest payment this year");
  k.figure(
    "largest",
    "biggest invoice i got paid this year",
    bestInvoice.cents,
    { also: [{ name: bestInvoice.merchant }], forbid: [l.income(YTD)] },
  );

  // comparison
  k.holds("comparison", "did i spend more on eating out in june or july", [
    $(l.spend(JUN, dining)),
    $(l.spend(JUL, dining)),
  ]);
  k.holds(
    "comparison",
    "how does my spending this month compare to last month",
    [$(l.spend(AUG)), $(l.spend(JUL))],
  );
  k.figure(
    "comparison",
    "how much more did i earn in q2 than q1",
    more(l.income(Q2), l.income(Q1)),
  );
}
