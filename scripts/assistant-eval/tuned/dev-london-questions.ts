/**
 * Questions about the junior developer in London (`dev-london.ts`), typed the way a 26-year-old
 * types into a chat: lowercase, slang ("blown", "skint", "stashed"), British spellings,
 * abbreviations ("tfl", "m&s", "lisa", "rn", "cba", "ytd"), a few typos ("amx", "britsh",
 * "japn"). Every figure comes from the oracle through the question kit; none is written by hand.
 */
import { lastMonth, namedMonth, thisMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { londonDeveloper } from "./dev-london";
import { londonSpendingQuestions } from "./dev-london-spending";
import { budgetTruth } from "../truth-plans";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";

export function londonDeveloperCase(): EvalCase {
  const h = londonDeveloper();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const AUG = thisMonth(t);
  const JUL = lastMonth(t);
  const JUN = namedMonth(t, 6);
  const YTD = yearToDate(t);
  const at = (merchant: string) => ({ merchants: [merchant] });
  const on = (account: string) => ({ accounts: [account] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  londonSpendingQuestions(k);

  // A place never visited, with a period: nothing there at any date, said as such.
  k.holds("merchant", "how much did i spend at pret this year", [
    { anyOf: ["no transactions"] },
  ]);

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
  k.holds("budgets", "hows my eating out budget looking this month", [
    $(eating.spent),
    $(-eating.remaining),
  ]);
  const transport = budgetNamed(l, "Transport");
  if (transport.over) throw new Error("transport should be under");
  k.figure(
    "budgets",
    "how much is left in my transport budget",
    transport.remaining,
  );
  const travel = budgetNamed(l, "Travel");
  if (travel.over) throw new Error("travel should be under");
  k.figure(
    "budgets",
    "travel budget for the year, how much have i got left",
    travel.remaining,
  );
  const clothes = budgetNamed(l, "Clothes");
  if (!clothes.over) throw new Error("clothes should be over");
  k.holds("budgets", "clothes budget this quarter?", [
    $(clothes.spent),
    $(-clothes.remaining),
  ]);
  const shop = budgetNamed(l, "Food Shop");
  if (shop.over) throw new Error("food shop should be under");

  // goals
  // budgets as a whole, and the word that names none ("show" is not the Food Shop)
  k.holds(
    "budgets",
    "show me my budgets",
    h.budgets.map((b) => ({ name: b.name })),
  );
  const limits = h.budgets.reduce((n, b) => n + b.cents, 0);
  const spentAll = h.budgets.reduce((n, b) => n + budgetTruth(l, b).spent, 0);
  k.figure("budgets", "what's my total budget", limits, {
    also: [$(spentAll)],
  });
  const needed = h.goals.reduce(
    (n, g) => n + (goalNamed(h, g.name).perMonth ?? 0),
    0,
  );
  k.figure(
    "goals",
    "how much do i need to save each month to hit all my goals",
    needed,
  );
  const japan = goalNamed(h, "Japan 2027");
  if (japan.perMonth === undefined) throw new Error("japan has no need");
  k.figure(
    "goals",
    "how much do i need to put away a month for japn",
    japan.perMonth,
  );
  k.figure(
    "goals",
    "how much is in the emergency fund goal",
    goalNamed(h, "Emergency Fund").saved,
    { forbid: [l.balanceOf("chase")] },
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
  k.figure(
    "balances",
    "how much is in starling rn, feeling skint",
    l.balanceOf("stl"),
  );

  // net_worth: the Amex is typed negative and the student loan positive, so summing the typed
  // balances (which adds the loan as an asset) is the wrong reading.
  const signedSum = sum(h.accounts.map((a) => a.finalCents));
  k.figure("net_worth", "whats my net worth", l.netWorthCents, {
    forbid: [signedSum],
  });

  // liabilities
  k.figure("liabilities", "how much do i owe in total", l.liabilitiesCents, {
    forbid: [Math.abs(l.balanceOf("sl") + l.balanceOf("amex"))],
  });
  k.figure("liabilities", "student loan balance", l.owedOn("sl"));
  k.figure("liabilities", "whats on the amx rn", l.owedOn("amex"));

  // subscriptions: Crunchyroll was cancelled in May.
  const subs = l.activeRecurring("subscription");
  const subsTotal = sum(subs.map((x) => x.cents));
  const crunchy = l.purchases(YTD, at("Crunchyroll"))[0];
  if (!crunchy) throw new Error("no crunchyroll");
  k.holds(
    "subscriptions",
    "what subs am i paying for rn",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Crunchyroll", "Gousto", "Virgin Media"] },
  );
  k.figure(
    "subscriptions",
    "how much do my subscriptions cost a month",
    subsTotal,
    { forbid: [subsTotal + crunchy.cents] },
  );

  // upcoming: Now TV before the month is out, rent, council tax, the gym and Virgin Media in
  // September.
  const upcoming = l.upcoming();
  const thisMonthAhead = upcoming.filter((x) => x.date <= "2026-08-31");
  const september = upcoming.filter((x) => x.date > "2026-08-31");
  k.holds(
    "upcoming",
    "what bills have i got coming up",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  k.holds(
    "upcoming",
    "anything left to pay before the end of the month",
    [
      ...thisMonthAhead.map((x) => ({ name: x.merchant })),
      ...thisMonthAhead.map((x) => $(x.cents)),
    ],
    { forbidNames: september.map((x) => x.merchant) },
  );
  // No forbidden figure: the part due this month is Now TV alone, which a correct answer lists.
  k.figure(
    "upcoming",
    "total of everything upcoming",
    sum(upcoming.map((x) => x.cents)),
  );

  // pending
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "whats still pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);
  k.figure("pending", "pending total?", sum(pending.map((x) => x.cents)));

  // follow_up
  k.figure("follow_up", "and the month before?", l.spend(JUN, at("Waitrose")), {
    before: ["how much did i spend at waitrose last month"],
    forbid: [l.spend(JUL, at("Waitrose"))],
  });
  k.figure("follow_up", "just on the amex", l.spend(JUL, on("amex")), {
    before: ["how much did i spend last month"],
    forbid: [l.spend(JUL)],
  });
  k.count(
    "follow_up",
    "how many journeys was that",
    l.purchases(YTD, at("TfL")).length,
    { before: ["tfl this year"] },
  );
  k.figure("follow_up", "and the lisa?", l.balanceOf("lisa"), {
    before: ["whats in my chase saver"],
    forbid: [l.balanceOf("chase")],
  });
  k.figure(
    "follow_up",
    "cba scrolling, what about last month",
    l.spend(JUL, {
      categories: ["food_dining"],
    }),
    {
      before: ["how much have i spent eating out this month"],
      forbid: [l.spend(AUG, { categories: ["food_dining"] })],
    },
  );

  // refusal
  k.refuse("are london house prices gonna drop next year");
  // No pet in the rows, though petrol holds the word.
  k.refuse("how much on the cat this year");

  return { household: h, questions: k.out };
}
