import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";

const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1_000_000 },
});
const api = bankingApi(app);

const RUNS = 20;

describe("concurrent syncs of one item", () => {
  it(`produce exactly the rows one sync would (10 parallel calls × ${String(RUNS)} runs)`, async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const user = await makeUser(app);
      await api.link(user);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => api.syncOk(user)),
      );
      const rows = await database.db
        .selectFrom("transactions")
        .select("providerTransactionId")
        .where("userId", "=", user.id)
        .execute();
      expect(new Set(rows.map((r) => r.providerTransactionId)).size).toBe(
        rows.length,
      );
      // Two overlapping runs would both start from the empty cursor and both report the whole
      // history as added; the unique key alone would hide that in the row count.
      expect(results.filter((r) => r.added > 0)).toHaveLength(1);
      expect(results.reduce((n, r) => n + r.added, 0)).toBe(rows.length);
      const item = await database.db
        .selectFrom("bankItems")
        .select(["syncLockUntil", "cursor", "status"])
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(item).toMatchObject({ syncLockUntil: null, status: "ok" });
      expect(item.cursor).toBeTruthy();
    }
  }, 180_000);
});
