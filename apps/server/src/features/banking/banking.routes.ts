import {
  bankItemListResponseSchema,
  bankItemParamsSchema,
  bankItemResponseSchema,
  createLinkTokenBodySchema,
  errorBodySchema,
  exchangePublicTokenBodySchema,
  exchangePublicTokenResponseSchema,
  linkTokenResponseSchema,
  syncTransactionsResponseSchema,
  validationErrorBodySchema,
  type BankItemResponse,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import { toAccountResponse } from "../accounts/accounts.responses";
import type { BankItemWithAccounts } from "./banking.repository";
import type { BankingService } from "./banking.service";
import { sandboxRoutes, webhookRoutes } from "./banking-extra.routes";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};

/** `/plaid/*` routes (docs/design/bank-linking.md; the contract's provider segment is `plaid`). */
export function bankingRoutes(
  service: BankingService,
  limits: { syncPerMinutePerUser: number },
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const tags = ["banking"];

    app.post(
      "/plaid/create-link-token",
      {
        schema: {
          tags,
          body: createLinkTokenBodySchema,
          response: { 200: linkTokenResponseSchema, ...errors },
        },
      },
      async (request) => {
        const token = await service.createLinkToken(
          currentUser(request).id,
          request.body?.item_id,
        );
        return {
          link_token: token.linkToken,
          expiration: token.expiration,
          provider: token.provider,
        };
      },
    );

    app.post(
      "/plaid/exchange-public-token",
      {
        schema: {
          tags,
          body: exchangePublicTokenBodySchema,
          response: { 200: exchangePublicTokenResponseSchema, ...errors },
        },
      },
      async (request) => {
        const accounts = await service.exchangePublicToken(
          currentUser(request).id,
          request.body.public_token,
        );
        return { accounts: accounts.map(toAccountResponse) };
      },
    );

    app.post(
      "/plaid/sync-transactions",
      {
        config: {
          // docs/design/security.md §Limits: a sync reaches the bank; 6 a minute per user.
          rateLimit: {
            max: limits.syncPerMinutePerUser,
            timeWindow: "1 minute",
            keyGenerator: (r) => `sync:${r.user ? String(r.user.id) : r.ip}`,
          },
        },
        schema: {
          tags,
          response: { 200: syncTransactionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const summary = await service.syncAll(currentUser(request).id);
        return {
          added: summary.added,
          modified: summary.modified,
          removed: summary.removed,
          items: summary.items.map((r) => ({
            ...toItemResponse({ ...r.item, accountIds: [] }),
            // A run that could not sync says why, even when the item itself holds no error.
            ...(r.detail === undefined ? {} : { error: r.detail }),
            added: r.added,
            modified: r.modified,
            removed: r.removed,
          })),
        };
      },
    );

    app.get(
      "/plaid/items",
      {
        schema: {
          tags,
          response: { 200: bankItemListResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({
        items: (await service.list(currentUser(request).id)).map((item) =>
          toItemResponse(item),
        ),
      }),
    );

    app.post(
      "/plaid/items/:id/reconnect",
      {
        schema: {
          tags,
          params: bankItemParamsSchema,
          response: { 200: bankItemResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await service.reconnect(
          currentUser(request).id,
          request.params.id,
        );
        return toItemResponse({ ...result.item, accountIds: [] });
      },
    );

    app.delete(
      "/plaid/items/:id",
      {
        schema: {
          tags,
          params: bankItemParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.delete(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    void app.register(webhookRoutes(service.webhooks));
    // Sandbox helpers (docs/design/bank-linking.md §9): registered only with the sandbox provider,
    // so 404 otherwise.
    if (service.sandbox) void app.register(sandboxRoutes(service.sandbox));
    done();
  };
}

function toItemResponse(item: BankItemWithAccounts): BankItemResponse {
  return {
    id: item.id,
    institution_name: item.institutionName,
    provider: item.provider === "plaid" ? "plaid" : "sandbox",
    status: item.status,
    last_synced_at: item.lastSyncedAt,
    error:
      item.status === "ok" && !item.lastErrorCode
        ? null
        : item.lastErrorMessage,
    account_ids: item.accountIds,
  };
}
