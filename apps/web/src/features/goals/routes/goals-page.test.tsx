import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  contributeToGoal,
  createGoal,
  daysFromToday,
} from "../test/goal-factories";

async function renderGoalsPage(path = "/goals") {
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: "Savings Goals" });
  return rendered;
}

function figure(region: HTMLElement, label: string) {
  return within(region).getByRole("group", { name: label });
}

describe("GoalsPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows each goal's progress and figures, and the overview to the cent", async () => {
    await signInNewUser();
    const vacation = await createGoal({ target_date: daysFromToday(100) });
    await contributeToGoal(vacation.id, "250");
    const car = await createGoal({
      name: "New Car",
      description: null,
      target_amount: 100,
    });
    // A new goal's date may not have passed; an existing one's may.
    await apiRequest(`/goals/${String(car.id)}`, {
      method: "PUT",
      body: {
        name: "New Car",
        description: null,
        target_amount: 100,
        target_date: daysFromToday(-3),
      },
    });
    await contributeToGoal(car.id, "80.10");
    const laptop = await createGoal({ name: "Laptop", target_amount: 50 });
    await contributeToGoal(laptop.id, "60");
    await renderGoalsPage();

    const card = await screen.findByRole("article", { name: "Vacation" });
    expect(within(card).getByText("Two weeks in Lisbon")).toBeVisible();
    expect(within(card).getByText("$250.00")).toBeVisible();
    expect(within(card).getByText("$1,000.00")).toBeVisible();
    expect(within(card).getByText("25%")).toBeVisible();
    expect(within(card).getByText("100 days left")).toBeVisible();
    expect(figure(card, "Remaining")).toHaveTextContent("$750.00");
    expect(within(card).getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    expect(
      within(card).getByRole("button", { name: "Contribute to Vacation" }),
    ).toBeEnabled();
    expect(within(card).queryByText("Goal Achieved!")).not.toBeInTheDocument();

    const overdue = screen.getByRole("article", { name: "New Car" });
    expect(within(overdue).getByText("Overdue")).toBeVisible();
    expect(figure(overdue, "Needed per month")).toHaveTextContent("—");

    const done = screen.getByRole("article", { name: "Laptop" });
    expect(within(done).getByText("Completed")).toBeVisible();
    expect(within(done).getByText("Goal Achieved!")).toBeVisible();
    expect(within(done).getByText("120%")).toBeVisible();
    expect(
      within(done).getByRole("button", { name: "Contribute to Laptop" }),
    ).toBeDisabled();

    const overview = screen.getByRole("region", { name: "Goals Overview" });
    expect(figure(overview, "Active Goals")).toHaveTextContent("2");
    expect(figure(overview, "Total Saved")).toHaveTextContent("$390.10");
    expect(figure(overview, "Remaining to Save")).toHaveTextContent("$769.90");
    // (25 + 80.1 + 100, capped) ÷ 3 = 68.36… → 68.3
    expect(figure(overview, "Average Progress")).toHaveTextContent("68.3%");
  });

  it("shows the empty state with a Create Goal button when there are no goals", async () => {
    await signInNewUser();
    await renderGoalsPage();

    expect(await screen.findByText("No savings goals set")).toBeVisible();
    expect(
      screen.getByText("Create goals to track your progress"),
    ).toBeVisible();
    expect(screen.getAllByRole("button", { name: "Create Goal" })).toHaveLength(
      2,
    );
    expect(
      screen.queryByRole("region", { name: "Goals Overview" }),
    ).not.toBeInTheDocument();
  });

  it("opens the create dialog when visited as /goals?create=1, then drops the parameter", async () => {
    await signInNewUser();
    // The open dialog hides the page from the accessibility tree: wait for the dialog itself.
    const { router } = renderWithProviders(createRoutes(), "/goals?create=1");

    expect(
      await screen.findByRole("dialog", { name: "Create Goal" }),
    ).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.search).toBe("");
    });
  });

  it("shows 'Failed to load goals' in a dismissible alert when the list fails without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/goals$/);
    const { user } = await renderGoalsPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load goals");
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's detail when the list fails with one", async () => {
    await signInNewUser();
    failRequests("GET", /\/goals$/, 503, {
      detail: "Service temporarily unavailable",
    });
    await renderGoalsPage();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Service temporarily unavailable",
    );
  });
});
