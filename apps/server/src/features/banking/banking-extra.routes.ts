import {
  errorBodySchema,
  sandboxFireWebhookBodySchema,
  sandboxItemBodySchema,
  sandboxPublicTokenBodySchema,
  sandboxPublicTokenResponseSchema,
  sandboxSelectAccountsBodySchema,
  validationErrorBodySchema,
  webhookBodySchema,
  webhookResponseSchema,
} from "@finch/contracts";
import { centsToWire, invalid } from "@finch/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import type { WebhookHandler } from "./bank-webhooks";
import type { SandboxHelpers } from "./sandbox-helpers";

const tags = ["banking"];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/**
 * `POST /plaid/webhook` (docs/design/bank-linking.md §8): unauthenticated but verified against the
 * raw body, so this scope parses JSON itself and keeps the exact bytes the signature covers.
 */
export function webhookRoutes(
  webhooks: WebhookHandler,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      (request, body, parsed) => {
        const text = String(body);
        rawBodies.set(request, text);
        try {
          parsed(null, JSON.parse(text));
        } catch {
          parsed(
            invalid([
              {
                loc: ["body"],
                msg: "Body must be valid JSON",
                type: "json_invalid",
              },
            ]),
            undefined,
          );
        }
      },
    );
    app.post(
      "/plaid/webhook",
      {
        config: { public: true },
        schema: {
          tags,
          security: [],
          body: webhookBodySchema,
          response: { 200: webhookResponseSchema, ...errors },
        },
      },
      async (request) => {
        const header = request.headers["plaid-verification"];
        await webhooks.verify(
          rawBodies.get(request) ?? "",
          typeof header === "string" ? header : undefined,
        );
        await webhooks.handle(request.body);
        return { received: true as const };
      },
    );
    done();
  };
}

/** The sandbox's helper routes, limited to the caller's items. */
export function sandboxRoutes(
  sandbox: SandboxHelpers,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      "/plaid/sandbox/public-token",
      {
        schema: {
          tags,
          body: sandboxPublicTokenBodySchema,
          response: { 200: sandboxPublicTokenResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body ?? {};
        const linked = await sandbox.publicToken(currentUser(request).id, {
          ...(body.institution_id !== undefined && {
            institutionId: body.institution_id,
          }),
          ...(body.username !== undefined && { username: body.username }),
          ...(body.password !== undefined && { password: body.password }),
          ...(body.item_id !== undefined && { itemId: body.item_id }),
        });
        return {
          public_token: linked.publicToken,
          accounts: linked.accounts.map((a) => ({
            account_id: a.providerAccountId,
            name: a.name,
            account_type: a.accountType,
            mask: a.mask,
            current_balance: centsToWire(a.balanceCents),
          })),
        };
      },
    );
    app.post(
      "/plaid/sandbox/select-accounts",
      {
        schema: {
          tags,
          body: sandboxSelectAccountsBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await sandbox.selectAccounts(
          currentUser(request).id,
          request.body.public_token,
          request.body.account_ids,
        );
        return reply.code(204).send(null);
      },
    );
    app.post(
      "/plaid/sandbox/reset-login",
      {
        schema: {
          tags,
          body: sandboxItemBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await sandbox.resetLogin(currentUser(request).id, request.body.item_id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      "/plaid/sandbox/refresh",
      {
        schema: {
          tags,
          body: sandboxItemBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await sandbox.refresh(currentUser(request).id, request.body.item_id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/plaid/sandbox/fire-webhook",
      {
        schema: {
          tags,
          body: sandboxFireWebhookBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await sandbox.fireWebhook(
          currentUser(request).id,
          request.body.item_id,
          request.body.webhook_code,
        );
        return reply.code(204).send(null);
      },
    );
    done();
  };
}
