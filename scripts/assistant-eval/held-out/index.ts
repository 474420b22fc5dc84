/**
 * The held-out set: households and questions written apart from the assistant and never used to
 * tune it. Their failures are never printed; see docs/assistant.md. The two `fresh-` households
 * (a young family near Toronto, a hairdresser in Glasgow) were written on 2026-11-29 by someone
 * who had not seen the assistant's code.
 */
import type { EvalCase } from "../household";
import { glasgowHairdresserCase } from "./fresh-glasgow-hairdresser-questions";
import { torontoFamilyCase } from "./fresh-toronto-family-questions";
import { parisStudentCase } from "./paris-student-questions";
import { ukCoupleCase } from "./uk-couple-questions";
import { usRenterCase } from "./us-renter-questions";

export function heldOutCases(): EvalCase[] {
  return [
    ukCoupleCase(),
    usRenterCase(),
    parisStudentCase(),
    torontoFamilyCase(),
    glasgowHairdresserCase(),
  ];
}
