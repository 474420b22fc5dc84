import type { GoalBody, GoalResponse } from "@finch/contracts";
import { goalListResponseSchema, goalResponseSchema } from "@finch/contracts";
import { addDays, todayIn } from "@finch/domain";
import { apiRequest } from "../../../shared/api-client";

/** A calendar date `days` from today in UTC, the test users' profile time zone. */
export function daysFromToday(days: number): string {
  return addDays(todayIn(new Date(), "UTC"), days);
}

/** Creates a goal for the signed-in test user through the real API. */
export function createGoal(
  overrides: Partial<GoalBody> = {},
): Promise<GoalResponse> {
  return apiRequest("/goals", {
    method: "POST",
    body: {
      name: "Vacation",
      description: "Two weeks in Lisbon",
      target_amount: 1000,
      target_date: daysFromToday(100),
      ...overrides,
    },
    schema: goalResponseSchema,
  });
}

/** Contributes `amount` (decimal text) to a goal through the real API. */
export function contributeToGoal(
  id: number,
  amount: string,
): Promise<GoalResponse> {
  return apiRequest(`/goals/${String(id)}/contribute?amount=${amount}`, {
    method: "POST",
    schema: goalResponseSchema,
  });
}

/** The signed-in test user's goals, as the server has them. */
export async function listGoals(): Promise<GoalResponse[]> {
  return (await apiRequest("/goals", { schema: goalListResponseSchema })).goals;
}
