import { describe, expect, it } from "vitest";
import type { Clock } from "../../platform/clock";
import { buildTestApp } from "../../../test/build-test-app";
import { loginForm, makeUser, uniqueEmail } from "../../../test/factories";

let now = new Date("2026-03-01T12:00:00.000Z");
const clock: Clock = { now: () => now };
const { app, logs } = await buildTestApp({ clock });

const LOCK_MESSAGE =
  "Too many failed sign-in attempts. Try again in 15 minutes.";

describe("login lockout", () => {
  it("locks an account for 15 minutes after 10 failures, even for the right password, then lets it in", async () => {
    const user = await makeUser(app);
    for (let i = 1; i <= 9; i++)
      expect(
        (await loginForm(app, user.email, `wrong-${String(i)}`)).statusCode,
      ).toBe(401);
    const tenth = await loginForm(app, user.email, "wrong-10");
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ detail: LOCK_MESSAGE });
    expect(tenth.headers["retry-after"]).toBe("900");

    const right = await loginForm(app, user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: LOCK_MESSAGE });

    now = new Date(now.getTime() + 14 * 60_000);
    const stillLocked = await loginForm(
      app,
      user.email.toUpperCase(),
      user.password,
    );
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers["retry-after"]).toBe("60");

    now = new Date(now.getTime() + 61_000);
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      200,
    );
    expect(logs.filter((l) => l.event === "authn_login_lock")).toHaveLength(1);
  });

  it("resets the count after a successful sign-in", async () => {
    const user = await makeUser(app);
    for (let i = 0; i < 9; i++) await loginForm(app, user.email, "wrong");
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 9; i++)
      expect((await loginForm(app, user.email, "wrong")).statusCode).toBe(401);
    expect((await loginForm(app, user.email, user.password)).statusCode).toBe(
      200,
    );
  });

  it("locks unknown emails the same way, so a lock reveals nothing about existence", async () => {
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 9; i++)
      expect((await loginForm(app, email, "wrong")).statusCode).toBe(401);
    const res = await loginForm(app, email, "wrong");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: LOCK_MESSAGE });
  });

  it("lets at most 10 concurrent guesses reach password verification", async () => {
    const user = await makeUser(app);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        loginForm(
          app,
          i % 2 ? user.email : ` ${user.email.toUpperCase()}`,
          `guess-${String(i)}`,
          `127.0.0.${String((i % 50) + 1)}`,
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});

describe("per-IP limit on /auth/login", async () => {
  const limited = await buildTestApp({ limits: { loginPerMinutePerIp: 3 } });

  it("answers 429 with Retry-After past the limit for one address, while another address still gets through", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await loginForm(limited.app, uniqueEmail(), "whatever", "127.0.0.9"))
          .statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await loginForm(
      limited.app,
      uniqueEmail(),
      "whatever",
      "127.0.0.9",
    );
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect(blocked.json<{ detail: string }>().detail).toMatch(
      /^Too many requests\. Try again in \d+ seconds\.$/,
    );
    expect(
      (await loginForm(limited.app, uniqueEmail(), "whatever", "127.0.0.10"))
        .statusCode,
    ).toBe(401);
  });

  it("counts attempts refused as invalid, so malformed forms cannot be sent without bound", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await loginForm(limited.app, "", "whatever", "127.0.0.11")).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422]);
    expect(
      (await loginForm(limited.app, uniqueEmail(), "whatever", "127.0.0.11"))
        .statusCode,
    ).toBe(429);
  });
});
