/**
 * Fresh held-out questions asking the Glasgow hairdresser's data for averages, shares, rankings
 * and comparisons, and about her balances, debts, budgets, goals, bills, pending rows and
 * follow-ups, plus what the ledger cannot answer. Written on 2026-11-29 by someone who had not
 * seen the assistant's code; every figure comes from the oracle. Today is 2026-06-03.
 */
import { categoryNames, type QuestionKit } from "../ask";
import { lastMonth, lastMonths, month, yearToDate } from "../calendar";
import { roundDiv } from "../format";
import {
  averageRow,
  budgetNamed,
  differ,
  everUntil,
  goalNamed,
  largestPurchase,
  total,
} from "./fresh-kit";

const T = "2026-06-03";
const MAY = lastMonth(T);
const APR = month(2026, 4);
const JAN = month(2026, 1);
const LAST3 = lastMonths(T, 3);
const LAST12 = lastMonths(T, 12);
const EVER = everUntil(T);
const at = (...merchants: string[]) => ({ merchants });

/** The ways an answer may name a merchant with a long stored name. */
const merchantNames = (name: string): string[] => {
  if (name === "HMRC Self Assessment") return [name, "HMRC"];
  if (name === "Finnieston Hair Studio") return [name, "Finnieston"];
  return [name];
};

export function glasgowMoreQuestions(k: QuestionKit): void {
  analysis(k);
  rankings(k);
  position(k);
  plans(k);
  bills(k);
  followUps(k);
  k.refuse("will it rain in glasgow on saturday");
  k.refuse("should i put my savings into bitcoin");
}

function analysis({ l, figure, share, $ }: QuestionKit): void {
  figure(
    "average",
    "whats my average monthly income over the last 6 months",
    roundDiv(l.income(lastMonths(T, 6)), 6),
  );
  figure(
    "average",
    "average sumup payout last month",
    averageRow(l.rows(MAY, at("SumUp"))),
  );
  share(
    "share",
    "what % of my spending last month went on the flat rent (hacking & paterson)",
    l.spend(MAY, at("Hacking & Paterson")),
    l.spend(MAY),
  );
  share(
    "share",
    "chair rent as a percentage of everything i spent over the last 3 months",
    l.spend(LAST3, at("Finnieston Hair Studio")),
    l.spend(LAST3),
  );
  share(
    "savings_rate",
    "savings rate last month",
    l.income(MAY) - l.spend(MAY),
    l.income(MAY),
  );
  share(
    "savings_rate",
    "whats my savings rate been over the last 12 months",
    l.income(LAST12) - l.spend(LAST12),
    l.income(LAST12),
  );
  const [may, apr] = [l.income(MAY), l.income(APR)];
  differ(may, apr, "may vs april income");
  figure(
    "comparison",
    "did i earn more in may or april? by how much",
    Math.abs(may - apr),
    { also: [$(may), $(apr)] },
  );
  const energy = at("ScottishPower");
  const [jan, mayEnergy] = [l.spend(JAN, energy), l.spend(MAY, energy)];
  differ(jan, mayEnergy, "energy bills");
  figure(
    "comparison",
    "how does my energy bill in january compare to may",
    Math.abs(jan - mayEnergy),
    { also: [$(jan), $(mayEnergy)] },
  );
}

function rankings({ l, figure, top }: QuestionKit): void {
  const january = largestPurchase(l, JAN);
  figure("largest", "biggest expense in january", january.cents, {
    also: [{ anyOf: merchantNames(january.merchant) }],
  });
  const supplies = largestPurchase(l, EVER, at("Salon Services"));
  figure(
    "largest",
    "whats the most ive spent in one go at salon services",
    supplies.cents,
  );
  top(
    "top_n",
    "top 3 categories over the last 3 months",
    l.byCategory(LAST3),
    3,
    categoryNames,
  );
  top(
    "top_n",
    "top 5 places my money went this year",
    l.byMerchant(yearToDate(T)),
    5,
    merchantNames,
  );
}

