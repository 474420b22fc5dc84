import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** A password that is not on the common-password list. */
export const GOOD_PASSWORD = "Sunlit-Harbor-42";

/** A registered user and a token for it. */
export interface SignedInUser {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** A unique email for a test. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Posts the login form as urlencoded text, the way an OAuth2 client does. */
export function loginForm(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = "127.0.0.1",
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });
}

/** Registers a user through the API and signs in, returning the token. */
export async function makeUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; fullName?: string } = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const registered = await app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    payload: { email, password, full_name: overrides.fullName ?? "Test User" },
  });
  if (registered.statusCode !== 201)
    throw new Error(
      `register failed: ${registered.statusCode} ${registered.body}`,
    );
  const login = await loginForm(app, email, password);
  if (login.statusCode !== 200)
    throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const token = login.json<{ access_token: string }>().access_token;
  return {
    id: registered.json<{ id: number }>().id,
    email,
    password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
