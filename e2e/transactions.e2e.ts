import type { AccountResponse } from "@finch/contracts";
import { formatMoney, toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

async function choose(
  page: Page,
  label: string,
  option: string,
): Promise<void> {
  await page.getByRole("dialog").getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function seen(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
}

async function balanceOf(
  page: Page,
  accountId: number,
): Promise<number | undefined> {
  const { accounts } = await apiAs<{ accounts: AccountResponse[] }>(
    page,
    "GET",
    "/accounts",
  );
  return accounts.find((a) => a.id === accountId)?.current_balance;
}

describe("transactions", () => {
  it("adds, edits and deletes a transaction, moving the account balance each time", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page);
    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Everyday Checking",
      account_type: "checking",
      current_balance: 1000,
    });
    await page.goto("/transactions");
    await seen(page, "No transactions yet");

    await page.getByRole("button", { name: "Add Transaction" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Description").fill("Weekly groceries");
    await dialog.getByLabel("Amount").fill("54.20");
    await choose(page, "Category", "Groceries");
    await choose(page, "Account", "Everyday Checking");
    await dialog.getByLabel("Merchant (optional)").fill("Green Market");
    await dialog.getByRole("button", { name: "Add Transaction" }).click();
    await seen(page, "Transaction created successfully!");
    await seen(page, "-$54.20");
    expect(await balanceOf(page, account.id)).toBe(945.8);
    // At 1280 px the account's name reads whole, on two lines if need be, not cut to "Everyda…".
    const accountName = page
      .getByRole("table", { name: "Transactions" })
      .getByText("Everyday Checking", { exact: true });
    expect(
      await accountName.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight,
      ),
    ).toBe(true);

    await page.getByRole("button", { name: "Edit Weekly groceries" }).click();
    await dialog.getByLabel("Amount").fill("60.00");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await seen(page, "Transaction updated successfully!");
    await seen(page, "-$60.00");
    expect(await balanceOf(page, account.id)).toBe(940);

    await page.getByRole("button", { name: "Delete Weekly groceries" }).click();
    await seen(page, "Are you sure you want to delete this transaction?");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Delete" })
      .click();
    await seen(page, "Transaction deleted successfully!");
    await seen(page, "No transactions yet");
    expect(await balanceOf(page, account.id)).toBe(1000);
    await context.close();
  });

  it("pages through 60 transactions, resets to page 1 on a new page size, and sums the current page", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page);
    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Checking",
      account_type: "checking",
      current_balance: 0,
    });
    // 60 transactions on 60 distinct days: every third a credit of 100.00 + i, the rest debits of 10.01 × i.
    const rows = Array.from({ length: 60 }, (_, i) => ({
      description: `Entry ${String(i + 1)}`,
      category: i % 3 === 0 ? "salary" : "shopping",
      transaction_type: i % 3 === 0 ? "credit" : "debit",
      amountCents: i % 3 === 0 ? 10_000 + i * 100 : 1001 * (i + 1),
      account_id: String(account.id),
      transaction_date: new Date(Date.UTC(2026, 0, 1 + i))
        .toISOString()
        .slice(0, 10),
    }));
    for (const { amountCents, ...row } of rows) {
      await apiAs(page, "POST", "/transactions", {
        ...row,
        amount: amountCents / 100,
      });
    }
    await page.goto("/transactions");
    await seen(page, "1–25 of 60");
    const firstPage = [...rows].reverse().slice(0, 25);
    const income = firstPage
      .filter((r) => r.transaction_type === "credit")
      .reduce((s, r) => s + r.amountCents, 0);
    const expenses = firstPage
      .filter((r) => r.transaction_type === "debit")
      .reduce((s, r) => s + r.amountCents, 0);
    const money = (cents: number) => formatMoney(toCents(cents), "USD");
    const summary = page.getByRole("region", {
      name: "Transaction Summary (Current Page)",
    });
    await expect.poll(() => summary.textContent()).toContain(money(income));
    expect(await summary.textContent()).toContain(money(expenses));
    expect(await summary.textContent()).toContain(money(income - expenses));
    await page.screenshot({
      path: "test-results/transactions-1280.png",
      fullPage: true,
    });

    await page.getByRole("button", { name: "Go to next page" }).click();
    await seen(page, "26–50 of 60");
    await seen(page, "Entry 35");
    await page.getByRole("combobox", { name: /rows per page/i }).click();
    await page.getByRole("option", { name: "10", exact: true }).click();
    await seen(page, "1–10 of 60");
    await seen(page, "Entry 60");
    expect(page.url()).toMatch(/size=10|limit=10|pageSize=10/);
    await context.close();
  });
});
