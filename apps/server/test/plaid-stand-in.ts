import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { afterAll } from "vitest";

/** A Plaid transaction as the stand-in serves it. */
export interface StandInTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  date: string;
  name: string;
  pending?: boolean;
  pending_transaction_id?: string | null;
  pfc?: string;
}

/** One scripted `/transactions/sync` answer: a page, a Plaid error, or raw HTTP. */
export type SyncStep =
  | {
      added?: StandInTransaction[];
      modified?: StandInTransaction[];
      removed?: string[];
      next_cursor: string;
      has_more: boolean;
      /** A slow bank: the page arrives after this many milliseconds. */
      delayMs?: number;
    }
  | {
      status: number;
      error_type: string;
      error_code: string;
      display_message?: string | null;
      headers?: Record<string, string>;
    }
  | { raw: (reply: FastifyReply) => unknown };

/** A scripted item: its accounts, and answers for `/transactions/sync` by request cursor. */
export interface StandInItem {
  accessToken: string;
  itemId: string;
  institutionId: string;
  institutionName: string;
  accounts: {
    account_id: string;
    name: string;
    mask: string;
    type: string;
    subtype: string;
    current: number;
  }[];
  /** Each call pops the first step queued for its cursor (the last step repeats). */
  sync: Record<string, SyncStep[]>;
  loginRequired?: boolean;
}

/** Every request the stand-in received: its path, body and the credentials headers. */
export interface StandInRequest {
  path: string;
  body: Record<string, unknown>;
  clientId: unknown;
  secret: unknown;
}

/**
 * A small Fastify server on 127.0.0.1 that speaks Plaid's JSON API
 * (docs/design/bank-linking.md §12), so the official SDK runs over real HTTP. Tests script its
 * items and read what it received.
 */
