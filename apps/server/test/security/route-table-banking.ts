import type { RouteEntry } from "./route-entry";
import { bearer } from "./tenants";

const id = (n: number) => String(n);

/** The `/plaid/*` routes of the matrix (bank linking, sync, webhooks, sandbox helpers). */
export const BANKING_ROUTES: Record<string, RouteEntry> = {
  "POST /api/v1/plaid/create-link-token": {
    owned: "item",
    ok: [200],
    request: (t) => ({
      url: "/plaid/create-link-token",
      body: { item_id: t.ids.item },
    }),
  },
  "POST /api/v1/plaid/exchange-public-token": {
    owned: "public_token",
    ok: [200],
    foreign: [400, 404],
    request: async (t, app) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/plaid/sandbox/public-token",
        headers: bearer(t.token),
        payload: {},
      });
      const token = res.json<{ public_token: string }>().public_token;
      return {
        url: "/plaid/exchange-public-token",
        body: { public_token: token },
      };
    },
  },
  "POST /api/v1/plaid/sandbox/select-accounts": {
    owned: "public_token",
    ok: [204],
    // Another user's (or a spent) public token: refused as an expired link, never applied.
    foreign: [400],
    request: async (t, app) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/plaid/sandbox/public-token",
        headers: bearer(t.token),
        payload: {},
      });
      const { public_token: token, accounts } = res.json<{
        public_token: string;
        accounts: { account_id: string }[];
      }>();
      return {
        url: "/plaid/sandbox/select-accounts",
        body: {
          public_token: token,
          account_ids: accounts.slice(0, 1).map((a) => a.account_id),
        },
      };
    },
  },
  "POST /api/v1/plaid/webhook": {
    public: true,
    // Unsigned (no Plaid-Verification JWT): refused whoever sends it.
    ok: [401],
    request: () => ({
      url: "/plaid/webhook",
      body: {
        webhook_type: "TRANSACTIONS",
        webhook_code: "SYNC_UPDATES_AVAILABLE",
        item_id: "x",
      },
    }),
  },
  "POST /api/v1/plaid/sandbox/fire-webhook": {
    owned: "item",
    ok: [204],
    request: (t) => ({
      url: "/plaid/sandbox/fire-webhook",
      body: { item_id: t.ids.item, webhook_code: "SYNC_UPDATES_AVAILABLE" },
    }),
  },
  "POST /api/v1/plaid/sync-transactions": {
    ok: [200],
    request: () => ({ url: "/plaid/sync-transactions" }),
  },
  "GET /api/v1/plaid/items": {
    ok: [200],
    request: () => ({ url: "/plaid/items" }),
  },
  "POST /api/v1/plaid/items/:id/reconnect": {
    owned: "item",
    ok: [200, 400],
    request: (t) => ({ url: `/plaid/items/${id(t.ids.item)}/reconnect` }),
  },
  "DELETE /api/v1/plaid/items/:id": {
    owned: "item",
    ok: [204],
    order: 8,
    request: (t) => ({ url: `/plaid/items/${id(t.ids.item)}` }),
  },
  "POST /api/v1/plaid/sandbox/public-token": {
    owned: "item",
    ok: [200],
    request: (t) => ({
      url: "/plaid/sandbox/public-token",
      body: {
        item_id: t.ids.item,
        username: "user_good",
        password: "pass_good",
      },
    }),
  },
  "POST /api/v1/plaid/sandbox/reset-login": {
    owned: "item",
    ok: [204],
    order: 4,
    request: (t) => ({
      url: "/plaid/sandbox/reset-login",
      body: { item_id: t.ids.item },
    }),
  },
  "POST /api/v1/plaid/sandbox/refresh": {
    owned: "item",
    ok: [204],
    order: 3,
    request: (t) => ({
      url: "/plaid/sandbox/refresh",
      body: { item_id: t.ids.item },
    }),
  },
};
