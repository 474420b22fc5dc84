/** Held-out questions about the Hartleys' merchants, accounts, income, refunds and transfers. */
import type { QuestionKit } from "../ask";
import { lastMonth, lastMonths, since, year, yearToDate } from "../calendar";

const T = "2025-09-17";
const AUG = lastMonth(T);
const YTD = yearToDate(T);

export function ukMoneyQuestions(k: QuestionKit): void {
  merchants(k);
  accountsAndIncome(k);
  refundsAndTransfers(k);
}

function merchants({ l, figure, count, holds, $ }: QuestionKit): void {
  const at = (...merchants: string[]) => ({ merchants });
  figure(
    "merchant",
    "how much did we spend at tesco in august",
    l.spend(AUG, at("Tesco")),
  );
  count(
    "merchant",
    "how many times did we shop at tesco in august",
    l.purchases(AUG, at("Tesco")).length,
  );
  holds(
    "merchant",
    "how much have i spent at pret this year and how many times",
    [
      $(l.spend(YTD, at("Pret A Manger"))),
      { count: l.purchases(YTD, at("Pret A Manger")).length },
    ],
  );
  figure(
    "merchant",
    "deliveroo spending over the last 3 months",
    l.spend(lastMonths(T, 3), at("Deliveroo")),
  );
  count(
    "merchant",
    "costa coffee how often in july",
    l.purchases({ start: "2025-07-01", end: "2025-07-31" }, at("Costa Coffee"))
      .length,
  );
  figure(
    "merchant",
    "amazon total since january after refunds",
    l.spend(YTD, at("Amazon")),
  );
  figure(
    "merchant",
    "how much did the nursery cost us this year",
    l.spend(YTD, at("Little Acorns Nursery")),
  );
  figure(
    "merchant",
    "whats the council tax come to this year",
    l.spend(YTD, at("Leeds City Council")),
  );
}

function accountsAndIncome({ l, figure }: QuestionKit): void {
  figure(
    "account_spending",
    "how much did we spend on the barclaycard last month",
    l.spend(AUG, { accounts: ["card"] }),
    {
      forbid: [l.spend(AUG)],
    },
  );
  figure(
    "account_spending",
    "spending from the joint account in august",
    l.spend(AUG, { accounts: ["joint"] }),
    {
      forbid: [l.spend(AUG)],
    },
  );
  const JUL = { start: "2025-07-01", end: "2025-07-31" };
  figure("income", "how much did we earn last month", l.income(AUG), {
    forbid: [l.income(JUL)],
  });
  figure(
    "income",
    "how much did i get from freelance work this year",
    l.income(YTD, { described: "freelance" }),
    {
      forbid: [l.income(YTD)],
    },
  );
  figure("income", "total income in 2024", l.income(year(2024)));
  figure(
    "income",
    "how much child benefit have we had since january",
    l.income(YTD, { merchants: ["HMRC Child Benefit"] }),
  );
  figure(
    "income",
    "how much did halden pay me in august",
    l.income(AUG, { merchants: ["Halden Logistics"] }),
  );
}

function refundsAndTransfers({ l, figure }: QuestionKit): void {
  figure(
    "refunds",
    "how much did we get back in refunds last month",
    l.refunds(AUG),
  );
  figure("refunds", "total refunds since july", l.refunds(since(T, 7)));
  const saver = { merchants: ["Transfer to Marcus Saver"] };
  figure(
    "transfers",
    "how much have we moved into the marcus saver this year",
    l.transfers(YTD, "debit", saver),
  );
  const card = { merchants: ["Barclaycard payment"] };
  figure(
    "transfers",
    "how much have we paid off the barclaycard since june",
    l.transfers(since(T, 6), "debit", card),
  );
}
