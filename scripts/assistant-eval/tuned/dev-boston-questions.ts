/**
 * Questions about the graduate student in Boston (`dev-boston.ts`), typed the way people type
 * into a chat box: lowercase, abbreviations ("rn", "thru", "ytd"), slang ("blow on"), very short
 * queries. Every figure comes from the oracle through the question kit; none is written by hand.
 */
import { lastMonth, namedMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import { roundDiv } from "../format";
import type { EvalCase } from "../household";
import { bostonStudent } from "./dev-boston";
import { bostonSpendingQuestions } from "./dev-boston-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

export function bostonStudentCase(): EvalCase {
  const h = bostonStudent();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const APR = lastMonth(t);
  const MAR = namedMonth(t, 3);
  const YTD = yearToDate(t);
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const tutoring = { accounts: ["venmo"], categories: ["other"] };
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  bostonSpendingQuestions(k);

  // A place no row names, said with "at the": not all of this month's spending.
  k.refuse("how much did i spend at the campus store");

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "am i over on any budgets",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const eating = budgetNamed(l, "Eating Out");
  if (!eating.over) throw new Error("eating out should be over");
  k.holds("budgets", "eating out budget this week?", [
    $(eating.spent),
    $(-eating.remaining),
  ]);
  const grocery = budgetNamed(l, "Groceries");
  if (grocery.over) throw new Error("groceries should be under");
  k.figure("budgets", "how much left in my grocery budget", grocery.remaining);
  const fun = budgetNamed(l, "Fun Money");
  if (!fun.over) throw new Error("fun money should be over");
  k.holds("budgets", "fun money budget", [$(fun.spent), $(-fun.remaining)]);

  // goals
  const laptop = goalNamed(h, "New Laptop");
  if (laptop.perMonth === undefined) throw new Error("the laptop has no need");
  k.figure(
    "goals",
    "how much do i need to put away a month for the laptop",
    laptop.perMonth,
  );
  k.figure(
    "goals",
    "how much have i saved toward the emergency fund goal",
    goalNamed(h, "Emergency Fund").saved,
    { forbid: [l.balanceOf("sav")] },
  );
  const behind = h.goals.filter((g) => goalNamed(h, g.name).behind);
  k.holds(
    "goals",
    "which goals am i behind on",
    behind.map((g) => ({ name: g.name })),
    {
      forbidNames: h.goals
        .filter((g) => !behind.includes(g))
        .map((g) => g.name),
    },
  );

  // balances
  k.figure("balances", "checking balance", l.balanceOf("chk"));
  k.figure("balances", "how much is in my venmo", l.balanceOf("venmo"));
  k.figure("balances", "bofa savings balance", l.balanceOf("sav"));

  // net_worth: the student loan is typed positive, so adding it as an asset is the wrong reading.
  const loanAsAsset = l.netWorthCents + 2 * l.owedOn("loan");
  k.figure("net_worth", "whats my net worth", l.netWorthCents, {
    forbid: [loanAsAsset],
  });
  k.figure("net_worth", "net worth incl the student loan", l.netWorthCents, {
    forbid: [loanAsAsset, l.netWorthCents + l.owedOn("loan")],
  });
  k.figure("net_worth", "total assets", l.assetsCents, {
    forbid: [l.assetsCents + l.balanceOf("loan")],
  });

  // liabilities
  k.figure("liabilities", "how much do i owe total", l.liabilitiesCents, {
    forbid: [Math.abs(l.balanceOf("loan") + l.balanceOf("disc"))],
  });
  k.figure("liabilities", "student loan balance", l.owedOn("loan"));
  k.figure("liabilities", "discover balance?", l.owedOn("disc"));

  // subscriptions
  const subs = l.activeRecurring("subscription");
  const subsTotal = sum(subs.map((x) => x.cents));
  k.holds(
    "subscriptions",
    "what subs am i paying for rn",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Hulu", "MBTA", "Verizon", "Trader Joe's"] },
  );
  const hulu = l.purchases(YTD, at("Hulu"))[0];
  if (!hulu) throw new Error("no hulu");
  k.figure(
    "subscriptions",
    "how much do my subscriptions cost a month",
    subsTotal,
    { forbid: [subsTotal + hulu.cents] },
  );
  const icloud = subs.find((x) => x.merchant === "iCloud");
  if (!icloud) throw new Error("no icloud");
  k.figure("subscriptions", "how much is icloud now", icloud.cents, {
    forbid: [99],
  });

  // A cancelled subscription is the one that stopped.
  k.holds("subscriptions", "which subscription did i cancel", [
    { name: "Hulu" },
  ]);

  // "My stipend", "my rent": one payment, the latest.
  const latestOf = (f: { merchants?: string[]; categories?: string[] }) => {
    const [row] = l
      .rows({ start: "2000-01-01", end: t }, f)
      .filter((x) => !x.pending)
      .sort((a, b) => (a.date < b.date ? 1 : -1));
    if (!row) throw new Error("nothing to take the latest of");
    return row;
  };
  const stipend = latestOf({ categories: ["salary"] });
  k.figure("income", "how much is my stipend", stipend.cents);
  k.figure("merchant", "whats my rent", latestOf(at("Jordan Lee")).cents);
  // Since the last pay: spending from that day on, the pay no filter.
  k.figure(
    "total_spending",
    "how much have i spent since my last paycheck",
    l.spend({ start: stipend.date, end: t }),
  );
  k.figure(
    "total_spending",
    "how much have i spent since my last stipend",
    l.spend({ start: stipend.date, end: t }),
  );
  // Chat shorthand ("wat", "lst"), and "each week" as a week's average.
  k.figure(
    "merchant",
    "wat did i spend on doordash lst month",
    l.spend(APR, at("DoorDash")),
  );
  k.figure(
    "average",
    "how much did i spend each week in april",
    roundDiv(l.spend(APR) * 7, 30),
  );
  k.figure(
    "average",
    "how much do i spend on groceries every week in april",
    roundDiv(l.spend(APR, { categories: ["groceries"] }) * 7, 30),
  );
  // No period said and none of it this month: all there is.
  k.figure(
    "category_spending",
    "how much did i spend on textbooks",
    l.spend({ start: "2000-01-01", end: t }, { categories: ["education"] }),
  );

  // upcoming
  const upcoming = l.upcoming();
  k.holds(
    "upcoming",
    "any bills coming up",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.figure(
    "upcoming",
    "how much is coming out in upcoming bills",
    sum(upcoming.map((x) => x.cents)),
  );
  const rent = upcoming.find((x) => x.merchant === "Jordan Lee");
  if (!rent) throw new Error("no rent ahead");
  k.figure(
    "upcoming",
    "how much is my next rent payment to jordan",
    rent.cents,
  );

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "whats pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure("pending", "pending total", sum(pending.map((x) => x.cents)));
  const doordash = pending.find((x) => x.merchant === "DoorDash");
  if (!doordash) throw new Error("no pending doordash");
  k.holds(
    "pending",
    "is the doordash from tonight still pending",
    [{ name: "DoorDash" }, $(doordash.cents)],
    { forbid: pending.filter((x) => x !== doordash).map((x) => x.cents) },
  );

  // follow_up
  k.figure(
    "follow_up",
    "what about whole foods",
    l.spend(APR, at("Whole Foods")),
    {
      before: ["how much did i spend at trader joes in april"],
      forbid: [l.spend(APR, at("Trader Joe's"))],
    },
  );
  k.figure("follow_up", "and in march?", l.spend(MAR, at("DoorDash")), {
    before: ["doordash last month"],
    forbid: [l.spend(APR, at("DoorDash"))],
  });
  k.figure("follow_up", "and venmo?", l.spend(APR, on("venmo")), {
    before: ["how much did i put on the discover last month"],
    forbid: [l.spend(APR, on("disc"))],
  });
  k.share(
    "follow_up",
    "whats that as a percent of all my income",
    l.income(YTD, tutoring),
    l.income(YTD),
    { before: ["how much did i make tutoring this year"] },
  );

  // refusal
  // a category and a bill named side by side are either, not both at once
  k.figure(
    "category_spending",
    "what did i spend on rent and utilities last month",
    l.spend(APR, { categories: ["utilities"] }),
  );
  // a night out is eating and drinking out and the show
  k.figure(
    "category_spending",
    "how much did we spend on nights out last month",
    l.spend(APR, { categories: ["food_dining", "entertainment"] }),
    { forbid: [l.spend(APR, { categories: ["food_dining"] })] },
  );
  k.refuse("should i buy nvda with my tax refund");
  k.refuse("is it gonna rain in boston tmrw");
  k.refuse("will student loan interest rates go down next year");
  k.refuse("how much does my roommate make");
  k.refuse("whats eth gonna be worth by december");

  return { household: h, questions: k.out };
}
