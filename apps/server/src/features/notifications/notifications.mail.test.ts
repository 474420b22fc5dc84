import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";
import { notificationsApi } from "../../../test/notifications-api";
import { startSmtpTestServer } from "../../../test/smtp-test-server";

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const now = new Date("2026-03-14T12:00:00.000Z");
const { app, database, logs } = await buildTestApp({
  clock: { now: () => now },
  mail: {
    smtpUrl: smtp.url,
    from: "Finch <alerts@finch.test>",
    retryDelaySeconds: 1,
  },
});
const budgets = budgetsApi(app, database);
const money = moneyApi(app, database);
const notifications = notificationsApi(app);

/** A user whose $100 groceries budget (75 % alert) gets `amount` spent on it. */
async function overThreshold(
  setup?: (user: Awaited<ReturnType<typeof makeUser>>) => Promise<void>,
) {
  const user = await makeUser(app, { fullName: "Robin Example" });
  await setup?.(user);
  const account = await money.createAccount(user);
  await budgets.create(user, {
    name: "Groceries",
    category: "groceries",
    amount: 100,
    alert_threshold: 0.75,
  });
  const res = await money.postTransaction(
    user,
    money.form(account.id, {
      category: "groceries",
      amount: 80,
      transaction_date: "2026-03-10",
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return user;
}

const mailTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address));

describe("notifications by email", () => {
  it("says on /about that this server sends email", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/about" });
    expect(res.json()).toEqual({ support_email: null, sends_email: true });
  });

  it("mails each notification in text and HTML, with the app's name and a link back", async () => {
    const user = await overThreshold();
    await expect
      .poll(() => mailTo(user.email).length, { timeout: 10_000 })
      .toBe(1);
    const [mail] = mailTo(user.email);
    expect(mail?.from).toBe("alerts@finch.test");
    expect(mail?.subject).toBe(
      "Finch: Groceries has reached 75% of its budget",
    );
    expect(mail?.text).toContain("Hi Robin,");
    expect(mail?.text).toContain(
      "You've spent $80.00 of $100.00 this month, $20.00 left.",
    );
    expect(mail?.text).toContain("Open Finch: http://finch.test/budgets");
    expect(mail?.html).toContain('<a href="http://finch.test/budgets"');
    expect(mail?.html).toContain("Groceries has reached 75% of its budget");
    // The bell has it too.
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);
  });

  it("sends no mail when email notifications are off, and keeps the notification in the app", async () => {
    const user = await overThreshold((u) =>
      notifications.setSwitches(u, { emailNotifications: false }),
    );
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);
    // Another user's mail after it proves the queue moved past this one.
    const later = await overThreshold();
    await expect
      .poll(() => mailTo(later.email).length, { timeout: 10_000 })
      .toBe(1);
    expect(mailTo(user.email)).toEqual([]);
  });

  it("never fails the write when the mail server refuses, retries with backoff, and logs no address", async () => {
    smtp.refuse(2);
    const before = smtp.attempts();
    const user = await overThreshold();
    // The write answered 201 (above) and the alert is in the app at once.
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);
    await expect
      .poll(() => mailTo(user.email).length, { timeout: 12_000, interval: 200 })
      .toBe(1);
    expect(smtp.attempts() - before).toBe(3);
    const failures = logs.filter((l) => String(l.msg).includes("mail failed"));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    const everything = JSON.stringify(logs);
    expect(everything).not.toContain(user.email);
    expect(failures[0]?.to).toMatch(/^mail:[0-9a-f]{8}@example\.com$/);
  });
});
