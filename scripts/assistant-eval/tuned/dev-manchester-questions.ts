/**
 * Questions about the Manchester freelancer (`dev-manchester.ts`), typed the way people type into
 * a chat box. Every figure comes from the oracle through the question kit; none is written by
 * hand.
 */
import { lastMonth, namedMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { manchesterFreelancer } from "./dev-manchester";
import { manchesterSpendingQuestions } from "./dev-manchester-spending";
import {
  budgetNamed,
  budgetsOver,
  dayText,
  goalNamed,
  nextAt,
} from "./dev-kit";

export function manchesterFreelancerCase(): EvalCase {
  const h = manchesterFreelancer();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const JUL = lastMonth(t);
  const JUN = namedMonth(t, 6);
  const MAY = namedMonth(t, 5);
  const YTD = yearToDate(t);
  const dining = { categories: ["food_dining"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  manchesterSpendingQuestions(k);

  // A client no row names is not all income; what has been saved in an account is all of it.
  k.refuse("how much did i invoice acme in march");
  k.figure(
    "transfers",
    "how much have i saved in my isa",
    l.transfers({ start: "1900-01-01", end: t }, "credit", on("isa")),
  );

  // Self assessment is the tax paid to HMRC, not a utility bill; invoiced is the clients' pay.
  k.figure(
    "merchant",
    "how much did i pay for self assessment this year",
    l.spend({ start: "2026-01-01", end: t }, at("HMRC")),
  );
  k.figure(
    "income",
    "how much have i invoiced this tax year",
    l.income({ start: "2026-04-06", end: t }, { categories: ["salary"] }),
  );

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "which budgets am i over",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const grocery = budgetNamed(l, "Groceries");
  if (grocery.over) throw new Error("groceries should be under");
  k.holds("budgets", "hows my grocery budget looking", [
    $(grocery.spent),
    $(grocery.remaining),
  ]);
  const travel = budgetNamed(l, "Travel");
  if (!travel.over) throw new Error("travel should be over");
  k.holds("budgets", "am i over on travel this quarter", [
    $(travel.spent),
    $(-travel.remaining),
  ]);
  const eating = budgetNamed(l, "Eating Out");
  if (eating.over) throw new Error("eating out should be under");
  k.figure(
    "budgets",
    "how much have i got left in the eating out budget this week",
    eating.remaining,
  );

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
    "how much have i saved for the house deposit",
    goalNamed(h, "House Deposit").saved,
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
  k.figure("balances", "whats my monzo balance", l.balanceOf("cur"));
  k.figure("balances", "how much is in my isa", l.balanceOf("isa"));
  k.figure("balances", "how much have i got in marcus", l.balanceOf("sav"));

  // net_worth: the student loan is typed positive, so adding it as an asset is the wrong reading.
  const loanAsAsset = l.netWorthCents + 2 * l.owedOn("sl");
  k.figure("net_worth", "whats my net worth", l.netWorthCents, {
    forbid: [loanAsAsset],
  });
  k.figure(
    "net_worth",
    "net worth after the student loan and the card?",
    l.netWorthCents,
    { forbid: [loanAsAsset] },
  );
  k.figure("net_worth", "total assets?", l.assetsCents, {
    forbid: [l.assetsCents + l.balanceOf("sl")],
  });

  // liabilities
  k.figure("liabilities", "how much do i owe altogether", l.liabilitiesCents, {
    forbid: [Math.abs(l.balanceOf("sl") + l.balanceOf("cc"))],
  });
  k.figure("liabilities", "whats my student loan balance", l.owedOn("sl"));
  k.figure("liabilities", "how much is on the credit card", l.owedOn("cc"));

  // subscriptions
  const subs = l.activeRecurring("subscription");
  const subsTotal = sum(subs.map((x) => x.cents));
  k.holds(
    "subscriptions",
    "what subscriptions am i paying for and how much a month",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Disney+"] },
  );
  const disney = l.purchases(YTD, at("Disney+"))[0];
  if (!disney) throw new Error("no disney+");
  k.figure(
    "subscriptions",
    "how much do my subscriptions cost me monthly",
    subsTotal,
    { forbid: [subsTotal + disney.cents] },
  );
  const spotify = subs.find((x) => x.merchant === "Spotify");
  if (!spotify) throw new Error("no spotify");
  k.figure("subscriptions", "how much is spotify now", spotify.cents, {
    forbid: [1199],
  });

  // upcoming
  const upcoming = l.upcoming();
  k.holds(
    "upcoming",
    "any bills coming up",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.figure(
    "upcoming",
    "how much is going out in upcoming bills",
    sum(upcoming.map((x) => x.cents)),
  );
  const council = upcoming.find(
    (x) => x.merchant === "Manchester City Council",
  );
  if (!council) throw new Error("no council tax ahead");
  k.figure(
    "upcoming",
    "how much is the next council tax payment",
    council.cents,
  );
  // Rent is not scheduled: its next date comes from its monthly cadence.
  // Plural: every bill ahead, not the first.
  k.holds(
    "upcoming",
    "when are my bills due",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.holds(
    "upcoming",
    "when is my next rent payment",
    nextAt(l, "Hallam Lettings", "debit"),
  );
  k.holds(
    "upcoming",
    "when do i get paid next",
    nextAt(l, "Brightwave Digital", "credit"),
  );
  const netflix = upcoming.find((x) => x.merchant === "Netflix");
  if (!netflix) throw new Error("no netflix ahead");
  k.figure("upcoming", "when does netflix renew", netflix.cents, {
    also: [dayText(netflix.date), { name: "Netflix" }],
  });

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "whats pending on my accounts", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure("pending", "how much is pending", sum(pending.map((x) => x.cents)));
  const ccPending = pending.filter((x) => x.account === "cc");
  k.holds(
    "pending",
    "is anything still pending on the barclaycard",
    [
      ...ccPending.map((x) => ({ name: x.merchant })),
      ...ccPending.map((x) => $(x.cents)),
    ],
    { forbid: pending.filter((x) => x.account !== "cc").map((x) => x.cents) },
  );

  // follow_up
  k.figure("follow_up", "and in may?", l.spend(MAY, dining), {
    before: ["how much did i spend eating out in june"],
    forbid: [l.spend(JUN, dining)],
  });
  k.figure("follow_up", "and halden?", l.income(YTD, at("Halden & Co")), {
    before: ["how much has brightwave paid me this year"],
    forbid: [l.income(YTD, at("Brightwave Digital"))],
  });
  k.figure("follow_up", "what about from monzo", l.spend(JUL, on("cur")), {
    before: ["what did i spend on the barclaycard last month"],
    forbid: [l.spend(JUL, on("cc"))],
  });
  k.count(
    "follow_up",
    "how many trips was that",
    l.purchases(JUL, at("Tesco")).length,
    { before: ["how much did i spend at tesco in july"] },
  );

  // refusal
  k.refuse("should i move my isa into nvidia");
  k.refuse("is it gonna rain in manchester tomorrow");
  k.refuse("will the bank of england cut rates in september");
  k.refuse("how much does my flatmate earn");
  k.refuse("whats bitcoin going to be worth next year");

  return { household: h, questions: k.out };
}
