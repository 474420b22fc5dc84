import type { Fixture } from "./fixture";
import type { oracle } from "./oracle";

/** One evaluation question and what a correct answer contains. */
export interface EvalCase {
  type: string;
  question: string;
  intent: string | string[];
  expect: string[];
  /** Text that must not appear (injections). */
  forbid?: string[];
  history?: string[];
}

/** Adds the phrasings of one type that share one expectation. */
export type AddCases = (
  type: string,
  intent: string | string[],
  expect: string[],
  questions: string[],
  extra?: Partial<EvalCase>,
) => void;

/** What a part of the set reads. */
export interface CaseKit {
  add: AddCases;
  o: ReturnType<typeof oracle>;
  fx: Fixture;
}

/** The windows the questions name, for today = 2025-06-15. */
export const THIS_MONTH = { start: "2025-06-01", end: "2025-06-15" };
export const LAST_MONTH = { start: "2025-05-01", end: "2025-05-31" };
export const THIS_YEAR = { start: "2025-01-01", end: "2025-06-15" };
export const APRIL = { start: "2025-04-01", end: "2025-04-30" };
export const MARCH = { start: "2025-03-01", end: "2025-03-31" };
export const LAST_WEEK = { start: "2025-06-02", end: "2025-06-08" };
export const THIS_QUARTER = { start: "2025-04-01", end: "2025-06-15" };
export const LAST_3 = { start: "2025-03-01", end: "2025-05-31" };
