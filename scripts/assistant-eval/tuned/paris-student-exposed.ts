/**
 * Four total-spending questions about the Paris student household that were seen by the
 * assistant's maintainer on 2026-11-28 and so moved here from the held-out set (see the held-out
 * rule in docs/assistant.md). Same household, same expectations; today is 2026-01-06. Fresh
 * held-out questions of the same kind replaced them. The household itself is still held out:
 * its questions here may be read, `held-out/paris-student.ts` still may not.
 */
import { questionKit } from "../ask";
import { lastMonth, namedMonth, since, year, yearToDate } from "../calendar";
import type { EvalCase } from "../household";
import { parisStudent } from "../held-out/paris-student";

const T = "2026-01-06";
const DEC = lastMonth(T);
const NOV = namedMonth(T, 11);

export function parisStudentExposedCase(): EvalCase {
  const household = parisStudent();
  const { l, figure, out } = questionKit(household);
  figure("total_spending", "how much did i spend last month", l.spend(DEC), {
    forbid: [l.spend(NOV)],
  });
  figure(
    "total_spending",
    "spending this year so far",
    l.spend(yearToDate(T)),
    { forbid: [l.spend(year(2025))] },
  );
  figure(
    "total_spending",
    "how much did i spend last year",
    l.spend(year(2025)),
  );
  figure(
    "total_spending",
    "how much have i spent since september",
    l.spend(since(T, 9)),
  );
  return { household, questions: out };
}
