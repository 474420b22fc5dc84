import { SignJWT, base64url } from "jose";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";

let now = new Date("2026-06-01T08:00:00.000Z");
const { app, database, config } = await buildTestApp({
  clock: { now: () => now },
});

function me(authorization?: string) {
  return app.inject({
    method: "GET",
    url: "/api/v1/users/me",
    headers: authorization ? { authorization } : {},
  });
}

async function sign(
  claims: Record<string, unknown>,
  options: {
    secret?: Uint8Array;
    header?: Record<string, unknown>;
    exp?: number;
    iat?: number;
  } = {},
) {
  const iat = options.iat ?? Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: 0, ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", ...options.header })
    .setIssuer("finch")
    .setAudience("finch-api")
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 3600)
    .sign(options.secret ?? config.jwtSecret);
}

describe("GET /users/me", () => {
  it("returns the signed-in profile and nothing secret", async () => {
    const user = await makeUser(app, { fullName: "Grace Hopper" });
    const res = await me(user.auth.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: "Grace Hopper",
      currency: "USD",
      timezone: "UTC",
    });
    expect(res.body).not.toMatch(/password|hash|token_version|argon2/i);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["no header", undefined],
    ["an empty bearer", "Bearer "],
    ["a non-bearer scheme", "Basic dXNlcjpwYXNz"],
    ["garbage", "Bearer not.a.jwt"],
  ])("answers 401 Not authenticated for %s", async (_name, header) => {
    const res = await me(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
  });

  it("refuses forged, expired, mis-addressed and key-selecting tokens", async () => {
    const user = await makeUser(app);
    const sub = String(user.id);
    const [header, payload] = user.token.split(".") as [string, string, string];
    const noneHeader = base64url.encode(
      JSON.stringify({ alg: "none", typ: "JWT" }),
    );
    const forged = [
      `${noneHeader}.${payload}.`,
      `${header}.${payload}.${base64url.encode("x".repeat(32))}`,
      `${header}.${base64url.encode(JSON.stringify({ sub: "1", ver: 0 }))}.${user.token.split(".")[2] ?? ""}`,
      await sign(
        { sub },
        {
          secret: new TextEncoder().encode(
            "another-instance-secret-32-bytes-long!!",
          ),
        },
      ),
      await sign(
        { sub },
        {
          iat: Math.floor(now.getTime() / 1000) - 7200,
          exp: Math.floor(now.getTime() / 1000) - 120,
        },
      ),
      await sign({ sub }, { header: { typ: "at+jwt" } }),
      await sign({ sub }, { header: { kid: "other" } }),
      await sign({ sub }, { header: { jku: "http://127.0.0.1:1/keys" } }),
      await sign({ sub: "not-a-number" }),
      await sign({ sub: "999999" }),
      await sign({ sub, ver: 1 }),
      await new SignJWT({ sub, ver: 0 })
        .setProtectedHeader({ alg: "HS512", typ: "JWT" })
        .setIssuer("finch")
        .setAudience("finch-api")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(config.jwtSecret),
      await new SignJWT({ sub, ver: 0 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer("someone-else")
        .setAudience("finch-api")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(config.jwtSecret),
      await new SignJWT({ sub, ver: 0 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer("finch")
        .setAudience("other-api")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(config.jwtSecret),
    ];
    for (const token of forged) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ detail: "Not authenticated" });
    }
    expect((await me(user.auth.authorization)).statusCode).toBe(200);
  });

  it("accepts a token until 12 hours after sign-in (plus 60 s skew), not after", async () => {
    const user = await makeUser(app);
    const start = now;
    now = new Date(start.getTime() + 12 * 3600_000 + 59_000);
    expect((await me(user.auth.authorization)).statusCode).toBe(200);
    now = new Date(start.getTime() + 12 * 3600_000 + 61_000);
    expect((await me(user.auth.authorization)).statusCode).toBe(401);
    now = start;
  });

  it("refuses every older token once the token version moves on", async () => {
    const user = await makeUser(app);
    await database.db
      .updateTable("users")
      .set({ tokenVersion: 1 })
      .where("id", "=", user.id)
      .execute();
    expect((await me(user.auth.authorization)).statusCode).toBe(401);
  });

  it("refuses the token of a deleted user", async () => {
    const user = await makeUser(app);
    await database.db.deleteFrom("users").where("id", "=", user.id).execute();
    expect((await me(user.auth.authorization)).statusCode).toBe(401);
  });
});
