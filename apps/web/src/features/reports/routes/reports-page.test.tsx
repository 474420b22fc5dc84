import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  analyticsPath,
  buildLedger,
  createGroceriesBudget,
} from "../test/report-factories";

async function renderReports(path: string) {
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: "Reports" });
  return rendered;
}

const region = (name: string) => screen.getByRole("region", { name });

/** A labelled figure of a report's totals. */
const figure = (report: string, label: string) =>
  within(region(report)).getByRole("group", { name: label });

const monthName = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const nameOf = (startDate: string) =>
  monthName.format(new Date(`${startDate}T00:00:00Z`));

describe("ReportsPage", () => {
  it("adds up the cash flow of the range and opens each period's rows", async () => {
    await signInNewUser();
    const { months, range } = await buildLedger();
    const { user } = await renderReports(analyticsPath(range));

    const cashFlow = await screen.findByRole("region", { name: "Cash flow" });
    await within(cashFlow).findByRole("group", { name: "Income" });
    expect(figure("Cash flow", "Income")).toHaveTextContent("$6,000.00");
    expect(figure("Cash flow", "Spending")).toHaveTextContent("$350.00");
    expect(figure("Cash flow", "Net")).toHaveTextContent("$5,650.00");
    expect(figure("Cash flow", "Savings rate")).toHaveTextContent("94.2%");

    await user.click(
      within(cashFlow).getByRole("button", { name: "Show table" }),
    );
    const table = within(cashFlow).getByRole("table", {
      name: "Cash flow by month",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${nameOf(months[0].startDate)}$3,000.00$150.00$2,850.00`,
      `${nameOf(months[1].startDate)}$3,000.00$80.00$2,920.00`,
      `${nameOf(months[2].startDate)}$0.00$120.00-$120.00`,
    ]);
    const [first] = months;
    const period = `from=${first.startDate}&to=${first.endDate}`;
    expect(
      within(rows[0]!).getByRole("link", { name: nameOf(first.startDate) }),
    ).toHaveAttribute("href", `/transactions?${period}`);
    expect(
      within(rows[0]!).getByRole("link", { name: "$3,000.00" }),
    ).toHaveAttribute("href", `/transactions?${period}&flow=income`);
    expect(
      within(rows[0]!).getByRole("link", { name: "$150.00" }),
    ).toHaveAttribute("href", `/transactions?${period}&flow=spending`);
  });

  it("ranks spending by category, merchant and account, each row opening its transactions", async () => {
    await signInNewUser();
    const { range, checking, card } = await buildLedger();
    const { user, router } = await renderReports(analyticsPath(range));
    const dates = `from=${range.startDate}&to=${range.endDate}`;

    const spending = await screen.findByRole("region", {
      name: "Where the money goes",
    });
    const byCategory = await within(spending).findByRole("table", {
      name: "Spending by category",
    });
    expect(
      within(byCategory)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      "1Groceries3 transactions$270.0077.1%",
      "2Food & Dining1 transaction$80.0022.9%",
    ]);
    expect(figure("Where the money goes", "Total spending")).toHaveTextContent(
      "$350.00",
    );
    expect(
      within(byCategory).getByRole("link", { name: "Groceries" }),
    ).toHaveAttribute("href", `/transactions?${dates}&category=groceries`);

    await user.click(
      within(spending).getByRole("button", { name: "Merchant" }),
    );
    const byMerchant = await within(spending).findByRole("table", {
      name: "Spending by merchant",
    });
    expect(router.state.location.search).toContain("group=merchant");
    expect(
      within(byMerchant).getByRole("link", { name: "Trader Joe's" }),
    ).toHaveAttribute(
      "href",
      `/transactions?${dates}&${new URLSearchParams({ q: "Trader Joe's", flow: "spending" }).toString()}`,
    );
    expect(
      within(byMerchant)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Trader Joe's", "Whole Foods", "Blue Bottle"]);

    await user.click(within(spending).getByRole("button", { name: "Account" }));
    const byAccount = await within(spending).findByRole("table", {
      name: "Spending by account",
    });
    expect(
      within(byAccount).getByRole("link", { name: "Everyday Checking" }),
    ).toHaveAttribute(
      "href",
      `/transactions?${dates}&account=${String(checking.id)}&flow=spending`,
    );
    expect(
      within(byAccount).getByRole("link", { name: "Visa Card" }),
    ).toHaveAttribute(
      "href",
      `/transactions?${dates}&account=${String(card.id)}&flow=spending`,
    );

    // The link leads to the rows behind the figure: the account's one purchase in the range.
    await user.click(
      within(byAccount).getByRole("link", { name: "Visa Card" }),
    );
    await screen.findByRole("heading", { level: 1, name: "Transactions" });
    const list = await screen.findByRole("table", { name: "Transactions" });
    expect(await within(list).findByText("Coffee beans")).toBeInTheDocument();
    expect(within(list).getAllByRole("row")).toHaveLength(2);
  });

  it("shows net worth at the end of the range and each budget's recent periods", async () => {
    await signInNewUser();
    const { range, months } = await buildLedger();
    await createGroceriesBudget();
    const { user } = await renderReports(analyticsPath(range));

    const netWorth = await screen.findByRole("region", { name: "Net worth" });
    await within(netWorth).findByRole("group", { name: "Net worth" });
    // No row after the range moved a balance since: the accounts' balances today.
    expect(figure("Net worth", "Net worth")).toHaveTextContent("$800.00");
    expect(figure("Net worth", "Assets")).toHaveTextContent("$1,000.00");
    expect(figure("Net worth", "Liabilities")).toHaveTextContent("$200.00");
    // Each point opens the rows that moved it since the point before.
    await user.click(
      within(netWorth).getByRole("button", { name: "Show table" }),
    );
    const points = within(
      within(netWorth).getByRole("table", { name: "Net worth over time" }),
    ).getAllByRole("link");
    expect(points.map((link) => link.getAttribute("href"))).toEqual(
      months.map(
        (month) => `/transactions?from=${month.startDate}&to=${month.endDate}`,
      ),
    );

    const food = await within(region("Budget performance")).findByRole(
      "article",
      { name: "Food" },
    );
    expect(food).toHaveTextContent("Groceries · Monthly · $140.00");
    expect(food).toHaveTextContent("Over budget in 1 of the last 6 months.");
    await user.click(within(food).getByRole("button", { name: "Show table" }));
    const history = within(food).getByRole("table", { name: "Food by month" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    // Oldest first: the ledger's months are the 3rd, 4th and 5th of the six.
    expect(rows[2]).toHaveTextContent(
      `${nameOf(months[0].startDate)}$150.00$140.00Over Budget`,
    );
    expect(rows[3]).toHaveTextContent(
      `${nameOf(months[1].startDate)}$0.00$140.00On Track`,
    );
    expect(rows[4]).toHaveTextContent(
      `${nameOf(months[2].startDate)}$120.00$140.00Near Limit`,
    );
    expect(
      within(rows[2]!).getByRole("link", { name: "$150.00" }),
    ).toHaveAttribute(
      "href",
      `/transactions?from=${months[0].startDate}&to=${months[0].endDate}&category=groceries`,
    );
  });

  it("says what to do when the range has nothing in it", async () => {
    await signInNewUser();
    await renderReports("/analytics");

    expect(
      await screen.findByText("No income or spending in this range"),
    ).toBeInTheDocument();
    expect(
      within(region("Cash flow")).getByRole("link", {
        name: "Go to Transactions",
      }),
    ).toHaveAttribute("href", "/transactions");
    expect(
      await screen.findByText("No spending in this range"),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Nothing to add up yet"),
    ).toBeInTheDocument();
    expect(
      within(region("Net worth")).getByRole("link", { name: "Add Account" }),
    ).toHaveAttribute("href", "/accounts?create=1");
    expect(await screen.findByText("No budgets set")).toBeInTheDocument();
    expect(
      within(region("Budget performance")).getByRole("link", {
        name: "Create Budget",
      }),
    ).toHaveAttribute("href", "/budgets?create=1");
    // Nothing to download: no empty axis, no empty file.
    for (const name of ["Cash flow", "Where the money goes", "Net worth"])
      expect(
        within(region(name)).getByRole("button", { name: "Download CSV" }),
      ).toBeDisabled();
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
  });
});
