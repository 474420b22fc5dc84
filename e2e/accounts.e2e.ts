import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
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

async function addAccount(
  page: Page,
  name: string,
  type: string,
  balanceLabel: string,
  balance: string,
) {
  await page
    .getByRole("button", { name: "Add Manual Account" })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Account Name").fill(name);
  if (type !== "Checking") await choose(page, "Account Type", type);
  await dialog.getByLabel(balanceLabel).fill(balance);
  await dialog.getByRole("button", { name: "Add Account" }).click();
  await expect
    .poll(() => page.getByText("Account created successfully!").count())
    .toBeGreaterThan(0);
  await dialog.waitFor({ state: "detached" });
}

describe("accounts", () => {
  it("adds manual accounts and sums assets, liabilities and net worth to the cent", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/accounts");
    await expect
      .poll(() => page.getByText("No accounts found").count())
      .toBe(1);

    await addAccount(
      page,
      "Everyday Checking",
      "Checking",
      "Current Balance",
      "2500.10",
    );
    await addAccount(
      page,
      "Rainy Day Savings",
      "Savings",
      "Current Balance",
      "1000.05",
    );
    await addAccount(
      page,
      "Travel Card",
      "Credit Card",
      "Amount Owed",
      "300.25",
    );

    const card = page.getByRole("article", { name: "Travel Card" });
    await expect.poll(() => card.getByText("-$300.25").count()).toBe(1);
    await expect.poll(() => page.getByText("(Manual)").count()).toBe(3);
    const summary = page.getByRole("region", { name: "Account Summary" });
    await expect.poll(() => summary.textContent()).toContain("$3,500.15");
    expect(await summary.textContent()).toContain("$300.25");
    expect(await summary.textContent()).toContain("$3,199.90");
    await page.screenshot({
      path: "test-results/accounts-1280.png",
      fullPage: true,
    });
    await context.close();
  });
});
