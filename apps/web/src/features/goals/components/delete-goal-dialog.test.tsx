import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createGoal, listGoals } from "../test/goal-factories";

async function openDeleteDialog(goalName: string) {
  const rendered = renderWithProviders(createRoutes(), "/goals");
  await rendered.user.click(
    await screen.findByRole("button", { name: `Delete ${goalName}` }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: `Delete "${goalName}"?`,
  });
  return { ...rendered, dialog };
}

describe("DeleteGoalDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks in the contract's words, then deletes the goal", async () => {
    await signInNewUser();
    await createGoal({ name: "Old Plan" });
    const { user, dialog } = await openDeleteDialog("Old Plan");

    expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this goal?",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Delete Goal" }),
    );

    expect(await screen.findByText("Goal deleted successfully!")).toBeVisible();
    expect(await screen.findByText("No savings goals set")).toBeVisible();
    expect(await listGoals()).toEqual([]);
  });

  it("keeps the goal when Cancel is pressed", async () => {
    await signInNewUser();
    await createGoal({ name: "Keep" });
    const { user, dialog } = await openDeleteDialog("Keep");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(await listGoals()).toHaveLength(1);
  });

  it("keeps the dialog open with 'Failed to delete goal' when the delete fails without detail", async () => {
    await signInNewUser();
    await createGoal({ name: "Sticky" });
    const { user, dialog } = await openDeleteDialog("Sticky");
    failRequests("DELETE", /\/goals\/\d+$/);

    await user.click(
      within(dialog).getByRole("button", { name: "Delete Goal" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to delete goal",
    );
    vi.restoreAllMocks();
    expect(await listGoals()).toHaveLength(1);
  });
});
