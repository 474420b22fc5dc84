/**
 * Fresh held-out questions about the Toronto-like family's money going out and coming in,
 * written on 2026-11-29 by someone who had not seen the assistant's code, typed the way people
 * type. Today is 2026-09-15; every figure comes from the oracle.
 */
import { questionKit, type QuestionKit } from "../ask";
import {
  lastDays,
  lastMonth,
  lastWeek,
  month,
  since,
  thisMonth,
  thisWeek,
  yearToDate,
} from "../calendar";
import type { EvalCase } from "../household";
import { torontoFamily } from "./fresh-toronto-family";
import { torontoMoreQuestions } from "./fresh-toronto-family-questions-more";
import { total } from "./fresh-kit";

export function torontoFamilyCase(): EvalCase {
  const household = torontoFamily();
  const k = questionKit(household);
  totals(k);
  categories(k);
  merchantsAndAccounts(k);
  incomeRefundsTransfers(k);
  torontoMoreQuestions(k);
  return { household, questions: k.out };
}

const T = "2026-09-15";
const AUG = lastMonth(T);
const JUL = month(2026, 7);
const YTD = yearToDate(T);
const at = (...merchants: string[]) => ({ merchants });
const only = (...categories: string[]) => ({ categories });

function totals({ l, figure }: QuestionKit): void {
  const kind = "total_spending";
  const soFar = l.spend(thisMonth(T));
  figure(kind, "how much did we spend last month", l.spend(AUG), {
    forbid: [l.spend(JUL), soFar],
  });
  figure(kind, "wats our spending so far this month", soFar, {
    forbid: [l.spend(AUG), soFar + total(l.upcoming())],
  });
  figure(kind, "how much have we spent this week", l.spend(thisWeek(T)), {
    forbid: [l.spend(lastWeek(T))],
  });
  const last14 = lastDays(T, 14);
  const everyDebit = total(l.rows(last14).filter((t) => t.type === "debit"));
  figure(
    kind,
    "ok so how much money did we actually spend in the last 14 days, not counting transfers or paying off the card",
    l.spend(last14),
    { forbid: [everyDebit] },
  );
}

function categories({ l, figure }: QuestionKit): void {
  const kind = "category_spending";
  figure(
    kind,
    "how much on grocereis last month",
    l.spend(AUG, only("groceries")),
    {
      forbid: [l.spend(JUL, only("groceries"))],
    },
  );
  figure(
    kind,
    "how much did we spend at gas stations in july? just fuel for the car",
    l.spend(JUL, at("Petro-Canada", "Esso")),
    { forbid: [l.spend(JUL, only("transportation"))] },
  );
  const daycare = l.spend(YTD, only("education"));
  figure(kind, "daycare costs so far this year", daycare, {
    forbid: [
      daycare + total(l.upcoming().filter((t) => t.category === "education")),
    ],
  });
  figure(
    kind,
    "how much have we spent on eating out n takeout since june",
    l.spend(since(T, 6), only("food_dining")),
  );
}

function merchantsAndAccounts({ l, figure, count }: QuestionKit): void {
  figure(
    "merchant",
    "how much at loblaws last month",
    l.spend(AUG, at("Loblaws")),
  );
  count(
    "merchant",
    "how many times did we hit tim hortons in august",
    l.purchases(AUG, at("Tim Hortons")).length,
  );
  figure(
    "merchant",
    "how much have we spent on diapers from well.ca this year",
    l.spend(YTD, at("Well.ca")),
  );
  const kind = "account_spending";
  figure(
    kind,
    "how much did we put on the pc mastercard last month",
    l.spend(AUG, { accounts: ["card"] }),
    { forbid: [l.spend(AUG)] },
  );
  figure(
    kind,
    "spending from the tangerine chequing acct in july",
    l.spend(JUL, { accounts: ["chequing"] }),
    { forbid: [l.spend(JUL)] },
  );
  count(
    "count",
    "how many purchases over $100 in august",
    l.purchases(AUG).filter((t) => t.cents > 10000).length,
  );
}

function incomeRefundsTransfers({ l, figure }: QuestionKit): void {
  figure("income", "how much did we bring in last month", l.income(AUG), {
    forbid: [l.income(JUL)],
  });
  figure(
    "income",
    "how much has harbourfront paid me this year",
    l.income(YTD, at("Harbourfront Logistics")),
    { forbid: [l.income(YTD)] },
  );
  figure(
    "income",
    "child benefit total since april?",
    l.income(since(T, 4), at("CRA Child Benefit")),
  );
  figure(
    "refunds",
    "any refunds this month? how much",
    l.refunds(thisMonth(T)),
  );
  figure(
    "refunds",
    "how much have we gotten back in refunds since july",
    l.refunds(since(T, 7)),
  );
  figure(
    "transfers",
    "how much have we put into the tfsa this year",
    l.transfers(YTD, "debit", at("Wealthsimple TFSA deposit")),
  );
  figure(
    "transfers",
    "how much did we transfer to eq savings last month",
    l.transfers(AUG, "debit", at("Transfer to EQ Savings")),
  );
  figure(
    "transfers",
    "how much have we paid towards the car loan since march",
    l.transfers(since(T, 3), "debit", at("Toyota Financial payment")),
  );
}
