import {
  errorBodySchema,
  ruleApplyResponseSchema,
  ruleBodySchema,
  ruleListResponseSchema,
  ruleOfferAcceptResponseSchema,
  ruleOfferBodySchema,
  ruleOfferQuerySchema,
  ruleOfferResponseSchema,
  ruleParamsSchema,
  rulePreviewBodySchema,
  rulePreviewResponseSchema,
  ruleResponseSchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import { toTransactionResponse } from "../transactions/transactions.responses";
import type { TransactionsService } from "../transactions/transactions.service";
import { readRule } from "./rule-input";
import type { RuleFields } from "./rules.repository";
import { toRuleResponse } from "./rules.responses";
import type { RulesService } from "./rules.service";

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** `/rules` routes (docs/design/rules.md §4). */
export function rulesRoutes(
  rulesService: RulesService,
  transactionsService: TransactionsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/rules",
      {
        schema: {
          tags: ["rules"],
          response: { 200: ruleListResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({
        rules: (await rulesService.list(currentUser(request).id)).map(
          toRuleResponse,
        ),
      }),
    );

    app.post(
      "/rules",
      {
        config: { idempotent: true },
        schema: {
          tags: ["rules"],
          body: ruleBodySchema,
          response: { 201: ruleResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const rule = await rulesService.create(
          currentUser(request).id,
          fieldsOf(request.body),
          request.body.position,
        );
        return reply.code(201).send(toRuleResponse(rule));
      },
    );

    // Registered before `/rules/:id`: a static segment wins in find-my-way.
    app.post(
      "/rules/preview",
      {
        schema: {
          tags: ["rules"],
          body: rulePreviewBodySchema,
          response: { 200: rulePreviewResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const [preview, today] = await Promise.all([
          rulesService.preview(user.id, readRule(request.body)),
          transactionsService.today(user.id, user.facts),
        ]);
        return {
          matched: preview.matched,
          would_change: preview.wouldChange,
          sample: preview.sample.map((t) => toTransactionResponse(t, today)),
        };
      },
    );

    app.get(
      "/rules/offer",
      {
        schema: {
          tags: ["rules"],
          querystring: ruleOfferQuerySchema,
          response: { 200: ruleOfferResponseSchema, ...errors },
        },
      },
      async (request) => {
        const offer = await rulesService.offer(
          currentUser(request).id,
          request.query.transaction_id,
        );
        return {
          offer: offer && {
            merchant: offer.merchant,
            category: offer.category,
            would_change: offer.wouldChange,
            rule_id: offer.ruleId,
          },
        };
      },
    );

    app.post(
      "/rules/offer",
      {
        config: { idempotent: true },
        schema: {
          tags: ["rules"],
          body: ruleOfferBodySchema,
          response: { 200: ruleOfferAcceptResponseSchema, ...errors },
        },
      },
      async (request) => {
        const accepted = await rulesService.acceptOffer(
          currentUser(request).id,
          request.body.transaction_id,
        );
        return {
          rule: toRuleResponse(accepted.rule),
          changed: accepted.changed,
        };
      },
    );

    app.put(
      "/rules/:id",
      {
        schema: {
          tags: ["rules"],
          params: ruleParamsSchema,
          body: ruleBodySchema,
          response: { 200: ruleResponseSchema, ...errors },
        },
      },
      async (request) =>
        toRuleResponse(
          await rulesService.update(
            currentUser(request).id,
            request.params.id,
            fieldsOf(request.body),
            request.body.position,
          ),
        ),
    );

    app.delete(
      "/rules/:id",
      {
        schema: {
          tags: ["rules"],
          params: ruleParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await rulesService.delete(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/rules/:id/apply",
      {
        schema: {
          tags: ["rules"],
          params: ruleParamsSchema,
          response: { 200: ruleApplyResponseSchema, ...errors },
        },
      },
      async (request) => ({
        changed: await rulesService.apply(
          currentUser(request).id,
          request.params.id,
        ),
      }),
    );

    done();
  };
}

function fieldsOf(body: z.output<typeof ruleBodySchema>): RuleFields {
  return { name: body.name, enabled: body.enabled, ...readRule(body) };
}
