import { holdRequests } from "../../../test/hold-requests";
import { userProfileResponseSchema } from "@finch/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { getAccessToken } from "../../../shared/auth-token";
import {
  TEST_PASSWORD,
  registerUser,
  uniqueEmail,
} from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

interface SignUp {
  firstName?: string;
  lastName?: string;
  email: string;
  password?: string;
  confirmPassword?: string;
}

async function renderRegisterPage() {
  const rendered = renderWithProviders(createRoutes(), "/register");
  await screen.findByRole("heading", { name: "Create your account" });
  return rendered;
}

async function signUp(
  user: Awaited<ReturnType<typeof renderRegisterPage>>["user"],
  values: SignUp,
) {
  const password = values.password ?? TEST_PASSWORD;
  await user.type(
    screen.getByRole("textbox", { name: "First Name" }),
    values.firstName ?? "Grace",
  );
  await user.type(
    screen.getByRole("textbox", { name: "Last Name" }),
    values.lastName ?? "Hopper",
  );
  await user.type(
    screen.getByRole("textbox", { name: "Email Address" }),
    values.email,
  );
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(
    screen.getByLabelText("Confirm Password"),
    values.confirmPassword ?? password,
  );
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("RegisterPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("creates the account, signs in with the same credentials and opens the dashboard", async () => {
    const email = uniqueEmail();
    const { user, router } = await renderRegisterPage();

    await signUp(user, { firstName: " Grace ", lastName: "Hopper ", email });

    expect(
      await screen.findByRole("heading", { name: "Welcome back!" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(getAccessToken()).toEqual(expect.any(String));
    const profile = await apiRequest("/users/me", {
      schema: userProfileResponseSchema,
    });
    expect(profile).toMatchObject({ email, full_name: "Grace Hopper" });
  });

  it("reads 'Creating Account...' and is disabled while the calls are in flight", async () => {
    const { user } = await renderRegisterPage();
    const held = holdRequests();

    await signUp(user, { email: uniqueEmail() });

    expect(
      await screen.findByRole("button", { name: "Creating Account..." }),
    ).toBeDisabled();
    held.release();
    await screen.findByRole("heading", { name: "Welcome back!" });
  });

  it("says 'Passwords do not match' and creates no account when the passwords differ", async () => {
    const email = uniqueEmail();
    const { user, router } = await renderRegisterPage();

    await signUp(user, {
      email,
      password: TEST_PASSWORD,
      confirmPassword: "Sunlit-Harbor-43",
    });

    expect(
      await screen.findByText("Passwords do not match"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Create Account" }),
    ).toBeEnabled();
    expect(router.state.location.pathname).toBe("/register");
    // No call was made: the address is still free on the server.
    await expect(registerUser({ email })).resolves.toMatchObject({ email });
  });

  it("requires every field before calling the server", async () => {
    const { user } = await renderRegisterPage();

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Password is required",
      "Please confirm your password",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's detail when the email is already registered", async () => {
    const existing = await registerUser();
    const { user, router } = await renderRegisterPage();

    await signUp(user, { email: existing.email });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Email already registered",
    );
    expect(
      screen.getByRole("textbox", { name: "Email Address" }),
    ).toHaveAccessibleDescription("Email already registered");
    expect(router.state.location.pathname).toBe("/register");
    expect(getAccessToken()).toBeUndefined();
  });

  it("leaves the password length to the server and shows its message", async () => {
    const { user } = await renderRegisterPage();

    await signUp(user, { email: uniqueEmail(), password: "Abc12" });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Password must be at least 6 characters long$/,
    );
    expect(
      screen.getByRole("textbox", { name: "Email Address" }),
    ).toHaveAttribute("aria-invalid", "false");
  });

  it("joins several of the server's messages with ', '", async () => {
    const { user } = await renderRegisterPage();

    await signUp(user, { email: "not-an-email", password: "Abc12" });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Enter a valid email address, Password must be at least 6 characters long",
    );
    expect(
      screen.getByRole("textbox", { name: "Email Address" }),
    ).toHaveAttribute("aria-invalid", "true");
  });

  it("shows every server message under its own field at once", async () => {
    const existing = await registerUser();
    const { user } = await renderRegisterPage();

    await signUp(user, { email: existing.email, password: "password123" });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This password is too common. Choose a less common one., Email already registered",
    );
    expect(
      screen.getByRole("textbox", { name: "Email Address" }),
    ).toHaveAccessibleDescription("Email already registered");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "This password is too common. Choose a less common one.",
    );
  });

  it("shows the contract fallback when the server fails without a detail", async () => {
    // The real server always sends a detail; a bare 500 comes from a proxy or a crash.
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response(null, { status: 500 }),
    );
    const { user } = await renderRegisterPage();

    await signUp(user, { email: uniqueEmail() });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Registration failed. Please try again.",
    );
  });

  it("links to the sign-in screen", async () => {
    const { user, router } = await renderRegisterPage();

    await user.click(screen.getByRole("link", { name: "Sign In" }));

    expect(
      await screen.findByRole("heading", { name: "Sign in to Finch" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});
