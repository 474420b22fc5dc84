import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { connectDatabase } from "../../platform/db/connect";
import { bankingApi } from "../../../test/banking-api";
import { createTestHasher, testConfig } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { plaidItem, txn } from "../../../test/plaid-fixtures";
import { startPlaidStandIn } from "../../../test/plaid-stand-in";
import { createTestDatabase } from "../../../test/test-database";

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer (docs/design/jobs.md):
 * a schedule runs once per fire, and a webhook reaching one instance while the other syncs the
 * item is queued after that sync, never dropped.
 */
const standIn = await startPlaidStandIn();
const database = await createTestDatabase("postgres");
const hasher = await createTestHasher();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.db.destroy();
  await database.drop();
});

// When the stand-in received each request (to count syncs per minute).
const receivedAt = new WeakMap<object, number>();
const push = standIn.requests.push.bind(standIn.requests);
standIn.requests.push = (...requests) => {
  for (const request of requests) receivedAt.set(request, Date.now());
  return push(...requests);
};
const minuteOf = (request: object) =>
  Math.floor((receivedAt.get(request) ?? 0) / 60_000);

const { publicKey, privateKey } = await generateKeyPair("ES256");
standIn.webhookKeys.set("kid-1", await exportJWK(publicKey));

/** One instance: its own pool and its own pg-boss, the shared database. */
async function instance(
  options: { syncIntervalMinutes?: number; ticks?: number[] } = {},
): Promise<FastifyInstance> {
  const connection = connectDatabase(database.url);
  const config = {
    ...testConfig(database, {
      limits: { syncPerMinutePerUser: 1000 },
      bank: {
        bankProvider: "plaid",
        plaid: {
          clientId: "c",
          secret: "s",
          env: "sandbox",
          baseUrl: standIn.url,
        },
      },
    }),
    ...(options.syncIntervalMinutes === undefined
      ? {}
      : { syncIntervalMinutes: options.syncIntervalMinutes }),
  };
  const app = await buildApp(config, {
    db: connection.db,
    dialect: connection.dialect,
    hasher,
    logger: false,
  });
  const { ticks } = options;
  if (ticks) {
    app.jobs.work("test-tick", () => {
      ticks.push(Math.floor(Date.now() / 60_000));
      return Promise.resolve();
    });
    app.jobs.schedule("test-tick", "* * * * *");
  }
  await app.ready();
  apps.push(app);
  return app;
}

const syncCalls = (accessToken: string) =>
  standIn.requests.filter(
    (r) =>
      r.path === "/transactions/sync" && r.body.access_token === accessToken,
  );

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function deliver(app: FastifyInstance, body: object) {
  const raw = JSON.stringify(body);
  const jwt = await new SignJWT({
    request_body_sha256: createHash("sha256").update(raw).digest("hex"),
  })
    .setProtectedHeader({ alg: "ES256", kid: "kid-1", typ: "JWT" })
    .setIssuedAt(Math.floor(Date.now() / 1000))
    .sign(privateKey);
  return app.inject({
    method: "POST",
    url: "/api/v1/plaid/webhook",
    headers: { "content-type": "application/json", "plaid-verification": jwt },
    payload: raw,
  });
}

describe("two instances on one PostgreSQL database", () => {
  it("queue a webhook that reaches B while A syncs the item, and run it after A's sync", async () => {
    const a = await instance();
    const b = await instance();
    const user = await makeUser(a);
    // The first sync is slow; what it does not bring (w2) is the news the webhook announces.
    const item = plaidItem({
      "": [
        {
          added: [txn("w1", 5)],
          next_cursor: "c1",
          has_more: false,
          delayMs: 1_500,
        },
      ],
      c1: [{ added: [txn("w2", 7)], next_cursor: "c2", has_more: false }],
      c2: [{ added: [], next_cursor: "c2", has_more: false }],
    });
    const apiA = bankingApi(a);
    expect((await apiA.exchange(user, standIn.addItem(item))).statusCode).toBe(
      200,
    );

    const manual = apiA.syncOk(user);
    await until(() => syncCalls(item.accessToken).length === 1);
    const response = await deliver(b, {
      webhook_type: "TRANSACTIONS",
      webhook_code: "SYNC_UPDATES_AVAILABLE",
      item_id: item.itemId,
    });
    expect(response.json()).toEqual({ received: true });
    expect((await manual).added).toBe(1);
    await until(() => syncCalls(item.accessToken).length === 2);
    await b.jobs.settled();
    // The queued sync ran after A's, from A's cursor, and brought the news.
    expect(syncCalls(item.accessToken).map((r) => r.body.cursor ?? "")).toEqual(
      ["", "c1"],
    );
    const rows = await database.db
      .selectFrom("transactions")
      .select("providerTransactionId")
      .where("userId", "=", user.id)
      .orderBy("providerTransactionId")
      .execute();
    expect(rows.map((r) => r.providerTransactionId)).toEqual(["w1", "w2"]);
  }, 30_000);

  it("run each scheduled job once per fire: the test schedule and the bank sync", async () => {
    const ticks: number[] = [];
    const c = await instance({ syncIntervalMinutes: 1, ticks });
    await instance({ syncIntervalMinutes: 1, ticks });
    const user = await makeUser(c);
    const item = plaidItem({
      "": [{ added: [txn("s1", 5)], next_cursor: "s1", has_more: false }],
      s1: [{ added: [], next_cursor: "s1", has_more: false }],
    });
    expect(
      (await bankingApi(c).exchange(user, standIn.addItem(item))).statusCode,
    ).toBe(200);
    const firstMinute = Math.floor(Date.now() / 60_000);
    // Past the next minute's fire, and its bank sync done.
    await until(() => ticks.some((minute) => minute > firstMinute), 75_000);
    await until(
      () => syncCalls(item.accessToken).some((r) => minuteOf(r) > firstMinute),
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const once = (minutes: number[]) => {
      const counts = new Map<number, number>();
      for (const m of minutes) counts.set(m, (counts.get(m) ?? 0) + 1);
      return [...counts.values()].every((n) => n === 1);
    };
    expect(once(ticks)).toBe(true);
    // One scheduled sync of the item per fire (each sync is one page here).
    expect(once(syncCalls(item.accessToken).map(minuteOf))).toBe(true);
  }, 100_000);
});
