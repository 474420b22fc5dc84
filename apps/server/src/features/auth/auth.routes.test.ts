import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import {
  GOOD_PASSWORD,
  loginForm,
  makeUser,
  uniqueEmail,
} from "../../../test/factories";

const { app, database, logs } = await buildTestApp();

function register(payload: unknown, remoteAddress = "127.0.0.1") {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    payload: payload as object,
    remoteAddress,
  });
}

describe("POST /auth/register", () => {
  it("creates an account with the profile defaults and never returns password material", async () => {
    const email = uniqueEmail();
    const res = await register({
      email,
      password: GOOD_PASSWORD,
      full_name: "Ada Lovelace",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      email,
      full_name: "Ada Lovelace",
      phone_number: null,
      currency: "USD",
      timezone: "UTC",
      is_verified: false,
    });
    expect(JSON.parse(body.notification_preferences as string)).toEqual({
      budgetAlerts: true,
      goalReminders: true,
      weeklyReports: true,
      anomalyDetection: true,
      emailNotifications: true,
      pushNotifications: false,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "created_at",
        "currency",
        "email",
        "full_name",
        "id",
        "is_verified",
        "notification_preferences",
        "phone_number",
        "timezone",
      ].sort(),
    );
    expect(res.body).not.toContain("argon2");
  });

  it("stores the email trimmed and lower-cased, and refuses a second account for it with 409", async () => {
    const email = uniqueEmail("Mixed.Case");
    const first = await register({
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
      full_name: "A",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ email: string }>().email).toBe(email.toLowerCase());
    const again = await register({
      email: email.toLowerCase(),
      password: GOOD_PASSWORD,
      full_name: "B",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "Email already registered" });
  });

  it("stores an argon2id hash, salted differently for two users with the same password", async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const rows = await database.db
      .selectFrom("users")
      .select(["id", "passwordHash"])
      .where("id", "in", [a.id, b.id])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
      expect(row.passwordHash).not.toContain(GOOD_PASSWORD);
    }
    expect(rows[0]?.passwordHash).not.toBe(rows[1]?.passwordHash);
  });

  it("rewrites a hash made below the current parameters at the next sign-in", async () => {
    const user = await makeUser(app);
    const argon2 = (await import("argon2")).default;
    const weak = await argon2.hash(user.password, {
      type: argon2.argon2id,
      memoryCost: 512,
      timeCost: 1,
      parallelism: 1,
    });
    await database.db
      .updateTable("users")
      .set({ passwordHash: weak })
      .where("id", "=", user.id)
      .execute();
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      200,
    );
    const row = await database.db
      .selectFrom("users")
      .select("passwordHash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).not.toBe(weak);
    expect(row.passwordHash).toContain("m=1024,");
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      200,
    );
  });

  it.each([
    [
      { password: GOOD_PASSWORD, full_name: "A" },
      ["body", "email"],
      "Email is required",
      "missing",
    ],
    [
      { email: "not-an-email", password: GOOD_PASSWORD, full_name: "A" },
      ["body", "email"],
      "Enter a valid email address",
      "invalid_format",
    ],
    [
      { email: "a@example.com", full_name: "A" },
      ["body", "password"],
      "Password is required",
      "missing",
    ],
    [
      { email: "a@example.com", password: "Abc12", full_name: "A" },
      ["body", "password"],
      "Password must be at least 6 characters long",
      "too_small",
    ],
    [
      { email: "a@example.com", password: "x".repeat(129), full_name: "A" },
      ["body", "password"],
      "Password must be at most 128 characters long",
      "too_big",
    ],
    [
      { email: "a@example.com", password: GOOD_PASSWORD },
      ["body", "full_name"],
      "Full name is required",
      "missing",
    ],
    [
      { email: "a@example.com", password: GOOD_PASSWORD, full_name: "   " },
      ["body", "full_name"],
      "Full name is required",
      "too_small",
    ],
    [
      {
        email: "a@example.com",
        password: GOOD_PASSWORD,
        full_name: "x".repeat(101),
      },
      ["body", "full_name"],
      "Full name must be at most 100 characters long",
      "too_big",
    ],
    [
      { email: 42, password: GOOD_PASSWORD, full_name: "A" },
      ["body", "email"],
      "Email is required",
      "invalid_type",
    ],
  ])("answers 422 naming the field for %j", async (payload, loc, msg, type) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc, msg, type }] });
  });

  it("refuses a password from the common-password list, whatever its case", async () => {
    for (const password of ["password1", "Qwertyuiop", "ILOVEYOU"]) {
      const res = await register({
        email: uniqueEmail(),
        password,
        full_name: "A",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["body", "password"],
            msg: "This password is too common. Choose a less common one.",
            type: "common_password",
          },
        ],
      });
    }
  });

  it("accepts a 6-character password counted in code points, and compares it exactly as typed", async () => {
    const password = " ünï😀x ";
    const user = await makeUser(app, { password });
    expect((await loginForm(app, user.email, password)).statusCode).toBe(200);
    expect((await loginForm(app, user.email, password.trim())).statusCode).toBe(
      401,
    );
    expect(
      (await loginForm(app, user.email, password.toUpperCase())).statusCode,
    ).toBe(401);
  });

  it("names every wrong field in one answer: the schema's, a common password and a taken email", async () => {
    const taken = uniqueEmail();
    await register({ email: taken, password: GOOD_PASSWORD, full_name: "A" });

    const res = await register({
      email: taken,
      password: "password123",
      full_name: "",
    });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body", "full_name"],
          msg: "Full name is required",
          type: "too_small",
        },
        {
          loc: ["body", "password"],
          msg: "This password is too common. Choose a less common one.",
          type: "common_password",
        },
        {
          loc: ["body", "email"],
          msg: "Email already registered",
          type: "already_registered",
        },
      ],
    });
  });

  it("reports a malformed email and a short password together", async () => {
    const res = await register({
      email: "nope",
      password: "abc",
      full_name: "B",
    });
    expect(res.statusCode).toBe(422);
    expect(
      res.json<{ detail: { loc: string[] }[] }>().detail.map((e) => e.loc[1]),
    ).toEqual(["email", "password"]);
  });

  it("logs a registration as a security event without the password", async () => {
    const email = uniqueEmail();
    await register({
      email,
      password: "Unique-Canary-Pass-77",
      full_name: "A",
    });
    expect(
      logs.some((l) => l.event === "authn_register" && l.outcome === "success"),
    ).toBe(true);
    expect(JSON.stringify(logs)).not.toContain("Unique-Canary-Pass-77");
  });
});

