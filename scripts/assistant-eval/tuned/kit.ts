import type { EvalQuestion, Need } from "../household";
import { money } from "../format";
import type { Ledger } from "../truth";
import type { Household } from "../household";

/** Adds the phrasings of one kind that share one expectation. */
export type AddCases = (
  kind: string,
  need: Need[],
  questions: string[],
  extra?: Pick<EvalQuestion, "lead" | "forbid" | "before" | "refuse">,
) => void;

/** What a part of the tuned set reads. */
export interface CaseKit {
  add: AddCases;
  l: Ledger;
  h: Household;
  /** Dollars as answers show them: "$1,234.56". */
  usd: (cents: number) => string;
}

export const usd = (cents: number) => money(cents, "USD");

/** A figure that must lead the answer. */
export const lead = (cents: number) => ({ lead: usd(cents) });

/** The windows the questions name, for today = 2025-06-15. */
export const THIS_MONTH = { start: "2025-06-01", end: "2025-06-15" };
export const LAST_MONTH = { start: "2025-05-01", end: "2025-05-31" };
export const THIS_YEAR = { start: "2025-01-01", end: "2025-06-15" };
export const APRIL = { start: "2025-04-01", end: "2025-04-30" };
export const MARCH = { start: "2025-03-01", end: "2025-03-31" };
export const LAST_WEEK = { start: "2025-06-02", end: "2025-06-08" };
export const THIS_QUARTER = { start: "2025-04-01", end: "2025-06-15" };
export const LAST_3 = { start: "2025-03-01", end: "2025-05-31" };
