import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";

const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
});
const api = bankingApi(app);

describe("linking a sandbox bank", () => {
  it("answers a link token that names the sandbox provider", async () => {
    const user = await makeUser(app);
    const response = await api.send(user, "POST", "/plaid/create-link-token");
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      link_token: string;
      expiration: string;
      provider: string;
    }>();
    expect(body.link_token).toMatch(/^link-sandbox-/);
    expect(body.provider).toBe("sandbox");
    expect(Date.parse(body.expiration)).toBeGreaterThan(
      Date.now() + 3.9 * 3600_000,
    );
  });

  it("creates the item's accounts as linked accounts with the institution name", async () => {
    const user = await makeUser(app);
    const accounts = await api.link(user, { institution_id: "ins_109511" });
    expect(accounts.map((a) => a.account_type)).toEqual([
      "checking",
      "savings",
      "credit_card",
      "loan",
    ]);
    for (const account of accounts) {
      expect(account.is_manual).toBe(false);
      expect(account.institution_name).toBe("Tartan Bank");
    }
    // Debts are stored negative (docs/architecture.md §4).
    expect(accounts[2]!.current_balance).toBeLessThan(0);
    expect(accounts[0]!.current_balance).toBeGreaterThan(0);
    // The history adds up to the balance: the student loan's 14,820.00 opening debt less the
    // payments its posted rows show.
    const loan = accounts[3]!;
    await api.syncOk(user);
    const rows = (
      await app.inject({
        method: "GET",
        url: `/api/v1/transactions?account_id=${String(loan.id)}&limit=100`,
        headers: user.auth,
      })
    ).json<{
      transactions: {
        amount: number;
        transaction_type: string;
        is_pending: boolean;
      }[];
    }>().transactions;
    const paidCents = rows
      .filter((r) => !r.is_pending)
      .reduce(
        (sum, r) =>
          sum +
          Math.round(r.amount * 100) *
            (r.transaction_type === "credit" ? 1 : -1),
        0,
      );
    expect(paidCents).toBeGreaterThan(0);
    expect(Math.round(loan.current_balance * 100)).toBe(
      -(1_482_000 - paidCents),
    );
  });

  it("refuses a public token the second time with a 400 and a detail", async () => {
    const user = await makeUser(app);
    const token = await api.publicToken(user);
    expect((await api.exchange(user, token)).statusCode).toBe(200);
    const again = await api.exchange(user, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail:
        "This link has expired or was already used. Please link your bank again.",
    });
  });

  it("syncs months of history in pages, then only what is new", async () => {
    const user = await makeUser(app);
    await api.link(user, {
      username: "user_transactions_dynamic",
      password: "x",
    });
    const first = await api.syncOk(user);
    expect(first.added).toBeGreaterThan(500);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      status: "ok",
      error: null,
      institution_name: "First Platypus Bank",
    });
    const rows = await database.db
      .selectFrom("transactions")
      .select(["transactionDate", "isPending", "providerTransactionId"])
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(first.added);
    const dates = rows.map((r) => r.transactionDate).sort();
    expect(dates[0]! < dates.at(-1)!).toBe(true);
    expect(monthsBetween(dates[0]!, dates.at(-1)!)).toBeGreaterThanOrEqual(17);
    const pending = rows.filter((r) => r.isPending);
    expect(pending.length).toBeGreaterThanOrEqual(2);

    const second = await api.syncOk(user);
    expect(second.added).toBeGreaterThan(0);
    expect(second.added).toBeLessThan(10);
    const after = await database.db
      .selectFrom("transactions")
      .select(["providerTransactionId", "pendingTransactionId", "isPending"])
      .where("userId", "=", user.id)
      .execute();
    // Pending rows posted: each is gone and its posted row names it; no duplicates anywhere.
    for (const row of pending) {
      expect(
        after.some(
          (r) => r.providerTransactionId === row.providerTransactionId,
        ),
      ).toBe(false);
      expect(
        after.filter(
          (r) => r.pendingTransactionId === row.providerTransactionId,
        ),
      ).toHaveLength(1);
    }
    const ids = after.map((r) => r.providerTransactionId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers an empty list when nothing is linked", async () => {
    const user = await makeUser(app);
    expect(await api.syncOk(user)).toEqual({
      added: 0,
      modified: 0,
      removed: 0,
      items: [],
    });
  });

  it("keeps Plaid out of the CSP with the sandbox provider", async () => {
    const response = await app.inject({ url: "/api/v1/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("plaid");
  });
});

function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split("-").map(Number) as [number, number];
  const [yb, mb] = b.split("-").map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
}
