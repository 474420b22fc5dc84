import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import {
  call,
  exportData,
  seedEverything,
  type ExportFile,
} from "../../../test/export-fixtures";
import { makeUser } from "../../../test/factories";

// 02:00 UTC on 1 June is still 31 May in Los Angeles: the file is dated in the profile zone.
const now = new Date("2026-06-01T02:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });

describe("GET /users/export-data", () => {
  it("downloads a dated JSON attachment in the profile's time zone", async () => {
    const user = await makeUser(app);
    await call(app, user, "PUT", "/users/me", {
      full_name: "Los Angeles",
      currency: "USD",
      timezone: "America/Los_Angeles",
      notification_preferences: "{}",
    });
    const res = await exportData(app, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="finch-export-2026-05-31.json"',
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const file = res.json<ExportFile>();
    expect(file.format_version).toBe(1);
    expect(file.exported_at).toBe("2026-06-01T02:00:00.000Z");
    expect(file).toMatchObject({
      accounts: [],
      transactions: [],
      budgets: [],
      goals: [],
      linked_institutions: [],
    });
  });

  it("holds everything the user owns, exactly", async () => {
    const user = await makeUser(app, { fullName: "Someone" });
    await seedEverything(app, user, "A");
    const file = (await exportData(app, user)).json<ExportFile>();

    expect(file.profile).toEqual({
      email: user.email,
      full_name: "Zoë A Ñandú",
      phone_number: "+44 20 7946 0958",
      currency: "GBP",
      timezone: "Europe/London",
      is_verified: false,
      created_at: now.toISOString(),
      notification_preferences:
        '{"budgetAlerts":false,"goalReminders":true,"weeklyReports":true,"anomalyDetection":true,"emailNotifications":true,"pushNotifications":true}',
    });
    // Balances as stated today, with their anchors: every row is older history (ADR 0032).
    expect(file.accounts).toEqual([
      expect.objectContaining({
        ref: 1,
        name: "Checking A",
        account_type: "checking",
        institution_name: "Ünïcode Bank 🏦",
        current_balance: 1234.56,
        balance_anchor: {
          balance: 1234.56,
          date: "2026-06-01",
          recorded_at: now.toISOString(),
        },
        is_active: true,
        is_manual: true,
        linked_institution_ref: null,
      }),
      expect.objectContaining({
        ref: 2,
        name: "Card A",
        account_type: "credit_card",
        institution_name: null,
        current_balance: -987.65,
      }),
    ]);
    expect(file.transactions).toEqual([
      {
        account_ref: 1,
        description: '=HYPERLINK("x") A',
        merchant_name: "+merchant",
        category: "shopping",
        amount: 1_000_000_000,
        transaction_type: "debit",
        transaction_date: "2024-02-29",
        is_pending: false,
        created_at: expect.any(String),
      },
      expect.objectContaining({
        account_ref: 1,
        description: "Salary A 💰",
        merchant_name: null,
        amount: 0.01,
        transaction_type: "credit",
        is_pending: true,
      }),
      expect.objectContaining({
        account_ref: 2,
        description: 'Line\nbreak, "quoted" A',
        transaction_date: "1900-01-01",
      }),
    ]);
    // Recorded after its account's balance was stated, on the ledger's strictly increasing
    // clock (ADR 0053): with this frozen clock, a millisecond or so later.
    const [first] = file.transactions;
    expect(first?.created_at).toBeDefined();
    const recordedAt = Date.parse(String(first?.created_at));
    expect(recordedAt).toBeGreaterThan(now.getTime());
    expect(recordedAt - now.getTime()).toBeLessThan(1_000);
    expect(file.budgets).toEqual([
      {
        name: "Food A",
        category: "food_dining",
        amount: 400,
        period: "monthly",
        alert_threshold: 0.855,
        created_at: now.toISOString(),
      },
    ]);
    expect(file.goals).toEqual([
      expect.objectContaining({
        name: "Trip A",
        description: "Kyōto ✈️",
        target_amount: 2500,
        current_amount: 100.11,
        target_date: "2028-02-29",
        is_completed: false,
        contributions: [
          expect.objectContaining({ amount: 100.1 }),
          expect.objectContaining({ amount: 0.01 }),
        ],
      }),
      expect.objectContaining({
        name: "Done A",
        current_amount: 10,
        is_completed: true,
        contributions: [expect.objectContaining({ amount: 10 })],
      }),
    ]);
  });

  it("never holds another user's rows, password material or tokens", async () => {
    const [alice, bob] = [await makeUser(app), await makeUser(app)];
    await seedEverything(app, alice, "ALICE-CANARY");
    await seedEverything(app, bob, "BOB-CANARY");
    const res = await exportData(app, alice);
    expect(res.body).toContain("ALICE-CANARY");
    expect(res.body).not.toContain("BOB-CANARY");
    expect(res.body).not.toContain(bob.email);
    expect(res.body).not.toMatch(
      /password|hash|argon2|token_version|tokenVersion|access_token|access-sandbox|access-production/i,
    );
    expect(res.body).not.toContain(alice.token);
  });

  it("streams every transaction across many pages, in order", async () => {
    const user = await makeUser(app);
    const account = (
      await call(app, user, "POST", "/accounts", {
        name: "Bulk",
        account_type: "checking",
        current_balance: 0,
      })
    ).json<{ id: number }>();
    const rows = Array.from({ length: 2_345 }, (_, i) => ({
      userId: user.id,
      accountId: account.id,
      description: `Row ${String(i)}`,
      merchantName: null,
      category: "other",
      amountCents: i + 1,
      transactionType: "debit",
      transactionDate: "2026-01-01",
      isPending: false,
      searchText: `row ${String(i)}\n`,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await database.db
        .insertInto("transactions")
        .values(rows.slice(i, i + 500))
        .execute();
    const file = (await exportData(app, user)).json<ExportFile>();
    expect(file.transactions).toHaveLength(2_345);
    expect(file.transactions.map((t) => t.description)).toEqual(
      rows.map((r) => r.description),
    );
    expect(file.transactions[2_344]).toMatchObject({ amount: 23.45 });
  });

  it("allows 5 exports an hour per user, then answers 429", async () => {
    const [user, other] = [await makeUser(app), await makeUser(app)];
    for (let i = 0; i < 5; i++)
      expect((await exportData(app, user)).statusCode).toBe(200);
    const sixth = await exportData(app, user);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ detail: string }>().detail).toMatch(
      /^Too many requests/,
    );
    expect(sixth.headers["retry-after"]).toBeDefined();
    expect((await exportData(app, other)).statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/v1/users/export-data",
    });
    expect(res.statusCode).toBe(401);
  });
});
