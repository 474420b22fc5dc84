import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import {
  createAccount,
  createTransaction,
  listTransactions,
} from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { importCsv } from "../../../test/statement-factories";
import { createRule } from "../../../test/rule-factories";

describe("RulesPage, applying a rule", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("applies a rule to past transactions and says how many changed", async () => {
    await signInNewUser();
    const account = await createAccount();
    // Two rows from the bank's file; one the person typed and categorised, which stays theirs.
    await importCsv(
      account.id,
      "Date,Payee,Description,Amount\n2026-01-10,ZXQ Trading,ZXQ TRADING 1,-20.00\n2026-01-11,ZXQ Trading,ZXQ TRADING 2,-30.00\n",
    );
    await createTransaction(account.id, {
      description: "ZXQ by hand",
      merchant_name: "ZXQ Trading",
      category: "groceries",
    });
    await createRule({
      name: "ZXQ",
      conditions: [
        { field: "merchant_name", op: "equals", value: "zxq trading" },
      ],
      actions: [{ set: "category", value: "shopping" }],
    });
    const { user } = renderWithProviders(createRoutes(), "/transactions/rules");
    const list = await screen.findByRole("list", { name: "Rules" });

    await user.click(
      within(list).getByRole("button", {
        name: "Apply to past transactions: ZXQ",
      }),
    );

    expect(
      await screen.findByText("Changed 2 transactions"),
    ).toBeInTheDocument();
    const rows = await listTransactions();
    expect(
      rows
        .map((row) => [row.description, row.category, row.category_source])
        .sort(),
    ).toEqual([
      ["ZXQ TRADING 1", "shopping", "rule"],
      ["ZXQ TRADING 2", "shopping", "rule"],
      ["ZXQ by hand", "groceries", "user"],
    ]);
  });
});
