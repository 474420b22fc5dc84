/**
 * The spending side of the Chicago family's questions (`dev-chicago.ts`): totals, categories,
 * merchants, accounts, income, refunds, transfers, averages, shares, savings rates, counts,
 * rankings, the largest purchase and comparisons, typed the way people type into a chat box.
 * Every figure comes from the oracle through the question kit.
 */
import {
  addDays,
  daysBetween,
  lastDays,
  lastMonth,
  lastMonths,
  lastWeek,
  monthName,
  namedMonth,
  quarterOf,
  since,
  thisMonth,
  year,
  yearToDate,
} from "../calendar";
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

export function chicagoSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const MAR = thisMonth(t);
  const FEB = lastMonth(t);
  const JAN = namedMonth(t, 1);
  const DEC = namedMonth(t, 12);
  const OCT = namedMonth(t, 10);
  const SEP = namedMonth(t, 9);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  const Q4 = quarterOf("2025-11-15");
  const SINCE_SEP = since(t, 9);
  const SINCE_DEC = since(t, 12);
  const ahead = countingUpcoming(h, "2026-04-30");
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });

  // The biggest spending day of a window: every day's spending, the top one clear of the next.
  const topDay = (w: typeof FEB) => {
    const days = [...new Set(l.rows(w).map((x) => x.date))].map((d) => ({
      d,
      cents: l.spend({ start: d, end: d }),
    }));
    days.sort((a, b) => b.cents - a.cents);
    const [first, second] = days;
    if (!first || first.cents === second?.cents)
      throw new Error("no clear biggest day");
    return first.cents;
  };
  k.figure(
    "largest",
    "which day did we spend the most last month",
    topDay(FEB),
  );
  k.figure(
    "largest",
    "whats the most we spent in one day",
    topDay({ start: "2025-01-01", end: t }),
  );

  // total_spending
  k.figure("total_spending", "how much did we spend last mnth", l.spend(FEB), {
    forbid: [l.spend(MAR), l.spend(JAN), allDebits(l, FEB)],
  });
  k.figure(
    "total_spending",
    "total spending so far this month?",
    l.spend(MAR),
    { forbid: [l.spend(FEB), ahead.spend(namedMonth(t, 3))] },
  );
  k.figure(
    "total_spending",
    "past 30 days how much did we spend",
    l.spend(lastDays(t, 30)),
    { forbid: [l.spend(FEB), l.spend(MAR)] },
  );
  k.figure("total_spending", "how much have we spent ytd", l.spend(YTD), {
    forbid: [ahead.spend({ start: YTD.start, end: "2026-03-31" })],
  });

  // category_spending
  k.figure(
    "category_spending",
    "how much on groceris last month",
    l.spend(FEB, groceries),
    { forbid: [l.spend(MAR, groceries), l.spend(FEB)] },
  );
  k.figure(
    "category_spending",
    "how much on resturants this month so far",
    l.spend(MAR, dining),
    { forbid: [l.spend(FEB, dining)] },
  );
  k.figure(
    "category_spending",
    "what did we spend on shopping in q4 last year after returns",
    l.spend(Q4, { categories: ["shopping"] }),
    { forbid: [grossPurchases(l, Q4, { categories: ["shopping"] })] },
  );

  // merchant
  k.figure(
    "merchant",
    "how much did we spend at costco in february",
    l.spend(FEB, at("Costco")),
    { forbid: [l.spend(JAN, at("Costco"))] },
  );
  k.figure(
    "merchant",
    "how much have we spent on amazon ytd",
    l.spend(YTD, at("Amazon")),
    { forbid: [grossPurchases(l, YTD, at("Amazon"))] },
  );
  k.figure(
    "merchant",
    "how much has daycare cost us since september",
    l.spend(SINCE_SEP, at("Bright Horizons")),
    {
      forbid: [
        ahead.spend(
          { start: SINCE_SEP.start, end: "2026-04-30" },
          at("Bright Horizons"),
        ),
      ],
    },
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much did we spend on the amex last month",
    l.spend(FEB, on("amex")),
    { forbid: [l.spend(FEB, on("visa")), l.spend(FEB)] },
  );
  k.figure(
    "account_spending",
    "how much went on my visa this month",
    l.spend(MAR, on("visa")),
    { forbid: [l.spend(FEB, on("visa"))] },
  );
  k.figure(
    "account_spending",
    "spending out of checking in february",
    l.spend(FEB, on("chk")),
    { forbid: [allDebits(l, FEB, on("chk"))] },
  );

  // income
  k.figure("income", "how much did we earn last month", l.income(FEB), {
    forbid: [
      l.income(MAR),
      l.spend(FEB),
      l.income(FEB, { categories: ["salary"] }),
    ],
  });
  k.figure(
    "income",
    "how much has my acme paycheck come to this year",
    l.income(YTD, at("Acme Corp")),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "how much did my etsy side hustle bring in in 2025",
    l.income(year(2025), at("Etsy")),
  );
  k.figure(
    "income",
    "how much interest has the savings earned ytd",
    l.income(YTD, { categories: ["investment"] }),
  );

  // refunds
  k.figure(
    "refunds",
    "how much did we get back in refunds last month",
    l.refunds(FEB),
    { forbid: [l.refunds(MAR)] },
  );
  k.figure(
    "refunds",
    "how much has amazon refunded us since january",
    l.refunds(YTD, at("Amazon")),
    { forbid: [l.refunds(YTD)] },
  );
  k.figure(
    "refunds",
    "how much came back in refunds last quarter",
    l.refunds(Q4),
  );

  // transfers
  k.figure(
    "transfers",
    "how much did we move to savings since january",
    l.transfers(YTD, "credit", on("hys")),
    {
      forbid: [
        l.transfers(YTD, "credit", on("hys")) +
          l.income(YTD, { categories: ["investment"] }),
      ],
    },
  );
  k.figure(
    "transfers",
    "how much did i pay off on the visa last month",
    l.transfers(FEB, "credit", on("visa")),
    { forbid: [l.transfers(FEB, "credit", on("amex"))] },
  );
  k.figure(
    "transfers",
    "how much did we pull out of savings in december",
    l.transfers(DEC, "debit", on("hys")),
  );

  // average
  k.figure(
    "average",
    "avg monthly grocery spend last 3 months",
    averageOf(l.spend(LAST3, groceries), 3),
  );
  k.figure(
    "average",
    "whats our average costco trip since january",
    averagePurchase(l, YTD, at("Costco")),
  );
  k.figure(
    "average",
    "on average how much do we spend eating out a month, last 6 months",
    averageOf(l.spend(LAST6, dining), 6),
  );
  // "On the weekend", said in the past: the Saturday and Sunday just gone.
  const sunday = lastWeek(t).end;
  k.figure(
    "total_spending",
    "how much did we spend on the weekend",
    l.spend({ start: addDays(sunday, -1), end: sunday }),
  );
  // Per fortnight: fourteen days' worth of the last six full months; pay is income.
  const last6Days = daysBetween(LAST6.start, LAST6.end) + 1;
  k.figure(
    "average",
    "whats my average fortnightly pay",
    averageOf(l.income(LAST6) * 14, last6Days),
    { forbid: [averageOf(l.spend(LAST6) * 14, last6Days)] },
  );
  k.figure(
    "average",
    "how much do we spend a fortnight on groceries",
    averageOf(l.spend(LAST6, groceries) * 14, last6Days),
  );

  // share
  k.share(
    "share",
    "what % of our spending was groceries last month",
    l.spend(FEB, groceries),
    l.spend(FEB),
  );
  k.share(
    "share",
    "what percent of our income went to rent in february",
    l.spend(FEB, at("Lakeview Property Mgmt")),
    l.income(FEB),
  );
  k.share(
    "share",
    "how much of this years spending was amazon as a percentage",
    l.spend(YTD, at("Amazon")),
    l.spend(YTD),
  );

  // The biggest category, with its share.
  const [topCategory] = l.byCategory(MAR);
  if (!topCategory) throw new Error("no spending this month");
  k.share(
    "share",
    "whats the biggest category as a share of spending",
    topCategory[1],
    l.spend(MAR),
  );
  // A month picked by what it spent: every month of the data; the month under way is no
  // quietest month.
  const everyMonth = [6, 7, 8, 9, 10, 11, 12, 1, 2, 3].map((m) =>
    namedMonth(t, m),
  );
  const groceryMonths = everyMonth
    .map((w) => [w, l.spend(w, groceries)] as const)
    .sort((a, b) => b[1] - a[1]);
  const [dearest, runnerUp] = groceryMonths;
  if (!dearest || !runnerUp || dearest[1] === runnerUp[1])
    throw new Error("no clear most expensive grocery month");
  k.holds("largest", "what was my most expensive month for groceries", [
    { name: monthName(Number(dearest[0].start.slice(5, 7))) },
    $(dearest[1]),
  ]);
  if (l.spend(FEB) >= l.spend(JAN))
    throw new Error("january is not the dearer full month");
  k.holds("largest", "which month had the lowest spending this year", [
    { name: "February" },
    $(l.spend(FEB)),
  ]);

  // savings_rate
  const rate = (w: typeof FEB) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  k.share("savings_rate", "whats our savings rate last month", ...rate(FEB));
  k.share("savings_rate", "savings rate ytd?", ...rate(YTD));
  k.share(
    "savings_rate",
    "what was our savings rate in december",
    ...rate(DEC),
  );

  // count
  k.count(
    "count",
    "how many times did i go to starbucks last month",
    l.purchases(FEB, at("Starbucks")).length,
  );
  k.count(
    "count",
    "how many costco runs have we done since january",
    l.purchases(YTD, at("Costco")).length,
  );
  k.count(
    "count",
    "how many uber rides did we take last quarter",
    l.purchases(Q4, at("Uber")).length,
  );

  // top_n
  k.top("top_n", "top 3 merchants last month", l.byMerchant(FEB), 3);
  k.top(
    "top_n",
    "what are our top 5 spending categories this year",
    l.byCategory(YTD),
    5,
    categoryNames,
  );
  k.top(
    "top_n",
    "top 3 places we eat out since december",
    l.byMerchant(SINCE_DEC, dining),
    3,
  );

  // largest
  const visaFeb = largest(l, FEB, on("visa"));
  k.figure(
    "largest",
    "biggest purchase on the visa in february",
    visaFeb.cents,
    { also: [{ name: visaFeb.merchant }] },
  );
  k.figure(
    "largest",
    "largest amazon order since september",
    largest(l, SINCE_SEP, at("Amazon")).cents,
  );
  const groceryJan = largest(l, JAN, groceries);
  k.figure(
    "largest",
    "most we spent on one grocery trip in january",
    groceryJan.cents,
    { also: [{ name: groceryJan.merchant }] },
  );

  // comparison
  k.holds("comparison", "did we spend more on groceries in feb or jan", [
    $(l.spend(FEB, groceries)),
    $(l.spend(JAN, groceries)),
  ]);
  k.holds(
    "comparison",
    "how does our eating out this month compare to last month",
    [$(l.spend(MAR, dining)), $(l.spend(FEB, dining))],
  );
  k.figure(
    "comparison",
    "how much more did we spend in october than september",
    more(l.spend(OCT), l.spend(SEP)),
  );
}
