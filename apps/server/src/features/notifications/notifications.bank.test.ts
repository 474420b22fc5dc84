import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { notificationsApi } from "../../../test/notifications-api";

const { app } = await buildTestApp();
const banking = bankingApi(app);
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
