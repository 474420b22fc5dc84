import { Readable } from "node:stream";
import {
  errorBodySchema,
  transactionBodySchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionParamsSchema,
  transactionBulkBodySchema,
  transactionBulkResponseSchema,
  transactionResponseSchema,
  validationErrorBodySchema,
  type TransactionListQuery,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import type {
  TransactionFields,
  TransactionFilters,
} from "./transactions.repository";
import { toTransactionResponse } from "./transactions.responses";
import type { TransactionsService } from "./transactions.service";
import type { RulesService } from "../rules/rules.service";

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** `/transactions` routes. */
export function transactionsRoutes(
  transactionsService: TransactionsService,
  rulesService: RulesService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/transactions",
      {
        schema: {
          tags: ["transactions"],
          querystring: transactionListQuerySchema,
          response: {
            200: transactionListResponseSchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request) => {
        const q = request.query;
        const user = currentUser(request);
        const [page, today] = await Promise.all([
          transactionsService.list(
            user.id,
            { ...toFilters(q), upcoming: q.upcoming },
            { skip: q.skip, limit: q.limit },
            user.facts,
            { by: q.sort_by, order: q.order },
          ),
          transactionsService.today(user.id, user.facts),
        ]);
        return {
          transactions: page.transactions.map((t) =>
            toTransactionResponse(t, today),
          ),
          total: page.total,
        };
      },
    );

    // Registered before `/transactions/:id` routes read ids; a static segment wins in find-my-way.
    app.get(
      "/transactions/export.csv",
      {
        schema: {
          tags: ["transactions"],
          querystring: transactionListQuerySchema,
          produces: ["text/csv"],
          response: {
            200: z.unknown().describe("RFC 4180 CSV of the filtered list"),
            401: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        // The list's filters; paging is ignored: the file holds every matching row.
        const csv = await transactionsService.exportCsv(
          userId,
          toFilters(request.query),
        );
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header(
            "content-disposition",
            'attachment; filename="finch-transactions.csv"',
          )
          .send(Readable.from(csv));
      },
    );

    app.post(
      "/transactions",
      {
        config: { idempotent: true },
        schema: {
          tags: ["transactions"],
          body: transactionBodySchema,
          response: { 201: transactionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const fields = toFields(request.body);
        // The person's rules fill what they left at its default (docs/design/rules.md §2).
        const typed = await rulesService.typed(userId, fields);
        const created = await transactionsService.create(userId, {
          ...fields,
          ...typed,
        });
        return reply
          .code(201)
          .send(
            toTransactionResponse(
              created,
              await transactionsService.today(userId),
            ),
          );
      },
    );

    app.post(
      "/transactions/bulk",
      {
        config: { idempotent: true },
        schema: {
          tags: ["transactions"],
          body: transactionBulkBodySchema,
          response: { 200: transactionBulkResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { ids, set, accept } = request.body;
        return transactionsService.bulk(
          currentUser(request).id,
          ids,
          set
            ? {
                set: {
                  ...(set.category !== undefined && { category: set.category }),
                  ...(set.merchant_name !== undefined && {
                    merchantName: set.merchant_name || null,
                  }),
                },
              }
            : accept
              ? { accept: true }
              : { delete: true },
        );
      },
    );

    app.put(
      "/transactions/:id",
      {
        schema: {
          tags: ["transactions"],
          params: transactionParamsSchema,
          body: transactionBodySchema,
          response: { 200: transactionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const updated = await transactionsService.update(
          userId,
          request.params.id,
          toFields(request.body),
        );
        return toTransactionResponse(
          updated,
          await transactionsService.today(userId),
        );
      },
    );

    app.delete(
      "/transactions/:id",
      {
        schema: {
          tags: ["transactions"],
          params: transactionParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await transactionsService.delete(
          currentUser(request).id,
          request.params.id,
        );
        return reply.code(204).send(null);
      },
    );
    done();
  };
}

function toFilters(q: TransactionListQuery): TransactionFilters {
  return {
    accountId: q.account_id,
    category: q.category,
    transactionType: q.transaction_type,
    startDate: q.start_date,
    endDate: q.end_date,
    text: q.q,
    minAmountCents: q.min_amount,
    maxAmountCents: q.max_amount,
    categorySource: q.category_source,
    flow: q.flow,
  };
}

function toFields(
  body: z.output<typeof transactionBodySchema>,
): TransactionFields {
  return {
    accountId: body.account_id,
    description: body.description,
    merchantName: body.merchant_name || null,
    category: body.category,
    amountCents: body.amount,
    transactionType: body.transaction_type,
    transactionDate: body.transaction_date,
    isPending: body.is_pending ?? false,
  };
}
