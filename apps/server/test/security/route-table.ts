import { randomUUID } from "node:crypto";
import type { RouteEntry } from "./route-entry";
import { multipartBody } from "../imports-api";
import { BANKING_ROUTES } from "./route-table-banking";
import type { Tenant } from "./tenants";

const TRANSACTION = (t: Tenant) => ({
  description: "Matrix purchase",
  merchant_name: "Matrix shop",
  category: "shopping",
  amount: 1.5,
  transaction_type: "debit",
  account_id: t.ids.account,
  transaction_date: "2026-03-15",
});
const GOAL = {
  name: "Matrix goal",
  description: "x",
  target_amount: 10,
  target_date: "2031-01-01",
};
const BUDGET = {
  name: "Matrix budget",
  category: "shopping",
  amount: 10,
  period: "monthly",
};
const RULE = {
  name: "Matrix rule",
  conditions: [{ field: "merchant_name", op: "contains", value: "matrix" }],
  actions: [{ set: "category", value: "shopping" }],
};
const PROFILE = {
  full_name: "Matrix Name",
  currency: "USD",
  timezone: "UTC",
  notification_preferences: "{}",
};
const id = (n: number) => String(n);

/** Every API route and how to call it; the coverage test fails for a route missing here. */
export const ROUTE_TABLE: Record<string, RouteEntry> = {
  ...BANKING_ROUTES,
  "GET /api/v1/about": {
    public: true,
    ok: [200],
    request: () => ({ url: "/about" }),
  },
  "GET /api/v1/health": {
    public: true,
    ok: [200],
    request: () => ({ url: "/health" }),
  },
  "POST /api/v1/auth/register": {
    public: true,
    ok: [201],
    request: () => ({
      url: "/auth/register",
      body: {
        email: `m-${randomUUID()}@example.com`,
        password: "Matrix-Pass-91",
        full_name: "M",
      },
    }),
  },
  "POST /api/v1/auth/login": {
    public: true,
    ok: [401],
    request: () => ({
      url: "/auth/login",
      contentType: "application/x-www-form-urlencoded",
      body: `username=nobody-${randomUUID()}%40example.com&password=whatever-1`,
    }),
  },
  "GET /api/v1/users/me": { ok: [200], request: () => ({ url: "/users/me" }) },
  "PUT /api/v1/users/me": {
    ok: [200],
    request: () => ({ url: "/users/me", body: PROFILE }),
  },
  "PUT /api/v1/users/change-password": {
    ok: [400],
    request: () => ({
      url: "/users/change-password",
      body: {
        current_password: "not-the-password",
        new_password: "Another-Pass-77",
      },
    }),
  },
  "GET /api/v1/users/export-data": {
    ok: [200],
    request: () => ({ url: "/users/export-data" }),
  },
  "POST /api/v1/users/import-data": {
    ok: [422],
    request: () => ({ url: "/users/import-data", body: {} }),
  },
  "GET /api/v1/accounts": { ok: [200], request: () => ({ url: "/accounts" }) },
  "POST /api/v1/accounts": {
    ok: [201],
    request: () => ({
      url: "/accounts",
      body: { name: "Matrix", current_balance: 1 },
    }),
  },
  "PUT /api/v1/accounts/:id": {
    owned: "account",
    ok: [200],
    request: (t) => ({
      url: `/accounts/${id(t.ids.account)}`,
      body: { name: "Renamed" },
    }),
  },
  "DELETE /api/v1/accounts/:id": {
    owned: "account",
    ok: [204],
    order: 9,
    request: (t) => ({ url: `/accounts/${id(t.ids.account)}` }),
  },
  "GET /api/v1/transactions": {
    ok: [200],
    foreign: [200, 404],
    request: (t) => ({
      url: `/transactions?account_id=${id(t.ids.account)}&q=CANARY`,
    }),
  },
  "POST /api/v1/transactions": {
    owned: "account",
    ok: [201],
    request: (t) => ({ url: "/transactions", body: TRANSACTION(t) }),
  },
  "GET /api/v1/transactions/export.csv": {
    ok: [200],
    request: () => ({ url: "/transactions/export.csv" }),
  },
  "PUT /api/v1/transactions/:id": {
    owned: "transaction",
    ok: [200],
    request: (t) => ({
      url: `/transactions/${id(t.ids.transaction)}`,
      body: TRANSACTION(t),
    }),
  },
  "DELETE /api/v1/transactions/:id": {
    owned: "transaction",
    ok: [204],
    order: 5,
    request: (t) => ({ url: `/transactions/${id(t.ids.transaction)}` }),
  },
  "POST /api/v1/transactions/bulk": {
    owned: "transaction",
    ok: [200],
    request: (t) => ({
      url: "/transactions/bulk",
      body: { ids: [t.ids.transaction], set: { category: "travel" } },
    }),
  },
  "GET /api/v1/rules": { ok: [200], request: () => ({ url: "/rules" }) },
  "POST /api/v1/rules": {
    ok: [201],
    request: () => ({ url: "/rules", body: RULE }),
  },
  "POST /api/v1/rules/preview": {
    // A condition naming the target's account: another user's preview of it is a 404.
    owned: "account",
    ok: [200],
    request: (t) => ({
      url: "/rules/preview",
      body: {
        ...RULE,
        conditions: [
          { field: "account_id", op: "equals", value: t.ids.account },
        ],
      },
    }),
  },
  "GET /api/v1/rules/offer": {
    owned: "transaction",
    ok: [200],
    request: (t) => ({
      url: `/rules/offer?transaction_id=${id(t.ids.transaction)}`,
    }),
  },
  "POST /api/v1/rules/offer": {
    owned: "transaction",
    ok: [200],
    request: (t) => ({
      url: "/rules/offer",
      body: { transaction_id: t.ids.transaction },
    }),
  },
  "PUT /api/v1/rules/:id": {
    owned: "rule",
    ok: [200],
    request: (t) => ({ url: `/rules/${id(t.ids.rule)}`, body: RULE }),
  },
  "POST /api/v1/rules/:id/apply": {
    owned: "rule",
    ok: [200],
    request: (t) => ({ url: `/rules/${id(t.ids.rule)}/apply` }),
  },
  "DELETE /api/v1/rules/:id": {
    owned: "rule",
    ok: [204],
    order: 5,
    request: (t) => ({ url: `/rules/${id(t.ids.rule)}` }),
  },
  "GET /api/v1/budgets": { ok: [200], request: () => ({ url: "/budgets" }) },
  "POST /api/v1/budgets": {
    ok: [201],
    request: () => ({ url: "/budgets", body: BUDGET }),
  },
  "PUT /api/v1/budgets/:id": {
    owned: "budget",
    ok: [200],
    request: (t) => ({ url: `/budgets/${id(t.ids.budget)}`, body: BUDGET }),
  },
  "DELETE /api/v1/budgets/:id": {
    owned: "budget",
    ok: [204],
    order: 5,
    request: (t) => ({ url: `/budgets/${id(t.ids.budget)}` }),
  },
  "GET /api/v1/goals": { ok: [200], request: () => ({ url: "/goals" }) },
  "POST /api/v1/goals": {
    ok: [201],
    request: () => ({ url: "/goals", body: GOAL }),
  },
  "PUT /api/v1/goals/:id": {
    owned: "goal",
    ok: [200],
    request: (t) => ({ url: `/goals/${id(t.ids.goal)}`, body: GOAL }),
  },
  "DELETE /api/v1/goals/:id": {
    owned: "goal",
    ok: [204],
    order: 5,
    request: (t) => ({ url: `/goals/${id(t.ids.goal)}` }),
  },
  "POST /api/v1/goals/:id/contribute": {
    owned: "goal",
    ok: [200],
    request: (t) => ({
      url: `/goals/${id(t.ids.goal)}/contribute?amount=0.01`,
    }),
  },
  "GET /api/v1/goals/:id/contributions": {
    owned: "goal",
    ok: [200],
    request: (t) => ({ url: `/goals/${id(t.ids.goal)}/contributions` }),
  },
  "DELETE /api/v1/goals/:id/contributions/:contributionId": {
    owned: "goal",
    // No contribution of that id on the owner's goal either: the path answers 404, never 500.
    ok: [404],
    order: 4,
    request: (t) => ({
      url: `/goals/${id(t.ids.goal)}/contributions/999999999`,
    }),
  },
  "POST /api/v1/imports": {
    // The statement names the target's account: another user's upload of it is a 404.
    owned: "account",
    ok: [201],
    request: (t) => {
      const form = multipartBody(
        {
          name: "matrix.csv",
          bytes: "Date,Description,Amount\n2026-03-11,Matrix row,-1.00\n",
        },
        { account_id: id(t.ids.account) },
      );
      return {
        url: "/imports",
        body: form.payload,
        contentType: form.contentType,
      };
    },
  },
  "GET /api/v1/imports": { ok: [200], request: () => ({ url: "/imports" }) },
  "GET /api/v1/imports/:id": {
    owned: "import",
    ok: [200],
    request: (t) => ({ url: `/imports/${id(t.ids.import)}` }),
  },
  "POST /api/v1/imports/:id/commit": {
    owned: "import",
    ok: [200],
    order: 4,
    request: (t) => ({ url: `/imports/${id(t.ids.import)}/commit`, body: {} }),
  },
  "DELETE /api/v1/imports/:id": {
    owned: "import",
    ok: [204],
    order: 5,
    request: (t) => ({ url: `/imports/${id(t.ids.import)}` }),
  },
  "GET /api/v1/insights/summary": {
    ok: [200],
    request: () => ({ url: "/insights/summary" }),
  },
  "GET /api/v1/reports/cash-flow": {
    ok: [200],
    request: () => ({ url: "/reports/cash-flow" }),
  },
  "GET /api/v1/reports/spending": {
    ok: [200],
    request: () => ({
      url: "/reports/spending?group_by=merchant&interval=month",
    }),
  },
  "GET /api/v1/reports/net-worth": {
    ok: [200],
    request: () => ({ url: "/reports/net-worth" }),
  },
  "GET /api/v1/budgets/:id/history": {
    owned: "budget",
    ok: [200],
    request: (t) => ({ url: `/budgets/${id(t.ids.budget)}/history` }),
  },
  "GET /api/v1/notifications": {
    ok: [200],
    request: () => ({ url: "/notifications?unread=true&limit=5" }),
  },
  "POST /api/v1/notifications/read-all": {
    ok: [200],
    order: 4,
    request: () => ({ url: "/notifications/read-all" }),
  },
  "POST /api/v1/notifications/:id/read": {
    owned: "notification",
    ok: [200],
    request: (t) => ({ url: `/notifications/${id(t.ids.notification)}/read` }),
  },
  "DELETE /api/v1/notifications/:id": {
    owned: "notification",
    ok: [204],
    order: 5,
    request: (t) => ({ url: `/notifications/${id(t.ids.notification)}` }),
  },
  "POST /api/v1/ai/chat": {
    ok: [200],
    request: () => ({
      url: "/ai/chat",
      body: {
        message: "What did I spend on groceries and what are my accounts?",
      },
    }),
  },
};

/** The entry for an inventory key; HEAD routes use their GET entry. */
export function entryFor(key: string): RouteEntry | undefined {
  return ROUTE_TABLE[key] ?? ROUTE_TABLE[key.replace(/^HEAD /, "GET ")];
}
