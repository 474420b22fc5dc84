import { createServer } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { plaidItem, txn } from "../../../test/plaid-fixtures";
import { startPlaidStandIn, type SyncStep } from "../../../test/plaid-stand-in";

const SECRET = "secret-standin-do-not-log";
const standIn = await startPlaidStandIn();
const { app, database, logs } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
  bank: {
    bankProvider: "plaid",
    plaid: {
      clientId: "client-standin",
      secret: SECRET,
      env: "sandbox",
      baseUrl: standIn.url,
    },
  },
});
const api = bankingApi(app);

// Another host a redirect could point at: it must never be asked (the SDK follows no redirects).
let otherHostHits = 0;
const otherHost = createServer((_request, response) => {
  otherHostHits += 1;
  response.end("{}");
});
await new Promise<void>((resolve) => otherHost.listen(0, "127.0.0.1", resolve));
afterAll(
  () =>
    new Promise<void>((resolve) =>
      otherHost.close(() => {
        resolve();
      }),
    ),
);
const otherPort = (otherHost.address() as { port: number }).port;

/** Links one healthy item and one whose first sync answers `step`; syncs; answers the outcome. */
async function syncWithBrokenItem(user: SignedInUser, step: SyncStep) {
  await api.exchange(
    user,
    standIn.addItem(
      plaidItem({
        "": [{ added: [txn("ok1", 4)], next_cursor: "h1", has_more: false }],
      }),
    ),
  );
  await api.exchange(user, standIn.addItem(plaidItem({ "": [step] })));
  const result = await api.syncOk(user);
  const items = await database.db
    .selectFrom("bankItems")
    .select(["status", "lastErrorCode", "cursor"])
    .where("userId", "=", user.id)
    .orderBy("id")
    .execute();
  return { result, items };
}

describe("Plaid failures", () => {
  it.each<[string, SyncStep, string, string]>([
    [
      "429 with Retry-After",
      {
        status: 429,
        error_type: "RATE_LIMIT_EXCEEDED",
        error_code: "TRANSACTIONS_SYNC_LIMIT",
        headers: { "retry-after": "30" },
      },
      "ok",
      "TRANSACTIONS_SYNC_LIMIT",
    ],
    [
      "500 with Plaid's body",
      {
        status: 500,
        error_type: "API_ERROR",
        error_code: "INTERNAL_SERVER_ERROR",
      },
      "ok",
      "INTERNAL_SERVER_ERROR",
    ],
    [
      "500 without a body",
      {
        raw: (reply) => reply.code(500).type("text/html").send("<h1>oops</h1>"),
      },
      "ok",
      "INTERNAL_SERVER_ERROR",
    ],
    [
      "a malformed page",
      { raw: (reply) => reply.code(200).send({ unexpected: true }) },
      "ok",
      "INTERNAL_SERVER_ERROR",
    ],
    [
      "a redirect to another host",
      {
        raw: (reply) =>
          reply.redirect(
            `http://127.0.0.1:${String(otherPort)}/transactions/sync`,
            307,
          ),
      },
      "ok",
      "INTERNAL_SERVER_ERROR",
    ],
    [
      "ITEM_LOGIN_REQUIRED",
      {
        status: 400,
        error_type: "ITEM_ERROR",
        error_code: "ITEM_LOGIN_REQUIRED",
        display_message: "Please sign in again",
      },
      "needs_reauth",
      "ITEM_LOGIN_REQUIRED",
    ],
    [
      "USER_PERMISSION_REVOKED",
      {
        status: 400,
        error_type: "ITEM_ERROR",
        error_code: "USER_PERMISSION_REVOKED",
      },
      "revoked",
      "USER_PERMISSION_REVOKED",
    ],
  ])(
    "records %s on that item and still syncs the other",
    async (_name, step, status, code) => {
      const user = await makeUser(app);
      const { result, items } = await syncWithBrokenItem(user, step);
      expect(result.items.map((i) => i.status)).toEqual(["ok", status]);
      expect(result.items[1]!.error).toBeTruthy();
      expect(result.added).toBe(1);
      expect(items[1]).toEqual({ status, lastErrorCode: code, cursor: null });
      expect(items[0]).toMatchObject({ status: "ok", cursor: "h1" });
    },
  );

  it("shows Plaid's display message and never follows a redirect", async () => {
    const user = await makeUser(app);
    const { result } = await syncWithBrokenItem(user, {
      status: 400,
      error_type: "ITEM_ERROR",
      error_code: "ITEM_LOGIN_REQUIRED",
      display_message: "Please sign in again",
    });
    expect(result.items[1]!.error).toBe("Please sign in again");
    expect(otherHostHits).toBe(0);
  });

  it("creates an update-mode link token for an item that needs a new login", async () => {
    const user = await makeUser(app);
    const item = plaidItem(
      { "": [{ added: [], next_cursor: "u1", has_more: false }] },
      { loginRequired: true },
    );
    await api.exchange(
      user,
      standIn.addItem({ ...item, loginRequired: false }),
    );
    standIn.items.get(item.accessToken)!.loginRequired = true;
    expect((await api.sync(user)).statusCode).toBe(502);
    const [listed] = await api.items(user);
    expect(listed!.status).toBe("needs_reauth");
    const token = await api.send(user, "POST", "/plaid/create-link-token", {
      item_id: listed!.id,
    });
    expect(token.statusCode).toBe(200);
    const request = standIn.requests.findLast(
      (r) => r.path === "/link/token/create",
    );
    expect(request?.body.access_token).toBe(item.accessToken);
    expect(request?.body.products).toBeUndefined();
    // Link succeeded in update mode: the item answers again, so Reconnect marks it ok and syncs.
    standIn.items.get(item.accessToken)!.loginRequired = false;
    const repaired = await api.send(
      user,
      "POST",
      `/plaid/items/${String(listed!.id)}/reconnect`,
    );
    expect(repaired.json()).toMatchObject({ status: "ok", error: null });
  });

  it("never logs the secret or an access token", () => {
    const text = JSON.stringify(logs);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/access-(sandbox|production)-/);
    expect(text).toContain("bank sync failed");
  });

  it("admits Plaid Link's CDN script and frame in the CSP", async () => {
    const response = await app.inject({ url: "/api/v1/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com");
    expect(csp).toContain("frame-src https://cdn.plaid.com");
    expect(csp).toContain("connect-src 'self' https://sandbox.plaid.com");
  });
});
