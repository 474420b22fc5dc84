/**
 * Questions about the widowed retiree in Phoenix (`dev-phoenix.ts`), typed the way an older
 * person types: full sentences, "could you tell me" and "please", capitals in odd places, a few
 * typos ("colledge", "Qicksilver", "cusion") and roundabout wording ("the roof money", "the
 * electric company"). Goals and budgets are asked about at length. Every figure comes from the
 * oracle through the question kit; none is written by hand.
 */
import { addDays, lastMonth, monthName, parts, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import { roundDiv } from "../format";
import type { EvalCase, Need } from "../household";
import { phoenixRetiree } from "./dev-phoenix";
import { phoenixSpendingQuestions } from "./dev-phoenix-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

/** The ways an answer may write a calendar date (June 1, 2027; Jun 2027; 2027-06-01; 6/1/2027). */
function dateTexts(date: string): Need {
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
      date,
      `${String(m)}/${String(d)}/${String(y)}`,
    ],
  };
}

const BEHIND = { anyOf: ["behind", "not on track", "off track", "short"] };

export function phoenixRetireeCase(): EvalCase {
  const h = phoenixRetiree();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const MAY = lastMonth(t);
  const YTD = yearToDate(t);
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  phoenixSpendingQuestions(k);

  // "Take out" said of a payer is money leaving, not a takeout; a pension per month is income.
  k.figure(
    "merchant",
    "how much did medicare take out last month",
    l.spend(MAY, { merchants: ["Medicare Part B"] }),
  );
  // The pension's monthly average over the last six full months (December to May).
  k.figure(
    "income",
    "whats my pension per month",
    roundDiv(
      l.income(
        { start: "2025-12-01", end: "2026-05-31" },
        { described: "pension" },
      ),
      6,
    ),
  );

  // A pension that pays is its payments, not the investment accounts; a thing named by words
  // only the rows say ("the hail claim") is those rows.
  k.figure(
    "income",
    "whats my pension income this year",
    l.income(YTD, at("ASRS")),
    { forbid: [l.income(YTD)] },
  );
  k.figure(
    "income",
    "how much does my pension pay",
    l.income({ start: "2026-06-01", end: t }, at("ASRS")),
  );
  k.figure(
    "income",
    "what was the hail claim",
    l.income({ start: "2025-08-01", end: t }, at("State Farm")),
  );

  // goals
  const cruise = goalNamed(h, "Alaska Cruise");
  const roof = goalNamed(h, "New Roof");
  const college = goalNamed(h, "Grandkids College");
  const cushion = goalNamed(h, "Emergency Cushion");
  if (!cruise.behind || !college.behind) throw new Error("goals not behind");
  if (roof.behind || roof.completed) throw new Error("the roof is not ahead");
  if (!cushion.completed) throw new Error("the cushion is not complete");
  if (
    cruise.perMonth === undefined ||
    college.perMonth === undefined ||
    cruise.projected === undefined ||
    roof.projected === undefined
  )
    throw new Error("goals lack a need or a pace");
  k.figure(
    "goals",
    "Could you tell me how much I have saved so far for the Alaska Cruise?",
    cruise.saved,
  );
  k.figure(
    "goals",
    "How much more do I need for the New Roof?",
    roof.remaining,
  );
  k.figure(
    "goals",
    "How much a month must I put away to reach the Grandkids College goal by its date?",
    college.perMonth,
  );
  k.figure(
    "goals",
    "what do I need to save each month for the alaska cruise",
    cruise.perMonth,
  );
  k.holds(
    "goals",
    "Am I on track with the New Roof fund?",
    [{ anyOf: ["on track", "ahead"] }],
    { forbidNeeds: [{ anyOf: ["behind", "not on track", "off track"] }] },
  );
  k.holds("goals", "Am I on track for my Alaska Cruise?", [BEHIND]);
  const behind = h.goals.filter((g) => goalNamed(h, g.name).behind);
  k.holds(
    "goals",
    "Which of my savings goals are behind?",
    behind.map((g) => ({ name: g.name })),
    {
      forbidNames: h.goals
        .filter((g) => !behind.includes(g))
        .map((g) => g.name),
    },
  );
  k.holds(
    "goals",
    "At the rate I am going, when will I have enough for the Alaska Cruise?",
    [dateTexts(cruise.projected)],
  );
  k.holds("goals", "when will the roof money be all there at my current pace", [
    dateTexts(roof.projected),
  ]);
  k.progress(
    "goals",
    "What percent of the Grandkids College goal have I saved so far?",
    college.saved,
    college.goal.targetCents,
  );
  k.progress(
    "goals",
    "What percentage of the way am I on the New Roof?",
    roof.saved,
    roof.goal.targetCents,
  );
  k.figure(
    "goals",
    "How much have I saved in all of my goals put together?",
    sum(h.goals.map((g) => goalNamed(h, g.name).saved)),
  );
  k.holds("goals", "When is the target date for my New Roof goal?", [
    dateTexts(roof.goal.targetDate),
  ]);
  k.holds("goals", "Is my Emergency Cusion goal finished?", [
    { anyOf: ["complete", "completed", "reached", "achieved", "done", "met"] },
  ]);
  k.figure(
    "goals",
    "how much is left to go on the grandkids colledge fund",
    college.remaining,
  );
  const paceStart = addDays(t, -89);
  const recent = sum(
    cruise.goal.contributions
      .filter((c) => c.date >= paceStart && c.date <= t)
      .map((c) => c.cents),
  );
  k.figure(
    "goals",
    "Lately how much a month have I been putting toward the Alaska Cruise?",
    roundDiv(recent, 3),
  );

  const open = h.goals.filter((g) => !goalNamed(h, g.name).completed);
  k.holds(
    "goals",
    "have i finished any of my goals",
    [{ name: cushion.goal.name }],
    {
      forbidNames: open.map((g) => g.name),
    },
  );
  k.holds("goals", "whats my biggest goal", [{ name: college.goal.name }], {
    forbidNames: h.goals.filter((g) => g !== college.goal).map((g) => g.name),
  });
  k.holds(
    "goals",
    "which goal am i closest to finishing",
    [{ name: roof.goal.name }],
    {
      forbidNames: open.filter((g) => g !== roof.goal).map((g) => g.name),
    },
  );
  k.figure(
    "goals",
    "how much do i still need for my goals all up",
    sum(h.goals.map((g) => goalNamed(h, g.name).remaining)),
  );
  k.figure(
    "goals",
    "how much have i saved toward my goals",
    sum(h.goals.map((g) => goalNamed(h, g.name).saved)),
  );
  k.figure(
    "goals",
    "whats my monthly contribution to the cruise",
    roundDiv(recent, 3),
  );
  k.holds("goals", "will i make the cruise in time", [BEHIND]);

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "Am I over on any of my budgets?",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  k.holds(
    "budgets",
    "Which budgets am I still under on?",
    budgets.fine.map((name) => ({ name })),
    { forbidNames: budgets.over },
  );
  const groceries = budgetNamed(l, "Groceries");
  if (groceries.over) throw new Error("groceries should be under");
  k.holds("budgets", "How is my Grocery budget doing this week?", [
    $(groceries.spent),
    $(groceries.remaining),
  ]);
  k.figure(
    "budgets",
    "how much room is left in the grocery budget for the week",
    groceries.remaining,
  );
  const dining = budgetNamed(l, "Dining Out");
  if (!dining.over) throw new Error("dining out should be over");
  k.holds("budgets", "Could you tell me how my Dining Out budget is doing?", [
    $(dining.spent),
    $(-dining.remaining),
  ]);
  k.figure(
    "budgets",
    "By how much did I go over on the Dining Out budget this month?",
    -dining.remaining,
  );
  const golf = budgetNamed(l, "Golf & Fun");
  if (golf.over || !golf.near) throw new Error("golf should be near");
  k.figure(
    "budgets",
    "How much have I got left in the Golf & Fun budget for the year?",
    golf.remaining,
  );
  k.progress(
    "budgets",
    "how much of the golf budget is used up, in percent",
    golf.spent,
    golf.budget.cents,
  );
  const under = h.budgets
    .map((b) => budgetNamed(l, b.name))
    .filter((b) => !b.over)
    .sort((a, b) => b.spent * a.budget.cents - a.spent * b.budget.cents);
  const [closest, nextClosest] = under;
  if (
    !closest ||
    !nextClosest ||
    closest.spent * nextClosest.budget.cents ===
      nextClosest.spent * closest.budget.cents
  )
    throw new Error("no clear closest budget");
  k.holds(
    "budgets",
    "Of the budgets I am not over on yet, which one is closest to its limit?",
    [{ name: closest.budget.name }],
    { forbidNames: under.slice(1).map((b) => b.budget.name) },
  );
  const doctor = budgetNamed(l, "Doctor & Pharmacy");
  if (doctor.over) throw new Error("doctor should be under");
  k.progress(
    "budgets",
    "What percent of my Doctor & Pharmacy budget have I used this month?",
    doctor.spent,
    doctor.budget.cents,
  );
  const clothes = budgetNamed(l, "Clothes & Gifts");
  if (!clothes.over) throw new Error("clothes should be over");
  k.holds("budgets", "Clothes & Gifts budget this quarter, am I over?", [
    $(clothes.spent),
    $(-clothes.remaining),
  ]);
  const gas = budgetNamed(l, "Gas");
  if (gas.over) throw new Error("gas should be under");
  k.figure(
    "budgets",
    "How much is left in the Gas budget this month?",
    gas.remaining,
  );

  // balances
  k.figure(
    "balances",
    "What is the balance in my Wells Fargo Checking?",
    l.balanceOf("wf"),
  );
  k.figure(
    "balances",
    "How much money is in the Credit Union Savings?",
    l.balanceOf("cu"),
  );
  k.figure(
    "balances",
    "What is my Roth IRA worth right now?",
    l.balanceOf("roth"),
  );

  // Cash is what sits in checking and savings; the investment accounts are named by their type.
  k.figure(
    "balances",
    "how much cash do i have",
    l.balanceOf("wf") + l.balanceOf("cu"),
  );
  k.figure(
    "balances",
    "total in my investment accounts",
    l.balanceOf("brk") + l.balanceOf("roth"),
  );
  // "My … check", "my last … bill": one payment, the latest.
  const latestOf = (merchant: string) => {
    const [row] = l
      .rows({ start: "2000-01-01", end: t }, at(merchant))
      .filter((x) => !x.pending)
      .sort((a, b) => (a.date < b.date ? 1 : -1));
    if (!row) throw new Error(`no ${merchant}`);
    return row.cents;
  };
  k.figure(
    "income",
    "how much is my social security check",
    latestOf("Social Security"),
    { forbid: [l.balanceOf("wf")] },
  );
  k.figure("merchant", "how much was my last aps bill", latestOf("APS"));

  // net_worth: the CapOne card is typed positive, so adding it as an asset is the wrong reading.
  k.figure(
    "net_worth",
    "Could you tell me what my net worth is?",
    l.netWorthCents,
    { forbid: [l.netWorthCents + 2 * l.owedOn("cap")] },
  );

  // liabilities: the card typed positive and the loan typed negative.
  k.figure(
    "liabilities",
    "How much do I owe altogether, the card and the car loan?",
    l.liabilitiesCents,
    { forbid: [Math.abs(l.balanceOf("cap") + l.balanceOf("auto"))] },
  );
  k.figure(
    "liabilities",
    "What do I owe on the CapOne Qicksilver?",
    l.owedOn("cap"),
  );

  // upcoming: Cox, SRP and Consumer Cellular before June is out; the HOA and Medicare in July.
  const upcoming = l.upcoming();
  const june = upcoming.filter((x) => x.date <= "2026-06-30");
  const july = upcoming.filter((x) => x.date > "2026-06-30");
  k.holds(
    "upcoming",
    "What bills do I have coming up?",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.holds(
    "upcoming",
    "Is there anything due before the end of the month?",
    [
      ...june.map((x) => ({ name: x.merchant })),
      ...june.map((x) => $(x.cents)),
    ],
    { forbidNames: july.map((x) => x.merchant) },
  );
  k.figure(
    "upcoming",
    "What do all my upcoming bills add up to?",
    sum(upcoming.map((x) => x.cents)),
    { forbid: [sum(june.map((x) => x.cents))] },
  );

  // a change asked as a percentage: this month so far against the same days of May
  const juneSoFar = { start: `${t.slice(0, 7)}-01`, end: t };
  const maySameDays = {
    start: MAY.start,
    end: addDays(MAY.start, Number(t.slice(8)) - 1),
  };
  const groceriesNow = l.spend(juneSoFar, { categories: ["groceries"] });
  const groceriesThen = l.spend(maySameDays, { categories: ["groceries"] });
  k.share(
    "compare",
    "what % did groceries go up from last month",
    groceriesNow - groceriesThen,
    groceriesThen,
  );
  // what the household does not have: no figure answers
  k.refuse("how much of our income goes on the mortgage");
  k.refuse("how much of our income goes on rent");

  // pending, of a period said or of money coming in: none here
  const stillPending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending)
    .map((x) => x.merchant);
  k.holds("pending", "is anything still pending from last week", [], {
    forbidNames: stillPending,
    also: [{ anyOf: ["nothing", "Nothing"] }],
  });
  k.holds("pending", "how much pending money is coming in", [], {
    forbidNames: stillPending,
    also: [{ anyOf: ["No money coming in"] }],
  });

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "Do I have anything still pending?", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure(
    "pending",
    "What is the total of my pending charges?",
    sum(pending.map((x) => x.cents)),
  );
  const capPending = pending.filter((x) => x.account === "cap");
  k.holds(
    "pending",
    "Is anything pending on my CapOne card?",
    [
      ...capPending.map((x) => ({ name: x.merchant })),
      ...capPending.map((x) => $(x.cents)),
    ],
    {
      forbid: pending.filter((x) => x.account !== "cap").map((x) => x.cents),
    },
  );

  // follow_up
  k.figure(
    "follow_up",
    "And what about Sprouts?",
    l.spend(MAY, at("Sprouts")),
    {
      before: ["How much did I spend at Fry's Food last month?"],
      forbid: [l.spend(MAY, at("Fry's Food"))],
    },
  );
  k.figure(
    "follow_up",
    "and in April?",
    l.spend(
      { start: "2026-04-01", end: "2026-04-30" },
      { categories: ["food_dining"] },
    ),
    {
      before: ["What did I spend eating out in May?"],
      forbid: [l.spend(MAY, { categories: ["food_dining"] })],
    },
  );
  k.figure("follow_up", "And the credit union savings?", l.balanceOf("cu"), {
    before: ["How much is in my Wells Fargo checking account?"],
    forbid: [l.balanceOf("wf")],
  });
  k.figure("follow_up", "and my pension?", l.income(MAY, at("ASRS")), {
    before: ["How much did Social Security pay me last month?"],
    forbid: [l.income(MAY, at("Social Security"))],
  });
  k.figure(
    "follow_up",
    "How much did I spend there altogether?",
    l.spend(YTD, at("Cracker Barrel")),
    { before: ["How many times did I go to Cracker Barrel this year?"] },
  );
  k.figure(
    "follow_up",
    "What about just on the CapOne card?",
    l.spend(MAY, on("cap")),
    {
      before: ["Please tell me how much I spent last month."],
      forbid: [l.spend(MAY)],
    },
  );

  return { household: h, questions: k.out };
}
