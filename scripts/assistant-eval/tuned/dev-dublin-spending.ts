/**
 * The spending side of the Dublin couple's questions (`dev-dublin.ts`): totals, categories,
 * merchants, accounts, income, refunds, transfers, averages, shares, savings rates, counts,
 * rankings, the largest purchase and comparisons, typed the way a retired couple types into a chat
 * box (Irish words, very short queries, a ramble or two). Every figure comes from the oracle
 * through the question kit.
 */
import {
  lastDays,
  lastMonth,
  lastMonths,
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

export function dublinSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const DEC = thisMonth(t);
  const NOV = lastMonth(t);
  const OCT = namedMonth(t, 10);
  const Q3 = quarterOf("2026-08-15");
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  const SINCE_SEP = since(t, 9);
  const SINCE_OCT = since(t, 10);
  // The ledger as if every bill already entered for January had gone out: the wrong reading.
  const ahead = countingUpcoming(h, "2027-01-31");
  const groceries = { categories: ["groceries"] };
  const petrol = { categories: ["transportation"] };
  const dining = { categories: ["food_dining"] };
  const at = (...merchants: string[]) => ({ merchants });
  const on = (account: string) => ({ accounts: [account] });

  // total_spending
  k.figure("total_spending", "spending dec", l.spend(DEC), {
    forbid: [l.spend(NOV), ahead.spend(namedMonth(t, 12))],
  });
  k.figure(
    "total_spending",
    "how much did we spend in november",
    l.spend(NOV),
    {
      forbid: [allDebits(l, NOV), l.spend(DEC)],
    },
  );
  k.figure(
    "total_spending",
    "total weve spent this year so far",
    l.spend(YTD),
    { forbid: [ahead.spend(year(2026))] },
  );
  k.figure(
    "total_spending",
    "what have we spent in the last 14 days",
    l.spend(lastDays(t, 14)),
    { forbid: [l.spend(DEC)] },
  );
  k.figure("total_spending", "spending july to september", l.spend(Q3));

  // category_spending
  k.figure("category_spending", "groceries nov", l.spend(NOV, groceries), {
    forbid: [l.spend(DEC, groceries), l.spend(NOV)],
  });
  k.figure("category_spending", "fuel ytd", l.spend(YTD, petrol));
  k.figure(
    "category_spending",
    "how much have we given to charity this year",
    l.spend(YTD, { categories: ["other"] }),
    { forbid: [ahead.spend(year(2026), { categories: ["other"] })] },
  );
  k.figure(
    "category_spending",
    "how much did restaurants cafes and takeaways come to in december",
    l.spend(DEC, dining),
    { forbid: [l.spend(NOV, dining)] },
  );
  k.figure(
    "category_spending",
    "what has health cost us this year, the vhi and the chemist and the doctor and all",
    l.spend(YTD, { categories: ["healthcare"] }),
  );
  k.figure(
    "category_spending",
    "shopping in november net of the arnotts return",
    l.spend(NOV, { categories: ["shopping"] }),
    { forbid: [grossPurchases(l, NOV, { categories: ["shopping"] })] },
  );

  // merchant
  k.figure("merchant", "dunnes this month", l.spend(DEC, at("Dunnes Stores")), {
    forbid: [l.spend(NOV, at("Dunnes Stores"))],
  });
  k.figure(
    "merchant",
    "how much have we spent in lidl since september",
    l.spend(SINCE_SEP, at("Lidl")),
  );
  k.figure(
    "merchant",
    "so i was wondering how much we actually ended up spending in brown thomas and arnotts this month with all the christmas presents",
    l.spend(DEC, at("Brown Thomas", "Arnotts")),
    { forbid: [l.spend(DEC, at("Brown Thomas"))] },
  );
  k.figure("merchant", "circle k nov", l.spend(NOV, at("Circle K")));
  k.figure(
    "merchant",
    "how much has the golf club cost us this year",
    l.spend(YTD, at("Castle Golf Club")),
  );
  k.figure(
    "merchant",
    "bord gais this year",
    l.spend(YTD, at("Bord Gáis Energy")),
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much went on the visa in november",
    l.spend(NOV, on("visa")),
    { forbid: [l.spend(NOV, on("cur")), l.spend(NOV)] },
  );
  k.figure(
    "account_spending",
    "spending out of the current account this month",
    l.spend(DEC, on("cur")),
    { forbid: [allDebits(l, DEC, on("cur")), l.spend(NOV, on("cur"))] },
  );
  k.figure(
    "account_spending",
    "what did we spend from the post office account this year",
    l.spend(YTD, on("po")),
  );

  // income: pensions in salary, the Zurich drawdown in other, dividends and interest in investment.
  k.figure("income", "how much came in last month", l.income(NOV), {
    forbid: [
      l.income(DEC),
      l.spend(NOV),
      l.income(NOV, { categories: ["salary"] }),
    ],
  });
  k.figure(
    "income",
    "how much did we get from social welfare this year, the pensions and the christmas bonus",
    l.income(YTD, at("Department of Social Protection")),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "how much has the zurich drawdown paid out this year",
    l.income(YTD, at("Zurich Life")),
  );
  k.figure(
    "income",
    "dividends and interest ytd",
    l.income(YTD, { categories: ["investment"] }),
  );
  k.figure("income", "total income dec", l.income(DEC), {
    forbid: [l.income(NOV)],
  });

  // refunds
  k.figure(
    "refunds",
    "how much did we get back from arnotts for the coat",
    l.refunds(YTD, at("Arnotts")),
  );
  k.figure("refunds", "refunds this year", l.refunds(YTD));
  k.figure("refunds", "ryanair refund?", l.refunds(YTD, at("Ryanair")));

  // transfers
  k.figure(
    "transfers",
    "we put about 6 grand into the deposit account this year didnt we, how much exactly",
    l.transfers(YTD, "credit", on("dep")),
    {
      forbid: [
        l.transfers(YTD, "credit", on("dep")) +
          l.income(YTD, { accounts: ["dep"] }),
      ],
    },
  );
  k.figure(
    "transfers",
    "how much did we pay off the visa in november",
    l.transfers(NOV, "credit", on("visa")),
  );
  k.figure(
    "transfers",
    "how much did we take out of the deposit account this month",
    l.transfers(DEC, "debit", on("dep")),
  );

  // average
  k.figure(
    "average",
    "average a month on grocerys over the last 6 months",
    averageOf(l.spend(LAST6, groceries), 6),
  );
  k.figure(
    "average",
    "whats our average dunnes shop this year",
    averagePurchase(l, YTD, at("Dunnes Stores")),
  );
  k.figure(
    "average",
    "avg monthly income last 3 months",
    averageOf(l.income(LAST3), 3),
  );

  // share
  k.share(
    "share",
    "what % of our spending this year was groceries",
    l.spend(YTD, groceries),
    l.spend(YTD),
  );
  k.share(
    "share",
    "what percentage of last months income was the state pension",
    l.income(NOV, at("Department of Social Protection")),
    l.income(NOV),
  );
  k.share(
    "share",
    "vhi as a share of our spending this year",
    l.spend(YTD, at("VHI Healthcare")),
    l.spend(YTD),
  );

  // savings_rate
  const rate = (w: typeof NOV) =>
    [l.income(w) - l.spend(w), l.income(w)] as const;
  k.share("savings_rate", "savings rate this year", ...rate(YTD));
  k.share("savings_rate", "whats our savings rate for november", ...rate(NOV));
  k.share("savings_rate", "what was our savings rate this month", ...rate(DEC));

  // count
  k.count(
    "count",
    "how many times did we fill up with petrol in november",
    l.purchases(NOV, petrol).length,
  );
  k.count(
    "count",
    "how many gp visits have we had this year",
    l.purchases(YTD, at("Rathgar Medical Centre")).length,
  );
  k.count(
    "count",
    "how many times were we in avoca since october",
    l.purchases(SINCE_OCT, at("Avoca")).length,
  );

  // top_n
  k.top("top_n", "top 3 merchants this year", l.byMerchant(YTD), 3);
  k.top(
    "top_n",
    "biggest 3 categories in december",
    l.byCategory(DEC),
    3,
    categoryNames,
  );
  k.top(
    "top_n",
    "which 2 supermarkets do we spend the most in, last 3 months",
    l.byMerchant(LAST3, groceries),
    2,
  );

  // largest
  const biggest = largest(l, YTD);
  k.figure("largest", "biggest single purchase this year", biggest.cents, {
    also: [{ name: biggest.merchant }],
  });
  k.figure(
    "largest",
    "largest dunnes shop in december",
    largest(l, DEC, at("Dunnes Stores")).cents,
  );
  const visaOct = largest(l, OCT, on("visa"));
  k.figure(
    "largest",
    "most expensive thing we put on the visa in october",
    visaOct.cents,
    { also: [{ name: visaOct.merchant }] },
  );

  // comparison
  k.holds("comparison", "did we spend more on petrol in october or november", [
    $(l.spend(OCT, petrol)),
    $(l.spend(NOV, petrol)),
  ]);
  k.figure(
    "comparison",
    "how much more did we spend in december than november",
    more(l.spend(DEC), l.spend(NOV)),
  );
  k.holds(
    "comparison",
    "did we spend more than 2 grand last month",
    [$(l.spend(NOV))],
    { forbid: [l.spend(DEC)] },
  );
}
