import {
  tokenResponseSchema,
  userProfileResponseSchema,
} from "@finch/contracts";
import type { Timezone } from "@finch/domain";
import { apiRequest } from "../shared/api-client";
import { setAccessToken } from "../shared/auth-token";

/** A password the server's policy accepts (long enough, not a common one). */
export const TEST_PASSWORD = "Sunlit-Harbor-42";

/** An address no other test uses, so every test owns its user. */
export function uniqueEmail(): string {
  return `user-${crypto.randomUUID()}@example.com`;
}

/** Credentials of a user that exists on the test API. */
export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

/** Registers a user through the real API. */
export async function registerUser(
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user: TestUser = {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    fullName: "Ada Lovelace",
    ...overrides,
  };
  await apiRequest("/auth/register", {
    method: "POST",
    body: {
      email: user.email,
      password: user.password,
      full_name: user.fullName,
    },
  });
  return user;
}

/** Registers a user and stores a real token for them, as a successful sign-in would. */
export async function signInNewUser(
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = await registerUser(overrides);
  const form = new FormData();
  form.append("username", user.email);
  form.append("password", user.password);
  const { access_token: token } = await apiRequest("/auth/login", {
    method: "POST",
    body: form,
    schema: tokenResponseSchema,
  });
  setAccessToken(token);
  return user;
}

/** Changes the signed-in user's profile time zone through the API, keeping the rest. */
export async function setProfileTimeZone(timezone: Timezone): Promise<void> {
  const me = await apiRequest("/users/me", {
    schema: userProfileResponseSchema,
  });
  await apiRequest("/users/me", {
    method: "PUT",
    body: {
      full_name: me.full_name,
      phone_number: me.phone_number,
      currency: me.currency,
      timezone,
      notification_preferences: me.notification_preferences,
    },
  });
}
