import type {
  AccountResponse,
  BudgetResponse,
  GoalResponse,
  TransactionResponse,
} from "@finch/contracts";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

/** Counts the page's POSTs to each API path, so a test can say how many a double click sent. */
function countPosts(page: Page): Map<string, number> {
  const posts = new Map<string, number>();
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const path = new URL(request.url()).pathname;
    posts.set(path, (posts.get(path) ?? 0) + 1);
  });
  return posts;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Double-clicks the dialog's submit button and waits for the dialog to close. */
async function doubleSubmit(page: Page, button: string, success: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: button }).dblclick();
  await expect.poll(() => page.getByText(success).count()).toBeGreaterThan(0);
  await dialog.waitFor({ state: "detached" });
}

describe("a double click on a dialog's submit button", () => {
  it("creates one account, transaction, budget and goal, and contributes once", async () => {
    const { page, context } = await newPage();
    const posts = countPosts(page);
    await startSignedIn(page, "/accounts");

    await page
      .getByRole("button", { name: "Add Manual Account" })
      .first()
      .click();
    await page.getByRole("dialog").getByLabel("Account Name").fill("Checking");
    await page
      .getByRole("dialog")
      .getByLabel(/Balance/)
      .fill("1,000");
    await doubleSubmit(page, "Add Account", "Account created successfully!");
    const { accounts } = await apiAs<{ accounts: AccountResponse[] }>(
      page,
      "GET",
      "/accounts",
    );
    expect(accounts.map((a) => [a.name, a.current_balance])).toEqual([
      ["Checking", 1000],
    ]);

    await page.goto("/transactions");
    await page.getByRole("button", { name: "Add Transaction" }).first().click();
    await page.getByRole("dialog").getByLabel("Description").fill("Groceries");
    await page.getByRole("dialog").getByLabel("Amount").fill("54.20");
    await choose(page, "Account", "Checking");
    await doubleSubmit(
      page,
      "Add Transaction",
      "Transaction created successfully!",
    );
    const list = await apiAs<{ transactions: TransactionResponse[] }>(
      page,
      "GET",
      "/transactions",
    );
    expect(list.transactions.map((t) => t.description)).toEqual(["Groceries"]);

    await page.goto("/budgets");
    await page.getByRole("button", { name: "Create Budget" }).first().click();
    await page.getByRole("dialog").getByLabel("Budget Name").fill("Food");
    await page.getByRole("dialog").getByLabel("Amount").fill("300");
    await choose(page, "Category", "Groceries");
    await doubleSubmit(page, "Create Budget", "Budget created successfully!");
    const { budgets } = await apiAs<{ budgets: BudgetResponse[] }>(
      page,
      "GET",
      "/budgets",
    );
    expect(budgets.map((b) => b.name)).toEqual(["Food"]);

    await page.goto("/goals");
    await page.getByRole("button", { name: "Create Goal" }).first().click();
    await page.getByRole("dialog").getByLabel("Goal Name").fill("Holiday");
    await page.getByRole("dialog").getByLabel("Target Amount").fill("1000");
    await page.getByRole("dialog").getByLabel("Target Date").fill("2030-12-31");
    await doubleSubmit(page, "Create Goal", "Goal created successfully!");

    await page.getByRole("button", { name: "Contribute to Holiday" }).click();
    await page
      .getByRole("dialog")
      .getByLabel("Contribution Amount")
      .fill("100");
    await doubleSubmit(
      page,
      "Contribute",
      "Successfully contributed $100.00 to Holiday!",
    );
    const { goals } = await apiAs<{ goals: GoalResponse[] }>(
      page,
      "GET",
      "/goals",
    );
    expect(goals.map((g) => [g.name, g.current_amount])).toEqual([
      ["Holiday", 100],
    ]);

    // The client itself sent each create once: the server's Idempotency-Key is the second guard.
    expect(
      Object.fromEntries(
        [...posts].filter(([path]) => !path.startsWith("/api/v1/auth")),
      ),
    ).toEqual({
      "/api/v1/accounts": 1,
      "/api/v1/transactions": 1,
      "/api/v1/budgets": 1,
      "/api/v1/goals": 1,
      [`/api/v1/goals/${String(goals[0]?.id)}/contribute`]: 1,
    });
    await context.close();
  });
});
