import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";

const { app } = await buildTestApp();

const VALID = {
  full_name: "Grace Hopper",
  phone_number: "+1 (555) 010-2030",
  currency: "EUR",
  timezone: "Europe/Paris",
  notification_preferences: JSON.stringify({
    budgetAlerts: false,
    goalReminders: true,
    weeklyReports: false,
    anomalyDetection: true,
    emailNotifications: false,
    pushNotifications: true,
  }),
};

function put(user: SignedInUser | undefined, payload: object) {
  return app.inject({
    method: "PUT",
    url: "/api/v1/users/me",
    headers: user ? user.auth : {},
    payload,
  });
}

async function me(user: SignedInUser) {
  const res = await app.inject({
    method: "GET",
    url: "/api/v1/users/me",
    headers: user.auth,
  });
  return res.json<Record<string, unknown>>();
}

describe("PUT /users/me", () => {
  it("saves every field and GET /users/me returns the saved profile", async () => {
    const user = await makeUser(app);
    const res = await put(user, VALID);
    expect(res.statusCode).toBe(200);
    const expected = {
      id: user.id,
      email: user.email,
      full_name: "Grace Hopper",
      phone_number: "+1 (555) 010-2030",
      currency: "EUR",
      timezone: "Europe/Paris",
      notification_preferences: VALID.notification_preferences,
    };
    expect(res.json()).toMatchObject(expected);
    expect(await me(user)).toMatchObject(expected);
    expect(res.body).not.toMatch(/password|hash|token_version/i);
  });

  it("ignores an email in the body: the email cannot be changed", async () => {
    const user = await makeUser(app);
    const res = await put(user, { ...VALID, email: "attacker@example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email });
    expect(await me(user)).toMatchObject({ email: user.email });
  });

  it("ignores fields that are not the profile's (id, token version, password hash, verification)", async () => {
    const user = await makeUser(app);
    const res = await put(user, {
      ...VALID,
      id: 999_999,
      token_version: 7,
      password_hash: "x",
      is_verified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ id: user.id, is_verified: false });
    // The token still works, so the token version did not move.
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/v1/users/me",
          headers: user.auth,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("trims the name, stores an empty or missing phone as null", async () => {
    const user = await makeUser(app);
    expect(
      (
        await put(user, { ...VALID, full_name: "  Ada  ", phone_number: "  " })
      ).json<{ full_name: string; phone_number: string | null }>(),
    ).toMatchObject({ full_name: "Ada", phone_number: null });
    // Left out of the JSON sent.
    const withoutPhone = { ...VALID, phone_number: undefined };
    expect((await put(user, withoutPhone)).json()).toMatchObject({
      phone_number: null,
    });
  });

  it("drops unknown preference keys, fills missing ones with their defaults and stores canonical text", async () => {
    const user = await makeUser(app);
    const res = await put(user, {
      ...VALID,
      notification_preferences: '{"pushNotifications":true,"smsAlerts":true}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ notification_preferences: string }>()).toMatchObject({
      notification_preferences: JSON.stringify({
        budgetAlerts: true,
        goalReminders: true,
        weeklyReports: true,
        anomalyDetection: true,
        emailNotifications: true,
        pushNotifications: true,
      }),
    });
  });

  it("accepts a 100-character name, a 32-character phone, and every currency and time zone", async () => {
    const user = await makeUser(app);
    expect(
      (
        await put(user, {
          ...VALID,
          full_name: "n".repeat(100),
          phone_number: "1".repeat(32),
        })
      ).statusCode,
    ).toBe(200);
    for (const currency of ["USD", "EUR", "GBP", "CAD", "AUD", "JPY"])
      expect((await put(user, { ...VALID, currency })).statusCode).toBe(200);
    for (const timezone of [
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Los_Angeles",
      "Europe/London",
      "Europe/Paris",
      "Asia/Tokyo",
      "UTC",
      // Beyond the contract's eight, any IANA zone (issue 27): one per currency region at least.
      "Australia/Sydney",
      "America/Toronto",
      "Asia/Kolkata",
      "America/Argentina/Buenos_Aires",
    ])
      expect((await put(user, { ...VALID, timezone })).statusCode).toBe(200);
    expect(await me(user)).toMatchObject({
      timezone: "America/Argentina/Buenos_Aires",
    });
  });

  it.each([
    ["full_name", { full_name: "" }, "Full name is required"],
    ["full_name", { full_name: "   " }, "Full name is required"],
    [
      "full_name",
      { full_name: "n".repeat(101) },
      "Full name must be at most 100 characters long",
    ],
    ["full_name", { full_name: undefined }, "Full name is required"],
    [
      "phone_number",
      { phone_number: "1".repeat(33) },
      "Phone number must be at most 32 characters long",
    ],
    [
      "phone_number",
      { phone_number: "call me maybe" },
      "Phone number may contain only digits, spaces and + ( ) - .",
    ],
    [
      "currency",
      { currency: "BTC" },
      "Currency must be one of: USD, EUR, GBP, CAD, AUD, JPY",
    ],
    ["currency", { currency: undefined }, "Currency is required"],
    [
      "timezone",
      { timezone: "Mars/Olympus" },
      "Time zone must be an IANA time zone such as Europe/Paris",
    ],
    [
      "timezone",
      { timezone: "Europe/../../etc" },
      "Time zone must be an IANA time zone such as Europe/Paris",
    ],
    ["timezone", { timezone: undefined }, "Time zone is required"],
    [
      "notification_preferences",
      { notification_preferences: "{not json" },
      "Notification preferences must be JSON text",
    ],
    [
      "notification_preferences",
      { notification_preferences: "[true]" },
      "Notification preferences must be a JSON object",
    ],
    [
      "notification_preferences",
      { notification_preferences: '{"budgetAlerts":"yes"}' },
      "budgetAlerts must be true or false",
    ],
    [
      "notification_preferences",
      { notification_preferences: undefined },
      "Notification preferences text is required",
    ],
  ])("answers 422 naming %s for %j", async (field, change, message) => {
    const user = await makeUser(app);
    const before = await me(user);
    const res = await put(user, { ...VALID, ...change });
    expect(res.statusCode).toBe(422);
    const detail = res.json<{ detail: { loc: string[]; msg: string }[] }>()
      .detail;
    expect(detail).toContainEqual(
      expect.objectContaining({ loc: ["body", field], msg: message }),
    );
    expect(await me(user)).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    const res = await put(undefined, VALID);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
  });

  it("changes only the caller's profile", async () => {
    const [alice, bob] = [await makeUser(app), await makeUser(app)];
    const bobBefore = await me(bob);
    await put(alice, VALID);
    expect(await me(bob)).toEqual(bobBefore);
  });
});
