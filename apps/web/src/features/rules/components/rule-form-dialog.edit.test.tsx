import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createRule, listRules } from "../../../test/rule-factories";

async function openEditDialog(name: string) {
  const rendered = renderWithProviders(createRoutes(), "/transactions/rules");
  await rendered.user.click(
    await screen.findByRole("button", { name: `Edit ${name}` }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Edit rule" });
  return { ...rendered, dialog };
}

describe("RuleFormDialog when editing", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the rule's values and saves the change in the rule's place", async () => {
    await signInNewUser();
    await createRule({ name: "First" });
    await createRule({
      name: "Fuel",
      conditions: [
        { field: "description", op: "starts_with", value: "SHELL" },
        { field: "amount", op: "gte", value: 20 },
      ],
      actions: [{ set: "category", value: "transportation" }],
    });
    const { user, dialog } = await openEditDialog("Fuel");

    expect(within(dialog).getByLabelText("Name")).toHaveValue("Fuel");
    const first = within(dialog).getByRole("group", { name: "Condition 1" });
    expect(
      within(first).getByRole("combobox", { name: "Field" }),
    ).toHaveTextContent("Description");
    expect(
      within(first).getByRole("combobox", { name: "Operator" }),
    ).toHaveTextContent("starts with");
    expect(within(first).getByLabelText("Text")).toHaveValue("SHELL");
    const second = within(dialog).getByRole("group", { name: "Condition 2" });
    expect(within(second).getByLabelText("Amount")).toHaveValue("20.00");
    expect(
      await within(dialog).findByText(
        "Matches 0 past transactions (0 would change)",
      ),
    ).toBeInTheDocument();

    await user.click(
      within(second).getByRole("button", { name: "Remove condition 2" }),
    );
    expect(
      within(dialog).getByRole("button", { name: "Remove condition 1" }),
    ).toBeDisabled();
    const name = within(dialog).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Fuel stations");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(
      await screen.findByText("Rule updated successfully!"),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Description starts with 'SHELL' → Transportation",
      ),
    ).toBeInTheDocument();
    expect(await listRules()).toMatchObject([
      { name: "First", position: 0 },
      {
        name: "Fuel stations",
        position: 1,
        conditions: [
          { field: "description", op: "starts_with", value: "SHELL" },
        ],
      },
    ]);
  });

  it("keeps the dialog open with the fallback when saving fails without detail", async () => {
    await signInNewUser();
    await createRule();
    failRequests("PUT", /\/rules\/\d+$/);
    const { user, dialog } = await openEditDialog("Coffee");

    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to update rule",
    );
  });
});
