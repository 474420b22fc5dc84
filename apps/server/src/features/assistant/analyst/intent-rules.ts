import type { Intent, SlotFlags } from "./intents";

/** An intent, its weight, and a pattern or a test over the text and slots. */
export type IntentRule = [
  Intent,
  number,
  RegExp | ((t: string, s: SlotFlags) => boolean),
];

const SPEND =
  /\b(spend|spent|spending|expenses?|cost|costs|went out|pay|paid|charged)\b/;

/** The ordered, weighted rules (docs/design/assistant.md §4 step 3). */
export const INTENT_RULES: IntentRule[] = [
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
    /\b(weather|stocks?|crypto|bitcoin|shares|tax return|file my taxes|joke|recipe|president|lottery|sports?|invest in|buy shares)\b/,
  ],
  ["total_spending", 2, SPEND],
  ["total_spending", 1, /\b(how much|total)\b/],
  ["category_spending", 3, (t, s) => s.hasCategory && SPEND.test(t)],
  [
    "category_spending",
    2,
    (t, s) => s.hasCategory && /\b(how much|total)\b/.test(t),
  ],
  [
    "merchant_spending",
    4,
    (t, s) =>
      s.hasMerchant && /\b(spend|spent|pay|paid|total|cost|how much)\b/.test(t),
  ],
  [
    "breakdown",
    6,
    /\b(break ?down|by category|per category|where did (all )?my money go|where does my money go|categories breakdown)\b/,
  ],
  [
    "top_category",
    7,
    /\b(biggest|largest|top|highest|main|most expensive)( \d+| three| five)? (expense |spending )?categor(y|ies)\b|\bwhere do i spend (the )?most\b|\bspend the most on\b/,
  ],
  ["top_category", 6, /\bcategor(y|ies)\b.*\b(largest|biggest|highest|top)\b/],
  ["top_merchants", 7, /\bspend the most at\b/],
  [
    "top_merchants",
    7,
    /\b(which|top|biggest)( \d+)? (merchants?|stores?|shops?|places|vendors?)\b|\bspend the most at\b/,
  ],
  [
    "search",
    4,
    /\b(show|find|list|search|see)\b.*\b(transactions?|purchases?|charges?|payments?)\b/,
  ],
  [
    "search",
    4,
    /\btransactions? (at|from|with)\b|\bwhen did i last\b|\b(purchases?|charges?|transactions?) (over|above|under|below|more than|less than)\b/,
  ],
  ["search", 3, (t, s) => s.hasMerchant && /\b(find|show|list)\b/.test(t)],
  [
    "largest",
    8,
    /\b(biggest|largest|top \d+|most expensive)( single)? (purchases?|expenses?|transactions?|charges?|payments?)\b(?! categor)/,
  ],
  [
    "recent",
    9,
    /\b(recent|latest|last \d+|last few) (transactions?|purchases?|activity)\b/,
  ],
  [
    "count",
    6,
    /\b(how many times|how often|number of (times|transactions|purchases))\b/,
  ],
  [
    "count",
    6,
    /\bhow many (\w+ )?(purchases|transactions|times|visits|orders)\b/,
  ],
  [
    "average",
    6,
    /\b(average|avg|on average|typical|typically|per day|a day|daily)\b/,
  ],
  [
    "comparison",
    6,
    /\b(vs\.?|versus|compared?|comparison|more than last|less than last|than last (month|week|year))(?=\W|$)/,
  ],
  ["comparison", 3, (_t, s) => s.periods >= 2],
  [
    "trend",
    7,
    /\b(trend|trending|month by month|month over month|over time|going up|going down|increasing|decreasing|each month)\b/,
  ],
  [
    "drivers",
    8,
    /\bwhy (was|is|did|were)\b|\b(went up|increased|grew) the most\b|\bwhat (drove|caused)\b/,
  ],
  [
    "income",
    5,
    /\b(earn|earned|earning|income|paycheck|paid me|salary|wages|make last month|did i make)\b/,
  ],
  [
    "cash_flow",
    7,
    /\b(did i save|have i saved|net cash flow|cash flow|spending more than i (earn|make)|spend more than i (earn|make)|net income)\b/,
  ],
  ["savings_rate", 9, /\bsavings? rate\b/],
  [
    "balances",
    5,
    /\b(balances?|how much (money )?(do i have|is) in|in my (checking|savings))\b/,
  ],
  [
    "highest_account",
    9,
    /\b(which|what) account\b.*\b(highest|most|largest|biggest|lowest)\b/,
  ],
  [
    "net_worth",
    9,
    /\b(net worth|assets (vs|versus|and) liabilities|worth overall)\b/,
  ],
  ["debt", 7, /\b(owe|debt|debts|liabilit(y|ies)|credit card balance)\b/],
  ["budgets", 6, /\bbudgets?\b/],
  ["budgets", 3, /\bover budget|on track with my budget|under budget\b/],
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
    "goals",
    6,
    /\b(goals?|emergency fund|car fund|down ?payment|saving for|vacation fund)\b/,
  ],
  [
    "recurring",
    7,
    /\b(subscriptions?|recurring|every month|repeating|memberships?|regular (bills|payments|charges))\b/,
  ],
  [
    "upcoming",
    9,
    /\b(upcoming|due|coming up|coming out|before payday|next (bills?|payments?))\b/,
  ],
  [
    "anomalies",
    9,
    /\b(unusual|anomal\w*|suspicious|strange|weird|odd|charged twice|double charged|duplicates?|fraud\w*|out of the ordinary)\b/,
  ],
  [
    "pending",
    9,
    /\b(pending|not (yet )?posted|still processing|hasn't cleared|not cleared)\b/,
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
    /\b(save more|cut back|cut down|where can i cut|reduce my spending|spend less|save money|how can i save|ways to save|saving tips)\b/,
  ],
  ["day_of_week", 9, /\b(day of (the )?week|weekends?|weekdays?|which day)\b/],
];
