import type { AccountResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

async function seen(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
}

/** What a person reads in an element: its rendered text with whitespace collapsed. */
async function readable(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ");
}

/** A groceries debit dated today in UTC, the new user's profile time zone. */
async function spend(page: Page, accountId: number, amount: number) {
  await apiAs(page, "POST", "/transactions", {
    description: "Weekly shop",
    category: "groceries",
    amount,
    transaction_type: "debit",
    account_id: String(accountId),
    transaction_date: new Date().toISOString().slice(0, 10),
  });
}

describe("budgets", () => {
  it("creates a budget and watches it go near the limit, then over", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/budgets");
    await seen(page, "No budgets set");
    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Everyday Checking",
      account_type: "checking",
      current_balance: 2000,
    });

    await page.getByRole("button", { name: "Create Budget" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Budget Name").fill("Food shop");
    await dialog.getByLabel("Amount").fill("200");
    await dialog.getByLabel("Category").click();
    await page.getByRole("option", { name: "Groceries", exact: true }).click();
    await dialog.getByRole("button", { name: "Create Budget" }).click();
    await seen(page, "Budget created successfully!");

    const card = page.getByRole("article", { name: "Food shop" });
    const bar = card.getByRole("progressbar");
    await expect.poll(() => readable(card)).toContain("On Track");
    expect(await readable(card)).toContain("$200.00 remaining");
    expect(await bar.getAttribute("aria-valuenow")).toBe("0");

    await spend(page, account.id, 170);
    await page.reload();
    await expect.poll(() => readable(card)).toContain("Near Limit");
    expect(await readable(card)).toContain("$170.00 of $200.00");
    expect(await readable(card)).toContain("85%");
    expect(await readable(card)).toContain("$30.00 remaining");
    expect(await bar.getAttribute("aria-valuenow")).toBe("85");
    expect(await bar.getAttribute("class")).toMatch(/colorWarning/);

    await spend(page, account.id, 40.5);
    await page.reload();
    await expect.poll(() => readable(card)).toContain("Over Budget");
    expect(await readable(card)).toContain("105.2%"); // 210.50 of 200: one decimal, toward zero
    expect(await readable(card)).toContain("$10.50 over budget");
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    expect(await bar.getAttribute("class")).toMatch(/colorError/);
    const overview = page.getByRole("region", { name: "Budget Overview" });
    expect(
      await overview.getByRole("group", { name: "Over Budget" }).textContent(),
    ).toContain("$10.50");
    await page.screenshot({
      path: "test-results/budgets-1280.png",
      fullPage: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: "test-results/budgets-390.png",
      fullPage: true,
    });
    await page.goto("/budgets?create=1");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    await page.screenshot({ path: "test-results/budgets-dialog-390.png" });
    await context.close();
  });
});
