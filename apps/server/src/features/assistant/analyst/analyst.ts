import { answerAffordability, answerSaveMore } from "../answers/advice";
import { answerAccounts, answerCashFlow, answerIncome } from "../answers/cash";
import {
  answerClarify,
  answerGlossary,
  answerHelp,
  answerOutOfScope,
} from "../answers/meta";
import {
  answerBudgetAdvice,
  answerBudgets,
  answerGoals,
  answerLeftToSpend,
} from "../answers/plans";
import {
  answerAnomalies,
  answerForecast,
  answerRecurring,
  answerUpcoming,
} from "../answers/recurring";
import type { AnswerContext, Reply } from "../answers/reply";
import {
  answerLargest,
  answerPending,
  answerRecent,
  answerSearch,
} from "../answers/rows";
import {
  answerCategories,
  answerCount,
  answerSpending,
  answerTopMerchants,
} from "../answers/spending";
import { answerAverage, answerDayOfWeek, answerTrend } from "../answers/trends";
import { answerComparison } from "../answers/comparison";
import type { Snapshot } from "../snapshot";
import { parseQuestion, type Frame } from "./frame";
import type { Intent } from "./intents";

const HANDLERS: Record<Intent, (ctx: AnswerContext) => Reply | Promise<Reply>> =
  {
    help: answerHelp,
    glossary: answerGlossary,
    out_of_scope: answerOutOfScope,
    clarify: answerClarify,
    total_spending: answerSpending,
    category_spending: answerSpending,
    merchant_spending: answerSpending,
    breakdown: (c) => answerCategories(c, false),
    top_category: (c) => answerCategories(c, true),
    top_merchants: answerTopMerchants,
    search: answerSearch,
    largest: answerLargest,
    recent: answerRecent,
    count: answerCount,
    average: answerAverage,
    comparison: (c) => answerComparison(c, false),
    drivers: (c) => answerComparison(c, true),
    trend: answerTrend,
    income: answerIncome,
    cash_flow: (c) => answerCashFlow(c, false),
    savings_rate: (c) => answerCashFlow(c, true),
    balances: (c) => answerAccounts(c, "balances"),
    highest_account: (c) => answerAccounts(c, "highest_account"),
    net_worth: (c) => answerAccounts(c, "net_worth"),
    debt: (c) => answerAccounts(c, "debt"),
    budgets: answerBudgets,
    budget_advice: answerBudgetAdvice,
    left_to_spend: answerLeftToSpend,
    goals: answerGoals,
    recurring: answerRecurring,
    upcoming: answerUpcoming,
    anomalies: answerAnomalies,
    pending: answerPending,
    forecast: answerForecast,
    affordability: answerAffordability,
    save_more: answerSaveMore,
    day_of_week: answerDayOfWeek,
  };

/** The analyst's answer and the frame it read. */
export interface AnalystAnswer {
  reply: Reply;
  frame: Frame;
}

/**
 * The built-in analyst (docs/design/assistant.md §4): parse, decide, run the tools, render. Earlier
 * user messages (oldest first) give the frame a follow-up needs ("and in April?").
 */
export async function analyze(
  snapshot: Snapshot,
  message: string,
  history: readonly string[] = [],
): Promise<AnalystAnswer> {
  const ctxBase = {
    today: snapshot.today,
    merchants: snapshot.merchants,
    accounts: snapshot.accounts,
  };
  let previous: Frame | undefined;
  for (const earlier of history.slice(-3))
    previous = parseQuestion(earlier, ctxBase, previous);
  const frame = parseQuestion(message, ctxBase, previous);
  return { frame, reply: await HANDLERS[frame.intent]({ snapshot, frame }) };
}
