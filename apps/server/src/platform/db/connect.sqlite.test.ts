import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

describe("connectDatabase (SQLite)", () => {
  it("opens the file owner-only in WAL mode with synchronous=FULL, foreign keys and a busy timeout", async () => {
    const dir = path.join(
      mkdtempSync(path.join(tmpdir(), "finch-db-")),
      "nested",
    );
    const file = path.join(dir, "finance.db");
    const { db, dialect } = connectDatabase(`sqlite:${file}`);
    await migrateToLatest(db);
    const pragma = async (name: string) =>
      (
        await sql<
          Record<string, unknown>
        >`${sql.raw(`pragma ${name}`)}`.execute(db)
      ).rows[0];
    expect(dialect).toBe("sqlite");
    expect(await pragma("journal_mode")).toEqual({ journalMode: "wal" });
    expect(await pragma("synchronous")).toEqual({ synchronous: 2 });
    expect(await pragma("foreign_keys")).toEqual({ foreignKeys: 1 });
    expect(await pragma("busy_timeout")).toEqual({ timeout: 5000 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    await db.destroy();
  });

  it("keeps tables STRICT: a text amount is refused by the database itself", async () => {
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), "finch-db-")),
      "f.db",
    );
    const { db } = connectDatabase(`sqlite:${file}`);
    await migrateToLatest(db);
    await expect(
      sql`insert into login_throttles (email_key, failed_count, updated_at) values ('a', 'many', 'now')`.execute(
        db,
      ),
    ).rejects.toThrow(/cannot store TEXT value in INTEGER column/);
    await db.destroy();
  });
});
