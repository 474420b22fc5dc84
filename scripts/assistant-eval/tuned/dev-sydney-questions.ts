/**
 * Questions about the family in Sydney (`dev-sydney.ts`), typed the way a busy couple with a
 * toddler types into a chat box: lowercase, Australian words ("woolies", "all up", "rego"),
 * short fragments and follow-ups. Goals, budgets and subscriptions are asked about here, the
 * spending side in `dev-sydney-spending.ts`. Every figure comes from the oracle through the
 * question kit; none is written by hand.
 */
import {
  lastMonth,
  monthName,
  namedMonth,
  parts,
  yearToDate,
  type Window,
} from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase, EvalGoal, Need } from "../household";
import { sydneyFamily } from "./dev-sydney";
import { sydneySpendingQuestions } from "./dev-sydney-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

/** The ways an answer may write a calendar date (18 November 2027, Nov 2027, 2027-11-18, …). */
export function dateTexts(date: string): Need {
  const { y, m, d } = parts(date);
  const long = monthName(m);
  const short = long.slice(0, 3);
  return {
    anyOf: [
      `${long} ${String(y)}`,
      `${short} ${String(y)}`,
      `${long} ${String(d)}, ${String(y)}`,
      `${short} ${String(d)}, ${String(y)}`,
      `${String(d)} ${long} ${String(y)}`,
      `${String(d)} ${short} ${String(y)}`,
      date,
      `${String(m)}/${String(d)}/${String(y)}`,
      `${String(d)}/${String(m)}/${String(y)}`,
    ],
  };
}

/** What was put toward a goal within a window. */
export function contributedIn(g: EvalGoal, w: Window): number {
  return g.contributions
    .filter((c) => c.date >= w.start && c.date <= w.end)
    .reduce((s, c) => s + c.cents, 0);
}

export const BEHIND = {
  anyOf: ["behind", "not on track", "off track", "short"],
};
const DONE = {
  anyOf: ["complete", "completed", "reached", "achieved", "done", "met"],
};

