import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  listNotifications,
  raiseBudgetAlerts,
} from "../test/notification-factories";

async function renderPage(path = "/notifications") {
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: "Notifications" });
  return rendered;
}

/** The rows of the page's list, once it shows. */
async function rows(): Promise<HTMLElement[]> {
  const list = await screen.findByRole("list", { name: "Notifications" });
  return within(list).getAllByRole("listitem");
}

describe("NotificationsPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("pages through every notification, 20 at a time, newest first", async () => {
    await signInNewUser();
    // 11 budgets over their limit: 22 notifications, a threshold and an over-budget alert each.
    await raiseBudgetAlerts(11, 120);
    const { user, router } = await renderPage();
    await waitFor(() => {
      expect(document.title).toBe("Notifications · Finch");
    });

    expect(await rows()).toHaveLength(20);
    expect(screen.getByText("1–20 of 22")).toBeVisible();
    expect((await rows())[0]).toHaveTextContent(
      /^Unread: Budget 11 is over budget/,
    );

    await user.click(screen.getByRole("button", { name: "Go to page 2" }));

    expect(await screen.findByText("21–22 of 22")).toBeVisible();
    const secondPage = await rows();
    expect(secondPage).toHaveLength(2);
    expect(secondPage.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Unread: Budget 1 is over budget/),
      expect.stringMatching(/^Unread: Budget 1 has reached 75% of its budget/),
    ]);
    expect(router.state.location.search).toBe("?page=2");
    expect(
      screen.getByRole("button", { name: "page 2", current: "page" }),
    ).toBeInTheDocument();
  });

  it("filters to the unread ones, and says so when none is left", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(3);
    const first = (await listNotifications()).notifications.at(-1);
    await apiRequest(`/notifications/${String(first?.id)}/read`, {
      method: "POST",
    });
    const { user, router } = await renderPage();
    expect(await rows()).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Unread (2)" }));

    await waitFor(async () => {
      expect(await rows()).toHaveLength(2);
    });
    expect(router.state.location.search).toBe("?show=unread");
    expect(screen.getByText("2 notifications")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));

    expect(
      await screen.findByRole("heading", { name: "No unread notifications" }),
    ).toBeVisible();
    await user.click(
      screen.getByRole("button", { name: "Show all notifications" }),
    );
    expect(await rows()).toHaveLength(3);
    expect((await listNotifications()).unread).toBe(0);
  });

  it("marks one read, keeping the focus on its row", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(2);
    const { user } = await renderPage();
    const [newest] = await rows();
    if (newest === undefined) throw new Error("no rows");

    await user.click(
      within(newest).getByRole("button", { name: /^Mark as read: Budget 2/ }),
    );

    await waitFor(() => {
      expect(newest).toHaveFocus();
    });
    expect(newest).not.toHaveTextContent(/^Unread/);
    expect(
      within(newest).queryByRole("button", { name: /^Mark as read/ }),
    ).toBeNull();
    expect(screen.getByRole("button", { name: "Unread (1)" })).toBeVisible();
    expect((await listNotifications()).unread).toBe(1);
  });

  it("opens a notification's link and marks it read", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(1);
    const { user, router } = await renderPage();
    await rows();

    await user.click(
      screen.getByRole("link", { name: /Budget 1 has reached/ }),
    );

    expect(
      await screen.findByRole("heading", { level: 1, name: "Budgets" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/budgets");
    await waitFor(async () => {
      expect((await listNotifications()).unread).toBe(0);
    });
  });

  it("deletes one", async () => {
    await signInNewUser();
    await raiseBudgetAlerts(2);
    const { user } = await renderPage();
    expect(await rows()).toHaveLength(2);

    await user.click(
      screen.getByRole("button", { name: /^Delete: Budget 1 has reached/ }),
    );

    expect(await screen.findByText("Notification deleted")).toBeVisible();
    await waitFor(async () => {
      expect(await rows()).toHaveLength(1);
    });
    expect(screen.getByRole("list", { name: "Notifications" })).toHaveFocus();
    expect(
      (await listNotifications()).notifications.map((n) => n.title),
    ).toEqual(["Budget 2 has reached 75% of its budget"]);
  });

  it("says there are none yet, and where to choose what comes", async () => {
    await signInNewUser();
    await renderPage();

    expect(
      await screen.findByRole("heading", { name: "No notifications yet" }),
    ).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Notification settings" }),
    ).toHaveAttribute("href", "/profile");
    expect(
      screen.getByRole("button", { name: "Mark all as read" }),
    ).toBeDisabled();
  });

  it("shows the server's reason when the list cannot be read, else the fallback", async () => {
    await signInNewUser();
    failRequests("GET", /\/notifications$/, 503, { detail: "Down for upkeep" });
    const first = await renderPage();
    expect(await screen.findByText("Down for upkeep")).toBeVisible();
    first.unmount();
    vi.restoreAllMocks();

    failRequests("GET", /\/notifications$/);
    await renderPage();
    expect(
      await screen.findByText("Failed to load notifications"),
    ).toBeVisible();
  });
});
