import { INTENT_RULES } from "./intent-rules";
/**
 * Step 3 (docs/design/assistant.md §4): an ordered, weighted rule grammar over the normalized
 * question.
 */

/** What a question asks for. */
export type Intent =
  | "help"
  | "glossary"
  | "out_of_scope"
  | "total_spending"
  | "category_spending"
  | "merchant_spending"
  | "breakdown"
  | "top_category"
  | "top_merchants"
  | "search"
  | "largest"
  | "recent"
  | "count"
  | "average"
  | "comparison"
  | "trend"
  | "drivers"
  | "income"
  | "cash_flow"
  | "savings_rate"
  | "balances"
  | "highest_account"
  | "net_worth"
  | "debt"
  | "budgets"
  | "budget_advice"
  | "left_to_spend"
  | "goals"
  | "recurring"
  | "upcoming"
  | "anomalies"
  | "pending"
  | "forecast"
  | "affordability"
  | "save_more"
  | "day_of_week"
  | "clarify";

/** What the rules may look at besides the words. */
export interface SlotFlags {
  hasCategory: boolean;
  hasMerchant: boolean;
  hasAmount: boolean;
  periods: number;
}

/** Scores every intent; the best and the margin over the runner-up. */
export function scoreIntents(
  text: string,
  slots: SlotFlags,
): { intent: Intent; confidence: number; score: number } {
  const scores = new Map<Intent, number>();
  for (const [intent, weight, test] of INTENT_RULES) {
    const hit =
      typeof test === "function" ? test(text, slots) : test.test(text);
    if (hit) scores.set(intent, (scores.get(intent) ?? 0) + weight);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best) return { intent: "clarify", confidence: 0, score: 0 };
  return {
    intent: best[0],
    confidence: best[1] - (second?.[1] ?? 0),
    score: best[1],
  };
}
