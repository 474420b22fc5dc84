import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentUserQueryOptions,
  userKeys,
} from "../../features/users/api/user-queries";
import { getAccessToken } from "../../shared/auth-token";
import { signInNewUser } from "../../test/factories";
import { renderWithProviders } from "../../test/render-with-providers";
import { createRoutes } from "../router";

async function renderShell(path: string, firstHeading: string) {
  const user = await signInNewUser({ fullName: "Ada Lovelace" });
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: firstHeading });
  return { ...rendered, account: user };
}

describe("AppLayout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the section title and today's date in long form", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));

    await renderShell("/dashboard", "Welcome back!");

    expect(screen.getByText("Dashboard")).toBeInTheDocument();
    expect(screen.getByText("Sunday, November 22, 2026")).toBeInTheDocument();
  });

  it("lists the sections in order in a drawer that closes after a choice", async () => {
    const { user, router, account } = await renderShell(
      "/dashboard",
      "Welcome back!",
    );

    await user.click(screen.getByRole("button", { name: "Open navigation" }));

    const nav = await screen.findByRole("navigation", {
      name: "Main navigation",
    });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Accounts",
      "Transactions",
      "Budgets",
      "Goals",
      "AI Assistant",
      "Profile",
    ]);
    expect(
      within(nav).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText(account.email)).toBeInTheDocument();

    await user.click(within(nav).getByRole("link", { name: "Accounts" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Accounts" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/accounts");
    await waitFor(() => {
      expect(
        screen.queryByRole("navigation", { name: "Main navigation" }),
      ).not.toBeInTheDocument();
    });
  });

  it("opens the transactions from the search button", async () => {
    const { user, router } = await renderShell("/dashboard", "Welcome back!");

    await user.click(
      screen.getByRole("button", { name: "Search transactions" }),
    );

    expect(
      await screen.findByRole("heading", { level: 1, name: "Transactions" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/transactions");
  });

  it("says there is nothing new behind the notification button", async () => {
    const { user } = await renderShell("/goals", "Savings Goals");

    await user.click(screen.getByRole("button", { name: "Notifications" }));

    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(panel).getByText("You're all caught up")).toBeInTheDocument();
  });

  it("logs out: removes the token, forgets cached data and opens /login", async () => {
    const { user, router, queryClient } = await renderShell(
      "/profile",
      "Profile Settings",
    );
    await queryClient.query(currentUserQueryOptions());
    expect(queryClient.getQueryData(userKeys.me())).toBeDefined();

    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(
      await screen.findByRole("heading", { name: "Sign in to Finch" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(getAccessToken()).toBeUndefined();
    expect(queryClient.getQueryData(userKeys.me())).toBeUndefined();
  });
});