export async function startPlaidStandIn() {
  const items = new Map<string, StandInItem>();
  const publicTokens = new Map<string, string>();
  const requests: StandInRequest[] = [];
  /** Webhook verification keys by kid (JWKs), as `/webhook_verification_key/get` serves them. */
  const webhookKeys = new Map<string, Record<string, unknown>>();
  const app: FastifyInstance = Fastify();

  const fail = (
    reply: FastifyReply,
    status: number,
    error_type: string,
    error_code: string,
    display_message: string | null = null,
  ) =>
    reply.code(status).send({
      error_type,
      error_code,
      error_message: error_code,
      display_message,
      request_id: "req-standin",
    });

  app.addHook("preHandler", (request, _reply, next) => {
    requests.push({
      path: request.url,
      body: (request.body ?? {}) as Record<string, unknown>,
      clientId: request.headers["plaid-client-id"],
      secret: request.headers["plaid-secret"],
    });
    next();
  });

  const itemOf = (
    body: unknown,
    reply: FastifyReply,
  ): StandInItem | undefined => {
    const item = items.get(
      String((body as { access_token?: unknown }).access_token),
    );
    if (!item) {
      void fail(reply, 400, "INVALID_INPUT", "INVALID_ACCESS_TOKEN");
      return undefined;
    }
    if (item.loginRequired) {
      void fail(
        reply,
        400,
        "ITEM_ERROR",
        "ITEM_LOGIN_REQUIRED",
        "the login details of this item have changed",
      );
      return undefined;
    }
    return item;
  };
  const accountsOf = (item: StandInItem) =>
    item.accounts.map((a) => ({
      account_id: a.account_id,
      name: a.name,
      official_name: null,
      mask: a.mask,
      type: a.type,
      subtype: a.subtype,
      balances: {
        current: a.current,
        available: null,
        iso_currency_code: "USD",
        limit: null,
        unofficial_currency_code: null,
      },
    }));

  app.post("/link/token/create", () =>
    Promise.resolve({
      link_token: "link-sandbox-standin",
      expiration: "2030-01-01T00:00:00Z",
      request_id: "r",
    }),
  );
  app.post("/item/public_token/exchange", async (request, reply) => {
    const token = String(
      (request.body as { public_token?: unknown }).public_token,
    );
    const accessToken = publicTokens.get(token);
    if (!accessToken)
      return fail(reply, 400, "INVALID_INPUT", "INVALID_PUBLIC_TOKEN");
    publicTokens.delete(token);
    return {
      access_token: accessToken,
      item_id: items.get(accessToken)?.itemId,
      request_id: "r",
    };
  });
  app.post("/item/get", async (request, reply) => {
    const item = items.get(
      String((request.body as { access_token?: unknown }).access_token),
    );
    if (!item) return fail(reply, 400, "INVALID_INPUT", "INVALID_ACCESS_TOKEN");
    return {
      item: { item_id: item.itemId, institution_id: item.institutionId },
      request_id: "r",
    };
  });
  app.post("/institutions/get_by_id", (request) => {
    const id = String(
      (request.body as { institution_id?: unknown }).institution_id,
    );
    const item = [...items.values()].find((i) => i.institutionId === id);
    return Promise.resolve({
      institution: {
        institution_id: id,
        name: item?.institutionName ?? "Unknown",
      },
      request_id: "r",
    });
  });
  app.post("/accounts/get", async (request, reply) => {
    const item = itemOf(request.body, reply);
    return (
      item && {
        accounts: accountsOf(item),
        item: { item_id: item.itemId },
        request_id: "r",
      }
    );
  });
  app.post("/webhook_verification_key/get", (request, reply) => {
    const id = (request.body as { key_id?: unknown }).key_id;
    const key = typeof id === "string" ? webhookKeys.get(id) : undefined;
    if (!key)
      return fail(
        reply,
        400,
        "INVALID_INPUT",
        "INVALID_WEBHOOK_VERIFICATION_KEY_ID",
      );
    return reply.send({
      key: {
        alg: "ES256",
        use: "sig",
        created_at: 1,
        expired_at: null,
        kid: id,
        ...key,
      },
      request_id: "r",
    });
  });
  app.post("/item/remove", () => Promise.resolve({ request_id: "r" }));
  app.post("/transactions/sync", async (request, reply) => {
    const item = itemOf(request.body, reply);
    if (!item) return reply;
    const raw = (request.body as { cursor?: unknown }).cursor;
    const cursor = typeof raw === "string" ? raw : "";
    const queue = item.sync[cursor] ?? [];
    const step = queue.length > 1 ? queue.shift() : queue[0];
    if (!step) return fail(reply, 400, "INVALID_INPUT", "INVALID_FIELD");
    if ("raw" in step) return step.raw(reply);
    if ("error_code" in step) {
      void reply.headers(step.headers ?? {});
      return fail(
        reply,
        step.status,
        step.error_type,
        step.error_code,
        step.display_message ?? null,
      );
    }
    if (step.delayMs)
      await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    const toPlaid = (t: StandInTransaction) => ({
      transaction_id: t.transaction_id,
      account_id: t.account_id,
      amount: t.amount,
      iso_currency_code: "USD",
      date: t.date,
      authorized_date: null,
      name: t.name,
      merchant_name: null,
      pending: t.pending ?? false,
      pending_transaction_id: t.pending_transaction_id ?? null,
      personal_finance_category: {
        primary: (t.pfc ?? "GENERAL_MERCHANDISE")
          .split("_")
          .slice(0, 2)
          .join("_"),
        detailed: t.pfc ?? "GENERAL_MERCHANDISE_OTHER",
        confidence_level: "HIGH",
      },
    });
    return {
      added: (step.added ?? []).map(toPlaid),
      modified: (step.modified ?? []).map(toPlaid),
      removed: (step.removed ?? []).map((id) => ({ transaction_id: id })),
      next_cursor: step.next_cursor,
      has_more: step.has_more,
      accounts: accountsOf(item),
      transactions_update_status: "HISTORICAL_UPDATE_COMPLETE",
      request_id: "r",
    };
  });

  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  afterAll(() => app.close());
  return {
    url: address,
    requests,
    items,
    webhookKeys,
    /** Adds an item and answers a public token that exchanges for it (once). */
    addItem(item: StandInItem): string {
      items.set(item.accessToken, item);
      const publicToken = `public-sandbox-${item.itemId}`;
      publicTokens.set(publicToken, item.accessToken);
      return publicToken;
    },
  };
}