export function sydneyFamilyCase(): EvalCase {
  const h = sydneyFamily();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const AUG = lastMonth(t);
  const JUL = namedMonth(t, 7);
  const YTD = yearToDate(t);
  const at = (merchant: string) => ({ merchants: [merchant] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  sydneySpendingQuestions(k);

  // A rebate is money back; a loan's next repayment is the transfer it receives at its cadence;
  // a named merchant's membership is what was paid there, not every subscription.
  k.figure(
    "refunds",
    "how much did the medicare rebates come to this year",
    l.refunds(YTD, at("Medicare")),
  );
  k.holds("upcoming", "when is the next mortgage repayment", [
    "Sep 18",
    $(209800),
  ]);
  k.figure(
    "merchant",
    "how much was the taronga membership",
    l.spend({ start: "2025-09-01", end: t }, at("Taronga Zoo")),
    { forbidNames: ["Netflix"] },
  );

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "are we over on any budgets",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const groceries = budgetNamed(l, "Weekly Groceries");
  if (groceries.over) throw new Error("groceries should be under");
  k.figure(
    "budgets",
    "how much is left in the weekly grocery budget",
    groceries.remaining,
  );
  const eating = budgetNamed(l, "Eating Out");
  if (!eating.over) throw new Error("eating out should be over");
  k.holds("budgets", "eating out budget this month?", [
    $(eating.spent),
    $(-eating.remaining),
  ]);

  // goals: Japan behind its pace, the reno on track, the emergency fund done.
  const japan = goalNamed(h, "Japan Trip");
  const reno = goalNamed(h, "Kitchen Reno");
  const emergency = goalNamed(h, "Emergency Fund");
  if (!japan.behind || reno.behind || !emergency.completed)
    throw new Error("the goals are not as written");
  if (reno.projected === undefined) throw new Error("the reno has no pace");
  k.progress(
    "goals",
    "how far along is the japan trip fund",
    japan.saved,
    japan.goal.targetCents,
  );
  k.figure(
    "goals",
    "how much left to save for the kitchen reno",
    reno.remaining,
  );
  k.holds("goals", "are we on track for japan", [BEHIND]);
  k.holds("goals", "when will we hit the kitchen reno goal at this rate", [
    dateTexts(reno.projected),
  ]);
  k.figure(
    "goals",
    "how much did we put into the japan trip last month",
    contributedIn(japan.goal, AUG),
  );
  k.holds("goals", "is the emergency fund goal done", [DONE]);
  // A goal asked by another word of its kind: the holiday fund is the Japan trip.
  k.progress(
    "goals",
    "how close are we to the holiday fund",
    japan.saved,
    japan.goal.targetCents,
  );
  k.figure("goals", "hows the vacation savings going", japan.saved, {
    forbid: [l.balanceOf("ing")],
  });

  // transfers between the two accounts, the savings account said by its type
  const fromIng = l.transfers(YTD, "credit", {
    accounts: ["offset"],
    described: "from ING",
  });
  k.figure(
    "transfers",
    "how much went from savings to the offset this year",
    fromIng,
    { forbid: [l.balanceOf("offset")] },
  );
  k.figure(
    "transfers",
    "how much went from savings back to everyday this year",
    fromIng,
  );

  // balances, net worth, liabilities: the Amex is typed positive, the Westpac negative.
  k.figure("balances", "whats in the offset account", l.balanceOf("offset"));
  k.figure("net_worth", "whats our net worth", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("amex")],
  });
  k.figure("liabilities", "how much is left on the mortgage", l.owedOn("home"));

  // subscriptions: Binge stopped in May; Telstra and Medibank are bills, not subscriptions.
  const subs = l.activeRecurring("subscription");
  const subsTotal = sum(subs.map((x) => x.cents));
  const binge = l.purchases(YTD, at("Binge"))[0];
  if (!binge) throw new Error("no binge");
  k.holds(
    "subscriptions",
    "what subscriptions are we paying for",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Binge", "Telstra", "Medibank", "Opal"] },
  );
  k.figure(
    "subscriptions",
    "how much do our subscriptions cost a month",
    subsTotal,
    { forbid: [subsTotal + binge.cents] },
  );
  const stan = subs.find((x) => x.merchant === "Stan");
  if (!stan) throw new Error("no stan");
  k.figure("subscriptions", "how much is stan now", stan.cents, {
    forbid: [1700],
  });
  // Whether a price moved: the latest charge against the last different one before it.
  const stanBefore = l
    .purchases({ start: "2000-01-01", end: t }, at("Stan"))
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .find((x) => x.cents !== stan.cents);
  if (!stanBefore) throw new Error("stan never changed price");
  k.figure(
    "subscriptions",
    "did stan go up in price",
    stan.cents - stanBefore.cents,
  );
  k.figure("subscriptions", "has binge gone up", binge.cents);
  // The n dearest, in order, not the dearest one alone.
  const dearest = [...subs].sort((a, b) => b.cents - a.cents);
  k.holds(
    "subscriptions",
    "what are our 3 most expensive subscriptions",
    dearest.slice(0, 3).map((x) => ({ name: x.merchant })),
    { forbidNames: dearest.slice(3).map((x) => x.merchant) },
  );
  k.holds(
    "subscriptions",
    "top 2 subscriptions by cost",
    dearest.slice(0, 2).map((x) => ({ name: x.merchant })),
    { forbidNames: dearest.slice(2).map((x) => x.merchant) },
  );

  // upcoming and pending
  const upcoming = l.upcoming();
  k.holds(
    "upcoming",
    "any bills coming up",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  // Nothing due in the window asked: it says so, and names the next one after it.
  const [nextDue] = [...upcoming].sort((a, b) => (a.date < b.date ? -1 : 1));
  if (!nextDue || nextDue.date <= "2026-09-20")
    throw new Error("something is due this week");
  k.holds("upcoming", "what bills are due this week", [
    { name: nextDue.merchant },
    $(nextDue.cents),
  ]);
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "whats still pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);

  // follow_up
  k.figure("follow_up", "what about coles?", l.spend(AUG, at("Coles")), {
    before: ["how much did we spend at woolies last month"],
    forbid: [l.spend(AUG, at("Woolworths"))],
  });
  k.figure(
    "follow_up",
    "and the education dept?",
    l.income(YTD, at("NSW Department of Education")),
    {
      before: ["how much has atlassian paid us this year"],
      forbid: [l.income(YTD, at("Atlassian"))],
    },
  );
  k.figure(
    "follow_up",
    "and in july?",
    l.spend(JUL, { categories: ["groceries"] }),
    {
      before: ["groceries last month"],
      forbid: [l.spend(AUG, { categories: ["groceries"] })],
    },
  );

  // refusal
  // two months said together are one stretch; two account types joined are both
  const janFeb = {
    start: namedMonth(t, 1).start,
    end: namedMonth(t, 2).end,
  };
  k.figure(
    "total_spending",
    "how much did we spend in jan and feb",
    l.spend(janFeb),
    {
      forbid: [l.spend(namedMonth(t, 1)), l.spend(namedMonth(t, 2))],
    },
  );
  k.figure(
    "balances",
    "how much do we have in savings and checking combined",
    l.balanceOf("ing") + l.balanceOf("offset"),
  );
  k.refuse("should we fix the home loan rate or stay variable");

  return { household: h, questions: k.out };
}
