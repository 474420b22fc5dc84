import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createRule, listRules } from "../../../test/rule-factories";

async function renderRulesPage() {
  const rendered = renderWithProviders(createRoutes(), "/transactions/rules");
  await screen.findByRole("heading", { level: 1, name: "Rules" });
  return rendered;
}

function ruleNames() {
  return within(screen.getByRole("list", { name: "Rules" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
}

describe("RulesPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is two clicks from the transactions page and invites a first rule", async () => {
    await signInNewUser();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );
    await screen.findByRole("heading", { level: 1, name: "Transactions" });

    await user.click(screen.getByRole("link", { name: "Rules" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Rules" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/transactions/rules");
    expect(await screen.findByText("No rules yet")).toBeInTheDocument();
    expect(screen.getByText(/Merchant contains 'coffee'/)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Create rule" })).toHaveLength(
      2,
    );
    await waitFor(() => {
      expect(document.title).toBe("Rules · Finch");
    });
  });

  it("lists the rules in run order, each in one readable line", async () => {
    await signInNewUser();
    await createRule();
    await createRule({
      name: "Big shops",
      match: "any",
      conditions: [
        { field: "amount", op: "between", value: [100, 500.5] },
        { field: "transaction_type", op: "equals", value: "credit" },
      ],
      actions: [
        { set: "category", value: "shopping" },
        { set: "merchant_name", value: "Mall" },
      ],
      enabled: false,
    });
    await renderRulesPage();

    await screen.findByRole("list", { name: "Rules" });
    expect(ruleNames()).toEqual(["Coffee", "Big shops"]);
    const [coffee, shops] = within(
      screen.getByRole("list", { name: "Rules" }),
    ).getAllByRole("listitem");
    expect(coffee).toHaveTextContent(
      "Merchant contains 'coffee' → Food & Dining",
    );
    expect(shops).toHaveTextContent(
      "Amount is between $100.00 and $500.50 or Type is credit → Shopping, Merchant 'Mall'",
    );
    expect(
      within(coffee!).getByRole("switch", { name: "Enabled: Coffee" }),
    ).toBeChecked();
    expect(
      within(shops!).getByRole("switch", { name: "Enabled: Big shops" }),
    ).not.toBeChecked();
    expect(within(shops!).getByText("Off")).toBeInTheDocument();
  });

  it("moves a rule down and up by keyboard, the focus staying on it", async () => {
    await signInNewUser();
    for (const name of ["First", "Second", "Third"]) await createRule({ name });
    const { user } = await renderRulesPage();
    await screen.findByRole("list", { name: "Rules" });
    expect(
      screen.getByRole("button", { name: "Move up: First" }),
    ).toBeDisabled();

    screen.getByRole("button", { name: "Move down: First" }).focus();
    await user.keyboard("{Enter}");

    await waitFor(() => {
      expect(ruleNames()).toEqual(["Second", "First", "Third"]);
    });
    expect(
      screen.getByRole("button", { name: "Move down: First" }),
    ).toHaveFocus();
    await user.keyboard("{Enter}");

    await waitFor(() => {
      expect(ruleNames()).toEqual(["Second", "Third", "First"]);
    });
    // Last now: Move down is disabled, so the focus moves to the rule's Move up.
    await waitFor(() => {
      expect(
        screen.getByRole("button", { name: "Move up: First" }),
      ).toHaveFocus();
    });
    await waitFor(async () => {
      expect((await listRules()).map((r) => [r.name, r.position])).toEqual([
        ["Second", 0],
        ["Third", 1],
        ["First", 2],
      ]);
    });
  });

  it("turns a rule off and on again", async () => {
    await signInNewUser();
    await createRule();
    const { user } = await renderRulesPage();

    await user.click(
      await screen.findByRole("switch", { name: "Enabled: Coffee" }),
    );

    expect(await screen.findByText("Rule turned off")).toBeInTheDocument();
    expect(
      screen.getByRole("switch", { name: "Enabled: Coffee" }),
    ).not.toBeChecked();
    expect(await listRules()).toMatchObject([{ enabled: false }]);

    await user.click(screen.getByRole("switch", { name: "Enabled: Coffee" }));

    expect(await screen.findByText("Rule turned on")).toBeInTheDocument();
    expect(await listRules()).toMatchObject([{ enabled: true }]);
  });

  it("deletes a rule after asking", async () => {
    await signInNewUser();
    await createRule();
    const { user } = await renderRulesPage();

    await user.click(
      await screen.findByRole("button", { name: "Delete Coffee" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: 'Delete "Coffee"?',
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Delete Rule" }),
    );

    expect(
      await screen.findByText("Rule deleted successfully!"),
    ).toBeInTheDocument();
    expect(await screen.findByText("No rules yet")).toBeInTheDocument();
    expect(await listRules()).toEqual([]);
  });

  it("shows the fallback when the rules fail to load without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/rules$/);
    await renderRulesPage();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load rules",
    );
  });

  it("shows the server's detail when a move fails", async () => {
    await signInNewUser();
    await createRule({ name: "First" });
    await createRule({ name: "Second" });
    failRequests("PUT", /\/rules\/\d+$/, 404, { detail: "Rule not found" });
    const { user } = await renderRulesPage();

    await user.click(
      await screen.findByRole("button", { name: "Move down: First" }),
    );

    expect(await screen.findByText("Rule not found")).toBeInTheDocument();
    // The list goes back to what the server has.
    await waitFor(() => {
      expect(ruleNames()).toEqual(["First", "Second"]);
    });
  });
});
