/**
 * Fresh held-out questions about the Glasgow hairdresser's money going out and coming in,
 * written on 2026-11-29 by someone who had not seen the assistant's code, typed the way people
 * type. Today is 2026-06-03, so a bare "october" is 2025 and "the last 12 months" are June 2025
 * to May 2026; every figure comes from the oracle.
 */
import { questionKit, type QuestionKit } from "../ask";
import {
  lastMonth,
  lastMonths,
  lastWeek,
  month,
  since,
  thisMonth,
  thisWeek,
  yearToDate,
} from "../calendar";
import type { EvalCase } from "../household";
import { glasgowHairdresser } from "./fresh-glasgow-hairdresser";
import { glasgowMoreQuestions } from "./fresh-glasgow-hairdresser-questions-more";
import { total } from "./fresh-kit";

export function glasgowHairdresserCase(): EvalCase {
  const household = glasgowHairdresser();
  const k = questionKit(household);
  totals(k);
  categories(k);
  merchantsAndAccounts(k);
  incomeRefundsTransfers(k);
  glasgowMoreQuestions(k);
  return { household, questions: k.out };
}

const T = "2026-06-03";
const MAY = lastMonth(T);
const APR = month(2026, 4);
const YTD = yearToDate(T);
const LAST12 = lastMonths(T, 12);
const at = (...merchants: string[]) => ({ merchants });
const only = (...categories: string[]) => ({ categories });

function totals({ l, figure }: QuestionKit): void {
  const kind = "total_spending";
  figure(kind, "how much did i spend in may", l.spend(MAY), {
    forbid: [l.spend(APR), l.spend(thisMonth(T))],
  });
  figure(kind, "total spending over the last 12 months", l.spend(LAST12), {
    forbid: [l.spend({ start: LAST12.start, end: T })],
  });
  figure(kind, "spent this wk so far?", l.spend(thisWeek(T)), {
    forbid: [l.spend(lastWeek(T))],
  });
}

function categories({ l, figure }: QuestionKit): void {
  const kind = "category_spending";
  figure(kind, "groceries last month", l.spend(MAY, only("groceries")), {
    forbid: [l.spend(APR, only("groceries"))],
  });
  figure(
    kind,
    "how much on food and drink out in april - coffees, lunches, takeaways, the lot",
    l.spend(APR, only("food_dining")),
  );
  const sinceJan = since(T, 1);
  figure(
    kind,
    "what have trains cost me since january? scotrail only",
    l.spend(sinceJan, at("ScotRail")),
    { forbid: [l.spend(sinceJan, only("transportation"))] },
  );
  figure(
    kind,
    "how much have i spent on salon supplies this year (salon services n capital hair)",
    l.spend(YTD, at("Salon Services", "Capital Hair & Beauty")),
    { forbid: [l.spend(YTD, only("shopping"))] },
  );
}

function merchantsAndAccounts({ l, figure, count }: QuestionKit): void {
  figure(
    "merchant",
    "how much at morrisons last month",
    l.spend(MAY, at("Morrisons")),
  );
  count(
    "merchant",
    "how many times did i get artisan roast in may",
    l.purchases(MAY, at("Artisan Roast")).length,
  );
  const hmrc = at("HMRC Self Assessment");
  const paid = l.spend(LAST12, hmrc);
  const due = total(
    l.upcoming().filter((t) => t.merchant === "HMRC Self Assessment"),
  );
  figure("merchant", "how much have i paid hmrc in the last 12 months", paid, {
    forbid: [paid + due],
  });
  figure(
    "merchant",
    "total chair rent to finnieston this year",
    l.spend(YTD, at("Finnieston Hair Studio")),
  );
  const kind = "account_spending";
  figure(
    kind,
    "how much did i spend on the virgin card last month",
    l.spend(MAY, { accounts: ["card"] }),
    { forbid: [l.spend(MAY)] },
  );
  figure(
    kind,
    "spending out of the starling business account in april",
    l.spend(APR, { accounts: ["biz"] }),
    { forbid: [l.spend(APR)] },
  );
  count(
    "count",
    "how many sumup payouts did i get in may",
    l.rows(MAY, at("SumUp")).length,
  );
  count(
    "count",
    "how many times have i had a shish mahal since march",
    l.purchases(since(T, 3), at("Shish Mahal")).length,
  );
}

function incomeRefundsTransfers({ l, figure }: QuestionKit): void {
  figure("income", "how much did i make last month", l.income(MAY), {
    forbid: [l.income(APR)],
  });
  figure(
    "income",
    "how much has come in thru sumup since january",
    l.income(YTD, at("SumUp")),
    { forbid: [l.income(YTD)] },
  );
  figure(
    "income",
    "how much have clients paid me by bank transfer this year, not counting sumup",
    l.income(YTD, { described: "faster payment" }),
    { forbid: [l.income(YTD), l.income(YTD) - l.income(YTD, at("SumUp"))] },
  );
  figure("refunds", "any refunds last month", l.refunds(MAY));
  figure(
    "refunds",
    "how much have i had refunded since october",
    l.refunds(since(T, 10)),
  );
  figure(
    "transfers",
    "how much have i paid myself from the business account this year",
    l.transfers(YTD, "debit", at("Drawings to BoS")),
  );
  figure(
    "transfers",
    "how much did i put in zopa last month",
    l.transfers(MAY, "debit", at("Transfer to Zopa")),
  );
}
