/**
 * The development households of the tuned set, written apart from the assistant (from
 * docs/assistant.md and the oracle only) so its developer has everyday questions about more than
 * the persona: a family of four in Chicago (`dev-chicago.ts`, USD, America/Chicago), a
 * freelancer in Manchester (`dev-manchester.ts`, GBP, Europe/London), a retired couple in Dublin
 * at the end of the year (`dev-dublin.ts`, EUR, Europe/Dublin) and a graduate student in Boston
 * two days into the month (`dev-boston.ts`, USD, America/New_York), plus an ER nurse in Denver
 * on night shifts late in the month (`dev-denver.ts`, USD, America/Denver) and a couple in
 * Amsterdam just after midnight on the 9th (`dev-amsterdam.ts`, EUR, Europe/Amsterdam), and a
 * junior developer sharing a flat in London two days after payday (`dev-london.ts`, GBP,
 * Europe/London), and a widowed retiree in Phoenix on the 12th (`dev-phoenix.ts`, USD,
 * America/Phoenix), each with about 80 questions over every kind, phrased the way people type;
 * then a couple with a toddler in Sydney (`dev-sydney.ts`, AUD, Australia/Sydney, early in the
 * morning when the UTC date is the day before) and a freelancer in Berlin (`dev-berlin.ts`, EUR,
 * Europe/Berlin, just after midnight), with about 55 questions each weighted toward shares, the
 * largest, goals, income, transfers and subscriptions.
 */
import type { EvalCase } from "../household";
import { amsterdamCoupleCase } from "./dev-amsterdam-questions";
import { berlinFreelancerCase } from "./dev-berlin-questions";
import { bostonStudentCase } from "./dev-boston-questions";
import { chicagoFamilyCase } from "./dev-chicago-questions";
import { denverNurseCase } from "./dev-denver-questions";
import { dublinRetireesCase } from "./dev-dublin-questions";
import { londonDeveloperCase } from "./dev-london-questions";
import { manchesterFreelancerCase } from "./dev-manchester-questions";
import { phoenixRetireeCase } from "./dev-phoenix-questions";
import { sydneyFamilyCase } from "./dev-sydney-questions";

export function devHouseholdCases(): EvalCase[] {
  return [
    chicagoFamilyCase(),
    manchesterFreelancerCase(),
    dublinRetireesCase(),
    bostonStudentCase(),
    denverNurseCase(),
    amsterdamCoupleCase(),
    londonDeveloperCase(),
    phoenixRetireeCase(),
    sydneyFamilyCase(),
    berlinFreelancerCase(),
  ];
}
