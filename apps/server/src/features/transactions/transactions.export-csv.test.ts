import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { call } from "../../../test/export-fixtures";
import { makeUser, type SignedInUser } from "../../../test/factories";

const { app, database } = await buildTestApp();

function csv(user: SignedInUser | undefined, query = "") {
  return app.inject({
    method: "GET",
    url: `/api/v1/transactions/export.csv${query}`,
    headers: user ? user.auth : {},
  });
}

async function accountOf(user: SignedInUser, name = "Checking") {
  return (
    await call(app, user, "POST", "/accounts", {
      name,
      account_type: "checking",
      current_balance: 0,
    })
  ).json<{ id: number }>().id;
}

async function add(
  user: SignedInUser,
  accountId: number,
  fields: Record<string, unknown>,
) {
  await call(app, user, "POST", "/transactions", {
    account_id: accountId,
    description: "Coffee",
    category: "food_dining",
    amount: 4.5,
    transaction_type: "debit",
    transaction_date: "2026-03-14",
    ...fields,
  });
}

describe("GET /transactions/export.csv", () => {
  it("answers RFC 4180 CSV, newest first, with plain-number amounts", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user, 'Joint, "Main"');
    await add(user, account, {
      description: "Rent",
      merchant_name: "Landlord",
      category: "utilities",
      amount: 1250,
      transaction_date: "2026-03-01",
    });
    await add(user, account, {
      description: 'Line one\nline two, "quoted"',
      amount: 0.05,
      transaction_type: "credit",
      category: "other",
      is_pending: true,
    });
    const res = await csv(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="finch-transactions.csv"',
    );
    expect(res.body).toBe(
      "\uFEFFDate,Description,Merchant,Category,Account,Type,Amount,Currency,Status\r\n" +
        '2026-03-14,"Line one\nline two, ""quoted""",,Other,"Joint, ""Main""",credit,0.05,USD,Pending\r\n' +
        '2026-03-01,Rent,Landlord,Utilities,"Joint, ""Main""",debit,1250.00,USD,Completed\r\n',
    );
  });

  it("starts with a UTF-8 byte-order mark and names the profile's currency", async () => {
    const user = await makeUser(app);
    const profile = await app.inject({
      method: "PUT",
      url: "/api/v1/users/me",
      headers: user.auth,
      payload: {
        full_name: "Test User",
        currency: "EUR",
        timezone: "UTC",
        notification_preferences: "{}",
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await add(user, await accountOf(user, "Café 東京"), {
      description: "Café",
    });
    const res = await csv(user);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.split("\r\n")[1]).toBe(
      "2026-03-14,Café,,Food & Dining,Café 東京,debit,4.50,EUR,Completed",
    );
  });

  it.each([
    ["=", "=SUM(A1:A9)"],
    ["+", "+1+1"],
    ["-", "-2+3"],
    ["@", "@SUM(1)"],
    ["tab", "\tcmd"],
    ["CR", "\rcmd"],
  ])("neutralises a text cell that begins with %s", async (_name, payload) => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    // Written directly: the API trims what users type, bank sync may not.
    await database.db
      .updateTable("accounts")
      .set({ name: payload })
      .where("id", "=", account)
      .execute();
    await add(user, account, {});
    await database.db
      .updateTable("transactions")
      .set({ description: payload, merchantName: payload })
      .where("userId", "=", user.id)
      .execute();
    const rows = (await csv(user)).body.split("\r\n");
    const expected = /[",\r\n]/.test(payload) ? `"'${payload}"` : `'${payload}`;
    expect(rows[1]).toBe(
      `2026-03-14,${expected},${expected},Food & Dining,${expected},debit,4.50,USD,Completed`,
    );
  });

  it("applies the list's filters and never shows another user's rows", async () => {
    const [user, other] = [await makeUser(app), await makeUser(app)];
    const account = await accountOf(user);
    await add(user, account, {
      description: "Groceries A",
      category: "groceries",
    });
    await add(user, account, {
      description: "Cinema",
      category: "entertainment",
    });
    await add(other, await accountOf(other), {
      description: "Groceries OTHER",
      category: "groceries",
    });
    const res = await csv(user, "?category=groceries");
    expect(res.body).toContain("Groceries A");
    expect(res.body).not.toContain("Cinema");
    expect(res.body).not.toContain("OTHER");
    expect((await csv(user, "?q=cinema")).body.split("\r\n")).toHaveLength(3);
    expect((await csv(user, "?category=nope")).statusCode).toBe(422);
  });

  it("holds every row however many pages it spans", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const rows = Array.from({ length: 2_100 }, (_, i) => ({
      userId: user.id,
      accountId: account,
      description: `Row ${String(i)}`,
      merchantName: null,
      category: "other",
      amountCents: 100,
      transactionType: "debit",
      // Many rows share a date, so the keyset's id tiebreaker matters.
      transactionDate: `2026-01-${String((i % 28) + 1).padStart(2, "0")}`,
      isPending: false,
      searchText: `row ${String(i)}\n`,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    }));
    for (let i = 0; i < rows.length; i += 500)
      await database.db
        .insertInto("transactions")
        .values(rows.slice(i, i + 500))
        .execute();
    const lines = (await csv(user)).body.split("\r\n").slice(1, -1);
    expect(lines).toHaveLength(2_100);
    expect(new Set(lines.map((l) => l.split(",")[1])).size).toBe(2_100);
    const dates = lines.map((l) => l.slice(0, 10));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers 401 without a token", async () => {
    expect((await csv(undefined)).statusCode).toBe(401);
  });
});
