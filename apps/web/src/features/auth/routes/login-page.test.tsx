import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { getAccessToken } from "../../../shared/auth-token";
import { holdRequests } from "../../../test/hold-requests";
import { registerUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function renderLoginPage() {
  const rendered = renderWithProviders(createRoutes(), "/login");
  await screen.findByRole("heading", { name: "Sign in to Finch" });
  return rendered;
}

describe("LoginPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("stores the token and opens the dashboard after a successful sign-in", async () => {
    const account = await registerUser();
    const { user, router } = await renderLoginPage();

    await user.type(
      screen.getByRole("textbox", { name: "Email Address" }),
      account.email,
    );
    await user.type(screen.getByLabelText("Password"), account.password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(
      await screen.findByRole("heading", { name: "Welcome back!" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(getAccessToken()).toEqual(expect.any(String));
  });

  it("reads 'Signing In...' and is disabled while the call is in flight", async () => {
    const account = await registerUser();
    const { user } = await renderLoginPage();

    await user.type(
      screen.getByRole("textbox", { name: "Email Address" }),
      account.email,
    );
    await user.type(screen.getByLabelText("Password"), account.password);
    const held = holdRequests();
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(
      await screen.findByRole("button", { name: "Signing In..." }),
    ).toBeDisabled();
    held.release();
    await screen.findByRole("heading", { name: "Welcome back!" });
  });

  it("shows the server's detail for a wrong password, and the alert can be dismissed", async () => {
    const account = await registerUser();
    const { user, router } = await renderLoginPage();

    await user.type(
      screen.getByRole("textbox", { name: "Email Address" }),
      account.email,
    );
    await user.type(screen.getByLabelText("Password"), "Wrong-Password-7");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Incorrect email or password");
    expect(router.state.location.pathname).toBe("/login");
    expect(getAccessToken()).toBeUndefined();

    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the contract fallback when the server fails without a detail", async () => {
    // The real server always sends a detail; a bare 500 comes from a proxy or a crash.
    failRequests("POST", /\/auth\/login$/);
    const { user } = await renderLoginPage();

    await user.type(
      screen.getByRole("textbox", { name: "Email Address" }),
      "someone@example.com",
    );
    await user.type(screen.getByLabelText("Password"), "Sunlit-Harbor-42");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Login failed. Please try again.",
    );
  });

  it("requires both fields and makes no call while one is missing", async () => {
    const { user, router } = await renderLoginPage();

    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows and hides the password", async () => {
    const { user } = await renderLoginPage();
    const password = screen.getByLabelText("Password");
    await user.type(password, "Sunlit-Harbor-42");

    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");

    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("links to the sign-up screen", async () => {
    const { user, router } = await renderLoginPage();

    await user.click(screen.getByRole("link", { name: "Create Account" }));

    expect(
      await screen.findByRole("heading", { name: "Create your account" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/register");
  });
});
