import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";

const { app } = await buildTestApp();
const api = bankingApi(app);

describe("banking input, ownership and limits", () => {
  it.each([
    [{}, ["body", "public_token"], "Public token is required", "missing"],
    [
      { public_token: "" },
      ["body", "public_token"],
      "Public token is required",
      "too_small",
    ],
    [
      { public_token: 42 },
      ["body", "public_token"],
      "Public token must be text",
      "invalid_type",
    ],
    [
      { public_token: "x".repeat(501) },
      ["body", "public_token"],
      "Public token must be at most 500 characters long",
      "too_big",
    ],
  ])(
    "answers 422 for the exchange body %j",
    async (payload, loc, msg, type) => {
      const user = await makeUser(app);
      const response = await api.send(
        user,
        "POST",
        "/plaid/exchange-public-token",
        payload,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: [{ loc, msg, type }] });
    },
  );

  it("answers 422 for a malformed item id and an unknown sandbox institution", async () => {
    const user = await makeUser(app);
    const bad = await api.send(user, "DELETE", "/plaid/items/abc");
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: { loc: unknown[] }[] }>().detail[0]?.loc).toEqual(
      ["path", "id"],
    );
    const unknown = await api.send(
      user,
      "POST",
      "/plaid/sandbox/public-token",
      { institution_id: "ins_1" },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: [
        {
          loc: ["body", "institution_id"],
          msg: "Institution must be one of: ins_109508, ins_109509, ins_109511",
          type: "enum",
        },
      ],
    });
  });

  it.each([
    [
      "wrong password",
      { username: "user_good", password: "nope" },
      "The provided credentials were not correct. Please try again.",
    ],
    [
      "a locked item",
      { username: "user_good", password: "error_ITEM_LOCKED" },
      "The bank reported item locked. Please try again later.",
    ],
  ])(
    "refuses %s in the sandbox dialog with the bank's message",
    async (_name, body, detail) => {
      const user = await makeUser(app);
      const response = await api.send(
        user,
        "POST",
        "/plaid/sandbox/public-token",
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    },
  );

  it("answers 404 for another user's item on every item route", async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    await api.link(owner);
    const [item] = await api.items(owner);
    const id = item!.id;
    const attempts = [
      api.send(other, "DELETE", `/plaid/items/${String(id)}`),
      api.send(other, "POST", `/plaid/items/${String(id)}/reconnect`),
      api.send(other, "POST", "/plaid/create-link-token", { item_id: id }),
      api.send(other, "POST", "/plaid/sandbox/reset-login", { item_id: id }),
      api.send(other, "POST", "/plaid/sandbox/refresh", { item_id: id }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Bank item not found" });
    }
    expect(await api.items(other)).toEqual([]);
    expect(await api.items(owner)).toHaveLength(1);
  });

  it("requires a token on every route", async () => {
    for (const [method, path] of [
      ["POST", "/plaid/create-link-token"],
      ["POST", "/plaid/exchange-public-token"],
      ["POST", "/plaid/sync-transactions"],
      ["GET", "/plaid/items"],
      ["DELETE", "/plaid/items/1"],
      ["POST", "/plaid/sandbox/public-token"],
    ] as const) {
      const response = await api.send(undefined, method, path);
      expect(response.statusCode, path).toBe(401);
    }
  });

  it("limits syncs to 6 a minute per user", async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    for (let n = 0; n < 6; n += 1)
      expect((await api.sync(user)).statusCode).toBe(200);
    const limited = await api.sync(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json<{ detail: string }>().detail).toMatch(
      /^Too many requests\. Try again in \d+ seconds\.$/,
    );
    // Another user is counted separately.
    expect((await api.sync(other)).statusCode).toBe(200);
  });
});
