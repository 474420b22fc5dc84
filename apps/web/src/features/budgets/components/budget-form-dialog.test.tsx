import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createBudget, listBudgets } from "../test/budget-factories";

type User = ReturnType<typeof renderWithProviders>["user"];

async function openCreateDialog() {
  await signInNewUser();
  const rendered = renderWithProviders(createRoutes(), "/budgets");
  await screen.findByText("No budgets set");
  await rendered.user.click(
    screen.getAllByRole("button", { name: "Create Budget" })[0]!,
  );
  const dialog = await screen.findByRole("dialog", { name: "Create Budget" });
  return { ...rendered, dialog };
}

async function choose(
  user: User,
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(dialog).getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fill(
  user: User,
  dialog: HTMLElement,
  values: Record<string, string>,
) {
  for (const [label, text] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    if (text !== "") await user.type(input, text);
  }
}

function submit(user: User, dialog: HTMLElement) {
  return user.click(
    within(dialog).getByRole("button", { name: "Create Budget" }),
  );
}

describe("BudgetFormDialog (create)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts monthly at 80 %, creates the budget and shows its card", async () => {
    const { user, dialog } = await openCreateDialog();
    expect(
      within(dialog).getByRole("combobox", { name: "Period" }),
    ).toHaveTextContent("Monthly");
    expect(within(dialog).getByLabelText("Alert Threshold")).toHaveValue("80");

    await fill(user, dialog, {
      "Budget Name": "Eating out",
      Amount: "1,250.50",
    });
    await choose(user, dialog, "Category", "Food & Dining");
    await choose(user, dialog, "Period", "Weekly");
    await fill(user, dialog, { "Alert Threshold": "75" });
    await submit(user, dialog);

    expect(
      await screen.findByText("Budget created successfully!"),
    ).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Eating out" });
    expect(
      within(card).getByText("Food & Dining · Weekly"),
    ).toBeInTheDocument();
    // The limit, and all of it remaining.
    expect(within(card).getAllByText("$1,250.50")).toHaveLength(2);
    expect(within(card).getByText("On Track")).toBeInTheDocument();
    expect(await listBudgets()).toMatchObject([
      {
        name: "Eating out",
        category: "food_dining",
        amount: 1250.5,
        period: "weekly",
        alert_threshold: 0.75,
      },
    ]);
  });

  it("warns before a second budget on a category, and on one that is never spending", async () => {
    await signInNewUser();
    await createBudget({ name: "Food shop", category: "groceries" });
    const rendered = renderWithProviders(createRoutes(), "/budgets");
    await screen.findByRole("article", { name: "Food shop" });
    await rendered.user.click(
      screen.getByRole("button", { name: "Create Budget" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Create Budget" });

    await choose(rendered.user, dialog, "Category", "Groceries");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "You already have a budget for Groceries (Food shop, monthly). The same spending will count toward both.",
    );
    await choose(rendered.user, dialog, "Category", "Transfer");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Transfers between your accounts never count as spending",
    );
    await choose(rendered.user, dialog, "Category", "Shopping");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("requires a name, a category and an amount before calling the server", async () => {
    const { user, dialog } = await openCreateDialog();

    await submit(user, dialog);

    expect(await within(dialog).findByText("Name is required")).toBeVisible();
    expect(within(dialog).getByText("Category is required")).toBeVisible();
    expect(within(dialog).getByText("Amount is required")).toBeVisible();
    expect(await listBudgets()).toEqual([]);
  });

  it("says an amount it cannot read is not a number and keeps Create Budget disabled", async () => {
    const { user, dialog } = await openCreateDialog();
    await fill(user, dialog, { "Budget Name": "Fun", Amount: "lots" });
    await choose(user, dialog, "Category", "Entertainment");

    expect(within(dialog).getByLabelText("Amount")).toHaveAccessibleDescription(
      "Amount must be a number",
    );
    expect(
      within(dialog).getByRole("button", { name: "Create Budget" }),
    ).toBeDisabled();
    expect(await listBudgets()).toEqual([]);
  });

  it("falls back to 80 % for a threshold it cannot read, and sends it as a fraction", async () => {
    const { user, dialog } = await openCreateDialog();
    await fill(user, dialog, {
      "Budget Name": "Fuel",
      Amount: "90",
      "Alert Threshold": "abc",
    });
    await choose(user, dialog, "Category", "Transportation");
    expect(
      within(dialog).getByText("Not a number: 80% will be used"),
    ).toBeVisible();

    await submit(user, dialog);

    await screen.findByText("Budget created successfully!");
    expect(await listBudgets()).toMatchObject([
      { name: "Fuel", alert_threshold: 0.8 },
    ]);
  });

  it("refuses a threshold above 100 %", async () => {
    const { user, dialog } = await openCreateDialog();
    await fill(user, dialog, {
      "Budget Name": "Fuel",
      Amount: "90",
      "Alert Threshold": "150",
    });
    await choose(user, dialog, "Category", "Transportation");

    await submit(user, dialog);

    expect(
      within(dialog).getByLabelText("Alert Threshold"),
    ).toHaveAccessibleDescription("Alert threshold must be between 0 and 100");
    expect(await listBudgets()).toEqual([]);
  });

  it("shows the server's message beside the field and in the alert", async () => {
    const { user, dialog } = await openCreateDialog();
    const msg = "Amount must be at most 1,000,000,000.00";
    failRequests("POST", /\/budgets$/, 422, {
      detail: [{ loc: ["body", "amount"], msg, type: "too_big" }],
    });
    await fill(user, dialog, { "Budget Name": "Big", Amount: "10" });
    await choose(user, dialog, "Category", "Shopping");

    await submit(user, dialog);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(msg);
    expect(within(dialog).getByLabelText("Amount")).toHaveAccessibleDescription(
      msg,
    );
  });

  it("shows 'Failed to create budget' when the server fails without detail", async () => {
    const { user, dialog } = await openCreateDialog();
    failRequests("POST", /\/budgets$/);
    await fill(user, dialog, { "Budget Name": "Gym", Amount: "40" });
    await choose(user, dialog, "Category", "Healthcare");

    await submit(user, dialog);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to create budget",
    );
  });

  it("starts empty again after Cancel", async () => {
    const { user, dialog } = await openCreateDialog();
    await fill(user, dialog, { "Budget Name": "Draft", Amount: "12" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    await user.click(
      screen.getAllByRole("button", { name: "Create Budget" })[0]!,
    );
    const reopened = await screen.findByRole("dialog", {
      name: "Create Budget",
    });
    expect(within(reopened).getByLabelText("Budget Name")).toHaveValue("");
    expect(within(reopened).getByLabelText("Amount")).toHaveValue("");
  });
});
