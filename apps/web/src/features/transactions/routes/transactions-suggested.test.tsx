import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { createAccount, listTransactions } from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { importCsv } from "../../../test/statement-factories";

/**
 * A statement with two well-known coffee chains, which the server suggests a category for (from
 * its dictionary, for a person with no history yet), and a row it cannot place.
 */
async function importWithSuggestions() {
  await signInNewUser();
  const account = await createAccount();
  await importCsv(
    account.id,
    "Date,Description,Amount\n2026-01-10,STARBUCKS STORE 123,-5.00\n2026-01-11,BLUE BOTTLE COFFEE 1234 OAKLAND CA,-4.50\n2026-01-12,ZXQ TRADING 4411,-20.00\n",
  );
  const rows = await listTransactions();
  // The premise: what the server suggested, and what it left alone.
  expect(
    rows.map((row) => [row.description, row.category_source]).sort(),
  ).toEqual([
    ["BLUE BOTTLE COFFEE 1234 OAKLAND CA", "suggested"],
    ["STARBUCKS STORE 123", "suggested"],
    ["ZXQ TRADING 4411", "file"],
  ]);
}

function rowOf(table: HTMLElement, description: string): HTMLElement {
  return within(table).getByText(description).closest("tr")!;
}

describe("TransactionsPage suggested categories", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("marks a suggested category and accepts it with the row's Accept", async () => {
    await importWithSuggestions();
    const { user } = renderWithProviders(createRoutes(), "/transactions");
    const table = await screen.findByRole("table", { name: "Transactions" });
    const starbucks = rowOf(table, "STARBUCKS STORE 123");
    expect(
      within(starbucks).getByRole("img", { name: "Suggested category" }),
    ).toBeInTheDocument();
    expect(within(starbucks).getByText("Food & Dining")).toBeInTheDocument();
    expect(
      within(rowOf(table, "ZXQ TRADING 4411")).queryByRole("img", {
        name: "Suggested category",
      }),
    ).not.toBeInTheDocument();

    await user.click(
      within(starbucks).getByRole("button", {
        name: "Accept suggested category for STARBUCKS STORE 123",
      }),
    );

    expect(
      await screen.findByText("Suggested category accepted"),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(
        within(rowOf(table, "STARBUCKS STORE 123")).queryByRole("img", {
          name: "Suggested category",
        }),
      ).not.toBeInTheDocument();
    });
    expect(
      (await listTransactions()).find(
        (row) => row.description === "STARBUCKS STORE 123",
      ),
    ).toMatchObject({ category: "food_dining", category_source: "user" });
  });

  it("shows only suggestions with the Suggested filter, kept in the URL, and accepts the ticked ones", async () => {
    await importWithSuggestions();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );
    const table = await screen.findByRole("table", { name: "Transactions" });
    const chip = screen.getByRole("button", { name: "Suggested" });
    expect(chip).toHaveAttribute("aria-pressed", "false");

    await user.click(chip);

    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Suggested" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });
    expect(router.state.location.search).toBe("?source=suggested");
    await waitFor(() => {
      expect(
        within(table).queryByText("ZXQ TRADING 4411"),
      ).not.toBeInTheDocument();
    });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    await user.click(
      within(table).getByRole("checkbox", { name: "Select all on this page" }),
    );
    const bar = screen.getByRole("region", { name: "Bulk actions" });
    await user.click(
      within(bar).getByRole("button", { name: "Accept suggestions" }),
    );

    expect(
      await screen.findByText("Accepted 2 suggestions"),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("No transactions found"),
    ).toBeInTheDocument();
    expect(
      (await listTransactions()).map((row) => row.category_source).sort(),
    ).toEqual(["file", "user", "user"]);
  });

  it("opens a shared link to the suggestions with the filter on", async () => {
    await importWithSuggestions();
    renderWithProviders(createRoutes(), "/transactions?source=suggested");
    const table = await screen.findByRole("table", { name: "Transactions" });

    expect(screen.getByRole("button", { name: "Suggested" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() => {
      expect(within(table).getAllByRole("row")).toHaveLength(3);
    });
    expect(
      within(table).queryByText("ZXQ TRADING 4411"),
    ).not.toBeInTheDocument();
  });
});
