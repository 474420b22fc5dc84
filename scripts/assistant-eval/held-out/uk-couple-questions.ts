/**
 * Held-out questions about the Hartleys' money going out, typed the way people type. Every
 * figure comes from the oracle over the household's rows; today is 2025-09-17.
 */
import { questionKit, type QuestionKit } from "../ask";
import {
  lastDays,
  lastMonth,
  lastWeek,
  month,
  namedMonth,
  since,
  thisMonth,
  thisWeek,
  year,
  yearToDate,
} from "../calendar";
import type { EvalCase } from "../household";
import { ukCouple } from "./uk-couple";
import { ukAnalysisQuestions } from "./uk-couple-questions-analysis";
import { ukMoneyQuestions } from "./uk-couple-questions-money";
import { ukPlanQuestions } from "./uk-couple-questions-plans";

export function ukCoupleCase(): EvalCase {
  const household = ukCouple();
  const k = questionKit(household);
  totals(k);
  categories(k);
  ukMoneyQuestions(k);
  ukAnalysisQuestions(k);
  ukPlanQuestions(k);
  return { household, questions: k.out };
}

const T = "2025-09-17";
const AUG = lastMonth(T);
const JUL = month(2025, 7);

function totals({ l, figure }: QuestionKit): void {
  const kind = "total_spending";
  figure(kind, "how much did we spend last month", l.spend(AUG), {
    forbid: [l.spend(JUL), l.spend(thisMonth(T))],
  });
  figure(kind, "whats our spending so far this month", l.spend(thisMonth(T)), {
    forbid: [l.spend(AUG)],
  });
  figure(kind, "total spent in october", l.spend(namedMonth(T, 10)));
  figure(kind, "how much have we spent since march", l.spend(since(T, 3)));
  figure(kind, "spending year to date?", l.spend(yearToDate(T)));
  figure(
    kind,
    "how much did we spend in the last 30 days",
    l.spend(lastDays(T, 30)),
    { forbid: [l.spend(AUG)] },
  );
  figure(kind, "what did we spend last week", l.spend(lastWeek(T)), {
    forbid: [l.spend(thisWeek(T))],
  });
  figure(
    kind,
    "how much went out in Q2",
    l.spend({ start: "2025-04-01", end: "2025-06-30" }),
  );
  figure(kind, "total spending for 2024", l.spend(year(2024)));
}

function categories({ l, figure }: QuestionKit): void {
  const kind = "category_spending";
  const only = (...categories: string[]) => ({ categories });
  figure(
    kind,
    "how much on grocerys last mnth",
    l.spend(AUG, only("groceries")),
    {
      forbid: [l.spend(JUL, only("groceries"))],
    },
  );
  figure(
    kind,
    "what did we spend on eating out in july",
    l.spend(JUL, only("food_dining")),
  );
  const takeaways = { merchants: ["Deliveroo", "Just Eat"] };
  figure(
    kind,
    "how much did we blow on takeaways in march",
    l.spend(month(2025, 3), takeaways),
  );
  figure(
    kind,
    "how much were our bills last month",
    l.spend(AUG, only("utilities")),
  );
  figure(
    kind,
    "how much have we spent on streaming this year",
    l.spend(yearToDate(T), only("subscription")),
  );
  figure(
    kind,
    "transport costs since march",
    l.spend(since(T, 3), only("transportation")),
  );
  figure(
    kind,
    "fuel last month",
    l.spend(AUG, { merchants: ["Shell", "BP"] }),
    {
      forbid: [l.spend(AUG, only("transportation"))],
    },
  );
  const energy = { merchants: ["Octopus Energy"] };
  figure(
    kind,
    "what was the energy bill in january",
    l.spend(month(2025, 1), energy),
  );
}
