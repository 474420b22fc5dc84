/**
 * Held-out questions about Dana's money going out, typed the way people type. Today is
 * 2026-03-04, so a bare "december" or "since november" is 2025.
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
import { usRenter } from "./us-renter";
import { usAnalysisQuestions } from "./us-renter-questions-analysis";
import { usMoneyQuestions } from "./us-renter-questions-money";
import { usPlanQuestions } from "./us-renter-questions-plans";

export function usRenterCase(): EvalCase {
  const household = usRenter();
  const k = questionKit(household);
  totals(k);
  categories(k);
  usMoneyQuestions(k);
  usAnalysisQuestions(k);
  usPlanQuestions(k);
  return { household, questions: k.out };
}

const T = "2026-03-04";
const FEB = lastMonth(T);
const JAN = month(2026, 1);
const YTD = yearToDate(T);

function totals({ l, figure }: QuestionKit): void {
  const kind = "total_spending";
  const aheadInMarch = l
    .upcoming()
    .filter((t) => t.date <= "2026-03-31")
    .reduce((s, t) => s + t.cents, 0);
  const soFar = l.spend(thisMonth(T));
  figure(kind, "how much did i spend in february", l.spend(FEB), {
    forbid: [l.spend(JAN)],
  });
  figure(kind, "spent so far this month?", soFar, {
    forbid: [soFar + aheadInMarch, l.spend(FEB)],
  });
  // Netflix is due tomorrow (already the 5th in UTC): upcoming, not spent.
  const netflix =
    l.upcoming().find((t) => t.merchant === "Netflix")?.cents ?? 0;
  const week = l.spend(thisWeek(T));
  figure(kind, "how much have i spent this week", week, {
    forbid: [week + netflix],
  });
  figure(kind, "what did i spend last week", l.spend(lastWeek(T)), {
    forbid: [week],
  });
  figure(kind, "how much did i spend since november", l.spend(since(T, 11)));
  figure(
    kind,
    "total spending last quarter",
    l.spend({ start: "2025-10-01", end: "2025-12-31" }),
  );
  figure(kind, "how much did i spend last year", l.spend(year(2025)), {
    forbid: [l.spend(YTD)],
  });
  figure(kind, "spending in the last 30 days", l.spend(lastDays(T, 30)), {
    forbid: [l.spend(FEB)],
  });
}

function categories({ l, figure }: QuestionKit): void {
  const kind = "category_spending";
  const only = (...categories: string[]) => ({ categories });
  const at = (...merchants: string[]) => ({ merchants });
  const delivery = at("DoorDash", "Grubhub");
  figure(
    kind,
    "how much did i spend on food delivery last month",
    l.spend(FEB, delivery),
    {
      forbid: [l.spend(FEB, only("food_dining"))],
    },
  );
  figure(
    kind,
    "how much on resturants and takeout in january",
    l.spend(JAN, only("food_dining")),
  );
  const since11 = since(T, 11);
  figure(
    kind,
    "how much did i spend on rideshare since november",
    l.spend(since11, at("Lyft", "Uber")),
    {
      forbid: [l.spend(since11, only("transportation"))],
    },
  );
  figure(kind, "transport last month", l.spend(FEB, only("transportation")));
  figure(
    kind,
    "how much do i spend on coffee, last month",
    l.spend(FEB, at("Philz Coffee", "Blue Bottle Coffee")),
  );
  figure(
    kind,
    "grocerys in december",
    l.spend(namedMonth(T, 12), only("groceries")),
  );
  figure(
    kind,
    "how much went to bills last month",
    l.spend(FEB, only("utilities")),
  );
  figure(
    kind,
    "how much cash did i take out last month",
    l.spend(FEB, at("ATM Withdrawal")),
  );
  const streaming = at("Netflix", "Hulu", "Spotify", "YouTube Premium");
  figure(kind, "streaming costs this year", l.spend(YTD, streaming), {
    forbid: [l.spend(YTD, only("subscription"))],
  });
}
