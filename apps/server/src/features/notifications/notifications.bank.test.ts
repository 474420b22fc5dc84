import { CATEGORIES } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";
import { notificationsApi } from "../../../test/notifications-api";

const { app, database, jobs } = await buildTestApp();
const banking = bankingApi(app);
const budgets = budgetsApi(app, database);
const notifications = notificationsApi(app);

describe("sync problems", () => {
  it("tells once that a bank needs signing in again, whatever the switches", async () => {
    const user = await makeUser(app);
    await notifications.setSwitches(user, {
      budgetAlerts: false,
      goalReminders: false,
      anomalyDetection: false,
      weeklyReports: false,
      emailNotifications: false,
    });
    await banking.link(user);
    const [item] = await banking.items(user);
    if (!item) throw new Error("no item");
    expect((await notifications.list(user)).total).toBe(0);

    const reset = await banking.send(
      user,
      "POST",
      "/plaid/sandbox/reset-login",
      {
        item_id: item.id,
      },
    );
    expect(reset.statusCode, reset.body).toBe(204);
    await banking.sync(user);
    await banking.sync(user); // still failing: no second notice
    const list = await notifications.list(user);
    expect(list.notifications.map((n) => [n.type, n.title, n.link])).toEqual([
      [
        "sync_problem",
        `${item.institution_name} needs you to sign in again`,
        "/accounts",
      ],
    ]);
  });

  it("tells when the bank warns by webhook that sign-in expires soon", async () => {
    const user = await makeUser(app);
    await banking.link(user);
    const [item] = await banking.items(user);
    if (!item) throw new Error("no item");
    const fired = await banking.send(
      user,
      "POST",
      "/plaid/sandbox/fire-webhook",
      {
        item_id: item.id,
        webhook_code: "PENDING_EXPIRATION",
      },
    );
    expect(fired.statusCode, fired.body).toBeLessThan(300);
    await expect
      .poll(async () => (await notifications.types(user)).join(","))
      .toBe("sync_problem");
  });
});

describe("after a background sync", () => {
  it("checks the budgets of the rows a webhook's sync brought", async () => {
    const user = await makeUser(app);
    await banking.link(user);
    const [item] = await banking.items(user);
    if (!item) throw new Error("no item");
    // A tiny budget in every category, created with budget alerts off: nothing is told yet.
    await notifications.setSwitches(user, { budgetAlerts: false });
    for (const category of CATEGORIES.filter((c) => c !== "transfer"))
      await budgets.create(user, {
        name: `Budget ${category}`,
        category,
        amount: 0.01,
        period: "yearly",
      });
    await notifications.setSwitches(user, { budgetAlerts: true });
    expect((await notifications.list(user)).total).toBe(0);

    // New activity at the bank, announced by webhook: the sync runs as a job, not a request.
    const refreshed = await banking.send(
      user,
      "POST",
      "/plaid/sandbox/refresh",
      {
        item_id: item.id,
      },
    );
    expect(refreshed.statusCode, refreshed.body).toBe(204);
    await banking.send(user, "POST", "/plaid/sandbox/fire-webhook", {
      item_id: item.id,
      webhook_code: "SYNC_UPDATES_AVAILABLE",
    });
    await jobs.settled();
    const types = await notifications.types(user);
    expect(types).toContain("budget_exceeded");
  });
});
