import { answerAffordability, answerSaveMore } from "../answers/advice";
import {
  answerCannot,
  answerGlossary,
  answerHelp,
  answerOutOfScope,
} from "../answers/meta";
import { answerBudgetAdvice, answerLeftToSpend } from "../answers/plans";
import { answerQuery, settle } from "../answers/query-answer";
import { answerAnomalies, answerForecast } from "../answers/recurring";
import type { AnswerContext, Reply } from "../answers/reply";
import type { Snapshot } from "../snapshot";
import { parseQuestion, type Frame } from "./frame";
import type { Task } from "./tasks";
import { previousUnit, type Unit } from "./period-units";
import { financialYearStart } from "./periods";
import { readQuery, type Query } from "./query";

/** The questions that are not one query over the ledger: advice, projections, explanations. */
const TASKS: Record<
  Exclude<Task, "query">,
  (ctx: AnswerContext) => Reply | Promise<Reply>
> = {
  help: answerHelp,
  glossary: answerGlossary,
  out_of_scope: answerOutOfScope,
  budget_advice: answerBudgetAdvice,
  left_to_spend: answerLeftToSpend,
  anomalies: answerAnomalies,
  forecast: answerForecast,
  affordability: answerAffordability,
  save_more: answerSaveMore,
};

/** The analyst's answer, the frame it read and the query it ran, if any. */
export interface AnalystAnswer {
  reply: Reply;
  frame: Frame;
  query: Query | undefined;
}

/**
 * The built-in analyst (docs/design/assistant.md §4): read the question into a frame; a task
 * (advice, a forecast, a comparison of periods) has its own answer, and everything else is one
 * query over the ledger, refined from the earlier questions (oldest first) when it is a
 * follow-up ("and the month before?", "what about groceries?"). Nothing understood: say so.
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
    goals: snapshot.goals.map((g) => g.name),
    merchantKinds: snapshot.merchantKinds,
    merchantCategories: snapshot.merchantCategories,
    yearStart: financialYearStart(snapshot.currency),
  };
  // The last six questions, in order: a chain of follow-ups ("and the month before?", "what
  // about eating out?", "how many times?", "and at albert heijn?") keeps its thread.
  let previous: Query | undefined;
  for (const earlier of history.slice(-6)) {
    const frame = parseQuestion(earlier, ctxBase);
    const read = readQuery(frame, snapshot.today, relative(frame, previous));
    // Settled as it was answered ("per diem pay": the rows that say it).
    previous = read ? await settle({ snapshot, frame }, read) : previous;
  }
  const frame = parseQuestion(message, ctxBase);
  const query = readQuery(frame, snapshot.today, relative(frame, previous));
  // "What's due before the end of the month" lists what is due, and "when will I reach the
  // roof goal at this rate" is the goal's own projection: neither is a spending forecast.
  const isDue =
    frame.intent === "forecast" &&
    (query?.subject === "upcoming" || query?.subject === "goals");
  // "What's left to spend on dining out": that category's budget, when there is one.
  const budgeted =
    frame.intent === "left_to_spend" && frame.categoriesSaid.length > 0
      ? (await snapshot.budgets()).filter((b) =>
          frame.categoriesSaid.includes(b.category),
        )
      : [];
  if (budgeted.length > 0) {
    const asked: Query = {
      subject: "budgets",
      measure: "total",
      filters: { categories: budgeted.map((b) => b.category) },
      period: undefined,
    };
    const reply = await answerQuery({ snapshot, frame }, asked);
    return { reply, frame, query: asked };
  }
  if (frame.intent !== "query" && !isDue) {
    const reply = await TASKS[frame.intent]({ snapshot, frame });
    return { reply, frame, query: undefined };
  }
  // Words naming nothing known, with a period or "money" ("tutoring money ytd", "what was the
  // hail claim", "vet bills"): the rows that say them, when some do; otherwise nothing fits.
  const worded =
    !query &&
    frame.otherWords.length > 0 &&
    (frame.periods.length > 0 ||
      /\b(money|how much|total|bills?|costs?|spent|spend(ing)?|expenses?|what (was|were|is|did))\b/.test(
        frame.text,
      ))
      ? readQuery({ ...frame, text: `${frame.text} spent` }, snapshot.today)
      : undefined;
  const settled = worded && (await settle({ snapshot, frame }, worded));
  if (settled?.filters.text) {
    const reply = await answerQuery({ snapshot, frame }, settled);
    return { reply, frame, query: settled };
  }
  if (!query)
    return {
      reply: answerCannot({ snapshot, frame }),
      frame,
      query: undefined,
    };
  const reply = await answerQuery({ snapshot, frame }, query);
  return { reply, frame, query };
}

/** "The month before" a follow-up names: the unit before the previous query's period. */
function relative(
  frame: Frame,
  previous: Query | undefined,
): Query | undefined {
  const m =
    /\b(month|week|year|quarter) before\b|\bbefore that\b|\bprevious one\b/.exec(
      frame.text,
    );
  if (!m || !previous?.period || frame.periods.length) return previous;
  const granularity = previous.period.granularity;
  const unit: Unit =
    (m[1] as Unit | undefined) ??
    (granularity === "range" || granularity === "day" ? "month" : granularity);
  const period = previousUnit(unit, previous.period.start);
  frame.periods = [{ ...period, phrase: period.label }];
  return previous;
}

/** The tasks a model may ask for, each answered by the analyst from a question's words. */
export const TASK_NAMES = [
  "budget_advice",
  "left_to_spend",
  "anomalies",
  "forecast",
  "affordability",
  "save_more",
] as const;

/** A task's answer to a question ("can I afford $400 for flights?"), as the analyst gives it. */
export async function runTask(
  snapshot: Snapshot,
  task: (typeof TASK_NAMES)[number],
  question: string,
): Promise<Reply> {
  const frame = parseQuestion(question, {
    today: snapshot.today,
    merchants: snapshot.merchants,
    accounts: snapshot.accounts,
    goals: snapshot.goals.map((g) => g.name),
    merchantKinds: snapshot.merchantKinds,
    merchantCategories: snapshot.merchantCategories,
    yearStart: financialYearStart(snapshot.currency),
  });
  return TASKS[task]({ snapshot, frame });
}
