/**
 * The spending side of the Sydney family's questions (`dev-sydney.ts`): totals, categories,
 * merchants, an account, income from two employers and the government, refunds, transfers to the
 * mortgage, savings and cards, averages, shares, the savings rate, counts, a ranking, the
 * largest purchase and deposit, and a comparison, typed the way an Australian couple types
 * ("woolies", "petrol", "all up", "yr", a few typos). Weighted toward shares, the largest,
 * income and transfers. Every figure comes from the oracle through the question kit.
 */
import {
  addDays,
  lastMonth,
  lastMonths,
  namedMonth,
  quarterOf,
  since,
  thisMonth,
  yearToDate,
} from "../calendar";
import { categoryNames, type QuestionKit } from "../ask";
import { percent } from "../format";
import {
  allDebits,
  averageOf,
  averagePurchase,
  countingUpcoming,
  grossPurchases,
  largest,
  more,
} from "./dev-kit";

export function sydneySpendingQuestions(k: QuestionKit): void {
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
  const SINCE_JUL = since(t, 7);
  const ALL = { start: "2025-09-01", end: t };
  const LAST_QUARTER = quarterOf(addDays(quarterOf(t).start, -1));
  // The ledger as if the bills already entered for September had gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2026-09-30");
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const transport = { categories: ["transportation"] };
  const petrol = { merchants: ["Ampol", "BP"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const daycare = at("Little Gumnuts Early Learning");
  const chloe = at("NSW Department of Education");
  const pct = (part: number, whole: number) => percent(part, whole);

  // total_spending
  k.figure(
    "total_spending",
    "how much have we spent so far this month",
    l.spend(SEP),
    {
      forbid: [
        l.spend(AUG),
        ahead.spend({ start: SEP.start, end: "2026-09-30" }),
      ],
    },
  );
  k.figure("total_spending", "total spending last month?", l.spend(AUG), {
    forbid: [allDebits(l, AUG), l.spend(JUL)],
  });
  // "On everything" is all of it; "on the kids" is nothing the ledger can tell apart, so not all
  // of it either.
  k.figure(
    "total_spending",
    "how much did we spend on everything last month",
    l.spend(AUG),
  );
  if (l.rows(YTD).some((x) => /kids?/i.test(x.merchant)))
    throw new Error("a merchant names the kids");
  k.refuse("how much did we spend on the kids this year");
  // An Australian household's financial year runs from July to June.
  k.figure(
    "total_spending",
    "how much did we spend in total last financial year",
    l.spend({ start: "2025-07-01", end: "2026-06-30" }),
    { forbid: [l.spend(YTD)] },
  );

  // category_spending
  k.figure(
    "category_spending",
    "groceries last month",
    l.spend(AUG, groceries),
    {
      forbid: [l.spend(SEP, groceries), l.spend(AUG)],
    },
  );
  k.figure(
    "category_spending",
    "how much have we spent on petrol snce july",
    l.spend(SINCE_JUL, petrol),
    { forbid: [l.spend(SINCE_JUL, transport)] },
  );

  // merchant
  k.figure(
    "merchant",
    "how much did we spend at woolies in august",
    l.spend(AUG, at("Woolworths")),
    { forbid: [l.spend(AUG, groceries)] },
  );
  k.figure(
    "merchant",
    "how much have we spent at bunnings all up",
    l.spend(ALL, at("Bunnings")),
    { forbid: [grossPurchases(l, ALL, at("Bunnings"))] },
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much went on the amex last month",
    l.spend(AUG, on("amex")),
    { forbid: [l.spend(AUG), l.spend(AUG, on("westpac"))] },
  );

  // income: two salaries; the tax refund and the childcare subsidy are income too.
  k.figure("income", "how much did we earn last month", l.income(AUG), {
    forbid: [l.income(AUG, { categories: ["salary"] }), l.spend(AUG)],
  });
  k.figure(
    "income",
    "how much has atlassian paid this year",
    l.income(YTD, at("Atlassian")),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "how much has chloe got from the dept of education since july",
    l.income(SINCE_JUL, chloe),
    { forbid: [l.income(SINCE_JUL)] },
  );
  k.figure(
    "income",
    "whats our average monthly income over the last 6 months",
    averageOf(l.income(LAST6), 6),
  );
  k.figure("income", "total income last quarter", l.income(LAST_QUARTER), {
    forbid: [l.income(quarterOf(t))],
  });
  k.figure(
    "income",
    "how much did we get from services australia for the childcare subsidy",
    l.income(ALL, at("Services Australia")),
  );

  // refunds: Medicare rebates, a Woolworths refund and a Kmart return this year.
  k.figure("refunds", "refunds this year?", l.refunds(YTD), {
    forbid: [l.refunds(ALL)],
  });

  // transfers
  k.figure(
    "transfers",
    "how much did we pay off the mortgage last month",
    l.transfers(AUG, "credit", on("home")),
  );
  k.figure(
    "transfers",
    "how much have we put into the ing account this year",
    l.transfers(YTD, "credit", on("ing")),
    {
      forbid: [
        l.transfers(YTD, "credit", on("ing")) + l.income(YTD, on("ing")),
      ],
    },
  );
  k.figure(
    "transfers",
    "what did we pay on the westpac card in august",
    l.transfers(AUG, "credit", on("westpac")),
  );
  k.figure(
    "transfers",
    "did we pull anything out of savings this year",
    l.transfers(YTD, "debit", on("ing")),
  );

  // average
  k.figure(
    "average",
    "whats our avg woolies shop the last 3 months",
    averagePurchase(l, LAST3, at("Woolworths")),
  );
  k.figure(
    "average",
    "avg monthly spend over the last 6 months",
    averageOf(l.spend(LAST6), 6),
  );

  // share
  k.share(
    "share",
    "what % of our spending last month was groceries",
    l.spend(AUG, groceries),
    l.spend(AUG),
  );
  k.share(
    "share",
    "what share of our income this year came from the education dept",
    l.income(YTD, chloe),
    l.income(YTD),
    {
      forbidNeeds: [
        pct(l.income(YTD, chloe), l.income(YTD, { categories: ["salary"] })),
      ],
    },
  );
  k.share(
    "share",
    "what portion of our spending this year went to daycare",
    l.spend(YTD, daycare),
    l.spend(YTD),
  );
  k.share(
    "share",
    "woolies as a percentage of our grocery spend, last 3 months",
    l.spend(LAST3, at("Woolworths")),
    l.spend(LAST3, groceries),
    { forbidNeeds: [pct(l.spend(LAST3, at("Woolworths")), l.spend(LAST3))] },
  );
  k.share(
    "share",
    "petrol as a % of transport costs this year",
    l.spend(YTD, petrol),
    l.spend(YTD, transport),
    { forbidNeeds: [pct(l.spend(YTD, petrol), l.spend(YTD))] },
  );
  k.share(
    "share",
    "what % of last months income did we actually spend",
    l.spend(AUG),
    l.income(AUG),
  );

  // savings_rate
  k.share(
    "savings_rate",
    "whats our savings rate this year",
    l.income(YTD) - l.spend(YTD),
    l.income(YTD),
  );

  // count
  k.count(
    "count",
    "how many times did we fill up the car last month",
    l.purchases(AUG, petrol).length,
  );
  k.count(
    "count",
    "how many uber eats orders since july",
    l.purchases(SINCE_JUL, at("Uber Eats")).length,
  );

  // top_n
  k.top(
    "top_n",
    "top 3 categories this yr",
    l.byCategory(YTD),
    3,
    categoryNames,
  );

  // largest
  const augTop = largest(l, AUG);
  k.figure("largest", "biggest expense last month", augTop.cents, {
    also: [{ name: augTop.merchant }],
  });
  k.figure(
    "largest",
    "whats the most expensive thing we bought at bunnnings",
    largest(l, ALL, at("Bunnings")).cents,
  );
  const ytdTop = largest(l, YTD);
  k.figure("largest", "largest purchase this year", ytdTop.cents, {
    also: [{ name: ytdTop.merchant }],
  });
  const deposits = l
    .rows(YTD)
    .filter((x) => x.type === "credit")
    .sort((a, b) => b.cents - a.cents);
  const [topDeposit, nextDeposit] = deposits;
  if (!topDeposit || topDeposit.cents === nextDeposit?.cents)
    throw new Error("no clear largest deposit");
  if (topDeposit.category === "transfer")
    throw new Error("the largest deposit is a transfer");
  k.figure("largest", "biggest deposit this yr", topDeposit.cents, {
    also: [{ name: topDeposit.merchant }],
  });
  // The mortgage is paid by transfers into the home loan: those are its payments.
  const intoLoan = l.transfers(AUG, "credit", on("home"));
  k.figure(
    "transfers",
    "how much did we pay on the mortgage last month",
    intoLoan,
  );
  k.share(
    "share",
    "what % of our income went on the mortgage last month",
    intoLoan,
    l.income(AUG),
  );
  // The largest refund: the biggest credit that is neither income nor a transfer.
  const refunds = l
    .rows(ALL)
    .filter(
      (x) =>
        x.type === "credit" &&
        !["salary", "investment", "other", "transfer"].includes(x.category),
    )
    .sort((a, b) => b.cents - a.cents);
  const [topRefund, nextRefund] = refunds;
  if (!topRefund || topRefund.cents === nextRefund?.cents)
    throw new Error("no clear largest refund");
  k.figure("largest", "biggest refund weve had", topRefund.cents, {
    also: [{ name: topRefund.merchant }],
  });
  const amexSep = largest(l, SEP, on("amex"));
  k.figure(
    "largest",
    "whats the biggest thing on the amex this month",
    amexSep.cents,
    { also: [{ name: amexSep.merchant }] },
  );

  // comparison
  k.holds("comparison", "did we spend more on eating out in july or august", [
    $(l.spend(JUL, dining)),
    $(l.spend(AUG, dining)),
  ]);
  k.figure(
    "comparison",
    "how much more did we spend in july than june",
    more(l.spend(JUL), l.spend(JUN)),
  );
}
