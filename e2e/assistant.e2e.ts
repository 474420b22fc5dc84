import type { AccountResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

/** Last month's first day and a day inside it, as the server's UTC profile sees them. */
function lastMonthDay(): { from: string; day: string } {
  const now = new Date();
  const first = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1),
  );
  const from = first.toISOString().slice(0, 10);
  return { from, day: `${from.slice(0, 8)}12` };
}

describe("assistant", () => {
  it("answers a suggested question from the user's own data and links to the transactions", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/dashboard");
    const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
      name: "Everyday Checking",
      account_type: "checking",
      institution_name: "",
      current_balance: 1500,
    });
    const { from, day } = lastMonthDay();
    for (const [amount, type] of [
      [84.2, "debit"],
      [45.35, "debit"],
      [9.55, "credit"],
    ] as const)
      await apiAs(page, "POST", "/transactions", {
        description: "WHOLE FOODS",
        merchant_name: "Whole Foods Market",
        category: "groceries",
        amount,
        transaction_type: type,
        account_id: String(account.id),
        transaction_date: day,
      });

    await page.goto("/ai-assistant");
    await page
      .getByRole("button", {
        name: "How much did I spend on groceries last month?",
      })
      .click();
    const input = page.getByRole("textbox", {
      name: "Ask about your finances",
    });
    expect(await input.inputValue()).toBe(
      "How much did I spend on groceries last month?",
    );
    await input.press("Enter");

    const conversation = page.getByRole("list", { name: "Conversation" });
    // 84.20 + 45.35 − 9.55 refund
    await expect.poll(() => conversation.getByText("$120.00").count()).toBe(1);
    expect(
      await conversation.getByText(/net of \$9\.55 in refunds/).count(),
    ).toBe(1);
    await conversation
      .getByRole("link", { name: "View these transactions" })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/transactions");
    expect(new URL(page.url()).searchParams.get("from")).toBe(from);
    expect(new URL(page.url()).searchParams.get("category")).toBe("groceries");
    await context.close();
  });
});
