import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  contributeToGoal,
  createGoal,
  daysFromToday,
  listGoals,
} from "../test/goal-factories";

describe("GoalHistoryDialog", () => {
  it("lists a goal's contributions and takes one back after asking", async () => {
    await signInNewUser();
    const goal = await createGoal({ name: "Bike", target_amount: 500 });
    await contributeToGoal(goal.id, "100");
    await contributeToGoal(goal.id, "25");
    const { user } = renderWithProviders(createRoutes(), "/goals");

    await user.click(
      await screen.findByRole("button", { name: "Contributions to Bike" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Contributions to Bike",
    });
    const list = await within(dialog).findByRole("list", {
      name: "Contributions",
    });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await user.click(
      within(list).getByRole("button", {
        name: /^Remove the contribution of \$25\.00 on /,
      }),
    );
    await user.click(
      within(list).getByRole("button", { name: "Remove $25.00" }),
    );

    expect(await screen.findByText("Removed $25.00 from Bike.")).toBeVisible();
    expect(await listGoals()).toMatchObject([{ current_amount: 100 }]);
  });

  it("keeps Create Goal disabled for a target date that has passed", async () => {
    await signInNewUser();
    const { user } = renderWithProviders(createRoutes(), "/goals?create=1");
    const dialog = await screen.findByRole("dialog", { name: "Create Goal" });
    await user.type(within(dialog).getByLabelText("Goal Name"), "Late");
    await user.type(within(dialog).getByLabelText("Target Amount"), "50");
    const date = within(dialog).getByLabelText("Target Date");
    await user.clear(date);
    await user.type(date, daysFromToday(-3));

    expect(date).toHaveAccessibleDescription(
      "Target date must be today or later",
    );
    expect(
      within(dialog).getByRole("button", { name: "Create Goal" }),
    ).toBeDisabled();
  });
});