describe("POST /auth/login", () => {
  it("logs failed and successful sign-ins as security events, never with the password", async () => {
    const user = await makeUser(app);
    await loginForm(app, user.email, "Canary-Wrong-Password-99");
    const failure = logs.find(
      (l) => l.event === "authn_login_fail" && l.userId === user.id,
    );
    expect(failure).toMatchObject({ outcome: "failure", ip: "127.0.0.1" });
    expect(
      logs.some(
        (l) => l.event === "authn_login_success" && l.userId === user.id,
      ),
    ).toBe(true);
    expect(JSON.stringify(logs)).not.toContain("Canary-Wrong-Password-99");
    expect(JSON.stringify(logs)).not.toContain(user.token);
  });

  it("accepts a multipart form and answers a bearer token", async () => {
    const user = await makeUser(app);
    const boundary = "----finch";
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${user.email}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${user.password}\r\n`,
      `--${boundary}--\r\n`,
    ].join("");
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json<{ access_token: string; token_type: string }>();
    expect(json.token_type).toBe("bearer");
    expect(json.access_token.split(".")).toHaveLength(3);
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { authorization: `Bearer ${json.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ email: string }>().email).toBe(user.email);
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const user = await makeUser(app);
    const res = await loginForm(
      app,
      `  ${user.email.toUpperCase()}  `,
      user.password,
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers unknown emails and wrong passwords with the same 401 body", async () => {
    const user = await makeUser(app);
    const wrong = await loginForm(app, user.email, "Not-The-Password-1");
    const unknown = await loginForm(
      app,
      uniqueEmail("nobody"),
      "Not-The-Password-1",
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe('{"detail":"Incorrect email or password"}');
    expect(unknown.body).toBe(wrong.body);
  });

  it("issues a different token at every sign-in", async () => {
    const user = await makeUser(app);
    const a = (await loginForm(app, user.email, user.password)).json<{
      access_token: string;
    }>();
    const b = (await loginForm(app, user.email, user.password)).json<{
      access_token: string;
    }>();
    expect(a.access_token).not.toBe(b.access_token);
  });

  it("answers 422 naming the missing field", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=a%40example.com",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body", "password"],
          msg: "Password is required",
          type: "missing",
        },
      ],
    });
  });
});
