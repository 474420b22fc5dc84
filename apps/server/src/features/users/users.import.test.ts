import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import {
  call,
  exportData,
  importData,
  seedEverything,
  type ExportFile,
} from "../../../test/export-fixtures";
import { GOOD_PASSWORD, makeUser, uniqueEmail } from "../../../test/factories";
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
      // What the restored screens show agrees too: balances are the file's, not re-applied.
      const restored = await makeUser(again.app);
      await importData(again.app, restored, original);
      const accounts = (
        await call(again.app, restored, "GET", "/accounts")
      ).json<{ accounts: { current_balance: number }[] }>();
      expect(accounts.accounts.map((a) => a.current_balance)).toEqual([
        -999_998_765.43, -999.99,
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

  it("takes files above the usual 1 MiB, up to 10 MiB, and answers 413 beyond", async () => {
    const [from, to, big] = [
      await makeUser(app),
      await makeUser(app),
      await makeUser(app),
    ];
    await seedEverything(app, from, "BIG");
    const file = (await exportData(app, from)).json<ExportFile>();
    const template = file.transactions[1] ?? {};
    const many = {
      ...file,
      transactions: Array.from({ length: 12_000 }, (_, i) => ({
        ...template,
        description: `Bulk row ${String(i)}`,
      })),
    };
    const text = JSON.stringify(many);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const res = await importData(app, to, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ transactions: 12_000 });

    const tooBig = `${text.slice(0, -1)},"padding":"${"x".repeat(10 * 1024 * 1024)}"}`;
    const refused = await importData(app, big, tooBig);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toHaveProperty("detail");
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
