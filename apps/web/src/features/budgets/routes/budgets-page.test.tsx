import { daysLeft, todayIn } from "@finch/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { formatCalendarDate } from "../../../shared/format-date";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { createBudget, spend } from "../test/budget-factories";

async function renderBudgetsPage() {
  const rendered = renderWithProviders(createRoutes(), "/budgets");
  await screen.findByRole("heading", { level: 1, name: "Budgets" });
  return rendered;
}

/** A figure of the overview, in the line of one period when budgets of several exist. */
function figure(label: string, line?: string) {
  const overview = screen.getByRole("region", { name: "Budget Overview" });
  const scope =
    line === undefined
      ? overview
      : within(overview).getByRole("group", { name: line });
  return within(scope).getByRole("group", { name: label });
}

describe("BudgetsPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows each budget's spending, status and window, and the overview per period", async () => {
    await signInNewUser();
    const groceries = await createBudget({ name: "Food shop", amount: 500 });
    await spend(450, "groceries");
    await createBudget({
      name: "Nights out",
      category: "entertainment",
      amount: 100,
      period: "weekly",
      alert_threshold: 0.5,
    });
    await spend(120.5, "entertainment");
    await createBudget({
      name: "Trips",
      category: "travel",
      amount: 1000,
      period: "yearly",
    });
    await renderBudgetsPage();

    const food = await screen.findByRole("article", { name: "Food shop" });
    expect(within(food).getByText("Near Limit")).toBeInTheDocument();
    expect(within(food).getByText("Groceries · Monthly")).toBeInTheDocument();
    expect(within(food).getByText("$450.00")).toBeInTheDocument();
    expect(within(food).getByText("$500.00")).toBeInTheDocument();
    expect(within(food).getByText("90%")).toBeInTheDocument();
    expect(within(food).getByText("$50.00")).toBeInTheDocument();
    expect(within(food).getByText("remaining")).toBeInTheDocument();
    expect(within(food).getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      "90",
    );
    const left = daysLeft(groceries.end_date, todayIn(new Date(), "UTC"));
    expect(
      within(food).getByText(
        left === 1 ? "1 day left" : `${String(left)} days left`,
      ),
    ).toBeInTheDocument();
    expect(
      within(food).getByText(`Ends ${formatCalendarDate(groceries.end_date)}`),
    ).toBeInTheDocument();

    const fun = screen.getByRole("article", { name: "Nights out" });
    expect(within(fun).getByText("Over Budget")).toBeInTheDocument();
    expect(within(fun).getByText("120.5%")).toBeInTheDocument();
    expect(within(fun).getByText("$20.50")).toBeInTheDocument();
    expect(within(fun).getByText("over budget")).toBeInTheDocument();
    // The bar is full, not 120 % wide.
    expect(within(fun).getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      "100",
    );

    const trips = screen.getByRole("article", { name: "Trips" });
    expect(within(trips).getByText("On Track")).toBeInTheDocument();
    expect(within(trips).getByText("Travel · Yearly")).toBeInTheDocument();

    // A week's limit, a month's and a year's never add up: one line each.
    expect(figure("Total Budgeted", "Weekly budgets")).toHaveTextContent(
      "$100.00",
    );
    expect(figure("Over Budget", "Weekly budgets")).toHaveTextContent("$20.50");
    expect(figure("Budget Used", "Weekly budgets")).toHaveTextContent("120.5%");
    expect(figure("Total Spent", "Monthly budgets")).toHaveTextContent(
      "$450.00",
    );
    expect(figure("Remaining", "Monthly budgets")).toHaveTextContent("$50.00");
    expect(figure("Budget Used", "Monthly budgets")).toHaveTextContent("90%");
    expect(figure("Remaining", "Yearly budgets")).toHaveTextContent(
      "$1,000.00",
    );
  });

  it("shows 'Over Budget' in the overview when spending passes every limit", async () => {
    await signInNewUser();
    await createBudget({ amount: 100 });
    await spend(130.25, "groceries");
    await renderBudgetsPage();

    await screen.findByRole("article", { name: "Groceries" });
    expect(figure("Over Budget")).toHaveTextContent("$30.25");
    expect(figure("Budget Used")).toHaveTextContent("130.2%");
  });

  it("says 'Over Budget' when any budget is over, and counts shared spending once", async () => {
    await signInNewUser();
    await createBudget({ name: "Big shop", amount: 2000 });
    await createBudget({ name: "Top-ups", amount: 50 });
    await createBudget({
      name: "Clothes",
      category: "shopping",
      amount: 100,
    });
    await spend(300, "shopping");
    await spend(80, "groceries");
    await renderBudgetsPage();

    await screen.findByRole("article", { name: "Clothes" });
    expect(figure("Total Budgeted")).toHaveTextContent("$2,150.00");
    // $80 of groceries counts once, though two budgets watch it.
    expect(figure("Total Spent")).toHaveTextContent("$380.00");
    // Clothes is $200 over and Top-ups $30: over, whatever Big shop has left.
    expect(figure("Over Budget")).toHaveTextContent("$230.00");
    expect(figure("Over Budget")).toHaveTextContent(
      "2 of 3 budgets over · $1,920.00 left in the others",
    );
  });

  it("shows the empty state with a Create Budget button when there are no budgets", async () => {
    await signInNewUser();
    const { user } = await renderBudgetsPage();

    expect(await screen.findByText("No budgets set")).toBeInTheDocument();
    expect(
      screen.getByText("Create budgets to track your spending"),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "Budget Overview" }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getAllByRole("button", { name: "Create Budget" })[1]!,
    );
    expect(
      await screen.findByRole("dialog", { name: "Create Budget" }),
    ).toBeVisible();
  });

  it("opens the create dialog when visited as /budgets?create=1, and only once", async () => {
    await signInNewUser();
    // The open dialog hides the page from the accessibility tree, heading included.
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/budgets?create=1",
    );

    const dialog = await screen.findByRole("dialog", { name: "Create Budget" });
    expect(router.state.location.search).toBe("");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(await screen.findByText("No budgets set")).toBeVisible();
  });

  it("shows the fallback in a dismissible alert when the list fails without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/budgets$/);
    const { user } = await renderBudgetsPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load budgets");
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's detail when the list fails with one", async () => {
    await signInNewUser();
    // The list answers 503 with a detail, as a proxy in maintenance would; the rest is real.
    failRequests("GET", /\/budgets$/, 503, { detail: "Budgets are resting" });
    await renderBudgetsPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Budgets are resting",
    );
  });
});
