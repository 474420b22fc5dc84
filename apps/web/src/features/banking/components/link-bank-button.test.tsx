import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function renderAccounts() {
  const rendered = renderWithProviders(createRoutes(), "/accounts");
  await screen.findByRole("heading", { level: 1, name: "Accounts" });
  return rendered;
}

describe("Link Bank Account", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("links a sandbox bank through the dialog and shows its accounts", async () => {
    await signInNewUser();
    const { user } = await renderAccounts();

    await user.click(screen.getByRole("button", { name: "Link Bank Account" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Link Bank Account",
    });
    await user.click(
      within(dialog).getByRole("button", {
        name: /First Gingham Credit Union/,
      }),
    );
    expect(
      within(dialog).getByText("Sign in to First Gingham Credit Union"),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Username")).toHaveValue("user_good");
    await user.click(within(dialog).getByRole("button", { name: "Connect" }));
    await user.click(
      await within(dialog).findByRole("button", { name: "Continue" }),
    );

    expect(
      await screen.findByText(/^Successfully linked [34] account\(s\)!$/),
    ).toBeVisible();
    expect(
      await screen.findByRole("article", { name: "Plaid Checking" }),
    ).toHaveTextContent("First Gingham Credit Union");
    expect(
      screen.getByRole("article", { name: "Plaid Checking" }),
    ).not.toHaveTextContent("(Manual)");
    const banks = await screen.findByRole("list", { name: "Linked banks" });
    expect(within(banks).getByText("Connected")).toBeVisible();
  });

  it("closes with its Close button at any step, linking nothing", async () => {
    await signInNewUser();
    const { user } = await renderAccounts();

    await user.click(screen.getByRole("button", { name: "Link Bank Account" }));
    let dialog = await screen.findByRole("dialog", {
      name: "Link Bank Account",
    });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    // The header's button (the empty state offers another one).
    await user.click(
      screen.getAllByRole("button", { name: "Link Bank Account" })[0]!,
    );
    dialog = await screen.findByRole("dialog", { name: "Link Bank Account" });
    await user.click(
      within(dialog).getByRole("button", { name: /Tartan Bank/ }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(screen.getByText("No accounts found")).toBeVisible();
  });

  it("shows the bank's message in the dialog when the credentials are wrong", async () => {
    await signInNewUser();
    const { user } = await renderAccounts();

    await user.click(screen.getByRole("button", { name: "Link Bank Account" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Link Bank Account",
    });
    await user.click(
      within(dialog).getByRole("button", { name: /Tartan Bank/ }),
    );
    const password = within(dialog).getByLabelText("Password");
    await user.clear(password);
    await user.type(password, "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Connect" }));

    expect(
      await within(dialog).findByText(
        "The provided credentials were not correct. Please try again.",
      ),
    ).toBeVisible();
  });

  it("says 'Failed to create link token' when the link token request fails without detail", async () => {
    await signInNewUser();
    failRequests("POST", /\/plaid\/create-link-token$/);
    const { user } = await renderAccounts();

    await user.click(screen.getByRole("button", { name: "Link Bank Account" }));
    expect(
      await screen.findByText("Failed to create link token"),
    ).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says 'Failed to link account' when the exchange fails without detail", async () => {
    await signInNewUser();
    failRequests("POST", /\/plaid\/exchange-public-token$/);
    const { user } = await renderAccounts();

    await user.click(screen.getByRole("button", { name: "Link Bank Account" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Link Bank Account",
    });
    await user.click(
      within(dialog).getByRole("button", { name: /First Platypus Bank/ }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Connect" }));
    await user.click(
      await within(dialog).findByRole("button", { name: "Continue" }),
    );
    expect(
      await within(dialog).findByText("Failed to link account"),
    ).toBeVisible();
  });
});
