/**
 * The evaluation set: every taxonomy type with several phrasings, follow-ups, typos, out-of-scope
 * and injection attempts. Expected figures come from the oracle; every third phrasing of a type
 * is held out from tuning.
 */
import type { CaseKit, EvalCase } from "./case-kit";
import type { Fixture } from "./fixture";
import { oracle } from "./oracle";
import { analysisCases } from "./questions-analysis";
import { cashCases } from "./questions-cash";
import { metaCases } from "./questions-meta";
import { planCases } from "./questions-plans";
import { spendingCases } from "./questions-spending";

export type { EvalCase } from "./case-kit";

/** Builds the cases for a fixture. */
export function buildCases(fx: Fixture): EvalCase[] {
  const cases: EvalCase[] = [];
  const kit: CaseKit = {
    o: oracle(fx),
    fx,
    add: (type, intent, expect, questions, extra = {}) => {
      for (const question of questions)
        cases.push({ type, question, intent, expect, ...extra });
    },
  };
  for (const part of [
    spendingCases,
    analysisCases,
    cashCases,
    planCases,
    metaCases,
  ])
    part(kit);
  return cases;
}
