import { userProfileResponseSchema } from "@finch/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TEST_PASSWORD,
  registerUser,
  signInNewUser,
  uniqueEmail,
} from "../test/factories";
import { ApiError, LOGIN_PATH, apiRequest, errorMessageOf } from "./api-client";
import { getAccessToken, setAccessToken } from "./auth-token";

describe("apiRequest", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("sends the stored token as a bearer header", async () => {
    const user = await signInNewUser({ fullName: "Grace Hopper" });

    const profile = await apiRequest("/users/me", {
      schema: userProfileResponseSchema,
    });

    expect(profile).toMatchObject({
      email: user.email,
      full_name: "Grace Hopper",
    });
  });

  it("removes the token when a call answers 401", async () => {
    // Already on /login: jsdom cannot load another document, so the client must not try.
    window.history.replaceState(null, "", "/login");
    setAccessToken("not-a-token-the-server-issued");

    const failure = apiRequest("/users/me");

    await expect(failure).rejects.toMatchObject({
      status: 401,
      detail: "Not authenticated",
    });
    expect(getAccessToken()).toBeUndefined();
  });

  it("leaves a newer session alone when a call sent before it answers 401", async () => {
    window.history.replaceState(null, "", "/login");
    setAccessToken("token-of-an-ended-session");

    const failure = apiRequest("/users/me");
    // Signed out and in again while that read was in flight.
    setAccessToken("token-of-the-new-session");

    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBe("token-of-the-new-session");
  });

  it("keeps the token when the login call answers 401, so the form can say why", async () => {
    const user = await registerUser();
    setAccessToken("token-of-an-earlier-session");
    const form = new FormData();
    form.append("username", user.email);
    form.append("password", "Not-The-Password-1");

    const failure = apiRequest(LOGIN_PATH, { method: "POST", body: form });

    await expect(failure).rejects.toMatchObject({
      status: 401,
      detail: "Incorrect email or password",
    });
    expect(getAccessToken()).toBe("token-of-an-earlier-session");
  });

  it('joins the msgs of a 422 list with ", " and keeps each field error', async () => {
    const failure = apiRequest("/auth/register", {
      method: "POST",
      body: {
        email: uniqueEmail(),
        password: "Abc12",
        full_name: "Short Password",
      },
    });

    await expect(failure).rejects.toMatchObject({
      status: 422,
      detail: "Password must be at least 6 characters long",
      fieldErrors: [
        {
          loc: ["body", "password"],
          msg: "Password must be at least 6 characters long",
        },
      ],
    });
  });

  it("passes a string detail through as sent", async () => {
    const user = await registerUser();

    const failure = apiRequest("/auth/register", {
      method: "POST",
      body: {
        email: user.email,
        password: TEST_PASSWORD,
        full_name: "Someone Else",
      },
    });

    await expect(failure).rejects.toMatchObject({
      status: 409,
      detail: "Email already registered",
    });
  });

  // The real server always sends a detail; these bodies come from proxies and crashes.
  it.each([
    [
      "a 500 without detail",
      new Response(JSON.stringify({ request_id: "abc" }), { status: 500 }),
    ],
    [
      "an HTML error page",
      new Response("<html>Bad Gateway</html>", { status: 502 }),
    ],
    ["an empty body", new Response(null, { status: 503 })],
  ])(
    "gives an empty detail for %s, so the screen shows its fallback",
    async (_name, response) => {
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(response);

      const error: unknown = await apiRequest("/users/me").catch(
        (caught: unknown) => caught,
      );

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: response.status,
        detail: "",
        fieldErrors: [],
      });
      expect(errorMessageOf(error, "Login failed. Please try again.")).toBe(
        "Login failed. Please try again.",
      );
    },
  );
});

describe("errorMessageOf", () => {
  it("prefers the server detail and falls back for anything else", () => {
    expect(
      errorMessageOf(new ApiError(409, "Email already registered"), "fallback"),
    ).toBe("Email already registered");
    expect(errorMessageOf(new TypeError("Failed to fetch"), "fallback")).toBe(
      "fallback",
    );
  });
});
