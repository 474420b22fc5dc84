import {
  DEFAULT_ALERT_THRESHOLD,
  budgetBodySchema,
  budgetHistoryQuerySchema,
  budgetHistoryResponseSchema,
  budgetListResponseSchema,
  budgetParamsSchema,
  budgetResponseSchema,
  errorBodySchema,
  validationErrorBodySchema,
  type BudgetResponse,
} from "@finch/contracts";
import {
  basisPointsToFraction,
  centsToWire,
  fractionToBasisPoints,
} from "@finch/domain";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import type { BudgetFields } from "./budgets.repository";
import type { BudgetWithSpending, BudgetsService } from "./budgets.service";

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

type BudgetBodyOutput = z.output<typeof budgetBodySchema>;

/** `/budgets` routes. */
export function budgetsRoutes(
  budgetsService: BudgetsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/budgets",
      {
        schema: {
          tags: ["budgets"],
          response: { 200: budgetListResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const budgets = await budgetsService.list(user.id, user.facts);
        return { budgets: budgets.map(toBudgetResponse) };
      },
    );

    app.post(
      "/budgets",
      {
        config: { idempotent: true },
        schema: {
          tags: ["budgets"],
          body: budgetBodySchema,
          response: { 201: budgetResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { alert_threshold, ...body } = request.body;
        const created = await budgetsService.create(currentUser(request).id, {
          ...toFields(body),
          alertThresholdBp: fractionToBasisPoints(
            alert_threshold ?? DEFAULT_ALERT_THRESHOLD,
          ),
        });
        return reply.code(201).send(toBudgetResponse(created));
      },
    );

    app.put(
      "/budgets/:id",
      {
        schema: {
          tags: ["budgets"],
          params: budgetParamsSchema,
          body: budgetBodySchema,
          response: { 200: budgetResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { alert_threshold, ...body } = request.body;
        const updated = await budgetsService.update(
          currentUser(request).id,
          request.params.id,
          {
            ...toFields(body),
            alertThresholdBp:
              alert_threshold === undefined
                ? undefined
                : fractionToBasisPoints(alert_threshold),
          },
        );
        return toBudgetResponse(updated);
      },
    );

    app.get(
      "/budgets/:id/history",
      {
        schema: {
          tags: ["budgets"],
          params: budgetParamsSchema,
          querystring: budgetHistoryQuerySchema,
          response: { 200: budgetHistoryResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const periods = await budgetsService.history(
          user.id,
          request.params.id,
          request.query.periods,
          user.facts,
        );
        return {
          budget_id: request.params.id,
          periods: periods.map((period) => ({
            start: period.startDate,
            end: period.endDate,
            amount: centsToWire(period.amountCents),
            spent: centsToWire(period.spentCents),
            status: period.status,
          })),
        };
      },
    );

    app.delete(
      "/budgets/:id",
      {
        schema: {
          tags: ["budgets"],
          params: budgetParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await budgetsService.delete(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );
    done();
  };
}

/** A budget on the wire, with its current window and spending. */
export function toBudgetResponse(budget: BudgetWithSpending): BudgetResponse {
  const spent = centsToWire(budget.spentCents);
  return {
    id: budget.id,
    name: budget.name,
    category: budget.category,
    amount: centsToWire(budget.amountCents),
    period: budget.period,
    alert_threshold: basisPointsToFraction(budget.alertThresholdBp),
    start_date: budget.window.startDate,
    end_date: budget.window.endDate,
    spent_amount: spent,
    spent,
    remaining_amount: centsToWire(budget.remainingCents),
    percent_used: budget.percentUsed,
    status: budget.status,
    created_at: budget.createdAt,
  };
}

function toFields(
  body: Omit<BudgetBodyOutput, "alert_threshold">,
): Omit<BudgetFields, "alertThresholdBp"> {
  return {
    name: body.name,
    category: body.category,
    amountCents: body.amount,
    period: body.period,
  };
}
