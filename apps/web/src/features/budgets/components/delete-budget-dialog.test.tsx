import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createBudget, listBudgets } from "../test/budget-factories";

async function openDeleteDialog(name: string) {
  const rendered = renderWithProviders(createRoutes(), "/budgets");
  await rendered.user.click(
    await screen.findByRole("button", { name: `Delete ${name}` }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: `Delete "${name}"?`,
  });
  return { ...rendered, dialog };
}

describe("DeleteBudgetDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks the contract's question, then deletes the budget", async () => {
    await signInNewUser();
    await createBudget({ name: "Old plan" });
    const { user, dialog } = await openDeleteDialog("Old plan");

    expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this budget?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(
      await screen.findByText("Budget deleted successfully!"),
    ).toBeInTheDocument();
    expect(await screen.findByText("No budgets set")).toBeInTheDocument();
    expect(await listBudgets()).toEqual([]);
  });

  it("keeps the budget when Cancel is pressed", async () => {
    await signInNewUser();
    await createBudget({ name: "Keep me" });
    const { user, dialog } = await openDeleteDialog("Keep me");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(
      screen.getByRole("article", { name: "Keep me" }),
    ).toBeInTheDocument();
    expect(await listBudgets()).toHaveLength(1);
  });

  it("stays open with the fallback when the delete fails without detail", async () => {
    await signInNewUser();
    await createBudget({ name: "Sticky" });
    const { user, dialog } = await openDeleteDialog("Sticky");
    failRequests("DELETE", /\/budgets\/\d+$/);

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to delete budget",
    );
    expect(await listBudgets()).toHaveLength(1);
  });
});
