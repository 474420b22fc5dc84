import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { makeUser } from "../../test/factories";
import { nulCharacterPaths } from "./nul-characters";

const { app } = await buildTestApp();
const user = await makeUser(app);

describe("nulCharacterPaths", () => {
  it("finds every string holding U+0000, by path, and nothing else", () => {
    expect(
      nulCharacterPaths({
        a: "ok",
        b: "x\u0000",
        c: [1, "\u0000", null, { d: "y\u0000z" }],
        e: { f: true },
      }),
    ).toEqual([["b"], ["c", 1], ["c", 3, "d"]]);
    expect(nulCharacterPaths("\u0000")).toEqual([[]]);
  });
});

// PostgreSQL cannot store or even compare text holding NUL: these were 500s there.
describe("a NUL character in input", () => {
  it("answers 422 naming the login field, whatever the form's encoding", async () => {
    const boundary = "----finch";
    const multipart = [
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\na\u0000b@example.com\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\nx\r\n`,
      `--${boundary}--\r\n`,
    ].join("");
    for (const [contentType, payload] of [
      [
        "application/x-www-form-urlencoded",
        "username=a%00b%40example.com&password=x",
      ],
      [`multipart/form-data; boundary=${boundary}`, multipart],
      [
        "application/json",
        '{"username":"a\\u0000b@example.com","password":"x"}',
      ],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { "content-type": contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["body", "username"],
            msg: "Username must not contain a NUL character",
            type: "nul_character",
          },
        ],
      });
    }
  });

  it("answers 422 naming a body field and writes nothing", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/accounts",
      headers: user.auth,
      payload: { name: "Check\u0000ing", current_balance: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body", "name"],
          msg: "Name must not contain a NUL character",
          type: "nul_character",
        },
      ],
    });
    const list = await app.inject({
      url: "/api/v1/accounts",
      headers: user.auth,
    });
    expect(list.json()).toEqual({ accounts: [] });
  });

  it("answers 422 naming a query parameter", async () => {
    const res = await app.inject({
      url: "/api/v1/transactions?q=a%00b",
      headers: user.auth,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["query", "q"],
          msg: "Q must not contain a NUL character",
          type: "nul_character",
        },
      ],
    });
  });
});
