import {
  addDays,
  formatMoney,
  periodWindow,
  toCents,
  todayIn,
} from "@finch/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAccount, createTransaction } from "../../test/money-factories";
import { apiRequest } from "../../shared/api-client";
import { failRequests } from "../../shared/testing/fail-requests";
import { signInNewUser } from "../../test/factories";
import { renderWithProviders } from "../../test/render-with-providers";
import { createRoutes } from "../router";

// The test API runs on the real clock in UTC (the profile default), so dates are relative to it.
const today = todayIn(new Date(), "UTC");
const month = periodWindow("monthly", today);

async function renderDashboard() {
  const rendered = renderWithProviders(createRoutes(), "/dashboard");
  await screen.findByRole("heading", { level: 1, name: "Welcome back!" });
  await screen.findByRole("region", { name: "Summary" });
  return rendered;
}

/** One of the four summary cards: a group, so only the panel below is a "Savings Goals" region. */
const card = (name: string) =>
  within(screen.getByRole("region", { name: "Summary" })).getByRole("group", {
    name,
  });

/** One of the panels below the cards. */
const panel = (name: string) => screen.getByRole("region", { name });

describe("DashboardPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows zeros and the contract's empty states to a new user", async () => {
    await signInNewUser();
    await renderDashboard();

    expect(card("Total Balance")).toHaveTextContent("$0.00");
    expect(card("Total Balance")).toHaveTextContent("Across 0 accounts");
    expect(card("Monthly Spending")).toHaveTextContent("This month");
    expect(card("Budget Status")).toHaveTextContent("No Budgets");
    expect(card("Budget Status")).toHaveTextContent("0 active budgets");
    expect(card("Savings Goals")).toHaveTextContent("0 Active");
    expect(screen.queryByText("vs last month")).not.toBeInTheDocument();
    expect(screen.getByText("No transactions yet")).toBeInTheDocument();
    expect(
      screen.getByText("Link your accounts to see transaction data"),
    ).toBeInTheDocument();
    expect(screen.getByText("No budgets set")).toBeInTheDocument();
    expect(
      screen.getByText("Create budgets to track your spending"),
    ).toBeInTheDocument();
    expect(screen.getByText("No savings goals set")).toBeInTheDocument();
    expect(
      screen.getByText("Create goals to track your progress"),
    ).toBeInTheDocument();
    // The chart loads after the rest: its panel says so once it has.
    expect(
      await within(panel("Spending by Category")).findByText(
        "No spending this month",
      ),
    ).toBeInTheDocument();
  });

  it("charts this month's spending by category, each category opening its transactions", async () => {
    await signInNewUser();
    const account = await createAccount({ current_balance: 500 });
    for (const [category, amount] of [
      ["groceries", 30],
      ["food_dining", 10],
    ] as const)
      await createTransaction(account.id, {
        category,
        amount,
        transaction_date: today,
      });
    await renderDashboard();

    const chart = within(panel("Spending by Category"));
    const list = await chart.findByRole("list", {
      name: "This month's spending by category",
    });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Groceries75%$30.00", "2Food & Dining25%$10.00"]);
    expect(
      within(list).getByRole("link", { name: "Groceries" }),
    ).toHaveAttribute(
      "href",
      `/transactions?from=${month.startDate}&to=${today}&category=groceries`,
    );
    expect(chart.getByRole("figure")).toHaveAccessibleName(
      /spending by category/,
    );
  });

  it("adds up the whole month, shows five recent rows and flags an overspent budget", async () => {
    await signInNewUser();
    const account = await createAccount({
      name: "Everyday Checking",
      current_balance: 2000,
    });
    const days = [0, 1, 2, 3, 4, 5, 6].map((n) => {
      const date = addDays(month.startDate, n);
      return date > today ? today : date;
    });
    for (const [n, date] of days.entries())
      await createTransaction(account.id, {
        description: `Market run ${String(n + 1)}`,
        category: "groceries",
        amount: 20.05,
        transaction_type: "debit",
        transaction_date: date,
      });
    // Upcoming: neither recent nor spent until its day.
    await createTransaction(account.id, {
      description: "Next week's shop",
      category: "groceries",
      amount: 500,
      transaction_type: "debit",
      transaction_date: addDays(today, 1),
    });
    await apiRequest("/budgets", {
      method: "POST",
      body: {
        name: "Food at home",
        category: "groceries",
        amount: 100,
        period: "monthly",
        alert_threshold: 0.8,
      },
    });
    await apiRequest("/goals", {
      method: "POST",
      body: {
        name: "Emergency fund",
        description: "",
        target_amount: 1000,
        target_date: "2027-06-30",
      },
    });
    await renderDashboard();

    // Seven debits of 20.05 this month: all of them count, not just the five shown.
    expect(card("Monthly Spending")).toHaveTextContent("$140.35");
    // Rows dated before today's stated balance are history, and only those dated today and
    // recorded after it move it (ADR 0032).
    const movedToday = days.filter((d) => d === today).length;
    expect(card("Total Balance")).toHaveTextContent(
      formatMoney(toCents(200_000 - movedToday * 2_005)),
    );
    expect(card("Total Balance")).toHaveTextContent("Across 1 account");
    expect(card("Budget Status")).toHaveTextContent("1 Over Budget");
    expect(card("Budget Status")).toHaveTextContent("1 active budget");
    expect(card("Savings Goals")).toHaveTextContent("1 Active");

    const recent = within(
      screen.getByRole("list", { name: "Recent transactions" }),
    );
    expect(recent.getAllByRole("listitem")).toHaveLength(5);
    expect(recent.queryByText("Next week's shop")).not.toBeInTheDocument();
    expect(recent.getAllByText("-$20.05")).toHaveLength(5);
    expect(recent.getAllByText("Groceries")).toHaveLength(5);
    // A description cut short to fit the row still shows in full on hover.
    expect(recent.getByText("Market run 7")).toHaveAttribute(
      "title",
      "Market run 7",
    );

    const budgets = within(panel("Budget Progress"));
    expect(budgets.getByText("$140.35")).toBeInTheDocument();
    expect(budgets.getByText("Over budget by")).toHaveTextContent(
      "Over budget by $40.35",
    );
    expect(budgets.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      "100",
    );

    const goals = within(panel("Savings Goals"));
    expect(goals.getByText("Emergency fund")).toBeInTheDocument();
    expect(goals.getByText("Target: Jun 30, 2027")).toBeInTheDocument();
  });

  it("sends the quick actions and View All where they promise", async () => {
    await signInNewUser();
    await renderDashboard();

    expect(screen.getByRole("link", { name: "View All" })).toHaveAttribute(
      "href",
      "/transactions",
    );
    expect(screen.getByRole("link", { name: "Add Account" })).toHaveAttribute(
      "href",
      "/accounts?create=1",
    );
    expect(screen.getByRole("link", { name: "Set Budget" })).toHaveAttribute(
      "href",
      "/budgets?create=1",
    );
    expect(screen.getByRole("link", { name: "New Goal" })).toHaveAttribute(
      "href",
      "/goals?create=1",
    );
    expect(screen.getByRole("link", { name: "Analytics" })).toHaveAttribute(
      "href",
      "/analytics",
    );
    expect(screen.getByRole("link", { name: "View Reports" })).toHaveAttribute(
      "href",
      "/analytics?range=this-month",
    );
    expect(
      screen.getByRole("link", { name: "Ask AI Assistant" }),
    ).toHaveAttribute("href", "/ai-assistant");
  });

  it("shows 'Failed to load dashboard data' when a read fails, and lets the user dismiss it", async () => {
    await signInNewUser();
    failRequests("GET", /\/budgets$/);
    const { user } = renderWithProviders(createRoutes(), "/dashboard");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load dashboard data");
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
