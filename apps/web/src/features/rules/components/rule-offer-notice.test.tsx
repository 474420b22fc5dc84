import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { createAccount, listTransactions } from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { importCsv } from "../../../test/statement-factories";
import { listRules } from "../../../test/rule-factories";

/** Three rows of one merchant from the bank's file, none categorised yet. */
async function importThreeZxqRows() {
  await signInNewUser();
  const account = await createAccount();
  await importCsv(
    account.id,
    "Date,Payee,Description,Amount\n2026-01-10,ZXQ Trading,ZXQ TRADING 1,-20.00\n2026-01-11,ZXQ Trading,ZXQ TRADING 2,-30.00\n2026-01-12,ZXQ Trading,ZXQ TRADING 3,-40.00\n",
  );
}

async function editCategory(
  user: UserEvent,
  description: string,
  category: string,
) {
  const table = await screen.findByRole("table", { name: "Transactions" });
  await user.click(
    within(table).getByRole("button", { name: `Edit ${description}` }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Edit Transaction",
  });
  await user.click(within(dialog).getByRole("combobox", { name: /^Category/ }));
  await user.click(await screen.findByRole("option", { name: category }));
  await user.click(
    within(dialog).getByRole("button", { name: "Save Changes" }),
  );
  await screen.findByText("Transaction updated successfully!");
}

describe("RuleOfferNotice on the transactions page", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("offers a rule after a category change, and Always recategorises the merchant's other rows", async () => {
    await importThreeZxqRows();
    const { user } = renderWithProviders(createRoutes(), "/transactions");

    await editCategory(user, "ZXQ TRADING 1", "Shopping");

    const offer = await screen.findByText(
      /Always categorise ZXQ Trading as Shopping\?/,
    );
    expect(offer).toHaveTextContent(
      "Always categorise ZXQ Trading as Shopping? This changes 2 past transactions.",
    );
    // Found once the edit dialog has gone and the page is no longer hidden behind it.
    await user.click(await screen.findByRole("button", { name: "Always" }));

    expect(
      await screen.findByText("Rule saved · 2 transactions changed"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Always categorise/)).not.toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Transactions" });
    await waitFor(() => {
      expect(within(table).getAllByText("Shopping")).toHaveLength(3);
    });
    // The two the rule changed say so; the one the person set does not.
    expect(
      within(table).getAllByRole("img", { name: "Categorised by a rule" }),
    ).toHaveLength(2);
    expect((await listTransactions()).map((row) => row.category)).toEqual([
      "shopping",
      "shopping",
      "shopping",
    ]);
    expect(await listRules()).toMatchObject([
      {
        conditions: [
          { field: "merchant_name", op: "equals", value: "ZXQ Trading" },
        ],
        actions: [{ set: "category", value: "shopping" }],
      },
    ]);
  });

  it("asks nothing when the category stayed, and Not now puts the offer away", async () => {
    await importThreeZxqRows();
    const { user } = renderWithProviders(createRoutes(), "/transactions");
    const table = await screen.findByRole("table", { name: "Transactions" });
    await user.click(
      within(table).getByRole("button", { name: "Edit ZXQ TRADING 2" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Edit Transaction",
    });
    await user.type(within(dialog).getByLabelText("Description"), " paid");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    await screen.findByText("Transaction updated successfully!");
    await screen.findByText("ZXQ TRADING 2 paid");
    expect(screen.queryByText(/Always categorise/)).not.toBeInTheDocument();

    await editCategory(user, "ZXQ TRADING 3", "Entertainment");
    await screen.findByText(/Always categorise ZXQ Trading as Entertainment\?/);
    await user.click(await screen.findByRole("button", { name: "Not now" }));

    expect(screen.queryByText(/Always categorise/)).not.toBeInTheDocument();
    expect(await listRules()).toEqual([]);
  });

  it("keeps the offer with the fallback when saving the rule fails without detail", async () => {
    await importThreeZxqRows();
    const { user } = renderWithProviders(createRoutes(), "/transactions");
    await editCategory(user, "ZXQ TRADING 1", "Shopping");
    failRequests("POST", /\/rules\/offer$/);

    await user.click(await screen.findByRole("button", { name: "Always" }));

    expect(
      await screen.findByText("Failed to save the rule"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Always categorise ZXQ Trading as Shopping\?/),
    ).toBeInTheDocument();
    expect(await listRules()).toEqual([]);
  });
});
