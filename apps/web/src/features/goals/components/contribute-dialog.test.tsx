import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  contributeToGoal,
  createGoal,
  listGoals,
} from "../test/goal-factories";

async function openContributeDialog(goalName: string) {
  const rendered = renderWithProviders(createRoutes(), "/goals");
  await rendered.user.click(
    await screen.findByRole("button", { name: `Contribute to ${goalName}` }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Contribute to Goal",
  });
  const amount = within(dialog).getByLabelText("Contribution Amount");
  const button = within(dialog).getByRole("button", { name: "Contribute" });
  return { ...rendered, dialog, amount, button };
}

describe("ContributeDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps Contribute disabled until the amount is at least 0.01", async () => {
    await signInNewUser();
    await createGoal({ name: "Vacation" });
    const { user, amount, button } = await openContributeDialog("Vacation");
    expect(amount).toHaveAttribute("inputmode", "decimal");

    expect(button).toBeDisabled();
    for (const text of ["0", "0.00", "-5", "0.001"]) {
      await user.clear(amount);
      await user.type(amount, text);
      expect(button).toBeDisabled();
    }
    await user.clear(amount);
    await user.type(amount, "0.01");
    expect(button).toBeEnabled();
  });

  it("shows yen without decimals and asks for whole yen", async () => {
    await signInNewUser();
    await apiRequest("/users/me", {
      method: "PUT",
      body: {
        full_name: "Test User",
        currency: "JPY",
        timezone: "Asia/Tokyo",
        notification_preferences: "{}",
      },
    });
    await createGoal({ name: "Trip", target_amount: 150000 });
    const { user, dialog, amount, button } = await openContributeDialog("Trip");

    expect(dialog).toHaveTextContent(
      "Trip: ¥0 saved of ¥150,000, ¥150,000 to go.",
    );
    expect(amount).toHaveAccessibleDescription("At least ¥1");
    await user.type(amount, "12.5");
    expect(amount).toHaveAccessibleDescription(
      "Amount must be a whole amount, without decimals",
    );
    expect(button).toBeDisabled();
  });

  it("adds the money once when Contribute is double-clicked", async () => {
    await signInNewUser();
    await createGoal({ name: "Vacation", target_amount: 1000 });
    const { user, amount, button } = await openContributeDialog("Vacation");

    await user.type(amount, "100");
    await user.dblClick(button);

    await screen.findByText("Successfully contributed $100.00 to Vacation!");
    expect(await listGoals()).toMatchObject([{ current_amount: 100 }]);
  });

  it("adds the money and says how much went to which goal", async () => {
    await signInNewUser();
    const goal = await createGoal({ name: "Vacation", target_amount: 1000 });
    await contributeToGoal(goal.id, "100");
    const { user, dialog, amount, button } =
      await openContributeDialog("Vacation");
    expect(dialog).toHaveTextContent(
      "Vacation: $100.00 saved of $1,000.00, $900.00 to go.",
    );

    await user.type(amount, "1234.5");
    expect(
      within(dialog).getByText("This contribution reaches your target"),
    ).toBeVisible();
    await user.click(button);

    expect(
      await screen.findByText(
        "Successfully contributed $1,234.50 to Vacation!",
      ),
    ).toBeVisible();
    const card = await screen.findByRole("article", { name: "Vacation" });
    expect(await within(card).findByText("Goal Achieved!")).toBeVisible();
    expect(
      within(card).getByRole("button", { name: "Contribute to Vacation" }),
    ).toBeDisabled();
    expect(await listGoals()).toMatchObject([
      { current_amount: 1334.5, is_completed: true },
    ]);
  });

  it("shows the server's detail when the goal was completed meanwhile", async () => {
    await signInNewUser();
    const goal = await createGoal({ name: "Bike", target_amount: 100 });
    const { user, dialog, amount, button } = await openContributeDialog("Bike");
    await contributeToGoal(goal.id, "100"); // from another tab

    await user.type(amount, "5");
    await user.click(button);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This goal is already completed",
    );
    expect(await listGoals()).toMatchObject([{ current_amount: 100 }]);
  });

  it("shows 'Failed to contribute to goal' when the call fails without detail", async () => {
    await signInNewUser();
    await createGoal({ name: "Bike" });
    const { user, dialog, amount, button } = await openContributeDialog("Bike");
    failRequests("POST", /\/goals\/\d+\/contribute$/);

    await user.type(amount, "5");
    await user.click(button);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to contribute to goal",
    );
    vi.restoreAllMocks();
    expect(await listGoals()).toMatchObject([{ current_amount: 0 }]);
  });

  it("starts empty again after Cancel", async () => {
    await signInNewUser();
    await createGoal({ name: "Bike" });
    const { user, amount, dialog } = await openContributeDialog("Bike");
    await user.type(amount, "5");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    await user.click(
      screen.getByRole("button", { name: "Contribute to Bike" }),
    );
    const again = await screen.findByRole("dialog", {
      name: "Contribute to Goal",
    });
    expect(within(again).getByLabelText("Contribution Amount")).toHaveValue("");
  });
});
