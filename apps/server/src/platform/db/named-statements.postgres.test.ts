import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { Db } from "./database";
import { prepared } from "./prepared";

// PostgreSQL only (`*.postgres.test.ts` runs in the server-postgres project alone).
const database = await createTestDatabase();
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
});

const emailOf = prepared(
  (db: Db, id: number) =>
    db.selectFrom("users").select("email").where("id", "=", id),
  { planStable: true },
);
const emailsAfter = prepared((db: Db, id: number) =>
  db.selectFrom("users").select("email").where("id", ">", id).orderBy("id"),
);

async function addUser(email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await database.db
    .insertInto("users")
    .values({
      email,
      passwordHash: "x",
      fullName: "Named",
      currency: "USD",
      timezone: "UTC",
      notificationPreferences: "{}",
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("named statements (PostgreSQL)", () => {
  it("run a plan-stable query by name on its connection, with each call's arguments", async () => {
    const first = await addUser("first@named.test");
    const second = await addUser("second@named.test");
    // One transaction: one connection, whose session holds the statements it prepared.
    const { answers, statements } = await database.db
      .transaction()
      .execute(async (trx) => {
        const answers = [];
        // Past the fifth run, where PostgreSQL may switch to a generic plan.
        for (let run = 0; run < 8; run++)
          answers.push(await emailOf(trx, run % 2 === 0 ? first : second));
        answers.push(await emailsAfter(trx, first));
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(trx);
        return { answers, statements: rows.map((r) => r.statement) };
      });
    expect(answers).toEqual([
      ...Array.from({ length: 4 }, () => [
        [{ email: "first@named.test" }],
        [{ email: "second@named.test" }],
      ]).flat(),
      [{ email: "second@named.test" }],
    ]);
    expect(statements).toEqual(['select "email" from "users" where "id" = $1']);
  });
});
