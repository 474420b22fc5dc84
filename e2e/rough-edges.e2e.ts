import type {
  AccountResponse,
  TransactionListResponse,
} from "@finch/contracts";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

async function accounts(page: Page): Promise<AccountResponse[]> {
  return (
    await apiAs<{ accounts: AccountResponse[] }>(page, "GET", "/accounts")
  ).accounts;
}

async function linkSandboxBank(page: Page, institutionId: string) {
  const { public_token } = await apiAs<{ public_token: string }>(
    page,
    "POST",
    "/plaid/sandbox/public-token",
    { institution_id: institutionId },
  );
  await apiAs(page, "POST", "/plaid/exchange-public-token", { public_token });
}

describe("what a new user hit in one evening", () => {
  it("reads money typed the usual ways and refuses what it cannot read, under the field", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/accounts");
    await page
      .getByRole("button", { name: "Add Manual Account" })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Account Name").fill("Wallet");
    const balance = dialog.getByLabel(/Balance/);
    const submit = dialog.getByRole("button", { name: "Add Account" });

    await balance.fill("12.345");
    await expect
      .poll(() =>
        dialog
          .getByText("Current Balance must have at most 2 decimal places")
          .count(),
      )
      .toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    await balance.fill("abc");
    await expect
      .poll(() => dialog.getByText("Current Balance must be a number").count())
      .toBe(1);
    expect(await submit.isDisabled()).toBe(true);

    await balance.fill("(100)");
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await dialog.waitFor({ state: "detached" });
    expect((await accounts(page)).map((a) => a.current_balance)).toEqual([
      -100,
    ]);
    await context.close();
  });

  it("sorts, filters by amount, names the row it deletes, and shows Over Budget when one budget is over", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/dashboard");
    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Checking",
      account_type: "checking",
      current_balance: 1000,
    });
    const today = new Date().toISOString().slice(0, 10);
    for (const [description, amount, category] of [
      ["Rent share", 400, "utilities"],
      ["Groceries", 120.5, "groceries"],
      ["Coffee", 4.5, "food_dining"],
    ] as const)
      await apiAs(page, "POST", "/transactions", {
        description,
        amount,
        category,
        transaction_type: "debit",
        account_id: String(account.id),
        transaction_date: today,
      });
    await apiAs(page, "POST", "/budgets", {
      name: "Bills",
      category: "utilities",
      amount: 300,
      period: "monthly",
      alert_threshold: 0.8,
    });
    await apiAs(page, "POST", "/budgets", {
      name: "Food",
      category: "groceries",
      amount: 2000,
      period: "monthly",
      alert_threshold: 0.8,
    });

    await page.goto("/transactions");
    const table = page.getByRole("table", { name: "Transactions" });
    const descriptions = async () =>
      (await table.locator("tbody tr").allTextContents()).map((row) =>
        ["Rent share", "Groceries", "Coffee"].find((d) => row.includes(d)),
      );
    await expect.poll(descriptions).toHaveLength(3);
    await table.getByRole("button", { name: "Amount" }).click();
    await expect
      .poll(descriptions)
      .toEqual(["Rent share", "Groceries", "Coffee"]);
    await table.getByRole("button", { name: "Amount" }).click();
    await expect
      .poll(descriptions)
      .toEqual(["Coffee", "Groceries", "Rent share"]);

    await page.getByLabel("Min amount").fill("$100");
    await page.getByLabel("Min amount").press("Enter");
    await expect.poll(descriptions).toEqual(["Groceries", "Rent share"]);
    expect(new URL(page.url()).searchParams.get("min")).not.toBeNull();

    await page.getByRole("button", { name: "Delete Groceries" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete transaction?" });
    expect(await confirm.textContent()).toContain("Groceries");
    expect(await confirm.textContent()).toContain("-$120.50");
    await confirm.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/budgets");
    const overview = page.getByRole("region", { name: "Budget Overview" });
    await expect.poll(() => overview.textContent()).toContain("Over Budget");
    await context.close();
  });

  it("tells two banks' accounts apart and keeps what the bank sets on a synced row", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/dashboard");
    await linkSandboxBank(page, "ins_109509");
    await linkSandboxBank(page, "ins_109511");
    await apiAs(page, "POST", "/plaid/sync-transactions");

    await page.goto("/transactions");
    await page.getByRole("combobox", { name: /^Account/ }).click();
    // The list opens before the accounts arrive: wait for both banks' checking accounts.
    const checkingOptions = async () =>
      (await page.getByRole("option").allTextContents()).filter((name) =>
        name.startsWith("Plaid Checking"),
      );
    await expect.poll(checkingOptions).toHaveLength(2);
    expect(new Set(await checkingOptions()).size).toBe(2);
    await page.keyboard.press("Escape");

    const list = await apiAs<TransactionListResponse>(
      page,
      "GET",
      "/transactions?limit=25",
    );
    // Only banks were linked, so every row is synced; two sandbox banks can
    // share a description, so any button with the row's name is a synced one.
    expect(list.transactions.length).toBeGreaterThan(0);
    expect(list.transactions.every((t) => t.is_synced)).toBe(true);
    const row = list.transactions[0]!;
    await page
      .getByRole("button", { name: `Edit ${row.description}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Transaction" });
    expect(await dialog.getByLabel("Amount").isDisabled()).toBe(true);
    expect(await dialog.getByText("Set by your bank").count()).toBe(4);
    await context.close();
  });
});
