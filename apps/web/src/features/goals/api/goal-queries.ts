import {
  goalContributionListResponseSchema,
  goalListResponseSchema,
  moneyOutputCents,
} from "@finch/contracts";
import type { Cents } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";

/** A savings goal as the screens use it: money in cents, names in camelCase. */
export interface Goal {
  id: number;
  name: string;
  description: string | null;
  targetCents: Cents;
  currentCents: Cents;
  /** `YYYY-MM-DD`. */
  targetDate: string;
  isActive: boolean;
  isCompleted: boolean;
  /** One decimal, rounded down, uncapped (a goal can be over-saved). */
  progressPercent: number;
  remainingCents: Cents;
  /** Signed days from today (profile time zone) to the target date. */
  daysLeft: number;
  requiredPerMonthCents: Cents | null;
  projectedCompletionDate: string | null;
}

/** Query keys of the goals feature; every goal write invalidates `all`. */
export const goalKeys = {
  all: ["goals"] as const,
  lists: () => [...goalKeys.all, "list"] as const,
  contributions: (goalId: number) =>
    [...goalKeys.all, "contributions", goalId] as const,
};

/** The signed-in user's goals, `GET /goals`. */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: goalKeys.lists(),
    queryFn: async () =>
      (await apiRequest("/goals", { schema: goalListSchema })).goals.map(
        toGoal,
      ),
  });
}

/** The signed-in user's goals. */
export function useGoals() {
  return useQuery(goalsQueryOptions());
}

const goalListSchema = goalListResponseSchema.extend({
  goals: z.array(
    goalListResponseSchema.shape.goals.element.extend({
      target_amount: moneyOutputCents,
      current_amount: moneyOutputCents,
      remaining_amount: moneyOutputCents,
      required_per_month: moneyOutputCents.nullable(),
    }),
  ),
});

function toGoal(wire: z.output<typeof goalListSchema>["goals"][number]): Goal {
  return {
    id: wire.id,
    name: wire.name,
    description: wire.description,
    targetCents: wire.target_amount,
    currentCents: wire.current_amount,
    targetDate: wire.target_date,
    isActive: wire.is_active,
    isCompleted: wire.is_completed,
    progressPercent: wire.progress_percent,
    remainingCents: wire.remaining_amount,
    daysLeft: wire.days_left,
    requiredPerMonthCents: wire.required_per_month,
    projectedCompletionDate: wire.projected_completion_date,
  };
}

/** One contribution in a goal's history. */
export interface Contribution {
  id: number;
  amountCents: Cents;
  /** `YYYY-MM-DD` in the profile's time zone. */
  contributedOn: string;
}

const contributionListSchema = goalContributionListResponseSchema.extend({
  contributions: z.array(
    goalContributionListResponseSchema.shape.contributions.element.extend({
      amount: moneyOutputCents,
    }),
  ),
});

/** A goal's contributions, newest first: `GET /goals/{id}/contributions`. */
export function useGoalContributions(goalId: number) {
  return useQuery({
    queryKey: goalKeys.contributions(goalId),
    queryFn: async () =>
      (
        await apiRequest(`/goals/${String(goalId)}/contributions`, {
          schema: contributionListSchema,
        })
      ).contributions.map((c): Contribution => ({
        id: c.id,
        amountCents: c.amount,
        contributedOn: c.contributed_on,
      })),
  });
}
