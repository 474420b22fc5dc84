import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createAccount } from "../../../test/money-factories";

async function renderAccountsPage() {
  const rendered = renderWithProviders(createRoutes(), "/accounts");
  await screen.findByRole("heading", { level: 1, name: "Accounts" });
  return rendered;
}

function figure(summary: HTMLElement, label: string) {
  return within(summary).getByRole("group", { name: label });
}

describe("AccountsPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists each account and sums the summary to the cent", async () => {
    await signInNewUser();
    await createAccount({
      name: "Everyday Checking",
      institution_name: "Chase",
      current_balance: 1000.5,
    });
    await createAccount({
      name: "Rainy Day",
      account_type: "savings",
      current_balance: 250,
    });
    await createAccount({
      name: "Travel Card",
      account_type: "credit_card",
      institution_name: "Amex",
      current_balance: -300.25,
    });
    await renderAccountsPage();

    const checking = await screen.findByRole("article", {
      name: "Everyday Checking",
    });
    expect(within(checking).getByText("$1,000.50")).toBeInTheDocument();
    expect(within(checking).getByText("Checking")).toBeInTheDocument();
    expect(within(checking).getByText("Active")).toBeInTheDocument();
    expect(within(checking).getByText("Chase (Manual)")).toBeInTheDocument();
    const savings = screen.getByRole("article", { name: "Rainy Day" });
    expect(
      within(savings).getByText("Manual Account (Manual)"),
    ).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Travel Card" });
    expect(within(card).getByText("Credit Card")).toBeInTheDocument();
    expect(within(card).getByText("-$300.25")).toHaveStyle({
      color: "rgb(217, 45, 32)",
    });

    const summary = screen.getByRole("region", { name: "Account Summary" });
    expect(figure(summary, "Total Assets")).toHaveTextContent("$1,250.50");
    expect(figure(summary, "Total Liabilities")).toHaveTextContent("$300.25");
    expect(figure(summary, "Net Worth")).toHaveTextContent("$950.25");
  });

  it("says 'No accounts found' when the user has none", async () => {
    await signInNewUser();
    await renderAccountsPage();

    expect(await screen.findByText("No accounts found")).toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "Account Summary" }),
    ).not.toBeInTheDocument();
  });

  it("loads accounts added elsewhere when Refresh is pressed", async () => {
    await signInNewUser();
    const { user } = await renderAccountsPage();
    await screen.findByText("No accounts found");

    await createAccount({ name: "Joint Savings", account_type: "savings" });
    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(
      await screen.findByRole("article", { name: "Joint Savings" }),
    ).toBeInTheDocument();
  });

  it("shows the fallback in a dismissible alert when the list fails without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/accounts$/);
    const { user } = await renderAccountsPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load accounts");

    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
