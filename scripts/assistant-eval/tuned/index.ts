/**
 * The tuned set: the persona the assistant was written against and its questions (every
 * taxonomy type with several phrasings, follow-ups, typos, out-of-scope and injection attempts),
 * now scored on figures rather than intents, plus held-out questions that were seen and so moved
 * here (`paris-student-exposed.ts`), plus four development households written apart from the
 * assistant — a family in Chicago, a freelancer in Manchester, a retired couple in Dublin and a
 * student in Boston (`dev-households.ts`). Developers may read and improve against it.
 */
import type { EvalCase, EvalQuestion } from "../household";
import { ledger } from "../truth";
import { devHouseholdCases } from "./dev-households";
import { usd, type CaseKit } from "./kit";
import { parisStudentExposedCase } from "./paris-student-exposed";
import { persona } from "./persona";
import { analysisCases } from "./questions-analysis";
import { cashCases } from "./questions-cash";
import { metaCases } from "./questions-meta";
import { planCases } from "./questions-plans";
import { spendingCases } from "./questions-spending";

export function tunedCases(): EvalCase[] {
  const household = persona(42);
  const questions: EvalQuestion[] = [];
  const kit: CaseKit = {
    l: ledger(household),
    h: household,
    usd,
    add: (kind, need, asks, extra = {}) => {
      for (const ask of asks) questions.push({ kind, ask, need, ...extra });
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
  return [
    { household, questions },
    parisStudentExposedCase(),
    ...devHouseholdCases(),
  ];
}
