import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clearAccessToken } from "../shared/auth-token";
import { signInNewUser } from "../test/factories";
import { renderWithProviders } from "../test/render-with-providers";
import { createRoutes } from "./router";

describe("the route table", () => {
  it.each(["/", "/dashboard", "/budgets", "/ai-assistant"])(
    "sends a signed-out visitor from %s to /login",
    async (path) => {
      const { router } = renderWithProviders(createRoutes(), path);

      expect(
        await screen.findByRole("heading", { name: "Sign in to Finch" }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/login");
    },
  );

  it("returns a visitor to the page they asked for once they sign in", async () => {
    const { email, password } = await signInNewUser();
    clearAccessToken();
    const { router, user } = renderWithProviders(
      createRoutes(),
      "/budgets?create=1",
    );
    await screen.findByRole("heading", { name: "Sign in to Finch" });
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent("/budgets?create=1")}`,
    );

    await user.type(
      screen.getByRole("textbox", { name: "Email Address" }),
      email,
    );
    await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    // The page opens with what the link asked for: its create dialog.
    expect(
      await screen.findByRole("dialog", { name: "Create Budget" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/budgets");
  });

  it.each(["//evil.example/path", "/\\evil.example", "https://evil.example/"])(
    "never returns anywhere but this site (next=%s)",
    async (next) => {
      await signInNewUser();
      const { router } = renderWithProviders(
        createRoutes(),
        `/login?next=${encodeURIComponent(next)}`,
      );
      expect(
        await screen.findByRole("heading", { name: "Welcome back!" }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it.each([
    ["/login", "Sign in to Finch", "Sign in · Finch"],
    ["/register", "Create your account", "Create account · Finch"],
  ])(
    "names the browser tab of %s after the page",
    async (path, heading, title) => {
      renderWithProviders(createRoutes(), path);

      await screen.findByRole("heading", { name: heading });
      await waitFor(() => {
        expect(document.title).toBe(title);
      });
    },
  );

  it.each([
    ["/dashboard", "Welcome back!", "Dashboard · Finch"],
    ["/goals", "Savings Goals", "Savings Goals · Finch"],
    ["/analytics", "Reports", "Reports · Finch"],
    ["/profile", "Profile Settings", "Profile Settings · Finch"],
  ])(
    "names the browser tab of %s after the page",
    async (path, heading, title) => {
      await signInNewUser();
      renderWithProviders(createRoutes(), path);

      await screen.findByRole("heading", { level: 1, name: heading });
      await waitFor(() => {
        expect(document.title).toBe(title);
      });
    },
  );

  it.each(["/", "/no-such-page", "/accounts/extra/segments/unknown"])(
    "opens /dashboard for %s",
    async (path) => {
      await signInNewUser();
      const { router } = renderWithProviders(createRoutes(), path);

      expect(
        await screen.findByRole("heading", { name: "Welcome back!" }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it.each(["/login", "/register"])(
    "sends a signed-in user from %s to the dashboard",
    async (path) => {
      await signInNewUser();
      const { router } = renderWithProviders(createRoutes(), path);

      expect(
        await screen.findByRole("heading", { name: "Welcome back!" }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it.each([
    ["/accounts", "Accounts"],
    ["/transactions", "Transactions"],
    ["/budgets", "Budgets"],
    ["/goals", "Savings Goals"],
    ["/ai-assistant", "AI Assistant"],
    ["/profile", "Profile Settings"],
  ])("shows %s inside the shell with the title %s", async (path, title) => {
    await signInNewUser();
    renderWithProviders(createRoutes(), path);

    expect(
      await screen.findByRole("heading", { level: 1, name: title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});
