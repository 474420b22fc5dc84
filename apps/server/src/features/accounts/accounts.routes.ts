import {
  accountListResponseSchema,
  accountParamsSchema,
  accountResponseSchema,
  createAccountBodySchema,
  errorBodySchema,
  updateAccountBodySchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import { z } from "zod";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth";
import { toAccountResponse } from "./accounts.responses";
import type { AccountsService } from "./accounts.service";

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** `/accounts` routes. */
export function accountsRoutes(
  accountsService: AccountsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/accounts",
      {
        schema: {
          tags: ["accounts"],
          response: { 200: accountListResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const accounts = await accountsService.list(user.id, user.facts);
        return { accounts: accounts.map(toAccountResponse) };
      },
    );

    app.post(
      "/accounts",
      {
        config: { idempotent: true },
        schema: {
          tags: ["accounts"],
          body: createAccountBodySchema,
          response: { 201: accountResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const account = await accountsService.create(currentUser(request).id, {
          name: body.name,
          accountType: body.account_type,
          institutionName: body.institution_name || null,
          balanceCents: body.current_balance,
        });
        return reply.code(201).send(toAccountResponse(account));
      },
    );

    app.put(
      "/accounts/:id",
      {
        schema: {
          tags: ["accounts"],
          params: accountParamsSchema,
          body: updateAccountBodySchema,
          response: { 200: accountResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        const account = await accountsService.update(
          currentUser(request).id,
          request.params.id,
          {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.account_type !== undefined && {
              accountType: body.account_type,
            }),
            ...(body.institution_name !== undefined && {
              institutionName: body.institution_name || null,
            }),
            ...(body.current_balance !== undefined && {
              balanceCents: body.current_balance,
            }),
            ...(body.is_active !== undefined && { isActive: body.is_active }),
          },
        );
        return toAccountResponse(account);
      },
    );

    app.delete(
      "/accounts/:id",
      {
        schema: {
          tags: ["accounts"],
          params: accountParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await accountsService.delete(
          currentUser(request).id,
          request.params.id,
        );
        return reply.code(204).send(null);
      },
    );
    done();
  };
}
