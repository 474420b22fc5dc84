import { todayIn } from "@finch/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  contributeToGoal,
  createGoal,
  daysFromToday,
  listGoals,
} from "../test/goal-factories";

async function openCreateDialog() {
  await signInNewUser();
  const rendered = renderWithProviders(createRoutes(), "/goals");
  await screen.findByText("No savings goals set");
  await rendered.user.click(
    screen.getAllByRole("button", { name: "Create Goal" })[0]!,
  );
  const dialog = await screen.findByRole("dialog", { name: "Create Goal" });
  return { ...rendered, dialog };
}

const submit = (dialog: HTMLElement, name = "Create Goal") =>
  within(dialog).getByRole("button", { name });

describe("GoalFormDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("creates a goal, confirms it and shows its card", async () => {
    const { user, dialog } = await openCreateDialog();
    const date = within(dialog).getByLabelText("Target Date");
    expect(date).toHaveValue(todayIn(new Date(), "UTC"));

    await user.type(within(dialog).getByLabelText("Goal Name"), "Vacation");
    await user.type(within(dialog).getByLabelText("Target Amount"), "2,500.50");
    await user.clear(date);
    await user.type(date, "2030-06-30");
    await user.type(
      within(dialog).getByLabelText("Description (optional)"),
      "Two weeks in Lisbon",
    );
    await user.click(submit(dialog));

    expect(await screen.findByText("Goal created successfully!")).toBeVisible();
    const card = await screen.findByRole("article", { name: "Vacation" });
    // The target, and the remaining amount of a goal with nothing saved yet.
    expect(within(card).getAllByText("$2,500.50")).toHaveLength(2);
    expect(within(card).getByText("$0.00")).toBeVisible();
    expect(await listGoals()).toMatchObject([
      {
        name: "Vacation",
        description: "Two weeks in Lisbon",
        target_amount: 2500.5,
        current_amount: 0,
        target_date: "2030-06-30",
      },
    ]);
  });

  it("requires a name, a target amount and a target date before calling the server", async () => {
    const { user, dialog } = await openCreateDialog();
    await user.clear(within(dialog).getByLabelText("Target Date"));
    await user.click(submit(dialog));

    expect(await within(dialog).findByText("Name is required")).toBeVisible();
    expect(within(dialog).getByText("Target amount is required")).toBeVisible();
    expect(within(dialog).getByText("Target date is required")).toBeVisible();
    expect(await listGoals()).toEqual([]);
  });

  it("says a target it cannot read is not a number and keeps Create Goal disabled", async () => {
    const { user, dialog } = await openCreateDialog();
    await user.type(within(dialog).getByLabelText("Goal Name"), "Car");
    await user.type(within(dialog).getByLabelText("Target Amount"), "abc");

    expect(
      within(dialog).getByLabelText("Target Amount"),
    ).toHaveAccessibleDescription("Target amount must be a number");
    expect(submit(dialog)).toBeDisabled();
    expect(await listGoals()).toEqual([]);
  });

  it("shows the server's message beside the field and in the alert", async () => {
    const { user, dialog } = await openCreateDialog();
    const message = "Target amount is more than you can save";
    failRequests("POST", /\/goals$/, 422, {
      detail: [{ loc: ["body", "target_amount"], msg: message, type: "x" }],
    });
    await user.type(within(dialog).getByLabelText("Goal Name"), "Moon");
    await user.type(within(dialog).getByLabelText("Target Amount"), "2000");
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(
      within(dialog).getByLabelText("Target Amount"),
    ).toHaveAccessibleDescription(message);
  });

  it("shows 'Failed to create goal' when the server fails without detail", async () => {
    const { user, dialog } = await openCreateDialog();
    failRequests("POST", /\/goals$/);
    await user.type(within(dialog).getByLabelText("Goal Name"), "Car");
    await user.type(within(dialog).getByLabelText("Target Amount"), "5000");
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to create goal",
    );
  });

  it("resets the form when closed and opened again", async () => {
    const { user, dialog } = await openCreateDialog();
    await user.type(within(dialog).getByLabelText("Goal Name"), "Draft");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    await user.click(
      screen.getAllByRole("button", { name: "Create Goal" })[0]!,
    );
    const again = await screen.findByRole("dialog", { name: "Create Goal" });
    expect(within(again).getByLabelText("Goal Name")).toHaveValue("");
  });

  it("edits a goal in edit mode with its values, and reopens it when the target is raised", async () => {
    await signInNewUser();
    const goal = await createGoal({
      name: "Bike",
      target_amount: 300,
      target_date: daysFromToday(30),
    });
    await contributeToGoal(goal.id, "300");
    const { user } = renderWithProviders(createRoutes(), "/goals");
    await user.click(await screen.findByRole("button", { name: "Edit Bike" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Goal" });
    expect(within(dialog).getByLabelText("Target Amount")).toHaveValue(
      "300.00",
    );
    expect(within(dialog).getByLabelText("Target Date")).toHaveValue(
      daysFromToday(30),
    );

    const amount = within(dialog).getByLabelText("Target Amount");
    await user.clear(amount);
    await user.type(amount, "400");
    await user.click(submit(dialog, "Save Changes"));

    expect(await screen.findByText("Goal updated successfully!")).toBeVisible();
    const card = await screen.findByRole("article", { name: "Bike" });
    await waitFor(() => {
      expect(within(card).getByText("75%")).toBeVisible();
    });
    expect(
      within(card).getByRole("button", { name: "Contribute to Bike" }),
    ).toBeEnabled();
    expect(await listGoals()).toMatchObject([
      { target_amount: 400, current_amount: 300, is_completed: false },
    ]);
  });

  it("shows 'Failed to update goal' when the edit fails without detail", async () => {
    await signInNewUser();
    await createGoal({ name: "Bike" });
    const { user } = renderWithProviders(createRoutes(), "/goals");
    await user.click(await screen.findByRole("button", { name: "Edit Bike" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Goal" });
    failRequests("PUT", /\/goals\/\d+$/);
    await user.click(submit(dialog, "Save Changes"));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to update goal",
    );
  });
});
