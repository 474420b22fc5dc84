import type { AccountResponse } from "@finch/contracts";
import { addDays, previousMonth, todayIn, type DateRange } from "@finch/domain";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiAs } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { newPage } from "./support/browser";
import { expectHeading } from "./support/journeys";
import { startSignedIn } from "./support/session";

/** What a person reads in an element: its rendered text with whitespace collapsed. */
async function readable(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ");
}

/** The three whole months before this one (the new user's time zone is UTC), oldest first. */
function lastThreeMonths(): [DateRange, DateRange, DateRange] {
  const third = previousMonth(todayIn(new Date(), "UTC"));
  const second = previousMonth(third.startDate);
  return [previousMonth(second.startDate), second, third];
}

/**
 * Salary twice, groceries at Trader Joe's with a refund, coffee on the card and a Whole Foods
 * shop, and a transfer that is neither spending nor income.
 */
async function buildLedger(page: Page, months: DateRange[]): Promise<void> {
  const [m1, m2, m3] = months as [DateRange, DateRange, DateRange];
  const checking = await apiAs<AccountResponse>(page, "POST", "/accounts", {
    name: "Everyday Checking",
    account_type: "checking",
    current_balance: 1000,
  });
  const card = await apiAs<AccountResponse>(page, "POST", "/accounts", {
    name: "Visa Card",
    account_type: "credit_card",
    current_balance: -200,
  });
  const on = (month: DateRange, day: number) =>
    addDays(month.startDate, day - 1);
  for (const [account, description, merchant, category, amount, type, date] of [
    [checking, "ACME PAYROLL", null, "salary", 3000, "credit", on(m1, 5)],
    [
      checking,
      "Groceries run",
      "Trader Joe's",
      "groceries",
      200,
      "debit",
      on(m1, 10),
    ],
    [
      checking,
      "Returned items",
      "Trader Joe's",
      "groceries",
      50,
      "credit",
      on(m1, 20),
    ],
    [checking, "ACME PAYROLL", null, "salary", 3000, "credit", on(m2, 5)],
    [
      card,
      "Coffee beans",
      "Blue Bottle",
      "food_dining",
      80,
      "debit",
      on(m2, 14),
    ],
    [
      checking,
      "Weekly shop",
      "Whole Foods",
      "groceries",
      120,
      "debit",
      on(m3, 2),
    ],
    [checking, "To savings", null, "transfer", 500, "debit", on(m3, 20)],
  ] as const)
    await apiAs(page, "POST", "/transactions", {
      description,
      merchant_name: merchant,
      category,
      amount,
      transaction_type: type,
      account_id: String(account.id),
      transaction_date: date,
    });
}

/** The descriptions of the rows the transactions page lists (its third column). */
async function listedRows(page: Page): Promise<string[]> {
  const rows = page
    .getByRole("table", { name: "Transactions" })
    .getByRole("row");
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  const descriptions: string[] = [];
  for (const row of (await rows.all()).slice(1))
    descriptions.push(await readable(row.getByRole("cell").nth(2)));
  return descriptions;
}

/**
 * Clicks an SVG shape where it is drawn: a point inside its fill (a donut's slice is a ring
 * segment, whose box's centre may lie in the hole), once the chart's entry animation is over.
 */
async function clickShape(page: Page, shape: Locator): Promise<void> {
  await shape.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
  });
  await expect
    .poll(async () => {
      const before = await shape.getAttribute("d");
      await page.waitForTimeout(150);
      return before === (await shape.getAttribute("d"));
    })
    .toBe(true);
  const point = await shape.evaluate((element) => {
    const path = element as SVGGeometryElement;
    const box = path.getBBox();
    const svg = path.ownerSVGElement;
    const matrix = path.getScreenCTM();
    if (svg === null || matrix === null) return null;
    for (let i = 1; i < 20; i += 1)
      for (let j = 1; j < 20; j += 1) {
        const inside = svg.createSVGPoint();
        inside.x = box.x + (box.width * i) / 20;
        inside.y = box.y + (box.height * j) / 20;
        if (path.isPointInFill(inside)) {
          const onScreen = inside.matrixTransform(matrix);
          return { x: onScreen.x, y: onScreen.y };
        }
      }
    return null;
  });
  expect(point).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}

