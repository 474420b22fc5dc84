import { createHash } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { plaidItem, txn } from "../../../test/plaid-fixtures";
import { startPlaidStandIn } from "../../../test/plaid-stand-in";

const standIn = await startPlaidStandIn();
const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
  bank: {
    bankProvider: "plaid",
    plaid: { clientId: "c", secret: "s", env: "sandbox", baseUrl: standIn.url },
  },
});
const api = bankingApi(app);
const { publicKey, privateKey } = await generateKeyPair("ES256");
standIn.webhookKeys.set("kid-1", await exportJWK(publicKey));
const stranger = await generateKeyPair("ES256");

async function signed(
  body: object,
  options: {
    iatOffsetS?: number;
    kid?: string;
    key?: Parameters<SignJWT["sign"]>[0];
    hashOf?: string;
  } = {},
) {
  const raw = JSON.stringify(body);
  const jwt = await new SignJWT({
    request_body_sha256: createHash("sha256")
      .update(options.hashOf ?? raw)
      .digest("hex"),
  })
    .setProtectedHeader({
      alg: "ES256",
      kid: options.kid ?? "kid-1",
      typ: "JWT",
    })
    .setIssuedAt(Math.floor(Date.now() / 1000) + (options.iatOffsetS ?? 0))
    .sign(options.key ?? privateKey);
  return { raw, jwt };
}

function deliver(raw: string, jwt: string | undefined) {
  return app.inject({
    method: "POST",
    url: "/api/v1/plaid/webhook",
    headers: {
      "content-type": "application/json",
      ...(jwt ? { "plaid-verification": jwt } : {}),
    },
    payload: raw,
  });
}

async function linkedItem(delayMs = 0) {
  const user = await makeUser(app);
  const item = plaidItem({
    "": [
      { added: [txn("w1", 5)], next_cursor: "w1", has_more: false, delayMs },
    ],
    w1: [{ added: [], next_cursor: "w1", has_more: false }],
  });
  await api.exchange(user, standIn.addItem(item));
  return { user, item };
}

const syncCalls = (accessToken: string) =>
  standIn.requests.filter(
    (r) =>
      r.path === "/transactions/sync" && r.body.access_token === accessToken,
  ).length;

async function until(check: () => Promise<boolean>) {
  for (let n = 0; n < 100; n += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out");
}

describe("Plaid webhooks", () => {
  it("syncs the item on SYNC_UPDATES_AVAILABLE: deliveries during a sync queue exactly one more", async () => {
    const { user, item } = await linkedItem(400);
    const body = {
      webhook_type: "TRANSACTIONS",
      webhook_code: "SYNC_UPDATES_AVAILABLE",
      item_id: item.itemId,
      initial_update_complete: true,
    };
    const { raw, jwt } = await signed(body);
    expect((await deliver(raw, jwt)).json()).toEqual({ received: true });
    // The queued sync is running (the stand-in holds its first page for 400 ms)...
    await until(() => Promise.resolve(syncCalls(item.accessToken) >= 1));
    // ...when four more deliveries arrive: one more sync is queued after it, the rest merge.
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => deliver(raw, jwt)),
    );
    for (const response of responses)
      expect(response.json()).toEqual({ received: true });
    await app.jobs.settled();
    expect(syncCalls(item.accessToken)).toBe(2);
    const rows = await database.db
      .selectFrom("transactions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      "no signature",
      (b: object) =>
        Promise.resolve({ raw: JSON.stringify(b), jwt: undefined }),
    ],
    [
      "a body hash that does not match",
      (b: object) => signed(b, { hashOf: "{}" }),
    ],
    [
      "an iat older than 5 minutes",
      (b: object) => signed(b, { iatOffsetS: -301 }),
    ],
    ["an unknown kid", (b: object) => signed(b, { kid: "kid-unknown" })],
    [
      "another key's signature",
      (b: object) => signed(b, { key: stranger.privateKey }),
    ],
  ])("refuses %s with 401 and does nothing", async (_name, make) => {
    const { user, item } = await linkedItem();
    const { raw, jwt } = await make({
      webhook_type: "ITEM",
      webhook_code: "USER_PERMISSION_REVOKED",
      item_id: item.itemId,
    });
    const response = await deliver(raw, jwt);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "Invalid webhook signature" });
    expect((await api.items(user))[0]!.status).toBe("ok");
  });

  it("turns item webhooks into statuses: errors, revocation, repair", async () => {
    const { user, item } = await linkedItem();
    const send = async (body: object) => {
      const { raw, jwt } = await signed({ item_id: item.itemId, ...body });
      expect((await deliver(raw, jwt)).statusCode).toBe(200);
      return (await api.items(user))[0]!.status;
    };
    expect(
      await send({
        webhook_type: "ITEM",
        webhook_code: "ERROR",
        error: { error_code: "ITEM_LOGIN_REQUIRED", error_type: "ITEM_ERROR" },
      }),
    ).toBe("needs_reauth");
    expect(
      await send({ webhook_type: "ITEM", webhook_code: "LOGIN_REPAIRED" }),
    ).toBe("ok");
    expect(
      await send({ webhook_type: "ITEM", webhook_code: "PENDING_EXPIRATION" }),
    ).toBe("needs_reauth");
    expect(
      await send({
        webhook_type: "ITEM",
        webhook_code: "USER_PERMISSION_REVOKED",
      }),
    ).toBe("revoked");
    expect(
      await send({
        webhook_type: "TRANSACTIONS",
        webhook_code: "DEFAULT_UPDATE",
      }),
    ).toBe("revoked");
  });

  it("answers 422 for a malformed body", async () => {
    const response = await deliver("{not json", undefined);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ["body"], msg: "Body must be valid JSON", type: "json_invalid" },
      ],
    });
  });
});
