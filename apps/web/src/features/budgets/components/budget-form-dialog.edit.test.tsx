import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createBudget, listBudgets, spend } from "../test/budget-factories";

async function openEditDialog(name: string) {
  const rendered = renderWithProviders(createRoutes(), "/budgets");
  await rendered.user.click(
    await screen.findByRole("button", { name: `Edit ${name}` }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Edit Budget" });
  return { ...rendered, dialog };
}

describe("BudgetFormDialog (edit)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("opens with the budget's values and saves the changes", async () => {
    await signInNewUser();
    await createBudget({ name: "Food", amount: 200, alert_threshold: 0.855 });
    await spend(150, "groceries");
    const { user, dialog } = await openEditDialog("Food");
    expect(within(dialog).getByLabelText("Budget Name")).toHaveValue("Food");
    expect(within(dialog).getByLabelText("Amount")).toHaveValue("200.00");
    expect(within(dialog).getByLabelText("Alert Threshold")).toHaveValue(
      "85.5",
    );
    expect(
      within(dialog).getByRole("combobox", { name: "Category" }),
    ).toHaveTextContent("Groceries");

    const amount = within(dialog).getByLabelText("Amount");
    await user.clear(amount);
    await user.type(amount, "160");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(
      await screen.findByText("Budget updated successfully!"),
    ).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Food" });
    expect(await within(card).findByText("Near Limit")).toBeInTheDocument();
    expect(within(card).getByText("93.7%")).toBeInTheDocument();
    expect(await listBudgets()).toMatchObject([
      {
        name: "Food",
        amount: 160,
        alert_threshold: 0.855,
        status: "near_limit",
      },
    ]);
  });

  it("shows 'Failed to update budget' when the server fails without detail", async () => {
    await signInNewUser();
    await createBudget({ name: "Food" });
    const { user, dialog } = await openEditDialog("Food");
    failRequests("PUT", /\/budgets\/\d+$/);

    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to update budget",
    );
    expect(await listBudgets()).toMatchObject([{ name: "Food", amount: 500 }]);
  });

  it("shows the server's detail when the budget is gone", async () => {
    await signInNewUser();
    const budget = await createBudget({ name: "Food" });
    const { user, dialog } = await openEditDialog("Food");
    const { apiRequest } = await import("../../../shared/api-client");
    await apiRequest(`/budgets/${String(budget.id)}`, { method: "DELETE" });

    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Budget not found",
    );
  });
});