describe("reports", () => {
  it("adds up a ledger over a range, and every chart element opens the rows behind it", async () => {
    const { page, context } = await newPage(1280, 900);
    await startSignedIn(page, "/dashboard");
    const months = lastThreeMonths();
    const [m1, , m3] = months;
    await buildLedger(page, months);

    // From the dashboard's quick action to the reports, then the range typed in.
    await page.getByRole("link", { name: "Analytics" }).click();
    await page.waitForURL("**/analytics");
    await expectHeading(page, "Reports");
    await page.getByRole("combobox", { name: "Date range" }).click();
    await page.getByRole("option", { name: "Custom dates" }).click();
    const dates = page.getByRole("region", { name: "Date range" });
    await dates.getByLabel("From", { exact: true }).fill(m1.startDate);
    await dates.getByLabel("To", { exact: true }).fill(m3.endDate);
    await page.waitForURL(`**/analytics?from=${m1.startDate}&to=${m3.endDate}`);

    const cashFlow = page.getByRole("region", { name: "Cash flow" });
    const figure = (name: string) => cashFlow.getByRole("group", { name });
    await expect
      .poll(() => readable(figure("Income")))
      .toBe("Income $6,000.00");
    expect(await readable(figure("Spending"))).toBe("Spending $350.00");
    expect(await readable(figure("Net"))).toBe("Net $5,650.00");
    expect(await readable(figure("Savings rate"))).toBe("Savings rate 94.2%");

    // The first month's income bar: that month's income, and nothing else (a refund is not).
    const incomeBars = cashFlow.locator(
      'rect.MuiBarChart-element[fill="#009E73"]',
    );
    await expect.poll(() => incomeBars.count()).toBe(3);
    await clickShape(page, incomeBars.first());
    await page.waitForURL(
      `**/transactions?from=${m1.startDate}&to=${m1.endDate}&flow=income`,
    );
    await expectHeading(page, "Transactions");
    expect(await listedRows(page)).toEqual(["ACME PAYROLL"]);
    await expect
      .poll(() => page.getByText("Counted as income").count())
      .toBe(1);

    // The largest slice of the donut: groceries, 270.00 of 350.00 over three rows.
    await page.goBack();
    const spending = page.getByRole("region", { name: "Where the money goes" });
    const ranked = spending.getByRole("table", {
      name: "Spending by category",
    });
    await expect
      .poll(() => readable(ranked.getByRole("row").nth(1)))
      .toBe("1 Groceries 3 transactions $270.00 77.1%");
    await expectNoSeriousAxeViolations(page, "/analytics with a ledger");
    await page.screenshot({
      path: "test-results/reports-1280.png",
      fullPage: true,
    });
    await clickShape(
      page,
      spending.locator('path.MuiPieChart-arc[data-index="0"]'),
    );
    await page.waitForURL(
      `**/transactions?from=${m1.startDate}&to=${m3.endDate}&category=groceries`,
    );
    expect((await listedRows(page)).sort()).toEqual([
      "Groceries run",
      "Returned items",
      "Weekly shop",
    ]);

    // A phone keeps the page's width: only tables scroll, inside their boxes.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/analytics?from=${m1.startDate}&to=${m3.endDate}`);
    await expectHeading(page, "Reports");
    await expect
      .poll(() => page.getByRole("progressbar", { name: /^Loading/ }).count())
      .toBe(0);
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth <=
          document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page, "/analytics at 390 px");
    await page.screenshot({
      path: "test-results/reports-390.png",
      fullPage: true,
    });
    await context.close();
  });
});
