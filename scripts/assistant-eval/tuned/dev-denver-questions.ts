/**
 * Questions about the ER nurse in Denver (`dev-denver.ts`), typed the way people type into a
 * phone after a night shift: lowercase, no apostrophes, misspellings ("king soppers", "chiptole",
 * "saphire", "tranfers"), abbreviations ("amt", "bal", "wk", "mo", "$$"), filler ("ok so", "real
 * quick"), very short queries. Every figure comes from the oracle through the question kit; none
 * is written by hand.
 */
import { lastMonth, namedMonth, thisMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { denverNurse } from "./dev-denver";
import { denverSpendingQuestions } from "./dev-denver-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

export function denverNurseCase(): EvalCase {
  const h = denverNurse();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const SEP = thisMonth(t);
  const AUG = lastMonth(t);
  const JUL = namedMonth(t, 7);
  const JUN = namedMonth(t, 6);
  const YTD = yearToDate(t);
  const dining = { categories: ["food_dining"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  denverSpendingQuestions(k);

  // Words the rows say of a payer ("per diem" of IntelyCare's payouts), not a merchant's name;
  // present-perfect questions of a named account are all of it to date.
  const ALL = { start: "1900-01-01", end: t };
  k.figure(
    "income",
    "how much did i make from per diem shifts last month",
    l.income(AUG, { described: "per diem" }),
  );
  k.figure(
    "transfers",
    "how much have i paid toward student loans",
    l.transfers(ALL, "credit", on("sl")),
    { forbid: [l.transfers(SEP, "credit", on("sl"))] },
  );
  k.figure(
    "transfers",
    "how much have i put in ally",
    l.transfers(ALL, "credit", on("ally")),
    { forbid: [l.balanceOf("ally")] },
  );

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
  k.holds("budgets", "eating out budget this wk", [
    $(eating.spent),
    $(-eating.remaining),
  ]);
  const fun = budgetNamed(l, "Fun Money");
  if (fun.over) throw new Error("fun money should be under");
  k.figure(
    "budgets",
    "how much fun money budget is left this year",
    fun.remaining,
  );
  const shopping = budgetNamed(l, "Shopping");
  if (!shopping.over) throw new Error("shopping should be over");
  k.holds("budgets", "shopping budget this quarter?", [
    $(shopping.spent),
    $(-shopping.remaining),
  ]);
  const pharmacy = budgetNamed(l, "Pharmacy");
  if (pharmacy.over) throw new Error("pharmacy should be under");
  k.figure("budgets", "how much left in pharmacy budget", pharmacy.remaining);

  // goals
  const japan = goalNamed(h, "Japan Trip");
  if (japan.perMonth === undefined) throw new Error("japan has no need");
  k.figure(
    "goals",
    "how much do i need to save a month for japan",
    japan.perMonth,
  );
  k.figure(
    "goals",
    "how much is in the emergency fund goal",
    goalNamed(h, "Emergency Fund").saved,
    { forbid: [l.balanceOf("ally")] },
  );
  const behind = h.goals.filter((g) => goalNamed(h, g.name).behind);
  const onTrack = h.goals.filter((g) => !behind.includes(g));
  if (behind.length === 0 || onTrack.length === 0)
    throw new Error("goals should be mixed");
  k.holds(
    "goals",
    "which goals am i behind on",
    behind.map((g) => ({ name: g.name })),
    { forbidNames: onTrack.map((g) => g.name) },
  );

  // balances
  k.figure("balances", "chase checking bal", l.balanceOf("chk"));
  k.figure("balances", "whats in ally", l.balanceOf("ally"));

  // net_worth: the Discover and the student loans are typed positive, so adding either as an
  // asset is the wrong reading.
  const discAsAsset = l.netWorthCents + 2 * l.owedOn("disc");
  const loansAsAsset = l.netWorthCents + 2 * l.owedOn("sl");
  k.figure("net_worth", "net worth?", l.netWorthCents, {
    forbid: [discAsAsset, loansAsAsset, discAsAsset + 2 * l.owedOn("sl")],
  });

  // liabilities
  const signed = sum(
    ["sapphire", "disc", "subaru", "sl"].map((x) => l.balanceOf(x)),
  );
  // Two cards typed with opposite signs: what is owed on them, not their signed sum.
  k.figure(
    "liabilities",
    "whats my credit card balance",
    l.owedOn("sapphire") + l.owedOn("disc"),
    { forbid: [l.balanceOf("sapphire") + l.balanceOf("disc"), 0] },
  );
  k.figure("liabilities", "what do i owe in total", l.liabilitiesCents, {
    forbid: [Math.abs(signed)],
  });
  k.figure(
    "liabilities",
    "how much is left on my student loans",
    l.owedOn("sl"),
  );
  k.figure("liabilities", "subaru loan payoff amt", l.owedOn("subaru"));
  // "My car loan": the loan whose name says no other kind (not the student loans).
  k.figure(
    "liabilities",
    "how much is left on my car loan",
    l.owedOn("subaru"),
    {
      forbid: [l.owedOn("subaru") + l.owedOn("sl")],
    },
  );
  // "My biggest bill": the regular charge that costs the most, the rent.
  const rentNow = l
    .activeRecurring("other")
    .find((x) => x.merchant === "Highlands Property Mgmt");
  if (!rentNow) throw new Error("no rent this month");
  k.holds("subscriptions", "whats my biggest bill", [
    { name: "Highlands Property Mgmt" },
    $(rentNow.cents),
  ]);

  // upcoming: Comcast and the car payment before the month is out, rent on October 1.
  const upcoming = l.upcoming();
  const thisMonthAhead = upcoming.filter((x) => x.date <= "2026-09-30");
  const october = upcoming.filter((x) => x.date > "2026-09-30");
  k.holds(
    "upcoming",
    "whats coming up bill wise",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.holds(
    "upcoming",
    "anything due before the end of the month",
    [
      ...thisMonthAhead.map((x) => ({ name: x.merchant })),
      ...thisMonthAhead.map((x) => $(x.cents)),
    ],
    { forbidNames: october.map((x) => x.merchant) },
  );
  k.figure("upcoming", "total upcoming $$", sum(upcoming.map((x) => x.cents)), {
    forbid: [sum(thisMonthAhead.map((x) => x.cents))],
  });

  // Overtime is nowhere in the rows (pay arrives as one figure): no answer to give.
  k.refuse("how much overtime did i get");

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "whats still pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure("pending", "pending total?", sum(pending.map((x) => x.cents)));
  const discPending = pending.filter((x) => x.account === "disc");
  k.holds(
    "pending",
    "anything pending on the discover",
    [
      ...discPending.map((x) => ({ name: x.merchant })),
      ...discPending.map((x) => $(x.cents)),
    ],
    {
      forbid: pending.filter((x) => x.account !== "disc").map((x) => x.cents),
    },
  );

  // follow_up
  k.figure(
    "follow_up",
    "what about the month before",
    l.spend(JUL, at("Costco")),
    {
      before: ["how much did i spend at costco last month"],
      forbid: [l.spend(AUG, at("Costco"))],
    },
  );
  k.figure("follow_up", "and safeway?", l.spend(SEP, at("Safeway")), {
    before: ["king soopers this month"],
    forbid: [l.spend(SEP, at("King Soopers"))],
  });
  k.figure("follow_up", "just on discover", l.spend(AUG, on("disc")), {
    before: ["ok so how much did i spend last month"],
    forbid: [l.spend(AUG)],
  });
  k.count(
    "follow_up",
    "how many times was that",
    l.purchases(YTD, at("Chipotle")).length,
    { before: ["chipotle this year"] },
  );
  k.figure("follow_up", "what about june", l.income(JUN, at("IntelyCare")), {
    before: ["how much did the per diem shifts pay last month"],
    forbid: [l.income(AUG, at("IntelyCare"))],
  });
  k.figure("follow_up", "and the ally?", l.balanceOf("ally"), {
    before: ["whats in chase checking"],
    forbid: [l.balanceOf("chk")],
  });
  k.figure("follow_up", "how about last month", l.spend(AUG, dining), {
    before: ["how much have i spent eating out this month"],
    forbid: [l.spend(SEP, dining)],
  });

  return { household: h, questions: k.out };
}
