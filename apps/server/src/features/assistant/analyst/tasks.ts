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

/** An intent, its weight, and a pattern or a test over the text and slots. */
export type TaskRule = [
  Task,
  number,
  RegExp | ((t: string, s: SlotFlags) => boolean),
];

/** The ordered, weighted rules (docs/design/assistant.md §4 step 3). */
export const TASK_RULES: TaskRule[] = [
  [
    "help",
    5,
    /\b(what can you do|what do you do|help me\b|^help$|how do you work|what can i ask)\b/,
  ],
  [
    "glossary",
    12,
    /\bwhat (is|does|are) (a |an |the )?(savings rate|net worth|net cash flow|cash flow|budget|liabilit(y|ies)|assets?)( mean| means)?\s*\??$/,
  ],
  ["glossary", 4, /\b(mean|meaning|define|definition)\b/],
  [
    "out_of_scope",
    8,
    /\b(weather|rain|raining|snow|sunny|temperature|stocks?|crypto|bitcoin|ethereum|dogecoin|shares|tax return|file my taxes|joke|recipe|president|lottery|sports?|invest in|buy shares|stock market|s&p|nasdaq|dow jones|index funds?|etfs?|gold price|house prices|housing market|inflation|recession|economy|election)\b/,
  ],
  [
    "out_of_scope",
    8,
    /\b(interest|mortgage|exchange|savings) rates?\b.*\b(go|going|will|rise|fall|drop|cut|up|down|next)\b|\b(will|going to) (rates|prices|the market)\b/,
  ],
  [
    "out_of_scope",
    8,
    /\b(neighbou?rs?|flat ?mates?|room ?mates?|house ?mates?|friends?|colleagues?|co-?workers?|boss|brother|sister|parents?|people|others|everyone|most people|average (person|american|household|family))\b.*\b(earn|earns|make|makes|spend|spends|paid|salary|income|worth|save|saves|get|gets|receive|receives|pension|pensions)\b/,
  ],
  [
    "out_of_scope",
    8,
    /\bshould i (fix|lock|refinance|remortgage)\b|\b(fixed|variable) (rate|mortgage|loan)\b.*\bor\b|\bor (stay |go )?(fixed|variable)\b|\bshould i (buy|sell|invest|short|move|put|switch)\b.*\b(into|in|to)\b (?!savings|my savings|the savings)|\bshould i (buy|sell|invest|short)\b|\b(best|top) (stocks?|investments?|credit cards?|banks?|funds?)\b|\bwhich (stocks?|crypto|coins?|funds?) (should|to)\b|\bhow much tax (will|do|should) i\b/,
  ],
  [
    "budget_advice",
    10,
    /\b(increase|raise|lower|decrease|reduce|change|adjust|bigger|higher)\b.*\bbudget\b|\bshould i\b.*\bbudget\b|\bbudget (big|high|low) enough\b/,
  ],
  [
    "left_to_spend",
    10,
    /\b(left to spend|have left|can i still spend|remaining to spend|money (do i have )?left|how much more can i spend)\b/,
  ],
  [
    "anomalies",
    9,
    /\b(unusual|anomal\w*|suspicious|strange|weird|odd|charged twice|double charged|duplicates?|fraud\w*|out of the ordinary)\b/,
  ],
  [
    "forecast",
    9,
    /\b(at this (rate|pace)|forecast|projected?|by (the )?(end of the )?month end|end of (the )?month|will i spend|going to spend|go negative|run out)\b/,
  ],
  [
    "affordability",
    10,
    /\b(afford|can i buy|ok with my budget|okay with my budget|can i spend \$?\d)\b/,
  ],
  [
    "save_more",
    10,
    /\b(save more|cut back|cut down|where can i cut|reduce my spending|spend less|(?<!did i |have i )save money|how can i save|ways to save|saving tips)\b/,
  ],
];
