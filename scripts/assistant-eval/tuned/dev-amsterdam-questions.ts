/**
 * Questions about the couple in Amsterdam (`dev-amsterdam.ts`), typed the way people type into a
 * phone: lowercase, no apostrophes, misspellings ("revolt", "savngs", "acount"), Dutch names for
 * shops and accounts (the hypotheek, the beleggingsrekening, the noodfonds), very short queries,
 * "we" and "our", follow-ups that lean on the turn before. Every figure comes from the oracle
 * through the question kit; none is written by hand.
 */
import { lastMonth, namedMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { amsterdamCouple } from "./dev-amsterdam";
import { amsterdamSpendingQuestions } from "./dev-amsterdam-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

export function amsterdamCoupleCase(): EvalCase {
  const h = amsterdamCouple();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const SEP = lastMonth(t);
  const AUG = namedMonth(t, 8);
  const YTD = yearToDate(t);
  const groceries = { categories: ["groceries"] };
  const dining = { categories: ["food_dining"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  amsterdamSpendingQuestions(k);

  // "Transaction" holds the letters of Action, the discount store, but names no merchant; fixed
  // bills with a word between are the regular bills.
  const largest = Math.max(...l.purchases(SEP).map((x) => x.cents));
  k.figure("largest", "what was our largest transaction last month", largest, {
    forbidNames: ["Action"],
  });
  k.holds("subscriptions", "what's the total of our fixed monthly bills", [
    { name: "ING Hypotheken" },
    { name: "Vattenfall" },
  ]);

  // A mortgage left out is its repayments at the lender (the Hypotheek is an account).
  const mortgage = l.spend(SEP, at("ING Hypotheken"));
  k.figure(
    "total_spending",
    "total spent in september without the mortgage",
    l.spend(SEP) - mortgage,
    { forbid: [mortgage, l.spend(SEP)] },
  );

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "are we over budget on anything",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const weekly = budgetNamed(l, "Weekly Groceries");
  if (weekly.over) throw new Error("weekly groceries should be under");
  k.holds("budgets", "grocery budget this week?", [
    $(weekly.spent),
    $(weekly.remaining),
  ]);
  const eating = budgetNamed(l, "Eating Out");
  if (!eating.over) throw new Error("eating out should be over");
  k.holds("budgets", "eating out budget", [
    $(eating.spent),
    $(-eating.remaining),
  ]);
  const goingOut = budgetNamed(l, "Going Out");
  if (goingOut.over) throw new Error("going out should be under");
  k.figure(
    "budgets",
    "how much is left in the going out budget for the year",
    goingOut.remaining,
  );
  const shopping = budgetNamed(l, "Shopping");
  if (!shopping.over) throw new Error("shopping should be over");
  k.holds("budgets", "shopping budget this quarter, how bad is it", [
    $(shopping.spent),
    $(-shopping.remaining),
  ]);

  // goals
  const japan = goalNamed(h, "Japan 2027");
  if (japan.perMonth === undefined) throw new Error("japan has no need");
  k.figure(
    "goals",
    "how much do we need to save per month for japan",
    japan.perMonth,
  );
  k.figure(
    "goals",
    "how much is in the noodfonds",
    goalNamed(h, "Noodfonds").saved,
    { forbid: [l.balanceOf("bunq")] },
  );
  const behind = h.goals.filter((g) => goalNamed(h, g.name).behind);
  const onTrack = h.goals.filter((g) => !behind.includes(g));
  if (behind.length === 0 || onTrack.length === 0)
    throw new Error("goals should be mixed");
  k.holds(
    "goals",
    "which of our goals are behind",
    behind.map((g) => ({ name: g.name })),
    { forbidNames: onTrack.map((g) => g.name) },
  );

  // balances
  k.figure("balances", "revolt balance", l.balanceOf("rev"));
  k.figure("balances", "how much is in the joint acount", l.balanceOf("ing"));

  // liabilities: the card is typed positive and the mortgage negative.
  k.figure("liabilities", "whats on the creditcard", l.owedOn("abn"));
  k.figure("liabilities", "how much is left on the hypotheek", l.owedOn("hyp"));
  k.figure("liabilities", "what do we owe in total", l.liabilitiesCents, {
    forbid: [Math.abs(l.balanceOf("abn") + l.balanceOf("hyp"))],
  });

  // net_worth: adding the positive card balance as an asset is the wrong reading.
  k.figure("net_worth", "our net worth?", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("abn")],
  });

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "anything still pending?", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  const cardPending = pending.filter((x) => x.account === "abn");
  k.holds(
    "pending",
    "whats pending on the creditcard",
    [
      ...cardPending.map((x) => ({ name: x.merchant })),
      ...cardPending.map((x) => $(x.cents)),
    ],
    {
      forbid: pending.filter((x) => x.account !== "abn").map((x) => x.cents),
    },
  );

  // upcoming: Zilveren Kruis and the Gemeente later this month, the mortgage on November 1.
  const upcoming = l.upcoming();
  const october = upcoming.filter((x) => x.date <= "2026-10-31");
  k.holds(
    "upcoming",
    "whats coming up",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  const nextMortgage = upcoming.find((x) => x.merchant === "ING Hypotheken");
  if (!nextMortgage) throw new Error("no mortgage ahead");
  k.figure(
    "upcoming",
    "how much is the next mortgage payment",
    nextMortgage.cents,
  );
  k.figure(
    "upcoming",
    "how much is still going out this month in upcoming bills",
    sum(october.map((x) => x.cents)),
    { forbid: [sum(upcoming.map((x) => x.cents))] },
  );

  // follow_up
  k.figure("follow_up", "what about jumbo?", l.spend(SEP, at("Jumbo")), {
    before: ["ah last month?"],
    forbid: [l.spend(SEP, at("Albert Heijn"))],
  });
  k.figure("follow_up", "and the month before?", l.spend(AUG, dining), {
    before: ["eating out last month"],
    forbid: [l.spend(SEP, dining)],
  });
  // a chain of follow-ups keeps its thread, and a measure alone refines the last question
  k.count("follow_up", "how many times?", l.purchases(AUG, dining).length, {
    before: [
      "how much did we spend on groceries last month",
      "and the month before?",
      "what about eating out?",
    ],
  });
  k.figure(
    "follow_up",
    "and at albert heijn?",
    l.spend(AUG, at("Albert Heijn")),
    {
      before: [
        "how much did we spend on groceries last month",
        "and the month before?",
        "what about eating out?",
        "how many times?",
      ],
      forbid: [l.spend(SEP, at("Albert Heijn"))],
    },
  );
  k.figure("follow_up", "and on the creditcard?", l.spend(SEP, on("abn")), {
    before: ["how much did we spend last month"],
    forbid: [l.spend(SEP)],
  });
  k.count(
    "follow_up",
    "how many orders was that",
    l.purchases(YTD, at("Thuisbezorgd")).length,
    { before: ["thuisbezorgd this year"] },
  );
  k.figure("follow_up", "and bunq savngs?", l.balanceOf("bunq"), {
    before: ["revolt balance"],
    forbid: [l.balanceOf("rev")],
  });
  k.share(
    "follow_up",
    "what % of our spending was that",
    l.spend(AUG, groceries),
    l.spend(AUG),
    { before: ["how much did we spend on groceries in august"] },
  );

  return { household: h, questions: k.out };
}
