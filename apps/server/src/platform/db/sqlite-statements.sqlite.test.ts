import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connectDatabase } from "./connect";
import type { Db } from "./database";

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

function open(): Db {
  const dir = mkdtempSync(path.join(tmpdir(), "finch-rows-"));
  db = connectDatabase(`sqlite:${path.join(dir, "f.db")}`).db;
  return db;
}

async function rows(db: Db, text: string): Promise<unknown[]> {
  return (await sql.raw(text).execute(db)).rows;
}

describe("SQLite rows (arrays made objects with their TypeScript names)", () => {
  it("names columns in camelCase, in column order, with booleans and nulls as before", async () => {
    const db = open();
    await rows(
      db,
      "create table things (id integer primary key, first_name text, is_done integer, amount_cents integer, note text)",
    );
    await rows(
      db,
      "insert into things values (1, 'Ada', 1, 1250, null), (2, 'Bo', 0, 7, 'x')",
    );
    const result = await rows(db, "select * from things order by id");
    expect(result).toEqual([
      { id: 1, firstName: "Ada", isDone: true, amountCents: 1250, note: null },
      { id: 2, firstName: "Bo", isDone: false, amountCents: 7, note: "x" },
    ]);
    expect(Object.keys(result[0] as object)).toEqual([
      "id",
      "firstName",
      "isDone",
      "amountCents",
      "note",
    ]);
    // Run again: the kept statement gives the same objects, not ones shared with the last call.
    const again = await rows(db, "select * from things order by id");
    expect(again).toEqual(result);
    expect(again[0]).not.toBe(result[0]);
  });

  it("lets a later column of the same name win, as better-sqlite3's own objects do", async () => {
    const db = open();
    expect(await rows(db, "select 1 as total, 2 as total")).toEqual([
      { total: 2 },
    ]);
  });

  it("answers a query built by Kysely, and one that returns rows from a write", async () => {
    const db = open();
    await rows(
      db,
      "create table notes (id integer primary key, body_text text)",
    );
    const inserted = await sql<{
      id: number;
      bodyText: string;
    }>`insert into notes (body_text) values (${"hello"}) returning id, body_text`.execute(
      db,
    );
    expect(inserted.rows).toEqual([{ id: 1, bodyText: "hello" }]);
    const changed = await sql`update notes set body_text = ${"bye"}`.execute(
      db,
    );
    expect(changed.numAffectedRows).toBe(1n);
  });

  it("names the columns anew after a schema change to the same query text", async () => {
    const db = open();
    await rows(
      db,
      "create table items (id integer primary key, old_name text)",
    );
    await rows(db, "insert into items values (1, 'a')");
    expect(await rows(db, "select * from items")).toEqual([
      { id: 1, oldName: "a" },
    ]);
    await rows(db, "alter table items rename column old_name to new_name");
    await rows(db, "alter table items add column is_kept integer default 1");
    expect(await rows(db, "select * from items")).toEqual([
      { id: 1, newName: "a", isKept: true },
    ]);
  });

  it("streams rows with their names", async () => {
    const db = open();
    const streamed: unknown[] = [];
    for await (const row of db
      .selectNoFrom((eb) => [eb.val(1).as("theValue"), eb.val(0).as("isOn")])
      .stream())
      streamed.push(row);
    expect(streamed).toEqual([{ theValue: 1, isOn: false }]);
  });
});