function position({ l, figure }: QuestionKit): void {
  figure("balances", "starling balance", l.balanceOf("biz"));
  figure("balances", "how much is in zopa", l.balanceOf("zopa"));
  // The loan was typed positive: read as an asset it would raise net worth.
  figure("net_worth", "what am i worth overall", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("loan")],
  });
  figure("liabilities", "how much do i owe altogether", l.liabilitiesCents, {
    forbid: [Math.abs(l.balanceOf("card") + l.balanceOf("loan"))],
  });
  figure("liabilities", "whats left on the novuna loan", l.owedOn("loan"));
}

function plans({ l, figure, holds }: QuestionKit): void {
  const h = l.household;
  const all = h.budgets.map((b) => budgetNamed(l, b.name));
  holds(
    "budgets",
    "am i over on any of my budgets",
    all.filter((b) => b.over).map((b) => ({ name: b.budget.name })),
    {
      forbidNames: all
        .filter((b) => !b.over && !b.near)
        .map((b) => b.budget.name),
    },
  );
  const treats = budgetNamed(l, "Takeaway treats");
  if (treats.over || !treats.near) throw new Error("treats should be near");
  figure(
    "budgets",
    "takeaway treats budget, how much have i got left this week",
    treats.remaining,
  );
  const supplies = budgetNamed(l, "Salon supplies");
  if (!supplies.over) throw new Error("salon supplies should be over");
  figure("budgets", "how much over is salon supplies", -supplies.remaining);
  figure(
    "goals",
    "how much have i saved towards my own salon",
    goalNamed(h, "Own salon deposit").saved,
  );
  const tax = goalNamed(h, "July tax bill");
  if (tax.perMonth === undefined) throw new Error("the tax goal has no need");
  figure(
    "goals",
    "how much a month do i need to put away for the july tax bill",
    tax.perMonth,
  );
  const goals = h.goals.map((g) => goalNamed(h, g.name));
  holds(
    "goals",
    "which of my goals are done",
    goals.filter((g) => g.completed).map((g) => ({ name: g.goal.name })),
    {
      forbidNames: goals.filter((g) => !g.completed).map((g) => g.goal.name),
    },
  );
}

function bills({ l, figure, holds, $ }: QuestionKit): void {
  const subs = l.activeRecurring("subscription");
  holds(
    "subscriptions",
    "what subs am i paying for",
    subs.map((t) => ({ name: t.merchant })),
    {
      forbidNames: [
        "Morrisons",
        "Hacking & Paterson",
        "Finnieston Hair Studio",
      ],
    },
  );
  const cancelled = l
    .purchases(EVER, at("BritBox"))
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  if (!cancelled) throw new Error("no britbox");
  figure(
    "subscriptions",
    "how much do my subscriptions come to each month",
    total(subs),
    { forbid: [total(subs) + cancelled.cents] },
  );
  const upcoming = l.upcoming();
  holds(
    "upcoming",
    "any bills coming up",
    upcoming.flatMap((t) => [{ anyOf: merchantNames(t.merchant) }, $(t.cents)]),
  );
  const hmrc = upcoming.find((t) => t.merchant === "HMRC Self Assessment");
  if (!hmrc) throw new Error("no tax payment ahead");
  figure("upcoming", "hows much is my next hmrc payment", hmrc.cents);
  const pending = l.rows(EVER).filter((t) => t.pending);
  holds(
    "pending",
    "whats still pending",
    pending.map((t) => $(t.cents)),
  );
  const business = pending.filter((t) => t.account === "biz");
  figure(
    "pending",
    "how much is pending on the starling account",
    total(business),
    { forbid: [total(pending)] },
  );
}

function followUps({ l, figure, count }: QuestionKit): void {
  const morrisons = at("Morrisons");
  figure("follow_up", "and in march?", l.spend(month(2026, 3), morrisons), {
    before: ["how much did i spend at morrisons in april"],
    forbid: [l.spend(APR, morrisons)],
  });
  const payouts = l.rows(APR, at("SumUp")).length;
  count("follow_up", "how many payouts was that", payouts, {
    before: ["how much did sumup pay out in april"],
  });
  figure("follow_up", "and the loan?", l.owedOn("loan"), {
    before: ["whats the balance on my virgin card"],
    forbid: [l.owedOn("card")],
  });
}
