import { reply, type AnswerContext, type Reply } from "./reply";

const CAPABILITIES = [
  "I answer questions about your own accounts, transactions, budgets and goals, for example:",
  "- Spending by period, category or merchant (“How much did I spend on groceries last month?”)",
  "- Breakdowns, top categories and merchants, largest purchases, searches",
  "- Comparisons and trends, income, cash flow and savings rate",
  "- Balances, net worth and debt; budget status and goal progress",
  "- Subscriptions, upcoming bills, unusual transactions, month-end forecasts and “can I afford…”",
];

/** Type 35: capabilities. */
export function answerHelp(ctx: AnswerContext): Reply {
  return reply(ctx, "help", CAPABILITIES);
}

/** Out of scope: a polite refusal plus capabilities. */
export function answerOutOfScope(ctx: AnswerContext): Reply {
  return reply(ctx, "out_of_scope", [
    "I can't answer that: I only know your own finances in Finch, so I don't give investment picks, forecasts of markets or rates, tax or legal advice, or general information.",
    ...CAPABILITIES,
  ]);
}

const GLOSSARY: [RegExp, string][] = [
  [
    /savings rate/,
    "**Savings rate** is the share of your income you keep: (income − spending) ÷ income, over the same period. It is undefined when there is no income.",
  ],
  [
    /net worth/,
    "**Net worth** is everything you own minus everything you owe: the sum of your account balances, where credit cards, loans and mortgages count as debt.",
  ],
  [
    /cash flow|net income/,
    "**Net cash flow** is income minus spending over a period; transfers between your own accounts are not counted.",
  ],
  [
    /liabilit/,
    "**Liabilities** are what you owe: credit card, loan and mortgage balances.",
  ],
  [
    /asset/,
    "**Assets** are the balances of your checking, savings, investment and other accounts.",
  ],
  [
    /budget/,
    "A **budget** is a spending limit for one category over a week, month, quarter or year; its status turns Near Limit at its alert threshold and Over Budget above 100%.",
  ],
];

/** Concepts: a short glossary entry. */
export function answerGlossary(ctx: AnswerContext): Reply {
  const entry = GLOSSARY.find(([pattern]) => pattern.test(ctx.frame.text));
  return entry ? reply(ctx, "glossary", [entry[1]]) : answerCannot(ctx);
}

/** Nothing the analyst understands: say so, never answer a different question. */
export function answerCannot(ctx: AnswerContext): Reply {
  return reply(ctx, "cannot", [
    "I can't answer that from your data yet. You could ask, for example:",
    "- How much did I spend on groceries last month?",
    "- Which budgets am I over?",
    "- What's my net worth?",
  ]);
}
