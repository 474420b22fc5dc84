import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { linkSandboxBank } from "../../../test/banking-factories";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";

async function seedTwoAccounts() {
  await signInNewUser();
  const checking = await createAccount({ name: "Checking" });
  const card = await createAccount({
    name: "Visa",
    account_type: "credit_card",
  });
  await createTransaction(checking.id, {
    description: "Morning coffee",
    merchant_name: "Blue Bottle",
    category: "food_dining",
    transaction_date: "2026-01-10",
  });
  await createTransaction(checking.id, {
    description: "Paycheck",
    category: "salary",
    transaction_type: "credit",
    amount: 1000,
    transaction_date: "2026-01-31",
  });
  await createTransaction(card.id, {
    description: "Coffee beans",
    category: "groceries",
    transaction_date: "2026-02-03",
  });
  return { checking, card };
}

function descriptions() {
  return (
    within(screen.getByRole("table", { name: "Transactions" }))
      .getAllByRole("row")
      .slice(1)
      // The first cell is the row's tick, the second its date.
      .map((row) => within(row).getAllByRole("cell")[2]?.textContent)
  );
}

async function choose(
  user: ReturnType<typeof renderWithProviders>["user"],
  label: string,
  option: string,
) {
  await user.click(
    screen.getByRole("combobox", { name: new RegExp(`^${label}`) }),
  );
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("TransactionsPage filters", () => {
  it("sorts by a column's header, and flips it on a second click", async () => {
    await seedTwoAccounts();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );
    const table = await screen.findByRole("table", { name: "Transactions" });

    await user.click(within(table).getByRole("button", { name: "Amount" }));
    await waitFor(() => {
      expect(descriptions()).toEqual([
        "Paycheck",
        "Coffee beans",
        "Morning coffee",
      ]);
    });
    expect(router.state.location.search).toBe("?sort=amount&order=desc");
    expect(
      within(table).getByRole("columnheader", { name: /Amount/ }),
    ).toHaveAttribute("aria-sort", "descending");

    await user.click(
      within(table).getByRole("button", { name: "Description" }),
    );
    await waitFor(() => {
      expect(descriptions()).toEqual([
        "Coffee beans",
        "Morning coffee",
        "Paycheck",
      ]);
    });
    await user.click(
      within(table).getByRole("button", { name: "Description" }),
    );
    await waitFor(() => {
      expect(descriptions()).toEqual([
        "Paycheck",
        "Morning coffee",
        "Coffee beans",
      ]);
    });
  });

  it("filters by an amount range typed the usual ways, and says when it cannot read one", async () => {
    await seedTwoAccounts();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );
    await screen.findByRole("table", { name: "Transactions" });

    await user.type(screen.getByLabelText("Min amount"), "$500{Enter}");
    await waitFor(() => {
      expect(descriptions()).toEqual(["Paycheck"]);
    });
    expect(router.state.location.search).toBe("?min=500.00");

    await user.type(screen.getByLabelText("Max amount"), "lots{Enter}");
    expect(screen.getByLabelText("Max amount")).toHaveAccessibleDescription(
      "Not an amount",
    );
    expect(router.state.location.search).toBe("?min=500.00");
  });

  it("narrows the list by text, account, category, type and dates, all kept in the URL", async () => {
    const { checking } = await seedTwoAccounts();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );
    await screen.findByRole("table", { name: "Transactions" });

    await user.type(
      screen.getByRole("searchbox", { name: "Search transactions" }),
      "coffee",
    );
    await waitFor(() => {
      expect(descriptions()).toEqual(["Coffee beans", "Morning coffee"]);
    });
    expect(router.state.location.search).toBe("?q=coffee");

    await choose(user, "Account", "Checking");
    await waitFor(() => {
      expect(descriptions()).toEqual(["Morning coffee"]);
    });
    await choose(user, "Category", "Food & Dining");
    await choose(user, "Type", "Debit (money out)");
    fireEvent.change(screen.getByLabelText("From"), {
      target: { value: "2026-01-01" },
    });
    fireEvent.change(screen.getByLabelText("To"), {
      target: { value: "2026-01-31" },
    });

    await waitFor(() => {
      expect(
        Object.fromEntries(new URLSearchParams(router.state.location.search)),
      ).toEqual({
        q: "coffee",
        account: String(checking.id),
        category: "food_dining",
        type: "debit",
        from: "2026-01-01",
        to: "2026-01-31",
      });
    });
    expect(descriptions()).toEqual(["Morning coffee"]);
  });

  it("opens a report's link to the rows its income figure counts, named in a chip that clears it", async () => {
    await seedTwoAccounts();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions?flow=income",
    );
    await waitFor(() => {
      expect(descriptions()).toEqual(["Paycheck"]);
    });
    const chip = screen.getByRole("button", { name: "Counted as income" });
    await user.click(within(chip).getByTestId("CancelIcon"));
    await waitFor(() => {
      expect(descriptions()).toEqual([
        "Coffee beans",
        "Paycheck",
        "Morning coffee",
      ]);
    });
    expect(router.state.location.search).toBe("");
  });

  it("opens a shared filtered link with the same filters and rows", async () => {
    const { card } = await seedTwoAccounts();
    renderWithProviders(
      createRoutes(),
      `/transactions?q=coffee&account=${String(card.id)}&from=2026-02-01`,
    );

    await waitFor(() => {
      expect(descriptions()).toEqual(["Coffee beans"]);
    });
    expect(
      screen.getByRole("searchbox", { name: "Search transactions" }),
    ).toHaveValue("coffee");
    expect(
      screen.getByRole("combobox", { name: /^Account/ }),
    ).toHaveTextContent("Visa");
    expect(screen.getByLabelText("From")).toHaveValue("2026-02-01");
  });

  it("says when nothing matches, and Clear filters shows everything again", async () => {
    await seedTwoAccounts();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions?q=rent&type=credit",
    );

    expect(
      await screen.findByText("No transactions found"),
    ).toBeInTheDocument();
    await user.click(
      screen.getAllByRole("button", { name: "Clear filters" })[0]!,
    );

    await waitFor(() => {
      expect(descriptions()).toHaveLength(3);
    });
    expect(router.state.location.search).toBe("");
    expect(
      screen.getByRole("searchbox", { name: "Search transactions" }),
    ).toHaveValue("");
  });

  it("opens from the top bar's search icon with the search field focused", async () => {
    await signInNewUser();
    const { user, router } = renderWithProviders(createRoutes(), "/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Welcome back!" });

    await user.click(
      screen.getByRole("button", { name: "Search transactions" }),
    );

    const field = await screen.findByRole("searchbox", {
      name: "Search transactions",
    });
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
    expect(router.state.location.pathname).toBe("/transactions");
    await waitFor(() => {
      expect(router.state.location.search).toBe("");
    });
  });

  it("tells two banks' accounts of one name apart in the account filter", async () => {
    await signInNewUser();
    await linkSandboxBank({ institution_id: "ins_109509" });
    await linkSandboxBank({ institution_id: "ins_109511" });
    const { user } = renderWithProviders(createRoutes(), "/transactions");
    await screen.findByRole("heading", { level: 1, name: "Transactions" });

    await user.click(screen.getByRole("combobox", { name: /^Account/ }));
    const names = (await screen.findAllByRole("option")).map(
      (option) => option.textContent,
    );
    const checking = names.filter((name) => name.startsWith("Plaid Checking"));
    expect(checking).toHaveLength(2);
    expect(new Set(checking).size).toBe(2);
    for (const name of checking) expect(name).toMatch(/••\d+/);
  });
});
