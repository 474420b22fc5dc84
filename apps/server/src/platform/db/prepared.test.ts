import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";
import type { Db } from "./database";
import { prepared, preparedShapes } from "./prepared";

// Queries compiled once and run with new arguments must answer exactly what Kysely's own
// building answers, on both dialects, inside transactions too.
const { app, database } = await buildTestApp();
const money = moneyApi(app, database);
const { db } = database;

const pendingOf = prepared(
  (db: Db, userId: number, isPending: boolean, limit: number) =>
    db
      .selectFrom("transactions")
      .select(["id", "isPending", "transactionDate"])
      .where("userId", "=", userId)
      .where("isPending", "=", isPending)
      .orderBy("id")
      .limit(limit),
);

const amountsOf = preparedShapes(
  (
    db: Db,
    order: "asc" | "desc",
    p: {
      userId: number;
      atLeast?: number | undefined;
      isPending?: boolean | undefined;
    },
  ) =>
    db
      .selectFrom("transactions")
      .select(["id", "amountCents"])
      .where("userId", "=", p.userId)
      .$if(p.atLeast !== undefined, (q) =>
        q.where("amountCents", ">=", p.atLeast ?? 0),
      )
      .$if(p.isPending !== undefined, (q) =>
        q.where("isPending", "=", p.isPending ?? false),
      )
      .orderBy("amountCents", order),
);

describe("prepared queries", () => {
  it("answer each call's arguments like the query built anew, booleans and camelCase included", async () => {
    const first = await makeUser(app);
    const second = await makeUser(app);
    for (const [user, pending] of [
      [first, true],
      [first, false],
      [first, true],
      [second, true],
    ] as const)
      await money.createTransaction(
        user,
        (await money.createAccount(user)).id,
        { is_pending: pending },
      );
    for (const [user, isPending, limit] of [
      [first, true, 10],
      [first, false, 10],
      [second, true, 10],
      [first, true, 1],
    ] as const) {
      const built = await db
        .selectFrom("transactions")
        .select(["id", "isPending", "transactionDate"])
        .where("userId", "=", user.id)
        .where("isPending", "=", isPending)
        .orderBy("id")
        .limit(limit)
        .execute();
      const rows = await pendingOf(db, user.id, isPending, limit);
      expect(rows).toEqual(built);
      expect(rows.every((row) => row.isPending === isPending)).toBe(true);
    }
    expect(await pendingOf(db, first.id, true, 10)).toHaveLength(2);
  });

  it("run on the transaction they are given", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("transactions")
          .values({
            userId: user.id,
            accountId: account.id,
            description: "Inside",
            merchantName: null,
            category: "other",
            amountCents: 100,
            transactionType: "debit",
            transactionDate: "2026-11-23",
            isPending: true,
            searchText: "inside\n",
            createdAt: "2026-11-23T00:00:00.000Z",
            updatedAt: "2026-11-23T00:00:00.000Z",
          })
          .execute();
        expect(await pendingOf(trx, user.id, true, 10)).toHaveLength(1);
        throw new Error("roll back");
      })
      .catch((error: unknown) => {
        expect(String(error)).toContain("roll back");
      });
    expect(await pendingOf(db, user.id, true, 10)).toEqual([]);
  });

  it("refuse a build that does not bind every argument", async () => {
    const spliced = prepared((db: Db, userId: number) =>
      db
        .selectFrom("users")
        .select("id")
        .where(sql<boolean>`id = ${sql.raw(String(userId))}`),
    );
    await expect(spliced(db, 1)).rejects.toThrow(/bound parameter/);
  });

  it("keep one query per variant and set of parameters present, each answering its own", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    for (const [amount, pending] of [
      [5, false],
      [50, true],
      [500, false],
    ] as const)
      await money.createTransaction(user, account.id, {
        amount,
        is_pending: pending,
      });
    const cents = async (
      order: "asc" | "desc",
      p: { atLeast?: number; isPending?: boolean },
    ) =>
      (await amountsOf(db, order, { userId: user.id, ...p })).map(
        (row) => row.amountCents,
      );
    expect(await cents("asc", {})).toEqual([500, 5_000, 50_000]);
    expect(await cents("desc", {})).toEqual([50_000, 5_000, 500]);
    expect(await cents("asc", { atLeast: 5_000 })).toEqual([5_000, 50_000]);
    expect(await cents("asc", { atLeast: 50_000 })).toEqual([50_000]);
    expect(await cents("asc", { isPending: false })).toEqual([500, 50_000]);
    expect(await cents("asc", { atLeast: 1_000, isPending: false })).toEqual([
      50_000,
    ]);
    // The first shape again, after the others were compiled.
    expect(await cents("asc", {})).toEqual([500, 5_000, 50_000]);
  });
});
