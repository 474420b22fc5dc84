import { transactionListResponseSchema } from "@finch/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  createAccount,
  createTransactions,
  listAccounts,
} from "../../../test/money-factories";

async function openDeleteDialog(accountName: string) {
  const rendered = renderWithProviders(createRoutes(), "/accounts");
  await rendered.user.click(
    await screen.findByRole("button", { name: `Actions for ${accountName}` }),
  );
  await rendered.user.click(
    await screen.findByRole("menuitem", { name: "Delete" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Delete account?" });
  return { ...rendered, dialog };
}

describe("DeleteAccountDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says how many transactions go with the account, then deletes both", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Old Checking" });
    await createTransactions(account.id, 3);
    const { user, dialog } = await openDeleteDialog("Old Checking");

    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete the account "Old Checking"? This also deletes all 3 of its transactions. This cannot be undone.',
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Delete Account" }),
    );

    expect(
      await screen.findByText("Account deleted successfully!"),
    ).toBeInTheDocument();
    expect(await screen.findByText("No accounts found")).toBeInTheDocument();
    expect(await listAccounts()).toEqual([]);
    const { total } = await apiRequest("/transactions", {
      schema: transactionListResponseSchema,
    });
    expect(total).toBe(0);
  });

  it("says when an account has no transactions, and Cancel keeps it", async () => {
    await signInNewUser();
    await createAccount({ name: "Empty" });
    const { user, dialog } = await openDeleteDialog("Empty");

    expect(dialog).toHaveTextContent("It has no transactions.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(screen.getByRole("article", { name: "Empty" })).toBeInTheDocument();
    expect(await listAccounts()).toHaveLength(1);
  });

  it("keeps the dialog open with the fallback when the delete fails without detail", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Sticky" });
    await createTransactions(account.id, 1);
    const { user, dialog } = await openDeleteDialog("Sticky");
    expect(dialog).toHaveTextContent("This also deletes its 1 transaction.");
    failRequests("DELETE", /\/accounts\/\d+$/);

    await user.click(
      within(dialog).getByRole("button", { name: "Delete Account" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to delete account",
    );
    expect(await listAccounts()).toHaveLength(1);
  });
});
