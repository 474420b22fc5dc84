import type { AccountResponse } from "@finch/contracts";
import { todayIn } from "@finch/domain";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

const today = todayIn(new Date(), "UTC");

async function seen(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
}

function summaryCard(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Summary" })
    .getByRole("group", { name });
}

async function spend(page: Page, accountId: number, amount: number) {
  await apiAs(page, "POST", "/transactions", {
    description: "Market run",
    category: "groceries",
    amount,
    transaction_type: "debit",
    account_id: String(accountId),
    transaction_date: today,
  });
}

describe("dashboard", () => {
  it("follows a budget from on track to over budget in the card and the bar", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page);
    await seen(page, "No budgets set");
    await seen(page, "No transactions yet");

    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Everyday Checking",
      account_type: "checking",
      current_balance: 1000,
    });
    await apiAs(page, "POST", "/budgets", {
      name: "Food at home",
      category: "groceries",
      amount: 100,
      period: "monthly",
      alert_threshold: 0.8,
    });
    await apiAs(page, "POST", "/goals", {
      name: "Rainy Day Fund for the new roof",
      description: "",
      target_amount: 1000,
      target_date: "2030-06-30",
    });
    await spend(page, account.id, 50);
    await page.reload();
    // A long goal name shows in full at 1280 px: the figures move under it rather than cut it.
    const goalName = page
      .getByRole("region", { name: "Savings Goals" })
      .getByText("Rainy Day Fund for the new roof", { exact: true });
    await goalName.waitFor();
    expect(
      await goalName.evaluate(
        (element) => element.scrollWidth <= element.clientWidth,
      ),
    ).toBe(true);
    const status = summaryCard(page, "Budget Status");
    await expect.poll(() => status.textContent()).toContain("On Track");
    const bar = page.getByRole("progressbar", {
      name: "Food at home · Groceries",
    });
    expect(await bar.getAttribute("aria-valuenow")).toBe("50");

    await spend(page, account.id, 35);
    await page.reload();
    await expect.poll(() => status.textContent()).toContain("1 Near Limit");
    expect(await bar.getAttribute("aria-valuenow")).toBe("85");

    await spend(page, account.id, 20);
    await page.reload();
    await expect.poll(() => status.textContent()).toContain("1 Over Budget");
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    await seen(page, "Over budget by $5.00");
    await expect
      .poll(() => summaryCard(page, "Monthly Spending").textContent())
      .toContain("$105.00");
    await expect
      .poll(() => summaryCard(page, "Total Balance").textContent())
      .toContain("$895.00");
    await page.screenshot({
      path: "test-results/dashboard.png",
      fullPage: true,
    });
    await context.close();
  });

  it("opens each page's create dialog from the quick actions", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page);
    for (const [action, path, dialogTitle] of [
      ["Add Account", "/accounts", "Add Manual Account"],
      ["Set Budget", "/budgets", "Create Budget"],
      ["New Goal", "/goals", "Create Goal"],
    ] as const) {
      await page.goto("/dashboard");
      await page.getByRole("link", { name: action }).click();
      await page.waitForURL(`**${path}`);
      await expect
        .poll(() => page.getByRole("dialog", { name: dialogTitle }).count())
        .toBe(1);
    }
    await context.close();
  });
});
