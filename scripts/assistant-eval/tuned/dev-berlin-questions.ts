/**
 * Questions about the freelancer in Berlin (`dev-berlin.ts`), typed in English the way a
 * German freelancer types into a chat box: lowercase, German words for German things
 * ("notgroschen", "lebensmittel", "tagesgeld", "miete"), short fragments and follow-ups. Goals,
 * budgets and subscriptions are asked about here, the spending side in
 * `dev-berlin-spending.ts`. Every figure comes from the oracle through the question kit; none
 * is written by hand.
 */
import { lastMonth, yearToDate } from "../calendar";
import { questionKit } from "../ask";
import type { EvalCase } from "../household";
import { berlinFreelancer } from "./dev-berlin";
import { berlinSpendingQuestions } from "./dev-berlin-spending";
import { budgetNamed, budgetsOver, goalNamed } from "./dev-kit";
import { BEHIND, contributedIn, dateTexts } from "./dev-sydney-questions";

export function berlinFreelancerCase(): EvalCase {
  const h = berlinFreelancer();
  const k = questionKit(h);
  const { l, $ } = k;
  const t = h.today;
  const SEP = lastMonth(t);
  const YTD = yearToDate(t);
  const at = (merchant: string) => ({ merchants: [merchant] });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  berlinSpendingQuestions(k);

  // Interest the savings account's bank pays is income, never interest paid; the transfers into
  // the account are no provider of it. Trains are the trains, not the scooters and the bike shop.
  k.figure(
    "income",
    "how much interest did consors pay this year",
    l.income(YTD, at("Consorsbank")),
  );
  k.figure(
    "income",
    "how much interest has the tagesgeld paid",
    l.income({ start: "1900-01-01", end: t }, { accounts: ["tr"] }),
  );
  k.figure(
    "category_spending",
    "what did i spend on the train this year",
    l.spend(YTD, { merchants: ["BVG", "Deutsche Bahn"] }),
    { forbidNames: ["Lime", "Zweirad Stadler"] },
  );

  // A compound the bank writes apart, and a name typed without its accents.
  k.holds("upcoming", "when does the rundfunkbeitrag come out next", [
    "Nov 16",
    $(5508),
  ]);
  k.figure(
    "merchant",
    "what did dr ozturk cost this year",
    l.spend(YTD, at("Zahnarztpraxis Dr. Öztürk")),
  );

  // budgets
  const budgets = budgetsOver(l);
  k.holds(
    "budgets",
    "am i over any budget",
    budgets.over.map((name) => ({ name })),
    { forbidNames: budgets.fine },
  );
  const food = budgetNamed(l, "Lebensmittel");
  if (food.over) throw new Error("lebensmittel should be under");
  k.figure(
    "budgets",
    "how much is left in the lebensmittel budget",
    food.remaining,
  );
  const clothes = budgetNamed(l, "Klamotten & Technik");
  if (clothes.over) throw new Error("klamotten should be under");
  k.holds("budgets", "klamotten budget this quarter?", [
    $(clothes.spent),
    $(clothes.remaining),
  ]);

  // goals: the Notgroschen behind its pace, the MacBook on track.
  const notgroschen = goalNamed(h, "Notgroschen");
  const macbook = goalNamed(h, "MacBook Pro");
  if (!notgroschen.behind || macbook.behind || macbook.completed)
    throw new Error("the goals are not as written");
  if (notgroschen.projected === undefined || notgroschen.perMonth === undefined)
    throw new Error("the notgroschen has no pace or need");
  k.progress(
    "goals",
    "how far am i with the notgroschen",
    notgroschen.saved,
    notgroschen.goal.targetCents,
  );
  k.figure(
    "goals",
    "how much do i still need for the macbook",
    macbook.remaining,
  );
  k.holds(
    "goals",
    "am i on track for the macbook",
    [{ anyOf: ["on track", "ahead"] }],
    { forbidNeeds: [{ anyOf: ["behind", "not on track", "off track"] }] },
  );
  k.holds("goals", "when will i reach the notgroschen at this pace", [
    dateTexts(notgroschen.projected),
  ]);
  k.figure(
    "goals",
    "how much did i put towards my goals last month",
    sum(h.goals.map((g) => contributedIn(g, SEP))),
  );
  k.figure(
    "goals",
    "how much per month do i need to save for the notgroschen to make it by june",
    notgroschen.perMonth,
  );
  k.holds("goals", "is the notgroschen on track", [BEHIND]);

  // balances, net worth, liabilities: the Barclays card is typed positive.
  k.figure("balances", "how much is on my kontist", l.balanceOf("kontist"));
  k.figure("net_worth", "net worth?", l.netWorthCents, {
    forbid: [l.netWorthCents + 2 * l.owedOn("visa")],
  });
  k.figure("liabilities", "whats my credit card balance", l.owedOn("visa"));

  // subscriptions: Notion stopped in May; the Deutschlandticket and the GEZ are not subscriptions.
  const subs = l.activeRecurring("subscription");
  const subsTotal = sum(subs.map((x) => x.cents));
  const notion = l.purchases(YTD, at("Notion"))[0];
  if (!notion) throw new Error("no notion");
  k.holds(
    "subscriptions",
    "which subscriptions am i paying for",
    [...subs.map((x) => ({ name: x.merchant })), $(subsTotal)],
    { forbidNames: ["Notion", "BVG", "Telekom", "Techniker Krankenkasse"] },
  );
  k.figure("subscriptions", "how much are my subs a month", subsTotal, {
    forbid: [subsTotal + notion.cents],
  });
  const spotify = subs.find((x) => x.merchant === "Spotify");
  if (!spotify) throw new Error("no spotify");
  k.figure("subscriptions", "how much is spotify now", spotify.cents, {
    forbid: [1199],
  });

  // upcoming and pending
  const upcoming = l.upcoming();
  k.holds(
    "upcoming",
    "whats coming up in november",
    [...new Set(upcoming.map((x) => x.merchant))].map((name) => ({ name })),
  );
  const pending = l
    .rows({ start: "1900-01-01", end: t })
    .filter((x) => x.pending);
  k.holds("pending", "anything still pending", [
    ...pending.map((x) => ({ name: x.merchant })),
    ...pending.map((x) => $(x.cents)),
  ]);

  // follow_up
  k.figure("follow_up", "and hellofresh?", l.income(YTD, at("HelloFresh SE")), {
    before: ["how much did kleinert pay me this year"],
    forbid: [l.income(YTD, at("Kleinert & Partner GmbH"))],
  });
  k.figure("follow_up", "what about edeka", l.spend(SEP, at("Edeka")), {
    before: ["rewe last month"],
    forbid: [l.spend(SEP, at("Rewe"))],
  });
  k.figure("follow_up", "and the dkb?", l.balanceOf("dkb"), {
    before: ["how much is in my tagesgeld"],
    forbid: [l.balanceOf("tr")],
  });

  // refusal
  // rent as the standing order says it: MIETE
  const miete = { described: "MIETE" };
  k.figure(
    "category_spending",
    "how much did i pay in rent this year",
    l.spend(YTD, miete),
  );
  k.refuse("should i move my tagesgeld into an etf");
  // A thing no merchant, category or row says ("the bike" bought at ZWEIRAD STADLER) is no
  // figure for all spending.
  k.refuse("how much did the bike cost");

  // "When did X last pay me": the latest payment, its day and amount.
  const [hello] = l
    .rows({ start: "2000-01-01", end: t }, at("HelloFresh SE"))
    .filter((x) => x.type === "credit" && !x.pending)
    .sort((a, b) => (a.date < b.date ? 1 : -1));
  if (!hello) throw new Error("hellofresh never paid");
  k.holds("income", "when did hellofresh last pay me", [
    $(hello.cents),
    dateTexts(hello.date),
  ]);

  return { household: h, questions: k.out };
}
