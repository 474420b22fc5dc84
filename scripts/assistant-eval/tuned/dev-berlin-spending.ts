/**
 * The spending side of the Berlin freelancer's questions (`dev-berlin.ts`): totals, categories,
 * merchants, the card, income from several clients, a refund, transfers between his accounts,
 * averages, shares, the savings rate, counts, a ranking, the largest expense and client payment,
 * and comparisons, typed in English with German words mixed in ("miete", "gez", "finanzamt",
 * "tagesgeld"), lowercase and short. Weighted toward shares, the largest, income and transfers.
 * Every figure comes from the oracle through the question kit.
 */
import {
  lastMonth,
  lastMonths,
  namedMonth,
  thisMonth,
  yearToDate,
} from "../calendar";
import { categoryNames, type QuestionKit } from "../ask";
import { percent } from "../format";
import {
  allDebits,
  averageOf,
  averagePurchase,
  grossPurchases,
  largest,
  more,
} from "./dev-kit";

export function berlinSpendingQuestions(k: QuestionKit): void {
  const h = k.l.household;
  const { l, $ } = k;
  const t = h.today;
  const OCT = thisMonth(t);
  const SEP = lastMonth(t);
  const AUG = namedMonth(t, 8);
  const YTD = yearToDate(t);
  const LAST3 = lastMonths(t, 3);
  const LAST6 = lastMonths(t, 6);
  // "last quarter" is July to September, the same three months as the last three.
  const Q3 = LAST3;
  const ALL = { start: "2026-02-01", end: t };
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const rent = at("Hausverwaltung Krause");
  const taxes = at("Finanzamt Neukölln");
  const pct = (part: number, whole: number) => percent(part, whole);

  // total_spending
  k.figure("total_spending", "what have i spent this month", l.spend(OCT), {
    forbid: [l.spend(SEP), allDebits(l, OCT)],
  });
  k.figure("total_spending", "spending last quarter", l.spend(Q3), {
    forbid: [allDebits(l, Q3), l.spend(OCT)],
  });

  // category_spending
  k.figure(
    "category_spending",
    "groceries in september",
    l.spend(SEP, groceries),
    {
      forbid: [l.spend(OCT, groceries)],
    },
  );
  k.figure(
    "category_spending",
    "how much did i spend on travel this year",
    l.spend(YTD, { categories: ["travel"] }),
    { forbid: [grossPurchases(l, YTD, { categories: ["travel"] })] },
  );

  // merchant
  k.figure("merchant", "rewe last month", l.spend(SEP, at("Rewe")), {
    forbid: [l.spend(OCT, at("Rewe")), l.spend(SEP, groceries)],
  });
  k.figure(
    "merchant",
    "how much have i paid the finanzamt this year",
    l.spend(YTD, taxes),
  );
  k.figure(
    "merchant",
    "how much did the gez cost me this year",
    l.spend(YTD, at("ARD ZDF Beitragsservice")),
  );

  // account_spending
  k.figure(
    "account_spending",
    "how much did i put on the barclays card in september",
    l.spend(SEP, on("visa")),
    { forbid: [l.spend(SEP)] },
  );

  // income: client invoices in salary, the Tagesgeld interest in investment.
  k.figure("income", "how much did i get paid in september", l.income(SEP), {
    forbid: [l.income(AUG), l.spend(SEP)],
  });
  k.figure(
    "income",
    "how much has kleinert paid me this year",
    l.income(YTD, at("Kleinert & Partner GmbH")),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "hellofresh payments total so far",
    l.income(ALL, at("HelloFresh SE")),
  );
  k.figure(
    "income",
    "avg monthly income last 6 months",
    averageOf(l.income(LAST6), 6),
  );
  k.figure("income", "what did i earn last quarter", l.income(Q3), {
    forbid: [l.income(OCT)],
  });
  const clients = [
    ...l
      .rows(YTD, { categories: ["salary"] })
      .reduce(
        (m, x) => m.set(x.merchant, (m.get(x.merchant) ?? 0) + x.cents),
        new Map<string, number>(),
      ),
  ].sort((a, b) => b[1] - a[1]);
  const [bestClient, nextClient] = clients;
  if (!bestClient || !nextClient || bestClient[1] === nextClient[1])
    throw new Error("no clear best client");
  k.holds("income", "which client paid me the most this year", [
    { name: bestClient[0] },
  ]);

  // refunds
  k.figure(
    "refunds",
    "did deutsche bahn ever refund me anything",
    l.refunds(ALL, at("Deutsche Bahn")),
  );

  // transfers
  k.figure(
    "transfers",
    "how much did i move from kontist to my dkb this year",
    l.transfers(YTD, "credit", {
      accounts: ["dkb"],
      merchants: ["Gutschrift Kontist"],
    }),
    { forbid: [l.transfers(YTD, "credit", on("dkb"))] },
  );
  k.figure(
    "transfers",
    "how much went into the tagesgeld this year",
    l.transfers(YTD, "credit", on("tr")),
    {
      forbid: [l.transfers(YTD, "credit", on("tr")) + l.income(YTD, on("tr"))],
    },
  );
  k.figure(
    "transfers",
    "how much did i pay off the barclays card last month",
    l.transfers(SEP, "credit", on("visa")),
  );
  k.figure(
    "transfers",
    "did i take any money out of the tagesgeld",
    l.transfers(ALL, "debit", on("tr")),
  );

  // average
  k.figure(
    "average",
    "avg rewe trip this year",
    averagePurchase(l, YTD, at("Rewe")),
  );
  k.figure(
    "average",
    "how much do i spend on average per month, last 3 months",
    averageOf(l.spend(LAST3), 3),
  );

  // share
  k.share(
    "share",
    "what % of my spending this year went on miete",
    l.spend(YTD, rent),
    l.spend(YTD),
  );
  k.share(
    "share",
    "what share of my income this year came from hellofresh",
    l.income(YTD, at("HelloFresh SE")),
    l.income(YTD),
  );
  k.share(
    "share",
    "what portion of my spending last month was taxes",
    l.spend(SEP, taxes),
    l.spend(SEP),
    {
      forbidNeeds: [pct(l.spend(SEP, { categories: ["other"] }), l.spend(SEP))],
    },
  );
  k.share(
    "share",
    "what % of my groceries this yr were at lidl",
    l.spend(YTD, at("Lidl")),
    l.spend(YTD, groceries),
    { forbidNeeds: [pct(l.spend(YTD, at("Lidl")), l.spend(YTD))] },
  );
  k.share(
    "share",
    "kleinert as a % of my income last quarter",
    l.income(Q3, at("Kleinert & Partner GmbH")),
    l.income(Q3),
  );
  k.share(
    "share",
    "what percent of last months spending was eating out",
    l.spend(SEP, dining),
    l.spend(SEP),
  );

  // savings_rate
  k.share(
    "savings_rate",
    "savings rate this year",
    l.income(YTD) - l.spend(YTD),
    l.income(YTD),
  );

  // count
  k.count(
    "count",
    "how many times did i take cash out this year",
    l.purchases(YTD, at("ATM")).length,
  );
  k.count(
    "count",
    "how many lieferando orders this month",
    l.purchases(OCT, at("Lieferando")).length,
  );

  // top_n
  k.top(
    "top_n",
    "top 3 categories last month",
    l.byCategory(SEP),
    3,
    categoryNames,
  );

  // largest
  const sepTop = largest(l, SEP);
  k.figure("largest", "biggest expense last month", sepTop.cents, {
    also: [{ name: sepTop.merchant }],
  });
  const ytdTop = largest(l, YTD);
  k.figure("largest", "largest expense this year", ytdTop.cents, {
    also: [{ name: ytdTop.merchant }],
  });
  const visaTop = largest(l, ALL, on("visa"));
  k.figure(
    "largest",
    "most expensive thing i bought on the barclays card",
    visaTop.cents,
    { also: [{ name: visaTop.merchant }] },
  );
  const payments = l
    .rows(YTD, { categories: ["salary"] })
    .sort((a, b) => b.cents - a.cents);
  const [topPayment, nextPayment] = payments;
  if (!topPayment || topPayment.cents === nextPayment?.cents)
    throw new Error("no clear largest client payment");
  k.figure("largest", "largest client payment this year", topPayment.cents, {
    also: [{ name: topPayment.merchant }],
  });
  k.figure(
    "largest",
    "biggest rewe shop in the last 3 months",
    largest(l, LAST3, at("Rewe")).cents,
  );

  // comparison
  k.holds("comparison", "did i spend more at rewe or lidl last month", [
    $(l.spend(SEP, at("Rewe"))),
    $(l.spend(SEP, at("Lidl"))),
  ]);
  k.figure(
    "comparison",
    "how much more did i earn in september than august",
    more(l.income(SEP), l.income(AUG)),
  );
}
