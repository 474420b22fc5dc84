import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/platform/db/database";
import { loginForm, uniqueEmail } from "../factories";
import { multipartBody } from "../imports-api";
import { SECRETS } from "./harness";

/** A user who owns one of every object, each string field carrying a canary. */
export interface Tenant {
  id: number;
  email: string;
  password: string;
  token: string;
  label: string;
  /** Every canary string stored in this tenant's rows. */
  canaries: string[];
  ids: {
    account: number;
    transaction: number;
    budget: number;
    goal: number;
    item: number;
    import: number;
    rule: number;
    notification: number;
  };
}

/** Who sends: a token or none. */
export function bearer(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

async function call(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
): Promise<Record<string, unknown>> {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url}: ${String(res.statusCode)} ${res.body}`);
  return res.json<Record<string, unknown>>();
}

/** Registers a tenant and creates an account, a transaction, a budget, a goal and a bank link. */
export async function seedTenant(
  app: FastifyInstance,
  label: string,
): Promise<Tenant> {
  const canary = (field: string) => `CANARY-${label}-${field}`;
  const email = uniqueEmail(`canary-${label.toLowerCase()}`);
  const password = `Pw-${canary("password")}-${String(Date.now())}`;
  const registered = await app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    payload: { email, password, full_name: canary("full_name") },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const token = (await loginForm(app, email, password)).json<{
    access_token: string;
  }>().access_token;
  const account = await call(app, token, "POST", "/accounts", {
    name: canary("account_name"),
    account_type: "checking",
    institution_name: canary("institution"),
    current_balance: 1234.56,
  });
  const transaction = await call(app, token, "POST", "/transactions", {
    description: canary("description"),
    merchant_name: canary("merchant"),
    category: "groceries",
    amount: 12.34,
    transaction_type: "debit",
    account_id: account.id,
    transaction_date: "2026-03-14",
  });
  const budget = await call(app, token, "POST", "/budgets", {
    name: canary("budget_name"),
    category: "groceries",
    amount: 500,
    period: "monthly",
  });
  const goal = await call(app, token, "POST", "/goals", {
    name: canary("goal_name"),
    description: canary("goal_description"),
    target_amount: 1000,
    target_date: "2030-12-31",
  });
  await call(
    app,
    token,
    "POST",
    `/goals/${String(goal.id)}/contribute?amount=5`,
  );
  // A quarter of the goal: a milestone notification that names it (a canary).
  await call(
    app,
    token,
    "POST",
    `/goals/${String(goal.id)}/contribute?amount=250`,
  );
  const notification = (await call(app, token, "GET", "/notifications")) as {
    notifications: { id: number }[];
  };
  const notificationId = notification.notifications[0]?.id;
  if (notificationId === undefined) throw new Error("no notification");
  const { public_token } = (await call(
    app,
    token,
    "POST",
    "/plaid/sandbox/public-token",
    {},
  )) as { public_token: string };
  await call(app, token, "POST", "/plaid/exchange-public-token", {
    public_token,
  });
  const items = await app.inject({
    method: "GET",
    url: "/api/v1/plaid/items",
    headers: bearer(token),
  });
  const item = items.json<{ items: { id: number }[] }>().items[0];
  if (!item) throw new Error("no bank item");
  const statement = multipartBody(
    {
      name: `${canary("file_name")}.csv`,
      bytes: `Date,Description,Amount\n2026-03-10,${canary("import_row")},-3.25\n`,
    },
    { account_id: String(account.id) },
  );
  const preview = await app.inject({
    method: "POST",
    url: "/api/v1/imports",
    headers: { ...bearer(token), "content-type": statement.contentType },
    payload: statement.payload,
  });
  if (preview.statusCode !== 201) throw new Error(preview.body);
  const rule = await app.inject({
    method: "POST",
    url: "/api/v1/rules",
    headers: bearer(token),
    payload: {
      name: canary("rule_name"),
      conditions: [
        { field: "description", op: "contains", value: canary("rule_text") },
      ],
      actions: [{ set: "category", value: "shopping" }],
    },
  });
  if (rule.statusCode !== 201) throw new Error(rule.body);
  SECRETS.add(password).add(token);
  return {
    id: registered.json<{ id: number }>().id,
    email,
    password,
    token,
    label,
    canaries: [
      "full_name",
      "account_name",
      "institution",
      "description",
      "merchant",
      "budget_name",
      "goal_name",
      "goal_description",
      "file_name",
      "import_row",
      "rule_name",
      "rule_text",
    ].map(canary),
    ids: {
      account: Number(account.id),
      transaction: Number(transaction.id),
      budget: Number(budget.id),
      goal: Number(goal.id),
      item: item.id,
      import: preview.json<{ id: number }>().id,
      rule: rule.json<{ id: number }>().id,
      notification: notificationId,
    },
  };
}

/** A SHA-256 over every row the user owns, in id order: equal hashes mean nothing changed. */
export async function tenantHash(db: Db, userId: number): Promise<string> {
  const hash = createHash("sha256");
  const tables = [
    "accounts",
    "transactions",
    "budgets",
    "goals",
    "goalContributions",
    "bankItems",
    "rules",
    "notifications",
  ] as const;
  hash.update(
    JSON.stringify(
      await db
        .selectFrom("users")
        .selectAll()
        .where("id", "=", userId)
        .execute(),
    ),
  );
  for (const table of tables) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where("userId", "=", userId)
      .orderBy("id")
      .execute();
    hash.update(`${table}:${JSON.stringify(rows)}`);
  }
  return hash.digest("hex");
}
