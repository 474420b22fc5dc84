import { MutationObserver } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "@finch/domain";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  listNotifications,
  raiseBudgetAlerts,
} from "../test/notification-factories";

async function renderDashboard() {
  const rendered = renderWithProviders(createRoutes(), "/dashboard");
  await screen.findByRole("heading", { level: 1, name: "Welcome back!" });
  return rendered;
}

type User = Awaited<ReturnType<typeof renderDashboard>>["user"];

async function openBell(user: User) {
  await user.click(screen.getByRole("button", { name: /^Notifications/ }));
  const panel = await screen.findByRole("dialog", { name: "Notifications" });
  await within(panel).findByRole("list", { name: "Latest notifications" });
  return panel;
}

function items(panel: HTMLElement): HTMLElement[] {
  return within(
    within(panel).getByRole("list", { name: "Latest notifications" }),
  ).getAllByRole("listitem");
}

describe("NotificationsBell", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names the unread count on the bell and lists the newest first, unread marked", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(2);
    const { user } = await renderDashboard();

    const bell = await screen.findByRole("button", {
      name: "Notifications, 2 unread",
    });
    expect(within(bell).getByText("2")).toBeInTheDocument();
    const panel = await openBell(user);

    const texts = items(panel).map((item) => item.textContent);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Unread: Budget 2 has reached 75% of its budget/);
    expect(texts[1]).toMatch(/^Unread: Budget 1 has reached 75% of its budget/);
    expect(texts[0]).toContain("You've spent $80.00 of $100.00 this month");
    expect(texts[0]).toContain("Just now");
    expect(
      within(panel).getByRole("link", { name: "See all notifications" }),
    ).toHaveAttribute("href", "/notifications");
  });

  it("opens an item's link, marks it read and closes", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(2);
    const { user, router } = await renderDashboard();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    const panel = await openBell(user);

    await user.click(
      within(panel).getByRole("link", { name: /Budget 2 has reached/ }),
    );

    expect(
      await screen.findByRole("heading", { level: 1, name: "Budgets" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/budgets");
    expect(
      await screen.findByRole("button", { name: "Notifications, 1 unread" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Notifications" })).toBeNull();
    const stored = await listNotifications();
    expect(stored.unread).toBe(1);
    expect(
      stored.notifications.find((n) => n.title.startsWith("Budget 2"))?.read_at,
    ).not.toBeNull();
  });

  it("marks all as read, keeping the focus in the panel", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(3);
    const { user } = await renderDashboard();
    await screen.findByRole("button", { name: "Notifications, 3 unread" });
    const panel = await openBell(user);

    await user.click(
      within(panel).getByRole("button", { name: "Mark all as read" }),
    );

    await waitFor(() => {
      expect(
        within(panel).queryByRole("button", { name: "Mark all as read" }),
      ).toBeNull();
    });
    expect(panel).toHaveFocus();
    expect(items(panel).map((item) => item.textContent)).not.toContainEqual(
      expect.stringMatching(/^Unread/),
    );
    expect(
      screen.getByRole("button", { name: "Notifications", hidden: true }),
    ).toBeInTheDocument();
    expect((await listNotifications()).unread).toBe(0);
  });

  it("is used from the keyboard: Enter opens, Tab walks the panel, Escape gives the focus back", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(1);
    const { user } = await renderDashboard();
    const bell = await screen.findByRole("button", {
      name: "Notifications, 1 unread",
    });
    bell.focus();

    await user.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => {
      expect(panel).toHaveFocus();
    });
    await user.tab();
    expect(
      within(panel).getByRole("button", { name: "Mark all as read" }),
    ).toHaveFocus();
    await user.tab();
    expect(
      within(panel).getByRole("link", { name: /Budget 1 has reached/ }),
    ).toHaveFocus();
    await user.tab();
    expect(
      within(panel).getByRole("link", { name: "See all notifications" }),
    ).toHaveFocus();

    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(
        screen.queryByRole("dialog", { name: "Notifications" }),
      ).toBeNull();
    });
    expect(bell).toHaveFocus();
  });

  it("counts a notification that any write of the app raised, without a reload", async () => {
    await signInNewUser();
    const { queryClient } = await renderDashboard();
    await screen.findByRole("button", { name: "Notifications" });
    const account = await createAccount();

    // The budget exists before the write; the write (any mutation of the app) pushes it over.
    await new MutationObserver(queryClient, {
      mutationFn: async () => {
        await apiRequest("/budgets", {
          method: "POST",
          body: {
            name: "Coffee",
            category: "food_dining",
            amount: 10,
            period: "monthly",
          },
        });
        await createTransaction(account.id, {
          category: "food_dining",
          amount: 9,
          transaction_date: todayIn(new Date(), "UTC"),
        });
      },
    }).mutate();

    expect(
      await screen.findByRole("button", { name: "Notifications, 1 unread" }),
    ).toBeInTheDocument();
  });

  it("says when there is nothing, and when the list cannot be read", async () => {
    await signInNewUser();
    const first = await renderDashboard();
    await first.user.click(
      screen.getByRole("button", { name: "Notifications" }),
    );
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(
      await within(panel).findByText("You're all caught up"),
    ).toBeInTheDocument();
    first.unmount();

    failRequests("GET", /\/notifications$/, 500, { detail: "Try again soon" });
    const second = await renderDashboard();
    await second.user.click(
      screen.getByRole("button", { name: "Notifications" }),
    );
    const failed = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(failed).findByText("Try again soon")).toBeVisible();
  });
});
