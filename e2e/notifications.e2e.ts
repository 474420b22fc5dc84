import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiAs } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { newPage } from "./support/browser";
import { expectHeading } from "./support/journeys";
import { layoutProblems } from "./support/layout";
import { startSignedIn } from "./support/session";

async function seen(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The top bar's bell, whatever its count says. */
function bell(page: Page) {
  return page.getByRole("button", { name: /^Notifications/ });
}

async function noneLoading(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole("progressbar", { name: /^Loading/ }).count())
    .toBe(0);
}

describe("notifications", () => {
  it.each([1280, 390])(
    "a budget pushed past its alert threshold reaches the bell, at %i px",
    async (width) => {
      const { page, context } = await newPage(width, 844);
      await startSignedIn(page, "/budgets");
      await apiAs(page, "POST", "/accounts", {
        name: "Everyday Checking",
        account_type: "checking",
        current_balance: 2000,
      });
      await seen(page, "No budgets set");

      await page.getByRole("button", { name: "Create Budget" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Budget Name").fill("Food shop");
      await dialog.getByLabel("Amount").fill("200");
      await choose(page, "Category", "Groceries");
      await dialog.getByLabel("Alert Threshold").fill("75");
      await dialog.getByRole("button", { name: "Create Budget" }).click();
      await seen(page, "Budget created successfully!");
      expect(await bell(page).getAttribute("aria-label")).toBe("Notifications");

      // The spending that crosses 75 % is added in the app: the bell updates without a reload.
      await page.goto("/transactions");
      await noneLoading(page);
      await page
        .getByRole("button", { name: "Add Transaction" })
        .first()
        .click();
      await dialog.getByLabel("Description").fill("Weekly shop");
      await dialog.getByLabel("Amount").fill("160");
      await choose(page, "Category", "Groceries");
      await choose(page, "Account", "Everyday Checking");
      await dialog.getByRole("button", { name: "Add Transaction" }).click();
      await seen(page, "Transaction created successfully!");
      await expect
        .poll(() => bell(page).getAttribute("aria-label"))
        .toBe("Notifications, 1 unread");
      expect(await bell(page).innerText()).toContain("1");

      await bell(page).click();
      const panel = page.getByRole("dialog", { name: "Notifications" });
      const alert = panel.getByRole("link", {
        name: /Food shop has reached 75% of its budget/,
      });
      await alert.waitFor();
      const text = (await alert.innerText()).replace(/\s+/g, " ");
      expect(text).toContain(
        "You've spent $160.00 of $200.00 this month, $40.00 left.",
      );
      expect(text).toContain("Just now");
      // Nothing in the open panel (its hidden "Unread:" included) widens the page.
      expect(
        await page.evaluate(
          () =>
            document.documentElement.scrollWidth <=
            document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await expectNoSeriousAxeViolations(
        page,
        `the open bell at ${String(width)} px`,
      );
      await page.screenshot({
        path: `test-results/notifications-bell-${String(width)}.png`,
      });

      await alert.click();
      await page.waitForURL("**/budgets");
      await expectHeading(page, "Budgets");
      await expect
        .poll(() => bell(page).getAttribute("aria-label"))
        .toBe("Notifications");

      // The full page: the alert is there, read, and every text reads whole.
      await bell(page).click();
      await panel.getByRole("link", { name: "See all notifications" }).click();
      await page.waitForURL("**/notifications");
      await expectHeading(page, "Notifications");
      await noneLoading(page);
      const row = page
        .getByRole("list", { name: "Notifications" })
        .getByRole("listitem");
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.innerText()).toContain(
        "Food shop has reached 75% of its budget",
      );
      expect(await page.title()).toBe("Notifications · Finch");
      expect(await layoutProblems(page)).toEqual([]);
      await expectNoSeriousAxeViolations(
        page,
        `/notifications at ${String(width)} px`,
      );
      await page.screenshot({
        path: `test-results/notifications-page-${String(width)}.png`,
        fullPage: true,
      });
      await context.close();
    },
  );
});
