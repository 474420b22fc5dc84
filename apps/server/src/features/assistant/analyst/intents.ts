import { TASK_RULES } from "./intent-rules";

/**
 * Step 3 (docs/design/assistant.md §4): the questions that are tasks rather than one query over
 * the ledger — advice, projections, explanations — found by an ordered, weighted rule grammar
 * over the normalized question. Anything else is a query (`query.ts`).
 */
export type Task =
  | "help"
  | "glossary"
  | "out_of_scope"
  | "budget_advice"
  | "left_to_spend"
  | "anomalies"
  | "forecast"
  | "affordability"
  | "save_more"
  | "query";

/** What the rules may look at besides the words. */
export interface SlotFlags {
  hasCategory: boolean;
  hasMerchant: boolean;
  hasAmount: boolean;
  periods: number;
}

/** The task the rules score highest, or `query` when none holds. */
export function scoreTasks(
  text: string,
  slots: SlotFlags,
): { task: Task; score: number } {
  const scores = new Map<Task, number>();
  for (const [task, weight, test] of TASK_RULES) {
    const hit =
      typeof test === "function" ? test(text, slots) : test.test(text);
    if (hit) scores.set(task, (scores.get(task) ?? 0) + weight);
  }
  const [best] = [...scores].sort((a, b) => b[1] - a[1]);
  return best ? { task: best[0], score: best[1] } : { task: "query", score: 0 };
}
