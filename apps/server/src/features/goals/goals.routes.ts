import {
  goalContributionListResponseSchema,
  goalContributionParamsSchema,
  contributeQuerySchema,
  errorBodySchema,
  goalBodySchema,
  goalListResponseSchema,
  goalParamsSchema,
  goalResponseSchema,
  validationErrorBodySchema,
  type GoalResponse,
} from "@finch/contracts";
import { centsToWire } from "@finch/domain";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import type { GoalFields } from "./goals.repository";
import type { GoalView, GoalsService } from "./goals.service";

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** `/goals` routes. */
export function goalsRoutes(
  goalsService: GoalsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/goals",
      {
        schema: {
          tags: ["goals"],
          response: { 200: goalListResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const goals = await goalsService.list(user.id, user.facts);
        return { goals: goals.map(toGoalResponse) };
      },
    );

    app.post(
      "/goals",
      {
        config: { idempotent: true },
        schema: {
          tags: ["goals"],
          body: goalBodySchema,
          response: { 201: goalResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const goal = await goalsService.create(
          currentUser(request).id,
          toFields(request.body),
        );
        return reply.code(201).send(toGoalResponse(goal));
      },
    );

    app.put(
      "/goals/:id",
      {
        schema: {
          tags: ["goals"],
          params: goalParamsSchema,
          body: goalBodySchema,
          response: { 200: goalResponseSchema, ...errors },
        },
      },
      async (request) =>
        toGoalResponse(
          await goalsService.update(
            currentUser(request).id,
            request.params.id,
            toFields(request.body),
          ),
        ),
    );

    app.delete(
      "/goals/:id",
      {
        schema: {
          tags: ["goals"],
          params: goalParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await goalsService.delete(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/goals/:id/contributions",
      {
        schema: {
          tags: ["goals"],
          params: goalParamsSchema,
          response: { 200: goalContributionListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        contributions: (
          await goalsService.contributions(
            currentUser(request).id,
            request.params.id,
          )
        ).map((c) => ({
          id: c.id,
          amount: centsToWire(c.amountCents),
          contributed_on: c.contributedOn,
          created_at: c.createdAt,
        })),
      }),
    );

    app.delete(
      "/goals/:id/contributions/:contributionId",
      {
        schema: {
          tags: ["goals"],
          params: goalContributionParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await goalsService.deleteContribution(
          currentUser(request).id,
          request.params.id,
          request.params.contributionId,
        );
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/goals/:id/contribute",
      {
        config: { idempotent: true },
        schema: {
          tags: ["goals"],
          params: goalParamsSchema,
          querystring: contributeQuerySchema,
          response: {
            200: goalResponseSchema,
            400: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request) =>
        toGoalResponse(
          await goalsService.contribute(
            currentUser(request).id,
            request.params.id,
            request.query.amount,
          ),
        ),
    );
    done();
  };
}

function toFields(body: z.output<typeof goalBodySchema>): GoalFields {
  return {
    name: body.name,
    description: body.description || null,
    targetCents: body.target_amount,
    targetDate: body.target_date,
  };
}

/** A goal on the wire. */
export function toGoalResponse(goal: GoalView): GoalResponse {
  return {
    id: goal.id,
    name: goal.name,
    description: goal.description,
    target_amount: centsToWire(goal.targetCents),
    current_amount: centsToWire(goal.currentCents),
    target_date: goal.targetDate,
    is_active: goal.isActive,
    is_completed: goal.isCompleted,
    progress_percent: goal.progressPercent,
    remaining_amount: centsToWire(goal.remainingCents),
    days_left: goal.daysLeft,
    required_per_month:
      goal.requiredPerMonthCents === undefined
        ? null
        : centsToWire(goal.requiredPerMonthCents),
    projected_completion_date: goal.projectedCompletionDate ?? null,
    created_at: goal.createdAt,
  };
}
