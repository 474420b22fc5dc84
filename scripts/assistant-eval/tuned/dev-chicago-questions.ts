/**
 * Questions about the Chicago family (`dev-chicago.ts`), typed the way people type into a chat
 * box. Every figure comes from the oracle through the question kit; none is written by hand.
 */
import { lastMonth, namedMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { chicagoFamily } from "./dev-chicago";
import { chicagoSpendingQuestions } from "./dev-chicago-spending";
import { budgetNamed, budgetsOver, goalNamed, nextAt } from "./dev-kit";

export function chicagoFamilyCase(): EvalCase {
  const h = chicagoFamily();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const FEB = lastMonth(t);
  const JAN = namedMonth(t, 1);
  const groceries = { categories: ["groceries"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });

  chicagoSpendingQuestions(k);

  // "What did we spend over $100 on": the purchases, newest first, not only their sum.
  const over100 = l
    .purchases(FEB)
    .filter((x) => x.cents > 10000)
    .sort((a, b) => (a.date < b.date ? 1 : -1));
  k.holds("largest", "what did we spend over $100 on last month", [
    String(over100.length),
    ...over100.slice(0, 3).map((x) => ({ name: x.merchant })),
    $(over100[0]?.cents ?? 0),
  ]);

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "which budgets am i over",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const grocery = budgetNamed(l, "Groceries");
  if (grocery.over) throw new Error("the grocery budget should be under");
  k.holds("budgets", "hows my grocery budget", [
    $(grocery.spent),
    $(grocery.remaining),
  ]);
  const diningBudget = budgetNamed(l, "Dining Out");
  if (!diningBudget.over) throw new Error("dining should be over");
  k.holds("budgets", "am i over on dining", [
    $(diningBudget.spent),
    $(-diningBudget.remaining),
  ]);
  k.figure(
    "budgets",
    "how much is left in the family fun budget",
    budgetNamed(l, "Family Fun").remaining,
  );
  const transit = budgetNamed(l, "Gas & Transit");
  if (!transit.over) throw new Error("gas & transit should be over");
  k.holds("budgets", "gas and transit budget this week?", [
    $(transit.spent),
    $(-transit.remaining),
  ]);

  // goals
  const disney = goalNamed(h, "Disney World Trip");
  if (disney.perMonth === undefined) throw new Error("disney has no need");
  k.figure(
    "goals",
    "how much do we need to save a month to make the disney trip",
    disney.perMonth,
  );
  k.figure(
    "goals",
    "whats left to save for the emergency fund",
    goalNamed(h, "Emergency Fund").remaining,
  );
  k.figure(
    "goals",
    "how much is in the couch fund",
    goalNamed(h, "New Couch").saved,
  );
  const behind = h.goals.filter((g) => goalNamed(h, g.name).behind);
  k.holds(
    "goals",
    "which goals are we behind on",
    behind.map((g) => ({ name: g.name })),
    {
      forbidNames: h.goals
        .filter((g) => !behind.includes(g))
        .map((g) => g.name),
    },
  );

  // balances
  k.figure("balances", "whats in checking right now", l.balanceOf("chk"));
  k.figure(
    "balances",
    "how much do we have in the ally savings",
    l.balanceOf("hys"),
  );
  k.figure("balances", "how much is in the cash wallet", l.balanceOf("cash"));

  // net_worth: the Amex is typed positive, so adding it as an asset is the wrong reading.
  const amexAsAsset = l.netWorthCents + 2 * l.owedOn("amex");
  k.figure("net_worth", "whats our net worth", l.netWorthCents, {
    forbid: [amexAsAsset],
  });
  k.figure(
    "net_worth",
    "how much are we worth all in after the car loan and cards",
    l.netWorthCents,
    { forbid: [amexAsAsset] },
  );
  k.figure("net_worth", "what are our total assets", l.assetsCents, {
    forbid: [l.assetsCents + l.balanceOf("amex")],
  });

  // liabilities
  k.figure("liabilities", "how much do we owe in total", l.liabilitiesCents, {
    forbid: [l.liabilitiesCents - 2 * l.owedOn("amex")],
  });
  k.figure("liabilities", "whats left on the car loan", l.owedOn("car"));
  k.figure("liabilities", "how much do i owe on the amex", l.owedOn("amex"));
  k.figure("liabilities", "visa balance?", l.owedOn("visa"));

  // subscriptions
  const subs = l.activeRecurring("subscription");
  const subsTotal = subs.reduce((s, x) => s + x.cents, 0);
  k.holds(
    "subscriptions",
    "what subscriptions do we pay for and how much a month",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Peacock"] },
  );
  const netflix = subs.find((x) => x.merchant === "Netflix");
  if (!netflix) throw new Error("no netflix");
  k.figure("subscriptions", "what does netflix charge us now", netflix.cents, {
    forbid: [2299],
  });
  k.holds(
    "subscriptions",
    "list my subscriptions",
    subs.map((x) => ({ name: x.merchant })),
    { forbidNames: ["Peacock", "Jewel-Osco", "Costco", "Shell", "Xfinity"] },
  );

  k.figure(
    "subscriptions",
    "how much do i spend on subscriptions per year",
    subsTotal * 12,
    { also: [$(subsTotal)] },
  );

  // what a question leaves out: rent (Lakeview's rows say RENT), daycare (education)
  const rent = "Lakeview Property Mgmt";
  const ytd = yearToDate(t);
  const notRent = (w: { start: string; end: string }) =>
    l.purchases(w).filter((x) => x.merchant !== rent);
  const [topNotRent] = notRent(ytd);
  if (!topNotRent) throw new Error("no purchase but rent");
  k.figure(
    "largest",
    "biggest purchase excluding rent this year",
    topNotRent.cents,
    { also: [{ name: topNotRent.merchant }] },
  );
  k.figure(
    "total_spending",
    "how much did i spend last month excluding rent",
    l.spend(FEB) - l.spend(FEB, { merchants: [rent] }),
    { forbid: [l.spend(FEB)] },
  );
  const [topOther] = l
    .purchases({ start: "1900-01-01", end: t })
    .filter((x) => x.merchant !== rent && x.category !== "education");
  if (!topOther) throw new Error("no purchase but rent and daycare");
  k.figure(
    "largest",
    "whats the largest expense other than rent and daycare",
    topOther.cents,
    { also: [{ name: topOther.merchant }] },
  );

  // since payday: from the latest salary to today
  const lastPay = l
    .rows({ start: "1900-01-01", end: t }, { categories: ["salary"] })
    .filter((x) => x.type === "credit" && !x.pending)
    .map((x) => x.date)
    .sort()
    .at(-1);
  if (!lastPay) throw new Error("no pay");
  k.figure(
    "total_spending",
    "how much have we spent since last payday",
    l.spend({ start: lastPay, end: t }),
    { forbid: [l.spend({ start: `${t.slice(0, 7)}-01`, end: t })] },
  );

  // where they shop most often: purchases at stores (groceries, shopping), over all the data
  const visits = new Map<string, number>();
  for (const x of l.purchases(
    { start: "1900-01-01", end: t },
    { categories: ["groceries", "shopping"] },
  ))
    visits.set(x.merchant, (visits.get(x.merchant) ?? 0) + 1);
  const [most, runnerUp] = [...visits].sort((a, b) => b[1] - a[1]);
  if (!most || !runnerUp || most[1] === runnerUp[1])
    throw new Error("no single store visited most");
  k.holds("top_merchants", "where do i shop most often", [
    { name: most[0] },
    { count: most[1] },
  ]);

  // upcoming
  const upcoming = l.upcoming();
  const upcomingTotal = upcoming.reduce((s, x) => s + x.cents, 0);
  const marchEnd = namedMonth(t, 3).end;
  const thisMonthAhead = upcoming.filter((x) => x.date <= marchEnd);
  k.holds(
    "upcoming",
    "any bills coming up",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.figure(
    "upcoming",
    "how much do we have coming out in upcoming bills",
    upcomingTotal,
  );
  k.figure(
    "upcoming",
    "whats due before the end of the month and how much",
    thisMonthAhead.reduce((s, x) => s + x.cents, 0),
    {
      also: thisMonthAhead.map((x) => ({ name: x.merchant })),
      forbid: [upcomingTotal],
      forbidNames: ["Bright Horizons"],
    },
  );

  k.holds(
    "upcoming",
    "when is my next paycheck",
    nextAt(l, "Acme Corp", "credit"),
  );
  k.holds(
    "upcoming",
    "when does my gym membership renew",
    nextAt(l, "Planet Fitness", "debit"),
  );

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "whats pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure(
    "pending",
    "how much is still pending",
    pending.reduce((s, x) => s + x.cents, 0),
  );
  const amexPending = pending.filter((x) => x.account === "amex");
  k.holds(
    "pending",
    "anything pending on the amex",
    [
      ...amexPending.map((x) => ({ name: x.merchant })),
      ...amexPending.map((x) => $(x.cents)),
    ],
    {
      forbid: pending.filter((x) => x.account !== "amex").map((x) => x.cents),
    },
  );

  // follow_up
  k.figure("follow_up", "and the month before?", l.spend(JAN, groceries), {
    before: ["how much did we spend on groceries last month"],
    forbid: [l.spend(FEB, groceries)],
  });
  k.figure("follow_up", "what about amazon", l.spend(JAN, at("Amazon")), {
    before: ["what did we spend at target in january"],
    forbid: [l.spend(JAN, at("Target"))],
  });
  k.figure("follow_up", "and on the visa card?", l.spend(FEB, on("visa")), {
    before: ["how much did we spend on the amex last month"],
    forbid: [l.spend(FEB, on("amex"))],
  });
  k.figure(
    "follow_up",
    "how much of that was from acme",
    l.income(FEB, at("Acme Corp")),
    {
      before: ["how much did we make in february"],
      forbid: [l.income(FEB)],
    },
  );

  // refusal
  k.refuse("should i buy nvidia stock rn");
  k.refuse("whats the weather gonna be in chicago tmrw");
  k.refuse("will the fed cut rates next month");
  k.refuse("how much does my neighbor make");
  k.refuse("predict where bitcoin will be at the end of the year");

  return { household: h, questions: k.out };
}
