import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { importCsv } from "../../../test/statement-factories";
import { listRules } from "../../../test/rule-factories";

async function openCreateDialog() {
  const rendered = renderWithProviders(createRoutes(), "/transactions/rules");
  await screen.findByText("No rules yet");
  await rendered.user.click(
    screen.getAllByRole("button", { name: "Create rule" })[0]!,
  );
  const dialog = await screen.findByRole("dialog", { name: "Create rule" });
  return { ...rendered, dialog };
}

async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("RuleFormDialog when creating", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("creates a rule, counting the past transactions it matches as it is written", async () => {
    await signInNewUser();
    const account = await createAccount();
    await importCsv(
      account.id,
      "Date,Payee,Description,Amount\n2026-01-10,ZXQ Trading,ZXQ TRADING 1,-20.00\n2026-01-11,ZXQ Trading,ZXQ TRADING 2,-30.00\n2026-01-12,Corner Shop,CORNER SHOP,-5.00\n",
    );
    // Typed and categorised by the person: matched, but its category stays theirs.
    await createTransaction(account.id, {
      description: "ZXQ by hand",
      merchant_name: "ZXQ Trading",
      category: "groceries",
    });
    const { user, dialog } = await openCreateDialog();
    const condition = within(dialog).getByRole("group", {
      name: "Condition 1",
    });
    const action = within(dialog).getByRole("group", { name: "Action 1" });

    await user.type(within(dialog).getByLabelText("Name"), "ZXQ");
    expect(
      within(condition).getByRole("combobox", { name: "Field" }),
    ).toHaveTextContent("Merchant");
    expect(
      within(condition).getByRole("combobox", { name: "Operator" }),
    ).toHaveTextContent("contains");
    await user.type(within(condition).getByLabelText("Text"), "zxq");
    // Incomplete (no category yet): nothing is counted.
    expect(within(dialog).getByRole("status")).toHaveTextContent("");
    await choose(
      user,
      within(action).getByRole("combobox", { name: "Category" }),
      "Shopping",
    );

    expect(
      await within(dialog).findByText(
        "Matches 3 past transactions (2 would change)",
      ),
    ).toBeInTheDocument();
    // A few of them, newest first, with their amounts: what the count means.
    const examples = within(dialog).getByRole("region", {
      name: "Matching transactions",
    });
    const items = within(examples).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("ZXQ by hand"),
      expect.stringContaining("ZXQ TRADING 2"),
      expect.stringContaining("ZXQ TRADING 1"),
    ]);
    expect(items[1]).toHaveTextContent("-$30.00");
    expect(within(examples).queryByText("CORNER SHOP")).toBeNull();
    await user.click(
      within(dialog).getByRole("button", { name: "Create rule" }),
    );

    expect(
      await screen.findByText("Rule created successfully!"),
    ).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Rules" });
    expect(list).toHaveTextContent("ZXQ");
    expect(list).toHaveTextContent("Merchant contains 'zxq' → Shopping");
    expect(await listRules()).toMatchObject([
      {
        name: "ZXQ",
        enabled: true,
        match: "all",
        position: 0,
        conditions: [{ field: "merchant_name", op: "contains", value: "zxq" }],
        actions: [{ set: "category", value: "shopping" }],
      },
    ]);
  });

  it("takes an amount range, an account, any-of matching and a second action", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Travel Card" });
    const { user, dialog } = await openCreateDialog();

    await user.type(within(dialog).getByLabelText("Name"), "Trips");
    await choose(
      user,
      within(dialog).getByRole("combobox", { name: "Match" }),
      "Any of these conditions",
    );
    const first = within(dialog).getByRole("group", { name: "Condition 1" });
    await choose(
      user,
      within(first).getByRole("combobox", { name: "Field" }),
      "Amount",
    );
    await choose(
      user,
      within(first).getByRole("combobox", { name: "Operator" }),
      "is between",
    );
    await user.type(within(first).getByLabelText("From"), "$1,000");
    await user.type(within(first).getByLabelText("To"), "2500.5");
    await user.click(
      within(dialog).getByRole("button", { name: "Add condition" }),
    );
    const second = within(dialog).getByRole("group", { name: "Condition 2" });
    await choose(
      user,
      within(second).getByRole("combobox", { name: "Field" }),
      "Account",
    );
    await choose(
      user,
      within(second).getByRole("combobox", { name: "Account" }),
      "Travel Card",
    );
    await choose(
      user,
      within(within(dialog).getByRole("group", { name: "Action 1" })).getByRole(
        "combobox",
        { name: "Category" },
      ),
      "Travel",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add action" }),
    );
    const merchant = within(dialog).getByRole("group", { name: "Action 2" });
    expect(
      within(merchant).getByRole("combobox", { name: "Action" }),
    ).toHaveTextContent("Set merchant");
    await user.type(within(merchant).getByLabelText("Merchant"), "Airline");

    expect(
      await within(dialog).findByText(
        "Matches 0 past transactions (0 would change)",
      ),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("button", { name: "Create rule" }),
    );

    expect(
      await screen.findByText(
        "Amount is between $1,000.00 and $2,500.50 or Account is Travel Card → Travel, Merchant 'Airline'",
      ),
    ).toBeInTheDocument();
    expect(await listRules()).toMatchObject([
      {
        match: "any",
        conditions: [
          { field: "amount", op: "between", value: [1000, 2500.5] },
          { field: "account_id", op: "equals", value: account.id },
        ],
        actions: [
          { set: "category", value: "travel" },
          { set: "merchant_name", value: "Airline" },
        ],
      },
    ]);
  });

  it("says beside each field what is missing, before asking the server", async () => {
    await signInNewUser();
    const { user, dialog } = await openCreateDialog();

    await user.click(
      within(dialog).getByRole("button", { name: "Create rule" }),
    );

    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(
      "Name is required",
    );
    const condition = within(dialog).getByRole("group", {
      name: "Condition 1",
    });
    expect(
      within(condition).getByLabelText("Text"),
    ).toHaveAccessibleDescription("Enter the text to look for");
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    expect(within(action).getByText("Choose a category")).toBeInTheDocument();
    expect(await listRules()).toEqual([]);
  });

  it("shows the server's message under the condition it names", async () => {
    await signInNewUser();
    const { user, dialog } = await openCreateDialog();
    const condition = within(dialog).getByRole("group", {
      name: "Condition 1",
    });

    await user.type(within(dialog).getByLabelText("Name"), "Odd pattern");
    await choose(
      user,
      within(condition).getByRole("combobox", { name: "Operator" }),
      "matches pattern",
    );
    // RE2 refuses what JavaScript would also refuse; only the server checks patterns.
    await user.type(within(condition).getByLabelText("Pattern"), "coffee(");
    await choose(
      user,
      within(within(dialog).getByRole("group", { name: "Action 1" })).getByRole(
        "combobox",
        { name: "Category" },
      ),
      "Food & Dining",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Create rule" }),
    );

    await waitFor(() => {
      expect(
        within(condition).getByLabelText("Pattern"),
      ).toHaveAccessibleDescription(
        /^Pattern is not a valid regular expression/,
      );
    });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      /Pattern is not a valid regular expression/,
    );
    expect(await listRules()).toEqual([]);
  });
});
