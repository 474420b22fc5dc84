import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import {
  createAccount,
  createTransaction,
  listTransactions,
} from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function seedThree() {
  await signInNewUser();
  const account = await createAccount();
  for (const [description, date] of [
    ["Cinema", "2026-01-03"],
    ["Concert", "2026-01-02"],
    ["Bakery", "2026-01-01"],
  ] as const)
    await createTransaction(account.id, {
      description,
      category: "other",
      transaction_date: date,
    });
}

async function renderTransactionsPage() {
  const rendered = renderWithProviders(createRoutes(), "/transactions");
  const table = await screen.findByRole("table", { name: "Transactions" });
  return { ...rendered, table };
}

function bulkBar() {
  return screen.getByRole("region", { name: "Bulk actions" });
}

describe("TransactionsPage bulk actions", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("changes the category of the ticked rows at once", async () => {
    await seedThree();
    const { user, table } = await renderTransactionsPage();
    expect(
      screen.queryByRole("region", { name: "Bulk actions" }),
    ).not.toBeInTheDocument();

    await user.click(
      within(table).getByRole("checkbox", { name: "Select Cinema" }),
    );
    await user.click(
      within(table).getByRole("checkbox", { name: "Select Concert" }),
    );
    expect(bulkBar()).toHaveTextContent("2 selected");
    expect(
      within(table).getByRole("checkbox", { name: "Select all on this page" }),
    ).toHaveAttribute("data-indeterminate", "true");
    await user.click(
      within(bulkBar()).getByRole("button", { name: "Change category" }),
    );
    await user.click(
      within(bulkBar()).getByRole("combobox", { name: "New category" }),
    );
    await user.click(
      await screen.findByRole("option", { name: "Entertainment" }),
    );
    await user.click(within(bulkBar()).getByRole("button", { name: "Apply" }));

    expect(
      await screen.findByText("Updated 2 transactions"),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(table).getAllByText("Entertainment")).toHaveLength(2);
    });
    expect(
      screen.queryByRole("region", { name: "Bulk actions" }),
    ).not.toBeInTheDocument();
    expect(
      within(table).getByRole("checkbox", { name: "Select Cinema" }),
    ).not.toBeChecked();
    expect(
      (await listTransactions()).map((row) => [row.description, row.category]),
    ).toEqual([
      ["Cinema", "entertainment"],
      ["Concert", "entertainment"],
      ["Bakery", "other"],
    ]);
  });

  it("ticks the whole page and sets one merchant for every row", async () => {
    await seedThree();
    const { user, table } = await renderTransactionsPage();

    await user.click(
      within(table).getByRole("checkbox", { name: "Select all on this page" }),
    );
    expect(bulkBar()).toHaveTextContent("3 selected");
    await user.click(
      within(bulkBar()).getByRole("button", { name: "Change merchant" }),
    );
    const merchant = within(bulkBar()).getByRole("textbox", {
      name: "New merchant",
    });
    expect(merchant).toHaveFocus();
    await user.type(merchant, "Corner Shop{Enter}");

    expect(
      await screen.findByText("Updated 3 transactions"),
    ).toBeInTheDocument();
    expect((await listTransactions()).map((row) => row.merchant_name)).toEqual([
      "Corner Shop",
      "Corner Shop",
      "Corner Shop",
    ]);
  });

  it("deletes the ticked rows after asking", async () => {
    await seedThree();
    const { user, table } = await renderTransactionsPage();

    await user.click(
      within(table).getByRole("checkbox", { name: "Select Cinema" }),
    );
    await user.click(
      within(table).getByRole("checkbox", { name: "Select Bakery" }),
    );
    await user.click(within(bulkBar()).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Delete 2 transactions?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(
      await screen.findByText("Deleted 2 transactions"),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(table).queryByText("Cinema")).not.toBeInTheDocument();
    });
    expect((await listTransactions()).map((row) => row.description)).toEqual([
      "Concert",
    ]);
    await waitFor(() => {
      expect(
        within(table).getByRole("checkbox", {
          name: "Select all on this page",
        }),
      ).toHaveFocus();
    });
  });

  it("clears the ticks without changing anything", async () => {
    await seedThree();
    const { user, table } = await renderTransactionsPage();

    await user.click(
      within(table).getByRole("checkbox", { name: "Select Cinema" }),
    );
    await user.click(
      within(bulkBar()).getByRole("button", { name: "Clear selection" }),
    );

    expect(
      screen.queryByRole("region", { name: "Bulk actions" }),
    ).not.toBeInTheDocument();
    expect(
      within(table).getByRole("checkbox", { name: "Select Cinema" }),
    ).not.toBeChecked();
    // The bar the focus was in has gone: the focus goes back to the page's ticks.
    await waitFor(() => {
      expect(
        within(table).getByRole("checkbox", {
          name: "Select all on this page",
        }),
      ).toHaveFocus();
    });
  });

  it("ticks the cards of the phone list too", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await seedThree();
    const { user } = renderWithProviders(createRoutes(), "/transactions");
    const list = await screen.findByRole("list", { name: "Transactions" });

    await user.click(
      within(list).getByRole("checkbox", { name: "Select Concert" }),
    );
    expect(bulkBar()).toHaveTextContent("1 selected");
    await user.click(
      screen.getByRole("checkbox", { name: "Select all on this page" }),
    );

    expect(bulkBar()).toHaveTextContent("3 selected");
  });

  it("shows the fallback when a bulk change fails without detail, keeping the ticks", async () => {
    await seedThree();
    failRequests("POST", /\/transactions\/bulk$/);
    const { user, table } = await renderTransactionsPage();

    await user.click(
      within(table).getByRole("checkbox", { name: "Select Cinema" }),
    );
    await user.click(
      within(bulkBar()).getByRole("button", { name: "Change merchant" }),
    );
    await user.type(
      within(bulkBar()).getByRole("textbox", { name: "New merchant" }),
      "Odeon",
    );
    await user.click(within(bulkBar()).getByRole("button", { name: "Apply" }));

    expect(
      await screen.findByText("Failed to update transactions"),
    ).toBeInTheDocument();
    expect(bulkBar()).toHaveTextContent("1 selected");
  });
});
