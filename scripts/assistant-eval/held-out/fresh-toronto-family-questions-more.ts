/**
 * Fresh held-out questions asking the Toronto-like family's data for averages, shares, rankings
 * and comparisons, and about their balances, debts, budgets, goals, bills, pending rows and
 * follow-ups, plus what the ledger cannot answer. Written on 2026-11-29 by someone who had not
 * seen the assistant's code; every figure comes from the oracle. Today is 2026-09-15.
 */
import { categoryNames, type QuestionKit } from "../ask";
import {
  lastMonth,
  lastMonths,
  month,
  since,
  thisMonth,
  yearToDate,
} from "../calendar";
import { percent, roundDiv } from "../format";
import {
  averageRow,
  budgetNamed,
  differ,
  everUntil,
  goalNamed,
  largestPurchase,
  total,
} from "./fresh-kit";

const T = "2026-09-15";
const AUG = lastMonth(T);
const JUL = month(2026, 7);
const EVER = everUntil(T);
const at = (...merchants: string[]) => ({ merchants });
const only = (...categories: string[]) => ({ categories });

export function torontoMoreQuestions(k: QuestionKit): void {
  analysis(k);
  rankings(k);
  position(k);
  plans(k);
  bills(k);
  followUps(k);
  k.refuse("is it gonna snow in toronto next week");
  k.refuse("should we buy tesla stock in the tfsa");
}

function analysis({ l, figure, share, holds, $ }: QuestionKit): void {
  figure(
    "average",
    "avg monthly spending over the last 6 months",
    roundDiv(l.spend(lastMonths(T, 6)), 6),
  );
  figure(
    "average",
    "whats our average loblaws shop in august",
    averageRow(l.purchases(AUG, at("Loblaws"))),
  );
  share(
    "share",
    "what percent of our spending went to daycare last month",
    l.spend(AUG, at("Cedarvale Early Learning")),
    l.spend(AUG),
  );
  share(
    "savings_rate",
    "savings rate last month?",
    l.income(AUG) - l.spend(AUG),
    l.income(AUG),
  );
  const sinceMarch = since(T, 3);
  share(
    "savings_rate",
    "whats our savings rate since march",
    l.income(sinceMarch) - l.spend(sinceMarch),
    l.income(sinceMarch),
  );
  const [aug, jul] = [l.spend(AUG), l.spend(JUL)];
  differ(aug, jul, "august vs july");
  figure(
    "comparison",
    "did we spend more in august or july, and by how much",
    Math.abs(aug - jul),
    { also: [$(aug), $(jul)] },
  );
  const groceries = only("groceries");
  holds(
    "comparison",
    "are we spending more on groceries this month than last month at the same point",
    [
      $(l.spend(thisMonth(T), groceries)),
      $(l.spend({ start: "2026-08-01", end: "2026-08-15" }, groceries)),
    ],
  );
}

function rankings({ l, figure, top }: QuestionKit): void {
  const august = largestPurchase(l, AUG, {}, [
    "Wellesley Residences",
    "Cedarvale Early Learning",
  ]);
  figure(
    "largest",
    "biggest purchase last month apart from rent and daycare",
    august.cents,
    { also: [{ name: august.merchant }] },
  );
  const grocery = largestPurchase(l, EVER, only("groceries"));
  figure(
    "largest",
    "whats the most we ever spent on one grocery trip",
    grocery.cents,
    { also: [{ name: grocery.merchant }] },
  );
  top(
    "top_n",
    "top 3 spending categories in august",
    l.byCategory(AUG),
    3,
    categoryNames,
  );
  top("top_n", "top 5 merchants this year", l.byMerchant(yearToDate(T)), 5);
  top(
    "top_n",
    "where do we spend the most on food out? top 3 since may",
    l.byMerchant(since(T, 5), only("food_dining")),
    3,
  );
}

