/**
 * A new person brings a bank statement in and teaches Finch their categories: import a month
 * through the wizard, see most rows categorised, correct two, remember one of them as a rule,
 * import the next month and see that merchant categorised by the rule, then accept the rest of
 * the suggestions in bulk (issues 21 and 22, "Done when").
 */
import type {
  AccountResponse,
  RuleResponse,
  TransactionResponse,
} from "@finch/contracts";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

const OCTOBER = `Date,Description,Amount
10/01/2026,SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA,-5.75
10/02/2026,WHOLE FOODS #123 SEATTLE WA,-84.20
10/03/2026,SHELL OIL 57442 HOUSTON TX,-41.10
10/05/2026,NETFLIX.COM,-15.49
10/06/2026,GREEN LEAF NURSERY 88 PORTLAND OR,-36.00
10/09/2026,AMZN Mktp US*2K4LM0QX2,-23.99
10/12/2026,ACME CORP PAYROLL,2500.00
10/15/2026,CASA MIA TRATTORIA 21,-62.40
10/18/2026,UBER *TRIP HELP.UBER.COM,-18.30
10/20/2026,CITY POWER & LIGHT BILL 0032,-96.12
10/25/2026,CVS/PHARMACY #04512,-9.87
`;

const NOVEMBER = `Date,Description,Amount
11/02/2026,SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA,-6.25
11/04/2026,GREEN LEAF NURSERY 31 PORTLAND OR,-44.00
11/05/2026,NETFLIX.COM,-15.49
11/12/2026,ACME CORP PAYROLL,2500.00
11/16/2026,CVS/PHARMACY #07731,-14.02
`;

async function seen(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.getByText(text).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/**
 * Opens the import wizard on /transactions, chooses the account and the file, and clicks Next
 * through the steps (choose a file, map columns) until `reached` shows in the dialog.
 */
async function reviewStatement(
  page: Page,
  name: string,
  csv: string,
  reached: (dialog: Locator) => Locator,
): Promise<Locator> {
  await page.goto("/transactions");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Account" }).click();
  await page.getByRole("option", { name: "Everyday Checking" }).click();
  await dialog.getByLabel("Statement file").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  const next = dialog.getByRole("button", { name: "Next" });
  await expect
    .poll(
      async () => {
        if ((await reached(dialog).count()) > 0) return true;
        if ((await next.count()) > 0 && (await next.isEnabled()))
          await next.click();
        return false;
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
  return dialog;
}

async function importStatement(
  page: Page,
  name: string,
  csv: string,
  rows: number,
): Promise<void> {
  const commit = (dialog: Locator) =>
    dialog.getByRole("button", {
      name: `Import ${String(rows)} transactions`,
    });
  await commit(await reviewStatement(page, name, csv, commit)).click();
  await seen(page, `Imported ${String(rows)} transactions`);
}

async function ledger(page: Page): Promise<TransactionResponse[]> {
  const { transactions } = await apiAs<{
    transactions: TransactionResponse[];
  }>(page, "GET", "/transactions?limit=100");
  return transactions;
}

async function recategorise(
  page: Page,
  description: string,
  category: string,
): Promise<void> {
  await page.getByRole("button", { name: `Edit ${description}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByRole("option", { name: category, exact: true }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
}

describe("importing statements and teaching categories", () => {
  it("categorises a month's statement, learns from two corrections and applies the rule to the next month", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page);
    await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Everyday Checking",
      account_type: "checking",
      current_balance: 1000,
    });

    await importStatement(page, "october.csv", OCTOBER, 11);
    const october = await ledger(page);
    expect(october).toHaveLength(11);
    // Most rows arrive categorised, each with a clean merchant name beside the bank's text.
    const categorised = october.filter((t) => t.category !== "other");
    expect(categorised.length).toBeGreaterThanOrEqual(9);
    expect(
      october.find((t) => t.description.startsWith("SQ *BLUE"))?.merchant_name,
    ).toBe("Blue Bottle Coffee");
    expect(
      october.find((t) => t.description.startsWith("GREEN LEAF"))
        ?.merchant_name,
    ).toBe("Green Leaf Nursery");

    await page.goto("/transactions");
    await recategorise(page, "CVS/PHARMACY #04512", "Shopping");
    await seen(page, "Always categorise CVS as Shopping?");
    await page.getByRole("button", { name: "Always", exact: true }).click();
    await seen(page, /^Rule saved/);

    await recategorise(page, "NETFLIX.COM", "Entertainment");
    await seen(page, "Always categorise Netflix as Entertainment?");
    await page.getByRole("button", { name: "Not now", exact: true }).click();
    await expect
      .poll(() => page.getByText(/^Always categorise/).count())
      .toBe(0);

    const { rules } = await apiAs<{ rules: RuleResponse[] }>(
      page,
      "GET",
      "/rules",
    );
    expect(rules.map((r) => r.name)).toEqual(["CVS → Shopping"]);

    await importStatement(page, "november.csv", NOVEMBER, 5);
    const november = (await ledger(page)).filter((t) =>
      t.transaction_date.startsWith("2026-11"),
    );
    const cvs = november.find((t) => t.description.startsWith("CVS"));
    expect(cvs).toMatchObject({
      category: "shopping",
      category_source: "rule",
      merchant_name: "CVS",
    });
    // The correction not remembered as a rule still taught the suggestions.
    expect(november.find((t) => t.description === "NETFLIX.COM")).toMatchObject(
      { category: "entertainment", category_source: "suggested" },
    );
    // A person's own choice stays theirs.
    expect(
      (await ledger(page)).find((t) => t.description === "CVS/PHARMACY #04512"),
    ).toMatchObject({ category: "shopping", category_source: "user" });

    // The Rules page lists the remembered rule; the suggestions are accepted in bulk.
    await page.goto("/transactions/rules");
    await seen(page, "CVS → Shopping");
    await page.goto("/transactions?source=suggested");
    await page
      .getByRole("checkbox", { name: "Select all on this page" })
      .check();
    await page.getByRole("button", { name: "Accept suggestions" }).click();
    await seen(page, /^Accepted \d+ suggestions?$/);
    const left = (await ledger(page)).filter(
      (t) => t.category_source === "suggested",
    );
    expect(left).toEqual([]);
    await context.close();
  });

  it("finds only duplicates when the same statement comes again, and Undo restores the ledger", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page);
    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Everyday Checking",
      account_type: "checking",
      current_balance: 1000,
    });
    const balance = async () =>
      (
        await apiAs<{ accounts: AccountResponse[] }>(page, "GET", "/accounts")
      ).accounts.find((a) => a.id === account.id)?.current_balance;

    await importStatement(page, "november.csv", NOVEMBER, 5);
    // History dated before the balance the person typed does not move it (ADR 0032).
    expect(await balance()).toBe(1000);

    // The same file again: every row is a duplicate of one just imported.
    const dialog = await reviewStatement(page, "november.csv", NOVEMBER, (d) =>
      d.getByText("Duplicates 5"),
    );
    await seen(page, "New 0");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await ledger(page)).toHaveLength(5);

    // Undo from the history: the rows go, the balance is as it was.
    await page.getByRole("link", { name: "Import history" }).click();
    await page
      .getByRole("button", { name: "Undo import of november.csv" })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Undo import" })
      .click();
    await seen(page, "Import undone");
    expect(await ledger(page)).toEqual([]);
    expect(await balance()).toBe(1000);
    await context.close();
  });
});
