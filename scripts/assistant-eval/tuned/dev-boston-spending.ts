/**
 * The spending side of the Boston student's questions (`dev-boston.ts`): totals, categories,
 * merchants, accounts, income, refunds, transfers, averages, shares, savings rates, counts,
 * rankings, the largest purchase and comparisons, typed the way a student types into a chat box
 * (American slang, abbreviations, no punctuation). Every figure comes from the oracle through the
 * question kit.
 */
import {
  addDays,
  lastDays,
  lastWeek,
  lastMonth,
  lastMonths,
  namedMonth,
  since,
  thisMonth,
  thisWeek,
  weekday,
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

export function bostonSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const MAY = thisMonth(t);
  const APR = lastMonth(t);
  const MAR = namedMonth(t, 3);
  const FEB = namedMonth(t, 2);
  const JAN = namedMonth(t, 1);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST4 = lastMonths(t, 4);
  const SINCE_FEB = since(t, 2);
  const SINCE_MAR = since(t, 3);
  // The ledger as if the bills already entered for May had gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2026-05-31");
  const groceries = { categories: ["groceries"] };
  const food = { categories: ["food_dining"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  // Tutoring is the only money that comes into Venmo from outside.
  const tutoring = { accounts: ["venmo"], categories: ["other"] };

  // A trip named by its place: what its rows say, whenever it was.
  const ALL = { start: "2025-01-01", end: t };
  k.figure(
    "category_spending",
    "how much did i spend on the trip to san juan",
    l.spend(ALL, { described: "san juan" }),
    { forbid: [l.spend(MAY, { described: "san juan" })] },
  );
  // "How much do i pay x": what the latest charge was.
  const spotify = l
    .purchases(ALL, at("Spotify"))
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  if (!spotify) throw new Error("no spotify charge");
  k.figure("merchant", "how much do i pay for spotify", spotify.cents);

  // total_spending
  k.figure("total_spending", "how much have i spent this month", l.spend(MAY), {
    forbid: [l.spend(APR), ahead.spend(namedMonth(t, 5)), l.spend(thisWeek(t))],
  });
  k.figure("total_spending", "total spending april", l.spend(APR), {
    forbid: [allDebits(l, APR), l.spend(MAR)],
  });
  k.figure(
    "total_spending",
    "how much did i spend this week",
    l.spend(thisWeek(t)),
    { forbid: [l.spend(MAY)] },
  );
  k.figure(
    "total_spending",
    "what did i spend in the last 30 days",
    l.spend(lastDays(t, 30)),
    { forbid: [l.spend(APR)] },
  );
  k.figure("total_spending", "spent so far in 2026?", l.spend(YTD), {
    forbid: [ahead.spend({ start: YTD.start, end: "2026-05-31" })],
  });

  // category_spending
  k.figure(
    "category_spending",
    "groceries last month",
    l.spend(APR, groceries),
    {
      forbid: [l.spend(MAY, groceries), l.spend(APR)],
    },
  );
  k.figure(
    "category_spending",
    "how much did i spend on food in april like restaurants coffee doordash etc not groceries",
    l.spend(APR, food),
    { forbid: [l.spend(APR, food) + l.spend(APR, groceries)] },
  );
  k.figure(
    "category_spending",
    "transportation since feb",
    l.spend(SINCE_FEB, { categories: ["transportation"] }),
  );
  k.figure(
    "category_spending",
    "how much have i spent on education this year",
    l.spend(YTD, { categories: ["education"] }),
  );
  k.figure(
    "category_spending",
    "how much did i spend on travel in feb (spring break stuff)",
    l.spend(FEB, { categories: ["travel"] }),
  );
  k.figure(
    "category_spending",
    "entertainment ytd",
    l.spend(YTD, { categories: ["entertainment"] }),
  );

  // merchant
  k.figure(
    "merchant",
    "how much did i blow on doordash last month",
    l.spend(APR, at("DoorDash")),
    { forbid: [grossPurchases(l, APR, at("DoorDash"))] },
  );
  k.figure("merchant", "dunkin this year", l.spend(YTD, at("Dunkin'")));
  k.figure(
    "merchant",
    "trader joes since january",
    l.spend(YTD, at("Trader Joe's")),
  );
  k.figure(
    "merchant",
    "how much have i spent at tatte the last 3 months",
    l.spend(LAST3, at("Tatte")),
  );
  k.figure(
    "merchant",
    "amazon after returns this yr",
    l.spend(YTD, at("Amazon")),
    { forbid: [grossPurchases(l, YTD, at("Amazon"))] },
  );
  k.figure(
    "merchant",
    "eversource bill in january",
    l.spend(JAN, at("Eversource")),
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much did i put on my discover in april",
    l.spend(APR, on("disc")),
    { forbid: [l.spend(APR, on("chk")), l.spend(APR)] },
  );
  k.figure(
    "account_spending",
    "how much did i spend thru venmo last month",
    l.spend(APR, on("venmo")),
    { forbid: [l.spend(MAR, on("venmo"))] },
  );
  k.figure(
    "account_spending",
    "spending from checking in march",
    l.spend(MAR, on("chk")),
    { forbid: [allDebits(l, MAR, on("chk"))] },
  );

  // income: the stipend in salary; tutoring and the tax refund in other, so income too.
  k.figure("income", "how much money came in last month", l.income(APR), {
    forbid: [l.spend(APR), l.income(APR, { categories: ["salary"] })],
  });
  k.figure(
    "income",
    "how much has the ra stipend paid me this year",
    l.income(YTD, at("Boston University")),
    { forbid: [l.income(YTD)] },
  );
  k.figure("income", "tutoring money ytd", l.income(YTD, tutoring), {
    forbid: [l.income(YTD, at("Priya Raman"))],
  });
  k.figure(
    "income",
    "total income in march incl the tax refund",
    l.income(MAR),
    { forbid: [l.income(MAR) - l.income(MAR, at("IRS"))] },
  );
  k.figure("income", "total income since jan", l.income(YTD), {
    forbid: [l.income(YTD, { categories: ["salary"] })],
  });

  // refunds: none of these windows holds the tax refund.
  k.figure("refunds", "refunds last month?", l.refunds(APR), {
    forbid: [l.refunds(MAR)],
  });
  k.figure(
    "refunds",
    "how much did amazon refund me this year",
    l.refunds(YTD, at("Amazon")),
  );
  k.figure(
    "refunds",
    "did doordash ever refund me anything",
    l.refunds({ start: "2025-12-01", end: t }, at("DoorDash")),
  );

  // transfers
  k.figure(
    "transfers",
    "how much did i move to savings this year",
    l.transfers(YTD, "credit", on("sav")),
  );
  k.figure(
    "transfers",
    "how much did i pay toward the discover in april",
    l.transfers(APR, "credit", on("disc")),
  );
  k.figure(
    "transfers",
    "how much have i loaded into venmo since feb",
    l.transfers(SINCE_FEB, "credit", on("venmo")),
    {
      forbid: [
        l.transfers(SINCE_FEB, "credit", on("venmo")) +
          l.income(SINCE_FEB, tutoring),
      ],
    },
  );
  k.figure(
    "transfers",
    "how much did i pull out of savings in feb",
    l.transfers(FEB, "debit", on("sav")),
  );

  // average
  k.figure(
    "average",
    "avg monthly grocery spend last 3 mo",
    averageOf(l.spend(LAST3, groceries), 3),
  );
  k.figure(
    "average",
    "whats my average doordash order this year",
    averagePurchase(l, YTD, at("DoorDash")),
  );
  k.figure(
    "average",
    "on average how much do i spend a month, last 4 months",
    averageOf(l.spend(LAST4), 4),
  );

  // share
  k.share(
    "share",
    "what % of my april spending was rent",
    l.spend(APR, at("Jordan Lee")),
    l.spend(APR),
  );
  k.share(
    "share",
    "what percent of my income this year came from tutoring",
    l.income(YTD, tutoring),
    l.income(YTD),
  );
  k.share(
    "share",
    "doordash as a % of last months spending",
    l.spend(APR, at("DoorDash")),
    l.spend(APR),
  );

  // savings_rate
  const rate = (w: typeof APR) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  k.share("savings_rate", "whats my savings rate this year", ...rate(YTD));
  k.share("savings_rate", "savings rate april", ...rate(APR));
  k.share("savings_rate", "savings rate for march", ...rate(MAR));

  // count
  k.count(
    "count",
    "how many times did i get dunkin last month",
    l.purchases(APR, at("Dunkin'")).length,
  );
  k.count(
    "count",
    "how many doordash orders this year",
    l.purchases(YTD, at("DoorDash")).length,
  );
  k.count(
    "count",
    "how many ubers since march",
    l.purchases(SINCE_MAR, at("Uber")).length,
  );

  // top_n
  k.top("top_n", "top 3 merchants in april", l.byMerchant(APR), 3);
  k.top(
    "top_n",
    "top 3 categories this year",
    l.byCategory(YTD),
    3,
    categoryNames,
  );
  k.top(
    "top_n",
    "top 3 places i eat or order food from since january",
    l.byMerchant(YTD, food),
    3,
  );

  // largest
  const discApr = largest(l, APR, on("disc"));
  k.figure(
    "largest",
    "biggest purchase on the discover last month",
    discApr.cents,
    { also: [{ name: discApr.merchant }] },
  );
  k.figure(
    "largest",
    "largest amazon order this year",
    largest(l, YTD, at("Amazon")).cents,
  );
  k.figure(
    "largest",
    "whats the most i spent on one trader joes run this year",
    largest(l, YTD, at("Trader Joe's")).cents,
  );

  // comparison
  k.holds("comparison", "did i spend more on doordash in march or april", [
    $(l.spend(MAR, at("DoorDash"))),
    $(l.spend(APR, at("DoorDash"))),
  ]);
  k.figure(
    "comparison",
    "how much more did i spend in february than march",
    more(l.spend(FEB), l.spend(MAR)),
  );
  k.holds("comparison", "food and dining april vs march", [
    $(l.spend(APR, food)),
    $(l.spend(MAR, food)),
  ]);

  // Days of the week: "last weekend" is a period; "weekends" and "fridays" set days side by side
  // over the last three full months.
  const saturday = addDays(lastWeek(t).start, 5);
  k.figure(
    "total_spending",
    "how much did i spend last weekend",
    l.spend({ start: saturday, end: addDays(saturday, 1) }),
  );
  // The days asked are one group: refunds net within a category over all of them.
  const onDays = (days: number[]) => {
    const net = new Map<string, number>();
    for (const x of l.rows(LAST3)) {
      if (!days.includes(weekday(x.date)) || x.category === "transfer")
        continue;
      const isIncome =
        x.type === "credit" &&
        ["salary", "investment", "other"].includes(x.category);
      if (isIncome) continue;
      const signed = x.type === "debit" ? x.cents : -x.cents;
      net.set(x.category, (net.get(x.category) ?? 0) + signed);
    }
    return [...net.values()].reduce((sum, v) => sum + Math.max(0, v), 0);
  };
  k.holds("comparison", "do i spend more on weekends", [
    $(onDays([5, 6])),
    $(onDays([0, 1, 2, 3, 4])),
  ]);
  k.figure("total_spending", "how much do i spend on fridays", onDays([4]));
}
