import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSecurityApp,
  DIALECTS,
  report,
  scale,
  type SecurityApp,
} from "./harness";
import { bearer, seedTenant, type Tenant } from "./tenants";

const PARALLEL = 100;
const ROUNDS = scale(20, 50);
const SYNCS = 10;
const SYNC_ROUNDS = scale(20, 50);

describe.each(DIALECTS)("concurrent writes on %s", (dialect) => {
  let s: SecurityApp;
  let user: Tenant;

  beforeAll(async () => {
    s = await buildSecurityApp(dialect);
    user = await seedTenant(s.app, "A");
  });
  afterAll(() => s.close());

  const post = (url: string, payload?: object) =>
    s.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: bearer(user.token),
      ...(payload ? { payload } : {}),
    });

  it(`loses none of ${String(PARALLEL)} parallel goal contributions × ${String(ROUNDS)} rounds`, async () => {
    const goal = await post("/goals", {
      name: "Race",
      target_amount: 1_000_000,
      target_date: "2031-01-01",
    });
    const id = goal.json<{ id: number }>().id;
    const lost: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          post(`/goals/${String(id)}/contribute?amount=0.01`),
        ),
      );
      expect(
        responses.map((r) => r.statusCode).filter((c) => c !== 200),
      ).toEqual([]);
      const row = await s.database.db
        .selectFrom("goals")
        .select("currentCents")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      lost.push(round * PARALLEL - row.currentCents);
    }
    expect(lost.filter((n) => n !== 0)).toEqual([]);
    const count = await s.database.db
      .selectFrom("goalContributions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("goalId", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(PARALLEL * ROUNDS);
    report("concurrency-goals", {
      dialect,
      parallel: PARALLEL,
      rounds: ROUNDS,
      contributions: PARALLEL * ROUNDS,
      lostUpdates: 0,
    });
  });

  it("completes a goal exactly once when parallel contributions reach its target", async () => {
    const goal = await post("/goals", {
      name: "Finish line",
      target_amount: 0.5,
      target_date: "2031-01-01",
    });
    const id = goal.json<{ id: number }>().id;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post(`/goals/${String(id)}/contribute?amount=0.01`),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200).length;
    expect(
      responses.every((r) => r.statusCode === 200 || r.statusCode === 400),
    ).toBe(true);
    const row = await s.database.db
      .selectFrom("goals")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.currentCents).toBe(ok);
    expect(row.currentCents).toBeGreaterThanOrEqual(50);
    expect(row.isCompleted).toBe(true);
  });

  it(`stores each bank transaction once under ${String(SYNCS)} parallel syncs × ${String(SYNC_ROUNDS)} rounds`, async () => {
    const statuses: Record<number, number> = {};
    for (let round = 0; round < SYNC_ROUNDS; round++) {
      await post("/plaid/sandbox/refresh", { item_id: user.ids.item });
      const responses = await Promise.all(
        Array.from({ length: SYNCS }, () => post("/plaid/sync-transactions")),
      );
      for (const r of responses)
        statuses[r.statusCode] = (statuses[r.statusCode] ?? 0) + 1;
      expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
      expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    }
    const duplicates = await s.database.db
      .selectFrom("transactions")
      .select([
        "accountId",
        "providerTransactionId",
        sql<number>`count(*)`.as("n"),
      ])
      .where("providerTransactionId", "is not", null)
      .groupBy(["accountId", "providerTransactionId"])
      .having(sql`count(*)`, ">", 1)
      .execute();
    expect(duplicates).toEqual([]);
    const rows = await s.database.db
      .selectFrom("transactions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("userId", "=", user.id)
      .where("providerTransactionId", "is not", null)
      .executeTakeFirstOrThrow();
    report("concurrency-sync", {
      dialect,
      parallel: SYNCS,
      rounds: SYNC_ROUNDS,
      statuses,
      bankRows: Number(rows.n),
      duplicates: 0,
    });
  });
});
