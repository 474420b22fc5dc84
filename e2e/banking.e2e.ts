import { describe, expect, it } from "vitest";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

interface Row {
  id: number;
  description: string;
  is_pending: boolean;
}
interface RowList {
  transactions: Row[];
  total: number;
}

describe("bank linking", () => {
  it("links a sandbox bank through its dialog (all accounts but one), syncs months of history, posts a pending row once, and unlinks", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/accounts");
    await expect
      .poll(() => page.getByText("No accounts found").count())
      .toBe(1);

    // Link: pick a bank, sign in with the shown test credentials (the one with new activity).
    await page
      .getByRole("button", { name: "Link Bank Account" })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Link Bank Account" });
    await dialog.getByRole("button", { name: /First Platypus Bank/ }).click();
    await dialog.getByLabel("Username").fill("user_transactions_dynamic");
    await dialog.getByLabel("Password").fill("anything");
    await page.screenshot({ path: "test-results/banking-dialog.png" });
    await dialog.getByRole("button", { name: "Connect" }).click();

    // Choose accounts: all checked at first; leave the savings account out.
    const boxes = dialog.getByRole("checkbox");
    await boxes.first().waitFor();
    const offered = await boxes.count();
    expect(offered).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < offered; i += 1)
      expect(await boxes.nth(i).isChecked()).toBe(true);
    await dialog.getByRole("checkbox", { name: /Plaid Saving/ }).uncheck();
    await page.screenshot({ path: "test-results/banking-choose-accounts.png" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect
      .poll(() =>
        page
          .getByText(`Successfully linked ${String(offered - 1)} account(s)!`)
          .count(),
      )
      .toBe(1);
    await dialog.waitFor({ state: "detached" });
    const linked = await apiAs<{ accounts: { name: string }[] }>(
      page,
      "GET",
      "/accounts",
    );
    expect(linked.accounts).toHaveLength(offered - 1);
    expect(linked.accounts.map((a) => a.name)).not.toContain("Plaid Saving");

    const checking = page.getByRole("article", { name: "Plaid Checking" });
    await expect
      .poll(() => checking.textContent())
      .toContain("First Platypus Bank");
    expect(await checking.textContent()).not.toContain("(Manual)");
    await expect.poll(() => page.getByText("Connected").count()).toBe(1);
    await page.screenshot({
      path: "test-results/banking-linked.png",
      fullPage: true,
    });

    // The first sync (run after linking) brought months of history, pending rows included.
    await expect
      .poll(
        async () =>
          (await apiAs<RowList>(page, "GET", "/transactions?limit=1")).total,
      )
      .toBeGreaterThan(500);
    const first = await apiAs<RowList>(page, "GET", "/transactions?limit=100");
    const pending = first.transactions.filter((row) => row.is_pending);
    expect(pending.length).toBeGreaterThan(0);

    // Sync again from /transactions: only new rows, the pending one posted without a duplicate.
    await page.getByRole("link", { name: "Transactions" }).first().click();
    await page
      .getByRole("heading", { level: 1, name: "Transactions" })
      .waitFor();
    await page.getByRole("button", { name: "Sync" }).click();
    await expect
      .poll(() => page.getByText("Transactions synced successfully!").count())
      .toBe(1);
    await page.screenshot({
      path: "test-results/banking-synced.png",
      fullPage: true,
    });
    const second = await apiAs<RowList>(page, "GET", "/transactions?limit=100");
    const ids = second.transactions.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of pending) expect(ids).not.toContain(row.id);
    const total = (await apiAs<RowList>(page, "GET", "/transactions?limit=1"))
      .total;
    expect(total - first.total).toBeGreaterThan(0);
    expect(total - first.total).toBeLessThan(10);

    // Unlink: the accounts stay, as manual accounts with their history.
    await page.getByRole("link", { name: "Accounts" }).first().click();
    const banks = page.getByRole("list", { name: "Linked banks" });
    await banks.getByRole("button", { name: "Unlink" }).click();
    await page
      .getByRole("dialog", { name: "Unlink bank?" })
      .getByRole("button", { name: "Unlink" })
      .click();
    await expect
      .poll(() =>
        page.getByText("First Platypus Bank unlinked successfully!").count(),
      )
      .toBe(1);
    await expect.poll(() => checking.textContent()).toContain("(Manual)");
    expect(
      (await apiAs<RowList>(page, "GET", "/transactions?limit=1")).total,
    ).toBe(total);
    await context.close();
  });
});
