import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { SignedInUser } from "./factories";
import type { TestDatabase } from "./test-database";

/** Data export file as the tests read it. */
export interface ExportFile {
  format_version: number;
  exported_at: string;
  profile: Record<string, unknown>;
  accounts: Record<string, unknown>[];
  transactions: Record<string, unknown>[];
  budgets: Record<string, unknown>[];
  goals: (Record<string, unknown> & {
    contributions: Record<string, unknown>[];
  })[];
  linked_institutions: Record<string, unknown>[];
}

/** Sends a JSON request as `user`, expecting `status`. */
export async function call(
  app: FastifyInstance,
  user: SignedInUser,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  status = method === "POST" ? 201 : 200,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

/** GET /users/export-data as `user`. */
export function exportData(app: FastifyInstance, user: SignedInUser) {
  return app.inject({
    method: "GET",
    url: "/api/v1/users/export-data",
    headers: user.auth,
  });
}

/** POST /users/import-data as `user` with `body` (an object, or raw JSON text). */
export function importData(
  app: FastifyInstance,
  user: SignedInUser,
  body: object | string,
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/users/import-data",
    headers: { ...user.auth, "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * Gives `user` one of everything, with awkward values: Unicode and formula-like text, the
 * largest amount, a leap day, a pending row, a negative liability, a finer alert threshold, a
 * goal with contributions and one completed goal. `tag` marks every text (isolation canaries).
 */
export async function seedEverything(
  app: FastifyInstance,
  user: SignedInUser,
  tag: string,
): Promise<void> {
  await call(app, user, "PUT", "/users/me", {
    full_name: `Zoë ${tag} Ñandú`,
    phone_number: "+44 20 7946 0958",
    currency: "GBP",
    timezone: "Europe/London",
    notification_preferences: JSON.stringify({
      budgetAlerts: false,
      pushNotifications: true,
    }),
  });
  const checking = (
    await call(app, user, "POST", "/accounts", {
      name: `Checking ${tag}`,
      account_type: "checking",
      institution_name: "Ünïcode Bank 🏦",
      current_balance: 1234.56,
    })
  ).json<{ id: number }>();
  const card = (
    await call(app, user, "POST", "/accounts", {
      name: `Card ${tag}`,
      account_type: "credit_card",
      institution_name: null,
      current_balance: -987.65,
    })
  ).json<{ id: number }>();
  const transactions = [
    [
      checking.id,
      `=HYPERLINK("x") ${tag}`,
      "+merchant",
      "shopping",
      1_000_000_000,
      "debit",
      "2024-02-29",
      false,
    ],
    [
      checking.id,
      `Salary ${tag} 💰`,
      null,
      "salary",
      0.01,
      "credit",
      "2026-05-31",
      true,
    ],
    [
      card.id,
      `Line\nbreak, "quoted" ${tag}`,
      "@mention",
      "food_dining",
      12.34,
      "debit",
      "1900-01-01",
      false,
    ],
  ] as const;
  for (const [
    account,
    description,
    merchant,
    category,
    amount,
    type,
    date,
    pending,
  ] of transactions)
    await call(app, user, "POST", "/transactions", {
      account_id: account,
      description,
      merchant_name: merchant,
      category,
      amount,
      transaction_type: type,
      transaction_date: date,
      is_pending: pending,
    });
  await call(app, user, "POST", "/budgets", {
    name: `Food ${tag}`,
    category: "food_dining",
    amount: 400,
    period: "monthly",
    alert_threshold: 0.855,
  });
  const goal = (
    await call(app, user, "POST", "/goals", {
      name: `Trip ${tag}`,
      description: "Kyōto ✈️",
      target_amount: 2500,
      target_date: "2028-02-29",
    })
  ).json<{ id: number }>();
  for (const amount of ["100.10", "0.01"])
    await call(
      app,
      user,
      "POST",
      `/goals/${String(goal.id)}/contribute?amount=${amount}`,
      undefined,
      200,
    );
  const done = (
    await call(app, user, "POST", "/goals", {
      name: `Done ${tag}`,
      target_amount: 10,
      target_date: "2027-01-01",
    })
  ).json<{ id: number }>();
  await call(
    app,
    user,
    "POST",
    `/goals/${String(done.id)}/contribute?amount=10`,
    undefined,
    200,
  );
}

/**
 * Adds `count` transactions to `user`'s accounts straight through the database, 1,000 to a
 * statement, spread over the accounts in turn (a big export without thousands of requests).
 * Texts vary in length and hold a quote, a backslash and a non-Latin letter now and then; the
 * accounts keep the balances they had.
 */
export async function addBulkTransactions(
  database: TestDatabase,
  user: SignedInUser,
  count: number,
  createdAt: string,
): Promise<void> {
  const accounts = await database.db
    .selectFrom("accounts")
    .select(["id"])
    .where("userId", "=", user.id)
    .orderBy("id")
    .execute();
  const categories = ["groceries", "food_dining", "shopping", "other"];
  for (let start = 0; start < count; start += 1_000) {
    const rows = Array.from(
      { length: Math.min(1_000, count - start) },
      (_, k) => {
        const i = start + k;
        const description = `Bulk row ${String(i)} ${i % 7 === 0 ? 'with "quotes" \\ and ünïcödé ' : ""}${"·".repeat(i % 80)}`;
        const merchantName = i % 3 === 0 ? null : `Merchant ${String(i % 97)}`;
        return {
          userId: user.id,
          accountId: accounts[i % accounts.length]?.id ?? 0,
          description,
          merchantName,
          category: categories[i % categories.length] ?? "other",
          amountCents: 1 + ((i * 7_919) % 2_500_000),
          transactionType: i % 5 === 0 ? "credit" : "debit",
          transactionDate: `20${String(10 + (i % 16))}-0${String(1 + (i % 9))}-1${String(i % 10)}`,
          isPending: i % 11 === 0,
          searchText: `${description}\n${merchantName ?? ""}`.toLowerCase(),
          createdAt,
          updatedAt: createdAt,
        };
      },
    );
    await database.db.insertInto("transactions").values(rows).execute();
  }
}
