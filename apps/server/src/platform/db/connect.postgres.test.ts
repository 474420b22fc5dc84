import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import { assertDurable, connectDatabase } from "./connect";

// PostgreSQL only (`*.postgres.test.ts` runs in the server-postgres project alone).
describe("connectDatabase (PostgreSQL)", () => {
  it("survives losing the connection of a checked-out client and serves the next query", async () => {
    const database = await createTestDatabase();
    try {
      // The backend of a running transaction goes away, as in a database crash or restart:
      // node-pg emits 'error' on the checked-out client, which ends the process unless
      // something listens (the crash test's postmaster kills found it).
      await expect(
        database.db
          .transaction()
          .execute((trx) =>
            sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(trx),
          ),
      ).rejects.toThrow(/terminat/);
      // The 'error' event follows the socket's end, after the rejection: let it fire here.
      await new Promise((r) => setTimeout(r, 50));
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(
        database.db,
      );
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  });

  it("refuses a server that acknowledges commits before they are durable", async () => {
    const database = await createTestDatabase();
    try {
      await assertDurable(database.db, "postgres");
      const name = new URL(database.url).pathname.slice(1);
      await sql`ALTER DATABASE ${sql.id(name)} SET synchronous_commit = off`.execute(
        database.db,
      );
      const fresh = connectDatabase(database.url);
      try {
        await expect(assertDurable(fresh.db, "postgres")).rejects.toThrow(
          "PostgreSQL may lose acknowledged writes (fsync=on, synchronous_commit=off)",
        );
      } finally {
        await fresh.db.destroy();
      }
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  });
});
