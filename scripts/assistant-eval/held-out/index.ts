/**
 * The held-out set: households and questions written apart from the assistant and never used to
 * tune it. Their failures are never printed; see docs/assistant.md.
 */
import type { EvalCase } from "../household";
import { parisStudentCase } from "./paris-student-questions";
import { ukCoupleCase } from "./uk-couple-questions";
import { usRenterCase } from "./us-renter-questions";

export function heldOutCases(): EvalCase[] {
  return [ukCoupleCase(), usRenterCase(), parisStudentCase()];
}
