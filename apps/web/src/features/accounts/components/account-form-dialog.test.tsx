import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createAccount, listAccounts } from "../../../test/money-factories";

type User = ReturnType<typeof renderWithProviders>["user"];

async function openAddDialog() {
  await signInNewUser();
  const rendered = renderWithProviders(createRoutes(), "/accounts");
  await screen.findByText("No accounts found");
  await rendered.user.click(
    screen.getAllByRole("button", { name: "Add Manual Account" })[0]!,
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Add Manual Account",
  });
  return { ...rendered, dialog };
}

async function chooseType(user: User, dialog: HTMLElement, label: string) {
  await user.click(
    within(dialog).getByRole("combobox", { name: /^Account Type/ }),
  );
  await user.click(await screen.findByRole("option", { name: label }));
}

describe("AccountFormDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("creates an account, confirms it and shows its card", async () => {
    const { user, dialog } = await openAddDialog();
    expect(
      within(dialog).getByRole("combobox", { name: /^Account Type/ }),
    ).toHaveTextContent("Checking");

    await user.type(within(dialog).getByLabelText("Account Name"), "Rainy Day");
    await chooseType(user, dialog, "Savings");
    await user.type(
      within(dialog).getByLabelText("Current Balance"),
      "1,234.56",
    );
    await user.type(
      within(dialog).getByLabelText("Institution (optional)"),
      "Ally",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    expect(
      await screen.findByText("Account created successfully!"),
    ).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Rainy Day" });
    expect(within(card).getByText("$1,234.56")).toBeInTheDocument();
    expect(await listAccounts()).toMatchObject([
      {
        name: "Rainy Day",
        account_type: "savings",
        institution_name: "Ally",
        current_balance: 1234.56,
        is_manual: true,
      },
    ]);
  });

  it("requires a name and a balance before calling the server", async () => {
    const { user, dialog } = await openAddDialog();

    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    expect(await within(dialog).findByText("Name is required")).toBeVisible();
    expect(
      within(dialog).getByText("Current balance is required"),
    ).toBeVisible();
    expect(await listAccounts()).toEqual([]);
  });

  it("never saves a balance it cannot read: it says why and keeps Add Account disabled", async () => {
    const { user, dialog } = await openAddDialog();

    await user.type(within(dialog).getByLabelText("Account Name"), "Wallet");
    await user.type(within(dialog).getByLabelText("Current Balance"), "abc");

    expect(
      within(dialog).getByLabelText("Current Balance"),
    ).toHaveAccessibleDescription("Current Balance must be a number");
    expect(
      within(dialog).getByRole("button", { name: "Add Account" }),
    ).toBeDisabled();
    expect(await listAccounts()).toEqual([]);
  });

  it.each([
    ["$500", 500],
    ["1,250.00", 1250],
    ["(100)", -100],
  ])("reads the balance %s as %d", async (typed, balance) => {
    const { user, dialog } = await openAddDialog();

    await user.type(within(dialog).getByLabelText("Account Name"), "Wallet");
    await user.type(within(dialog).getByLabelText("Current Balance"), typed);
    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    await screen.findByText("Account created successfully!");
    expect(await listAccounts()).toMatchObject([{ current_balance: balance }]);
  });

  it("asks what a credit card owes and stores it as a negative balance", async () => {
    const { user, dialog } = await openAddDialog();

    await user.type(within(dialog).getByLabelText("Account Name"), "Visa");
    await chooseType(user, dialog, "Credit Card");
    await user.type(within(dialog).getByLabelText("Amount Owed"), "300.25");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    const card = await screen.findByRole("article", { name: "Visa" });
    expect(within(card).getByText("-$300.25")).toBeInTheDocument();
    expect(await listAccounts()).toMatchObject([{ current_balance: -300.25 }]);
  });

  it("checks the name with the contract's own rule before calling the server", async () => {
    const { user, dialog } = await openAddDialog();

    await user.type(
      within(dialog).getByLabelText("Account Name"),
      "x".repeat(101),
    );
    await user.type(within(dialog).getByLabelText("Current Balance"), "10");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    expect(
      await within(dialog).findByText(
        "Name must be at most 100 characters long",
      ),
    ).toBeVisible();
    expect(await listAccounts()).toEqual([]);
  });

  it("shows the server's message beside the field and in the alert", async () => {
    const { user, dialog } = await openAddDialog();
    const message = "Name is already taken";
    failRequests("POST", /\/accounts$/, 422, {
      detail: [{ loc: ["body", "name"], msg: message, type: "x" }],
    });

    await user.type(within(dialog).getByLabelText("Account Name"), "Wallet");
    await user.type(within(dialog).getByLabelText("Current Balance"), "10");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(
      within(dialog).getByLabelText("Account Name"),
    ).toHaveAccessibleDescription(message);
  });

  it("shows 'Failed to create account' when the server fails without detail", async () => {
    const { user, dialog } = await openAddDialog();
    failRequests("POST", /\/accounts$/);

    await user.type(within(dialog).getByLabelText("Account Name"), "Wallet");
    await user.type(within(dialog).getByLabelText("Current Balance"), "5");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Account" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to create account",
    );
  });

  it("edits an account from its card menu, including whether it is active", async () => {
    await signInNewUser();
    await createAccount({ name: "Old Name", current_balance: 12.3 });
    const { user } = renderWithProviders(createRoutes(), "/accounts");
    await user.click(
      await screen.findByRole("button", { name: "Actions for Old Name" }),
    );
    // The menu is named after the account, so its Edit says which account it edits.
    const menu = await screen.findByRole("menu", {
      name: "Actions for Old Name",
    });
    await user.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Account" });
    expect(within(dialog).getByLabelText("Current Balance")).toHaveValue(
      "12.30",
    );

    const name = within(dialog).getByLabelText("Account Name");
    await user.clear(name);
    await user.type(name, "New Name");
    await user.click(within(dialog).getByRole("switch", { name: "Active" }));
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(
      await screen.findByText("Account updated successfully!"),
    ).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "New Name" });
    expect(within(card).getByText("Inactive")).toBeInTheDocument();
    expect(await listAccounts()).toMatchObject([
      { name: "New Name", is_active: false, current_balance: 12.3 },
    ]);
  });
});
