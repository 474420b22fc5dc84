import { Readable } from "node:stream";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import {
  addBulkTransactions,
  call,
  exportData,
  importData,
  seedEverything,
  type ExportFile,
} from "../../../test/export-fixtures";
import { GOOD_PASSWORD, makeUser, uniqueEmail } from "../../../test/factories";
import { IMPORT_BODY_LIMIT } from "./data-export.routes";
import {
  buildOtherDialectApp,
  currentDialect,
} from "../../../test/other-dialect";

const now = new Date("2026-06-01T08:00:00.000Z");
const clock = { now: () => now };
const here = await buildTestApp({ clock });
const elsewhere = await buildOtherDialectApp({ clock });
const again = await buildTestApp({ clock });
const { app, database } = here;

describe("POST /users/import-data", () => {
  it.skipIf(elsewhere === undefined)(
    "restores an export into a fresh instance of the other dialect and back, byte for byte",
    async () => {
      const email = uniqueEmail("roundtrip");
      const source = await makeUser(app, { email });
      await seedEverything(app, source, "RT");
      const original = (await exportData(app, source)).body;

      const hops = [elsewhere?.app, again.app];
      for (const target of hops) {
        if (!target) throw new Error("unreachable");
        const user = await makeUser(target, { email, password: GOOD_PASSWORD });
        const res = await importData(target, user, original);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({
          accounts: 2,
          transactions: 3,
          budgets: 1,
          goals: 2,
          contributions: 3,
          linked_institutions_skipped: 0,
        });
        expect((await exportData(target, user)).body).toBe(original);
      }
      // What the restored screens show agrees too: balances are the file's anchors, and the
      // older rows imported with them move nothing (ADR 0032).
      const restored = await makeUser(again.app);
      await importData(again.app, restored, original);
      const accounts = (
        await call(again.app, restored, "GET", "/accounts")
      ).json<{ accounts: { current_balance: number }[] }>();
      expect(accounts.accounts.map((a) => a.current_balance)).toEqual([
        1234.56, -987.65,
      ]);
    },
  );

  it("restores into an empty account of the same instance (a second user)", async () => {
    const [from, to] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, from, "SAME");
    const file = (await exportData(app, from)).json<ExportFile>();
    expect((await importData(app, to, file)).statusCode).toBe(200);
    const copy = (await exportData(app, to)).json<ExportFile>();
    expect({ ...copy, profile: undefined }).toEqual({
      ...file,
      profile: undefined,
    });
    expect(copy.profile).toMatchObject({ email: to.email, currency: "GBP" });
  });

  it("answers 409 when the account already holds data, and changes nothing", async () => {
    const [from, to] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, from, "X");
    const file = (await exportData(app, from)).json<ExportFile>();
    await call(app, to, "POST", "/budgets", {
      name: "Mine",
      category: "other",
      amount: 5,
      period: "weekly",
    });
    const before = (await exportData(app, to)).body;
    const res = await importData(app, to, file);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: "Data can only be imported into an account that has no data yet",
    });
    expect((await exportData(app, to)).body).toBe(before);
  });

  it("writes nothing when the database fails part-way (all or nothing)", async () => {
    const [from, to] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, from, "FAULT");
    const file = (await exportData(app, from)).json<ExportFile>();
    await failBudgetInserts(true);
    try {
      const res = await importData(app, to, file);
      expect(res.statusCode).toBe(500);
    } finally {
      await failBudgetInserts(false);
    }
    const after = (await exportData(app, to)).json<ExportFile>();
    expect(after).toMatchObject({
      accounts: [],
      transactions: [],
      budgets: [],
      goals: [],
    });
    expect(after.profile).toMatchObject({ full_name: "Test User" });
    expect((await importData(app, to, file)).statusCode).toBe(200);
  });

  it.each([
    [
      "an unknown format version",
      { format_version: 2 },
      ["body", "format_version"],
    ],
    ["a missing list", { budgets: undefined }, ["body", "budgets"]],
  ])("answers 422 for %s", async (_name, change, loc) => {
    const user = await makeUser(app);
    const file = (await exportData(app, user)).json<ExportFile>();
    const res = await importData(app, user, { ...file, ...change });
    expect(res.statusCode).toBe(422);
    expect(
      res.json<{ detail: { loc: unknown[] }[] }>().detail.map((d) => d.loc),
    ).toContainEqual(loc);
  });

  it("answers 422 for a transaction whose account is not in the file, or a bad amount", async () => {
    const [from, to] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, from, "REF");
    const file = (await exportData(app, from)).json<ExportFile>();
    const dangling = {
      ...file,
      transactions: [{ ...file.transactions[0], account_ref: 9 }],
    };
    const res = await importData(app, to, dangling);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: unknown[] }[] }>().detail[0]?.loc).toEqual(
      ["body", "transactions", 0, "account_ref"],
    );
    const badAmount = {
      ...file,
      transactions: [{ ...file.transactions[0], amount: 1.234 }],
    };
    expect((await importData(app, to, badAmount)).statusCode).toBe(422);
    expect((await exportData(app, to)).json<ExportFile>().accounts).toEqual([]);
  });

  it.skipIf(elsewhere === undefined)(
    "restores an export above the old 10 MiB limit (45,000 transactions) into the other dialect, byte for byte",
    { timeout: 60_000 },
    async () => {
      const email = uniqueEmail("big");
      const source = await makeUser(app, { email });
      await seedEverything(app, source, "BIG");
      await addBulkTransactions(database, source, 45_000, now.toISOString());
      const original = (await exportData(app, source)).body;
      expect(original.length).toBeGreaterThan(10 * 1024 * 1024);

      const target = elsewhere?.app;
      if (!target) throw new Error("unreachable");
      const user = await makeUser(target, { email, password: GOOD_PASSWORD });
      const res = await importData(target, user, original);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ accounts: 2, transactions: 45_003 });
      expect((await exportData(target, user)).body).toBe(original);
    },
  );

  describe("a problem deep in a big file", () => {
    let big: ExportFile;
    beforeAll(async () => {
      const from = await makeUser(app);
      await seedEverything(app, from, "DEEP");
      await addBulkTransactions(database, from, 45_000, now.toISOString());
      big = (await exportData(app, from)).json<ExportFile>();
    }, 60_000);

    it.each([
      [
        "a bad amount",
        (t: Record<string, unknown>) => ({ ...t, amount: 1.234 }),
        ["body", "transactions", 44_321, "amount"],
      ],
      [
        "an account that is not in the file",
        (t: Record<string, unknown>) => ({ ...t, account_ref: 3 }),
        ["body", "transactions", 44_321, "account_ref"],
      ],
      [
        "a NUL character",
        (t: Record<string, unknown>) => ({ ...t, description: "a\u0000b" }),
        ["body", "transactions", 44_321, "description"],
      ],
    ])(
      "answers 422 naming the element for %s, and writes nothing",
      { timeout: 30_000 },
      async (_name, spoil, loc) => {
        const file = big;
        const to = await makeUser(app);
        const before = (await exportData(app, to)).body;
        const transactions = [...file.transactions];
        transactions[44_321] = spoil(transactions[44_321] ?? {});
        const text = JSON.stringify({ ...file, transactions });
        expect(text.length).toBeGreaterThan(10 * 1024 * 1024);
        const res = await importData(app, to, text);
        expect(res.statusCode, res.body).toBe(422);
        expect(
          res.json<{ detail: { loc: unknown[] }[] }>().detail.map((d) => d.loc),
        ).toEqual([loc]);
        expect((await exportData(app, to)).body).toBe(before);
      },
    );

    it("answers 422 for JSON that breaks off or goes wrong deep in the file, and writes nothing", async () => {
      const file = big;
      const to = await makeUser(app);
      const before = (await exportData(app, to)).body;
      const text = JSON.stringify(file);
      const at = text.indexOf('"Bulk row 44321 ');
      for (const broken of [
        text.slice(0, at),
        `${text.slice(0, at)}}${text.slice(at)}`,
        `${text.slice(0, at - 1)},,${text.slice(at - 1)}`,
      ]) {
        const res = await importData(app, to, broken);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
        expect(res.json()).toEqual({
          detail: [
            {
              loc: ["body"],
              msg: "Request body is not valid JSON",
              type: "json_invalid",
            },
          ],
        });
      }
      expect((await exportData(app, to)).body).toBe(before);
    });
  });

  it("reads any JSON layout of the file: members in another order, other white space, unknown members", async () => {
    const [from, to] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, from, "ORDER");
    const text = (await exportData(app, from)).body;
    const file = JSON.parse(text) as ExportFile;
    const reordered = {
      note: { anything: [1, "]", { "}": "\\" }] },
      transactions: file.transactions,
      goals: file.goals,
      linked_institutions: file.linked_institutions,
      budgets: file.budgets,
      accounts: file.accounts,
      profile: file.profile,
      exported_at: file.exported_at,
      format_version: file.format_version,
    };
    const dangling = {
      ...reordered,
      transactions: [
        file.transactions[0],
        { ...file.transactions[1], account_ref: 7 },
      ],
    };
    const refused = await importData(app, to, dangling);
    expect(refused.statusCode).toBe(422);
    expect(
      refused.json<{ detail: { loc: unknown[] }[] }>().detail[0]?.loc,
    ).toEqual(["body", "transactions", 1, "account_ref"]);
    const res = await importData(
      app,
      to,
      JSON.stringify(reordered, null, "\t"),
    );
    expect(res.statusCode, res.body).toBe(200);
    const copy = (await exportData(app, to)).json<ExportFile>();
    expect({ ...copy, profile: undefined }).toEqual({
      ...file,
      profile: undefined,
    });
  });

  it("answers 422 for a body that is not one JSON object, or lists a member twice", async () => {
    const user = await makeUser(app);
    const file = (await exportData(app, user)).json<ExportFile>();
    for (const [body, loc] of [
      ["[]", ["body"]],
      ["", ["body"]],
      ['{"__proto__": {"x": 1}}', ["body"]],
      [
        JSON.stringify(file).replace(
          '"accounts":[]',
          '"accounts":[],"accounts":[]',
        ),
        ["body", "accounts"],
      ],
    ] as const) {
      const res = await importData(app, user, body);
      expect(res.statusCode, `${body}: ${res.body}`).toBe(422);
      expect(
        res.json<{ detail: { loc: unknown[] }[] }>().detail[0]?.loc,
      ).toEqual(loc);
    }
  });

  it("answers 413 beyond its limit, read or declared, and writes nothing", async () => {
    const [from, to] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, from, "HUGE");
    const text = (await exportData(app, from)).body;
    const head = `${text.trimEnd().slice(0, -1)},"padding":"`;
    const piece = "x".repeat(1024 * 1024);
    const pieces = Math.ceil(IMPORT_BODY_LIMIT / piece.length) + 1;
    const streamed = await app.inject({
      method: "POST",
      url: "/api/v1/users/import-data",
      headers: { ...to.auth, "content-type": "application/json" },
      payload: Readable.from(
        (function* () {
          yield head;
          for (let i = 0; i < pieces; i += 1) yield piece;
          yield '"}';
        })(),
      ),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ detail: "Request body is too large" });

    const declared = await app.inject({
      method: "POST",
      url: "/api/v1/users/import-data",
      headers: {
        ...to.auth,
        "content-type": "application/json",
        "content-length": String(IMPORT_BODY_LIMIT + 1),
      },
      payload: Readable.from([text]),
    });
    expect(declared.statusCode).toBe(413);
    expect((await exportData(app, to)).json<ExportFile>().accounts).toEqual([]);
  });
});

/** A test-only fault: makes every INSERT into budgets fail, on either dialect. */
async function failBudgetInserts(on: boolean): Promise<void> {
  const db = database.db;
  if (currentDialect() === "sqlite") {
    await sql`drop trigger if exists budgets_fault`.execute(db);
    if (on)
      await sql`create trigger budgets_fault before insert on budgets begin select raise(abort, 'test fault'); end`.execute(
        db,
      );
    return;
  }
  await sql`drop trigger if exists budgets_fault on budgets`.execute(db);
  if (!on) return;
  await sql`create or replace function budgets_fault() returns trigger language plpgsql as $$ begin raise exception 'test fault'; end $$`.execute(
    db,
  );
  await sql`create trigger budgets_fault before insert on budgets for each row execute function budgets_fault()`.execute(
    db,
  );
}
