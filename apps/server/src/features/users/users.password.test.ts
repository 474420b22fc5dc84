import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import {
  loginForm,
  makeUser,
  type SignedInUser,
} from "../../../test/factories";

const { app, logs } = await buildTestApp();
const NEW_PASSWORD = "Quiet-Lantern-Meadow-7";

function change(
  authorization: string | undefined,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: "PUT",
    url: "/api/v1/users/change-password",
    headers: authorization ? { authorization } : {},
    payload,
  });
}

async function status(token: string): Promise<number> {
  const res = await app.inject({
    method: "GET",
    url: "/api/v1/users/me",
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

async function tokenFor(user: SignedInUser): Promise<string> {
  const res = await loginForm(app, user.email, user.password);
  return res.json<{ access_token: string }>().access_token;
}

describe("PUT /users/change-password", () => {
  it("refuses the current password as the new one, and the old token keeps working", async () => {
    const user = await makeUser(app);
    const res = await change(user.auth.authorization, {
      current_password: user.password,
      new_password: user.password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body", "new_password"],
          msg: "New password must be different from the current password",
          type: "unchanged",
        },
      ],
    });
    expect(await status(user.token)).toBe(200);
  });

  it("answers 422 naming the body when there is none, or it is not an object", async () => {
    const user = await makeUser(app);
    for (const payload of [undefined, "null", "[]"]) {
      const res = await app.inject({
        method: "PUT",
        url: "/api/v1/users/change-password",
        headers: {
          authorization: user.auth.authorization,
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json" }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(422);
      expect(
        res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc[0],
      ).toBe("body");
    }
  });

  it("revokes every older token and answers a fresh one that works", async () => {
    const user = await makeUser(app);
    const tokens = [user.token, await tokenFor(user), await tokenFor(user)];
    for (const token of tokens) expect(await status(token)).toBe(200);

    const res = await change(`Bearer ${tokens[1] ?? ""}`, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; token_type: string }>();
    expect(body.token_type).toBe("bearer");

    for (const token of tokens) expect(await status(token)).toBe(401);
    expect(await status(body.access_token)).toBe(200);

    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      401,
    );
    expect((await loginForm(app, user.email, NEW_PASSWORD)).statusCode).toBe(
      200,
    );
    expect(
      logs.filter(
        (l) =>
          l.event === "authn_password_change" &&
          l.userId === user.id &&
          l.outcome === "success",
      ),
    ).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(NEW_PASSWORD);
  });

  it("answers 400 'Current password is incorrect' and changes nothing", async () => {
    const user = await makeUser(app);
    const res = await change(user.auth.authorization, {
      current_password: "not-my-password",
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Current password is incorrect" });
    expect(await status(user.token)).toBe(200);
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      200,
    );
    expect(
      logs.filter(
        (l) =>
          l.event === "authn_password_change" &&
          l.userId === user.id &&
          l.outcome === "failure",
      ),
    ).toHaveLength(1);
  });

  it("counts a wrong current password as a failed sign-in toward the lockout", async () => {
    const user = await makeUser(app);
    for (let i = 0; i < 5; i++)
      await change(user.auth.authorization, {
        current_password: "wrong",
        new_password: NEW_PASSWORD,
      });
    for (let i = 0; i < 4; i++)
      expect((await loginForm(app, user.email, "wrong")).statusCode).toBe(401);
    // The tenth failure locks the email for sign-in and for password changes alike.
    const tenth = await change(user.auth.authorization, {
      current_password: "wrong",
      new_password: NEW_PASSWORD,
    });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.headers["retry-after"]).toBe("900");
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      429,
    );
    const locked = await change(user.auth.authorization, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
  });

  it.each([
    ["shorter than 6", "abcde", "Password must be at least 6 characters long"],
    [
      "longer than 128",
      "x".repeat(129),
      "Password must be at most 128 characters long",
    ],
    [
      "on the common-password list",
      "password123",
      "This password is too common. Choose a less common one.",
    ],
  ])(
    "answers 422 when the new password is %s",
    async (_name, newPassword, message) => {
      const user = await makeUser(app);
      const res = await change(user.auth.authorization, {
        current_password: user.password,
        new_password: newPassword,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          expect.objectContaining({
            loc: ["body", "new_password"],
            msg: message,
          }),
        ],
      });
      expect(await status(user.token)).toBe(200);
    },
  );

  it("accepts exactly 6 and exactly 128 characters", async () => {
    for (const password of ["Zq7#kW", "y".repeat(127) + "Z"]) {
      const user = await makeUser(app);
      const res = await change(user.auth.authorization, {
        current_password: user.password,
        new_password: password,
      });
      expect(res.statusCode, password).toBe(200);
    }
  });

  it.each([
    [{ new_password: NEW_PASSWORD }, "current_password"],
    [{ current_password: "", new_password: NEW_PASSWORD }, "current_password"],
    [{ current_password: "x" }, "new_password"],
  ])("answers 422 for a missing field %j", async (payload, field) => {
    const user = await makeUser(app);
    const res = await change(user.auth.authorization, payload);
    expect(res.statusCode).toBe(422);
    expect(
      res.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc),
    ).toContainEqual(["body", field]);
  });

  it("answers 401 without a token", async () => {
    const res = await change(undefined, {
      current_password: "x",
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});
