/** Held-out questions about Dana's merchants, cards, income, refunds and transfers. */
import type { QuestionKit } from "../ask";
import {
  lastDays,
  lastMonth,
  month,
  namedMonth,
  since,
  yearToDate,
} from "../calendar";

const T = "2026-03-04";
const FEB = lastMonth(T);
const JAN = month(2026, 1);
const YTD = yearToDate(T);
const at = (...merchants: string[]) => ({ merchants });

export function usMoneyQuestions(k: QuestionKit): void {
  merchants(k);
  accounts(k);
  income(k);
  refundsAndTransfers(k);
}

function merchants({ l, figure, count }: QuestionKit): void {
  const philz = l.purchases(namedMonth(T, 10), at("Philz Coffee"));
  count(
    "merchant",
    "how many times did i go to philz in october",
    philz.length,
  );
  figure(
    "merchant",
    "how much have i spent at doordash this year",
    l.spend(YTD, at("DoorDash")),
  );
  count(
    "merchant",
    "how many lyft rides last month",
    l.purchases(FEB, at("Lyft")).length,
  );
  figure(
    "merchant",
    "what did i spend at costco since the start of the year",
    l.spend(YTD, at("Costco")),
  );
  figure(
    "merchant",
    "sweetgreen in the last 30 days?",
    l.spend(lastDays(T, 30), at("Sweetgreen")),
  );
}

function accounts({ l, figure }: QuestionKit): void {
  const kind = "account_spending";
  figure(
    kind,
    "how much did i put on my amex last month",
    l.spend(FEB, { accounts: ["amex"] }),
    {
      forbid: [l.spend(FEB)],
    },
  );
  figure(
    kind,
    "spending on the chase freedom card in january",
    l.spend(JAN, { accounts: ["freedom"] }),
  );
  figure(
    kind,
    "how much came out of checking for purchases in february",
    l.spend(FEB, { accounts: ["checking"] }),
  );
}

function income({ l, figure, count }: QuestionKit): void {
  figure("income", "how much did i earn in january", l.income(JAN), {
    forbid: [l.income(FEB)],
  });
  figure("income", "how much have i made this year", l.income(YTD));
  figure(
    "income",
    "how much did lumen pay me last month",
    l.income(FEB, at("Lumen Analytics")),
  );
  count(
    "count",
    "how many paychecks did i get in january",
    l.rows(JAN, at("Lumen Analytics")).length,
  );
  figure(
    "income",
    "interest earned on savings since august",
    l.income(since(T, 8), at("Ally Interest")),
  );
}

function refundsAndTransfers({ l, figure }: QuestionKit): void {
  figure("refunds", "how much did i get refunded last month", l.refunds(FEB));
  figure("refunds", "total refunds since october", l.refunds(since(T, 10)));
  const ally = at("Transfer to Ally Savings");
  figure(
    "transfers",
    "how much did i transfer to savings in january",
    l.transfers(JAN, "debit", ally),
  );
  figure(
    "transfers",
    "how much have i moved into ally since the start of the year",
    l.transfers(YTD, "debit", ally),
  );
  const cards = at("AMEX ePayment", "Chase Freedom payment");
  figure(
    "transfers",
    "how much did i pay toward my credit cards last month",
    l.transfers(FEB, "debit", cards),
  );
}
