/**
 * The development households of the tuned set, written apart from the assistant (from
 * docs/assistant.md and the oracle only) so its developer has everyday questions about more than
 * the persona: a family of four in Chicago (`dev-chicago.ts`, USD, America/Chicago) and a
 * freelancer in Manchester (`dev-manchester.ts`, GBP, Europe/London), each with about 80
 * questions over every kind, phrased the way people type.
 */
import type { EvalCase } from "../household";
import { chicagoFamilyCase } from "./dev-chicago-questions";
import { manchesterFreelancerCase } from "./dev-manchester-questions";

export function devHouseholdCases(): EvalCase[] {
  return [chicagoFamilyCase(), manchesterFreelancerCase()];
}
