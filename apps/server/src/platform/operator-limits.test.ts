import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import {
  GOOD_PASSWORD,
  loginForm,
  makeUser,
  uniqueEmail,
  type SignedInUser,
} from "../../test/factories";
import { loadConfig } from "./config";

/** An app whose limits come from `env`, read the way the server reads its environment. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), "finch-limits-"));
  const { limits } = loadConfig(env, dir);
  return (await buildTestApp({ limits })).app;
}

async function statuses(
  times: number,
  send: () => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await send()).statusCode);
  return seen;
}

const get = (app: FastifyInstance, user: SignedInUser, url: string) =>
  app.inject({ url: `/api/v1${url}`, headers: user.auth });
const post = (
  app: FastifyInstance,
  user: SignedInUser,
  url: string,
  payload?: object,
) =>
  app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });

describe("limits an operator sets in the environment", () => {
  it("RATE_LIMIT_REGISTER_PER_HOUR and RATE_LIMIT_LOGIN_PER_MINUTE limit each address", async () => {
    const app = await appWith({
      RATE_LIMIT_REGISTER_PER_HOUR: "2",
      RATE_LIMIT_LOGIN_PER_MINUTE: "3",
    });
    const register = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        remoteAddress: "127.0.5.1",
        payload: {
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
          full_name: "R",
        },
      });
    expect(await statuses(3, register)).toEqual([201, 201, 429]);
    const login = () => loginForm(app, uniqueEmail(), "wrong", "127.0.5.2");
    expect(await statuses(4, login)).toEqual([401, 401, 401, 429]);
  });

  it("LOGIN_LOCK_FAILURES and LOGIN_LOCK_MINUTES set the lockout", async () => {
    const app = await appWith({
      LOGIN_LOCK_FAILURES: "3",
      LOGIN_LOCK_MINUTES: "2",
    });
    const user = await makeUser(app);
    const attempt = (password: string) =>
      loginForm(app, user.email, password, "127.0.5.3");
    expect(await statuses(2, () => attempt("wrong"))).toEqual([401, 401]);
    const third = await attempt("wrong");
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("120");
    expect(third.json()).toEqual({
      detail: "Too many failed sign-in attempts. Try again in 2 minutes.",
    });
    expect((await attempt(user.password)).statusCode).toBe(429);
  });

  it("RATE_LIMIT_USER_PER_MINUTE counts a signed-in user, RATE_LIMIT_IP_PER_MINUTE an address without a token", async () => {
    const app = await appWith({
      RATE_LIMIT_USER_PER_MINUTE: "4",
      RATE_LIMIT_IP_PER_MINUTE: "2",
    });
    const user = await makeUser(app);
    expect(await statuses(5, () => get(app, user, "/users/me"))).toEqual([
      200, 200, 200, 200, 429,
    ]);
    // The one public route under the global limit: a webhook, here a malformed one (422).
    const webhook = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/plaid/webhook",
        remoteAddress: "127.0.5.4",
        payload: {},
      });
    expect(await statuses(3, webhook)).toEqual([422, 422, 429]);
  });

  it("RATE_LIMIT_SYNC_PER_MINUTE, RATE_LIMIT_CHAT_PER_MINUTE and RATE_LIMIT_EXPORT_PER_HOUR limit each user", async () => {
    const app = await appWith({
      RATE_LIMIT_SYNC_PER_MINUTE: "2",
      RATE_LIMIT_CHAT_PER_MINUTE: "3",
      RATE_LIMIT_EXPORT_PER_HOUR: "1",
    });
    const user = await makeUser(app);
    expect(
      await statuses(3, () => post(app, user, "/plaid/sync-transactions")),
    ).toEqual([200, 200, 429]);
    const chat = () =>
      post(app, user, "/ai/chat", { message: "What's my net worth?" });
    expect(await statuses(4, chat)).toEqual([200, 200, 200, 429]);
    expect(
      await statuses(2, () => get(app, user, "/users/export-data")),
    ).toEqual([200, 429]);
  });
});
