import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";

/**
 * Thirty transactions, one a day in January 2026: day d moves d dollars and 25 cents, and every
 * fifth day is a credit (salary). Newest first, page 1 of 25 holds days 30 to 6.
 */
async function seedThirtyDays() {
  await signInNewUser();
  const account = await createAccount();
  await Promise.all(
    Array.from({ length: 30 }, (_, index) => {
      const day = index + 1;
      const isCredit = day % 5 === 0;
      return createTransaction(account.id, {
        description: `Day ${String(day)}`,
        amount: Number(`${String(day)}.25`),
        transaction_type: isCredit ? "credit" : "debit",
        category: isCredit ? "salary" : "groceries",
        transaction_date: `2026-01-${String(day).padStart(2, "0")}`,
      });
    }),
  );
}

function bodyRows() {
  return within(screen.getByRole("table", { name: "Transactions" }))
    .getAllByRole("row")
    .slice(1);
}

function expectSummary(income: string, expenses: string, net: string) {
  const summary = screen.getByRole("region", {
    name: "Transaction Summary (Current Page)",
  });
  const figure = (label: string) =>
    within(summary).getByRole("group", { name: label });
  expect(figure("Total Income")).toHaveTextContent(income);
  expect(figure("Total Expenses")).toHaveTextContent(expenses);
  expect(figure("Net Income")).toHaveTextContent(net);
}

describe("TransactionsPage paging", () => {
  it("pages through 30 transactions, 25 at a time, summing only the page on screen", async () => {
    await seedThirtyDays();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );

    expect(await screen.findByText("1–25 of 30")).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveTextContent("Day 30");
    // Days 6–30: credits 10, 15, 20, 25, 30 (+1.25); the other 20 days are debits.
    expectSummary("$101.25", "$355.00", "-$253.75");

    await user.click(screen.getByRole("button", { name: "Go to next page" }));

    expect(await screen.findByText("26–30 of 30")).toBeInTheDocument();
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(5);
    });
    expect(bodyRows()[0]).toHaveTextContent("Day 5");
    expect(router.state.location.search).toBe("?page=2");
    // Days 1–5: day 5 is a credit of 5.25; days 1–4 are debits of 11.00 together.
    expectSummary("$5.25", "$11.00", "-$5.75");
  });

  it("returns to page 1 when the page size changes", async () => {
    await seedThirtyDays();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions?page=2",
    );
    expect(await screen.findByText("26–30 of 30")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: /Rows per page/ }));
    const sizes = await screen.findByRole("listbox");
    expect(
      within(sizes)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "25", "50", "100"]);
    await user.click(within(sizes).getByRole("option", { name: "10" }));

    expect(await screen.findByText("1–10 of 30")).toBeInTheDocument();
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(10);
    });
    expect(bodyRows()[0]).toHaveTextContent("Day 30");
    expect(router.state.location.search).toBe("?size=10");
  });

  it("opens a shared link at its page and page size", async () => {
    await seedThirtyDays();
    renderWithProviders(createRoutes(), "/transactions?size=10&page=3");

    expect(await screen.findByText("21–30 of 30")).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent("Day 10");
  });

  it("moves back to the last page when a link points past the end", async () => {
    await seedThirtyDays();
    const { router } = renderWithProviders(
      createRoutes(),
      "/transactions?page=9",
    );

    expect(await screen.findByText("26–30 of 30")).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe("?page=2");
    });
  });
});
