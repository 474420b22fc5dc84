/**
 * Questions about the retired couple in Dublin (`dev-dublin.ts`), typed the way people type into
 * a chat box: "we" and "our", Irish words (petrol, the weekly shop, grand), very short queries and
 * the odd long one. Every figure comes from the oracle through the question kit; none is written
 * by hand.
 */
import {
  addDays,
  lastMonth,
  namedMonth,
  weekday,
  yearToDate,
} from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { dublinRetirees } from "./dev-dublin";
import { dublinSpendingQuestions } from "./dev-dublin-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

export function dublinRetireesCase(): EvalCase {
  const h = dublinRetirees();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const NOV = lastMonth(t);
  const OCT = namedMonth(t, 10);
  const YTD = yearToDate(t);
  const groceries = { categories: ["groceries"] };
  const at = (merchant: string) => ({ merchants: [merchant] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  dublinSpendingQuestions(k);

  // Neither a car insurance nor a TV licence was ever paid here: said so, never the fuel
  // stations (the car) or all spending.
  k.holds(
    "category_spending",
    "what did the car insurance cost this year",
    [{ anyOf: ["no transaction", "can't tell", "cannot tell"] }],
    { forbidNames: ["Circle K", "Applegreen"] },
  );
  k.refuse("how much did the tv licence cost");

  // the car's running costs, charity (filed under other), a year before the data, the weekend
  k.figure(
    "category_spending",
    "how much did we spend on the car this year",
    l.spend(YTD, { merchants: ["Circle K", "Applegreen"] }),
  );
  k.figure(
    "category_spending",
    "how much did we give to charity this year",
    l.spend(YTD, { categories: ["other"] }),
  );
  k.holds("total_spending", "how much did we spend in total last year", [
    "Jan 1, 2026",
  ]);
  // Today is a weekday: the weekend just gone.
  let saturday = t;
  while (weekday(saturday) !== 5) saturday = addDays(saturday, -1);
  k.figure(
    "total_spending",
    "what did we spend at the weekend",
    l.spend({ start: saturday, end: addDays(saturday, 1) }),
  );

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "which budgets have we gone over",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const shop = budgetNamed(l, "Weekly Shop");
  if (shop.over) throw new Error("the weekly shop should be under");
  k.holds("budgets", "weekly shop budget how are we doing", [
    $(shop.spent),
    $(shop.remaining),
  ]);
  const holidays = budgetNamed(l, "Holidays");
  if (!holidays.over) throw new Error("holidays should be over");
  k.holds("budgets", "holidays budget for the year?", [
    $(holidays.spent),
    $(-holidays.remaining),
  ]);
  const shopping = budgetNamed(l, "Shopping");
  if (shopping.over) throw new Error("shopping should be under");
  k.figure(
    "budgets",
    "how much is left in the shopping budget this month",
    shopping.remaining,
  );

  // goals
  k.figure(
    "goals",
    "how much is in the grandchildren gift fund",
    goalNamed(h, "Grandchildren Gift Fund").saved,
  );
  const car = goalNamed(h, "New Car");
  if (car.perMonth === undefined) throw new Error("the car has no need");
  k.figure(
    "goals",
    "how much a month do we need to put by for the new car",
    car.perMonth,
  );
  const behind = h.goals.filter((g) => goalNamed(h, g.name).behind);
  k.holds(
    "goals",
    "which of our goals are behind",
    behind.map((g) => ({ name: g.name })),
    {
      forbidNames: h.goals
        .filter((g) => !behind.includes(g))
        .map((g) => g.name),
    },
  );
  k.figure(
    "goals",
    "home repairs - how much left to save",
    goalNamed(h, "Home Repairs").remaining,
  );

  // balances
  k.figure("balances", "current account balance", l.balanceOf("cur"));
  k.figure(
    "balances",
    "how much have we in the deposit account",
    l.balanceOf("dep"),
  );
  k.figure(
    "balances",
    "whats left in the zurich pension pot",
    l.balanceOf("arf"),
  );

  // net_worth: the Visa is typed positive, so adding it as an asset is the wrong reading.
  const visaAsAsset = l.netWorthCents + 2 * l.owedOn("visa");
  k.figure("net_worth", "net worth", l.netWorthCents, {
    forbid: [visaAsAsset],
  });
  k.figure(
    "net_worth",
    "what are we worth all told, pension pot included",
    l.netWorthCents,
    { forbid: [visaAsAsset, l.netWorthCents - l.balanceOf("arf")] },
  );
  k.figure("net_worth", "total assets", l.assetsCents, {
    forbid: [l.assetsCents + l.balanceOf("visa")],
  });

  // liabilities
  k.figure("liabilities", "what do we owe", l.liabilitiesCents);
  k.figure("liabilities", "visa bal?", l.owedOn("visa"));

  // subscriptions
  const subs = l.activeRecurring("subscription");
  const subsTotal = sum(subs.map((x) => x.cents));
  k.holds(
    "subscriptions",
    "what subscriptions are we paying for",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Apple TV+", "Castle Golf Club", "VHI Healthcare"] },
  );
  const appleTv = l.purchases(YTD, at("Apple TV+"))[0];
  if (!appleTv) throw new Error("no apple tv+");
  k.figure(
    "subscriptions",
    "how much do the subscriptions cost us a month",
    subsTotal,
    { forbid: [subsTotal + appleTv.cents] },
  );
  const netflix = subs.find((x) => x.merchant === "Netflix");
  if (!netflix) throw new Error("no netflix");
  k.figure("subscriptions", "netflix price now?", netflix.cents, {
    forbid: [1499],
  });

  // upcoming: one donation still to go out tomorrow, the rest in January.
  const upcoming = l.upcoming();
  const january = upcoming.filter((x) => x.date >= "2027-01-01");
  const thisYear = upcoming.filter((x) => x.date <= "2026-12-31");
  k.holds(
    "upcoming",
    "what bills are coming up in january",
    january.map((x) => ({ name: x.merchant })),
    { forbidNames: thisYear.map((x) => x.merchant) },
  );
  k.figure(
    "upcoming",
    "how much have we got coming out altogether in upcoming payments",
    sum(upcoming.map((x) => x.cents)),
    { forbid: [sum(january.map((x) => x.cents))] },
  );
  k.holds(
    "upcoming",
    "is anything still to come out before the year is out",
    [
      ...thisYear.map((x) => ({ name: x.merchant })),
      ...thisYear.map((x) => $(x.cents)),
    ],
    { forbidNames: january.map((x) => x.merchant) },
  );
  const electric = january.find((x) => x.merchant === "Electric Ireland");
  if (!electric) throw new Error("no electric ireland ahead");
  k.figure(
    "upcoming",
    "how much is the next electric ireland bill",
    electric.cents,
    { forbid: [l.spend(namedMonth(t, 12), at("Electric Ireland"))] },
  );

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "anything pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure("pending", "pending total?", sum(pending.map((x) => x.cents)));
  const visaPending = pending.filter((x) => x.account === "visa");
  k.holds(
    "pending",
    "whats still pending on the visa",
    [
      ...visaPending.map((x) => ({ name: x.merchant })),
      ...visaPending.map((x) => $(x.cents)),
    ],
    {
      forbid: pending.filter((x) => x.account !== "visa").map((x) => x.cents),
    },
  );

  // follow_up
  k.figure("follow_up", "and supervalu?", l.spend(NOV, at("SuperValu")), {
    before: ["how much did we spend in dunnes in november"],
    forbid: [l.spend(NOV, at("Dunnes Stores"))],
  });
  k.figure("follow_up", "and the month before that", l.spend(OCT, groceries), {
    before: ["groceries last month"],
    forbid: [l.spend(NOV, groceries)],
  });
  k.figure(
    "follow_up",
    "and the zurich money?",
    l.income(YTD, at("Zurich Life")),
    {
      before: ["what did the state pensions come to this year"],
      forbid: [l.income(YTD, at("Department of Social Protection"))],
    },
  );
  k.count(
    "follow_up",
    "how many visits was that",
    l.purchases(YTD, at("Avoca")).length,
    { before: ["how much did we spend at avoca this year"] },
  );

  // refusal
  k.refuse("should we move the arf into gold");
  k.refuse("is it going to snow in dublin over the new year");
  k.refuse("will the ecb put interest rates up next year");
  k.refuse("how much does our neighbour get on her pension");
  k.refuse("what will the euro be worth against sterling this time next year");

  return { household: h, questions: k.out };
}
