import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

/**
 * Lets every call reach the real test API, keeping the accounts the sign-in offered and the
 * bodies sent to select-accounts.
 */
function recordSelection() {
  const realFetch = globalThis.fetch.bind(globalThis);
  const recorded = {
    offered: [] as { account_id: string; name: string }[],
    bodies: [] as unknown[],
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith("/plaid/sandbox/select-accounts"))
      recorded.bodies.push(await request.clone().json());
    const response = await realFetch(request);
    if (pathname.endsWith("/plaid/sandbox/public-token"))
      recorded.offered = (
        (await response.clone().json()) as { accounts: typeof recorded.offered }
      ).accounts;
    return response;
  });
  return recorded;
}

describe("choosing the accounts to link", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("offers every account checked, needs one to continue, and links only the chosen", async () => {
    await signInNewUser();
    const recorded = recordSelection();
    const { user } = renderWithProviders(createRoutes(), "/accounts");
    await screen.findByRole("heading", { level: 1, name: "Accounts" });

    await user.click(screen.getByRole("button", { name: "Link Bank Account" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Link Bank Account",
    });
    await user.click(
      within(dialog).getByRole("button", { name: /Tartan Bank/ }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Connect" }));

    expect(
      await within(dialog).findByText(
        "Choose the Tartan Bank accounts to link",
      ),
    ).toBeVisible();
    const boxes = within(dialog).getAllByRole("checkbox");
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).toBeChecked();
    const checking = within(dialog).getByRole("checkbox", {
      name: /Plaid Checking/,
    });
    expect(checking).toHaveAccessibleName(/Checking ••••0000/);
    // Balances in the profile currency (USD), debts — the card and the student loan — negative.
    expect(
      within(dialog).getAllByText(/^-\$\d{1,3}(,\d{3})*\.\d{2}$/),
    ).toHaveLength(2);

    for (const box of boxes) await user.click(box);
    const next = within(dialog).getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    await user.click(checking);
    expect(next).toBeEnabled();
    await user.click(next);

    expect(
      await screen.findByText("Successfully linked 1 account(s)!"),
    ).toBeVisible();
    const checkingId = recorded.offered.find(
      (a) => a.name === "Plaid Checking",
    )?.account_id;
    expect(recorded.offered).toHaveLength(4);
    expect(recorded.bodies).toHaveLength(1);
    expect(recorded.bodies[0]).toHaveProperty("account_ids", [checkingId]);
    expect(
      await screen.findByRole("article", { name: "Plaid Checking" }),
    ).toHaveTextContent("Tartan Bank");
    expect(
      screen.queryByRole("article", { name: "Plaid Saving" }),
    ).not.toBeInTheDocument();
  });
});
