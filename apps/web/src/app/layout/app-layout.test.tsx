import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentUserQueryOptions,
  userKeys,
} from "../../features/users/api/user-queries";
import { getAccessToken } from "../../shared/auth-token";
import { setProfileTimeZone, signInNewUser } from "../../test/factories";
import { farTimeZone } from "../../test/far-time-zone";
import { renderWithProviders } from "../../test/render-with-providers";
import { createRoutes } from "../router";
import { NAV_ITEMS } from "./navigation";

async function renderShell(path: string, firstHeading: string) {
  const user = await signInNewUser({ fullName: "Ada Lovelace" });
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: firstHeading });
  return { ...rendered, account: user };
}

/**
 * The banner landmark: the `header` outside `main`. Testing Library calls every `header` a banner,
 * also the page's own heading block inside `main`, which browsers do not.
 */
function topBar(): HTMLElement {
  const main = screen.getByRole("main");
  const banners = screen
    .getAllByRole("banner")
    .filter((banner) => !main.contains(banner));
  expect(banners).toHaveLength(1);
  return banners[0]!;
}

describe("AppLayout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the section title and today's date in long form", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A new profile's time zone is UTC.
    vi.setSystemTime(new Date("2026-11-22T09:30:00Z"));

    await renderShell("/dashboard", "Welcome back!");

    expect(screen.getByText("Dashboard")).toBeInTheDocument();
    expect(screen.getByText("Sunday, November 22, 2026")).toBeInTheDocument();
  });

  it("dates the top bar in the profile's time zone, not the browser's", async () => {
    const far = farTimeZone();
    await signInNewUser();
    await setProfileTimeZone(far.timezone);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(far.now);

    renderWithProviders(createRoutes(), "/dashboard");

    await screen.findByRole("heading", { level: 1, name: "Welcome back!" });
    expect(await within(topBar()).findByText(far.longDate)).toBeInTheDocument();
  });

  it("names the browser tab after the page", async () => {
    const { user } = await renderShell("/budgets", "Budgets");
    await waitFor(() => {
      expect(document.title).toBe("Budgets · Finch");
    });

    await user.click(
      screen.getByRole("button", { name: "Search transactions" }),
    );

    await screen.findByRole("heading", { level: 1, name: "Transactions" });
    await waitFor(() => {
      expect(document.title).toBe("Transactions · Finch");
    });
  });

  it("puts the page in landmarks: the top bar a banner, the page the main", async () => {
    await renderShell("/dashboard", "Welcome back!");

    expect(within(topBar()).getByText("Dashboard")).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(main).not.toContainElement(topBar());
    expect(
      within(main).getByRole("heading", { level: 1, name: "Welcome back!" }),
    ).toBeInTheDocument();
  });

  it("starts the tab order with a skip link that moves focus to the main content", async () => {
    const { user } = await renderShell("/dashboard", "Welcome back!");

    await user.tab();

    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
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
    // The sections are a list (its items announced as "1 of 8"), each item one link.
    const items = within(within(nav).getByRole("list")).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(NAV_ITEMS.length);
    const links = items.map((item) => within(item).getByRole("link"));
    expect(within(nav).getAllByRole("link")).toEqual(links);
    expect(links.map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Accounts",
      "Transactions",
      "Budgets",
      "Goals",
      "Reports",
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