function position({ l, figure }: QuestionKit): void {
  figure("balances", "how much is in chequing", l.balanceOf("chequing"));
  // The line of credit was typed positive: read as an asset it would raise net worth.
  figure("net_worth", "whats our net worth", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("loc")],
  });
  const signed = Math.abs(
    l.balanceOf("card") + l.balanceOf("car") + l.balanceOf("loc"),
  );
  figure(
    "liabilities",
    "how much debt do we have in total",
    l.liabilitiesCents,
    { forbid: [signed] },
  );
  figure(
    "liabilities",
    "how much is left on the line of credit",
    l.owedOn("loc"),
  );
}

function plans({ l, figure, holds, $ }: QuestionKit): void {
  const h = l.household;
  const all = h.budgets.map((b) => budgetNamed(l, b.name));
  holds(
    "budgets",
    "r we over on any budgets",
    all.filter((b) => b.over).map((b) => ({ name: b.budget.name })),
    {
      forbidNames: all
        .filter((b) => !b.over && !b.near)
        .map((b) => b.budget.name),
    },
  );
  const gas = budgetNamed(l, "Gas money");
  if (gas.over || !gas.near) throw new Error("gas money should be near");
  holds("budgets", "gas money budget this week - how are we doing", [
    $(gas.spent),
    $(gas.remaining),
  ]);
  const baby = budgetNamed(l, "Baby gear");
  if (!baby.over) throw new Error("baby gear should be over");
  figure("budgets", "how far over are we on baby gear", -baby.remaining);
  figure(
    "goals",
    "how much more do we need for the resp",
    goalNamed(h, "Baby's RESP").remaining,
  );
  const pei = goalNamed(h, "PEI summer trip");
  if (pei.perMonth === undefined) throw new Error("pei has no need");
  figure(
    "goals",
    "how much a month do we have to save to make the pei trip happen on time",
    pei.perMonth,
  );
  const goals = h.goals.map((g) => goalNamed(h, g.name));
  holds(
    "goals",
    "which goals have we finished",
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
    "what subscriptions r we paying for",
    subs.map((t) => ({ name: t.merchant })),
    { forbidNames: ["Loblaws", "Petro-Canada", "Wellesley Residences"] },
  );
  const cancelled = l.purchases(EVER, at("Paramount+"))[0];
  if (!cancelled) throw new Error("no paramount+");
  figure(
    "subscriptions",
    "how much do our subscriptions cost a month",
    total(subs),
    { forbid: [total(subs) + cancelled.cents] },
  );
  const upcoming = l.upcoming();
  holds(
    "upcoming",
    "what bills do we have coming up",
    upcoming.flatMap((t) => [{ name: t.merchant }, $(t.cents)]),
  );
  figure(
    "upcoming",
    "how much is going out on oct 1",
    total(upcoming.filter((t) => t.date === "2026-10-01")),
  );
  const pending = l.rows(EVER).filter((t) => t.pending);
  holds(
    "pending",
    "anything still pending?",
    pending.map((t) => $(t.cents)),
  );
  const onCard = pending.filter((t) => t.account === "card");
  figure("pending", "how much is pending on the mastercard", total(onCard), {
    forbid: [total(pending)],
  });
}

function followUps({ l, figure, share }: QuestionKit): void {
  const loblaws = at("Loblaws");
  figure("follow_up", "and in august?", l.spend(AUG, loblaws), {
    before: ["how much did we spend at loblaws in july"],
    forbid: [l.spend(JUL, loblaws)],
  });
  figure(
    "follow_up",
    "what about don valley",
    l.income(AUG, at("Don Valley Health")),
    {
      before: ["how much did harbourfront pay me last month"],
      forbid: [l.income(AUG, at("Harbourfront Logistics"))],
    },
  );
  const jun = month(2026, 6);
  share("follow_up", "and july?", l.income(JUL) - l.spend(JUL), l.income(JUL), {
    before: ["whats our savings rate for june"],
    forbidNeeds: [percent(l.income(jun) - l.spend(jun), l.income(jun))],
  });
}
