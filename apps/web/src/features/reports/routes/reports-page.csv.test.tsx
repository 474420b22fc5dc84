import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  analyticsPath,
  buildLedger,
  createGroceriesBudget,
  testToday,
} from "../test/report-factories";

/** Catches what the page hands the browser to save: each file's name and text. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:finch/${String(blobs.size)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    files.push({ name: this.download, text: bytesOf(blob) });
  });
  return files;
}

/** The file as written, byte-order mark included (`Blob.text()` would drop it). */
async function bytesOf(blob: Blob | undefined): Promise<string> {
  if (blob === undefined) return "";
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await blob.arrayBuffer(),
  );
}

const lines = (...rows: string[]) =>
  `\uFEFF${rows.map((r) => `${r}\r\n`).join("")}`;

describe("ReportsPage's CSV downloads", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("saves each report as it shows it: ISO dates, plain decimal amounts", async () => {
    await signInNewUser();
    const { months, range } = await buildLedger();
    await createGroceriesBudget();
    const files = catchDownloads();
    const { user } = renderWithProviders(createRoutes(), analyticsPath(range));
    const span = `${range.startDate}-to-${range.endDate}`;
    const [m1, m2, m3] = months;

    const cashFlow = await screen.findByRole("region", { name: "Cash flow" });
    await within(cashFlow).findByRole("group", { name: "Income" });
    await user.click(
      within(cashFlow).getByRole("button", { name: "Download CSV" }),
    );
    await waitFor(() => {
      expect(files).toHaveLength(1);
    });
    expect(files[0]!.name).toBe(`finch-cash-flow-${span}.csv`);
    expect(await files[0]!.text).toBe(
      lines(
        "Period start,Period end,Income,Spending,Net",
        `${m1.startDate},${m1.endDate},3000.00,150.00,2850.00`,
        `${m2.startDate},${m2.endDate},3000.00,80.00,2920.00`,
        `${m3.startDate},${m3.endDate},0.00,120.00,-120.00`,
      ),
    );

    const spending = screen.getByRole("region", {
      name: "Where the money goes",
    });
    await user.click(
      within(spending).getByRole("button", { name: "Merchant" }),
    );
    await within(spending).findByRole("table", {
      name: "Spending by merchant",
    });
    await user.click(
      within(spending).getByRole("button", { name: "Download CSV" }),
    );
    await waitFor(() => {
      expect(files).toHaveLength(2);
    });
    expect(files[1]!.name).toBe(`finch-spending-by-merchant-${span}.csv`);
    expect(await files[1]!.text).toBe(
      lines(
        `Merchant,Amount,Share (%),Transactions,${m1.startDate},${m2.startDate},${m3.startDate}`,
        "Trader Joe's,150.00,42.9,2,150.00,0.00,0.00",
        "Whole Foods,120.00,34.3,1,0.00,0.00,120.00",
        "Blue Bottle,80.00,22.9,1,0.00,80.00,0.00",
      ),
    );

    const budgets = screen.getByRole("region", { name: "Budget performance" });
    await within(budgets).findByRole("article", { name: "Food" });
    await user.click(
      within(budgets).getByRole("button", { name: "Download CSV" }),
    );
    await waitFor(() => {
      expect(files).toHaveLength(3);
    });
    expect(files[2]!.name).toBe(`finch-budget-performance-${testToday()}.csv`);
    const budgetRows = (await files[2]!.text).split("\r\n");
    expect(budgetRows[0]).toBe(
      "\uFEFFBudget,Category,Period start,Period end,Budget amount,Spent,Status",
    );
    expect(budgetRows).toContain(
      `Food,Groceries,${m1.startDate},${m1.endDate},140.00,150.00,Over Budget`,
    );
    expect(budgetRows).toContain(
      `Food,Groceries,${m3.startDate},${m3.endDate},140.00,120.00,Near Limit`,
    );
    // Six periods and the header, and the file's last line ends too.
    expect(budgetRows).toHaveLength(8);
  });

  it("saves net worth at each point of the range", async () => {
    await signInNewUser();
    const { months, range } = await buildLedger();
    const files = catchDownloads();
    const { user } = renderWithProviders(createRoutes(), analyticsPath(range));

    const netWorth = await screen.findByRole("region", { name: "Net worth" });
    await within(netWorth).findByRole("group", { name: "Assets" });
    await user.click(
      within(netWorth).getByRole("button", { name: "Download CSV" }),
    );
    await waitFor(() => {
      expect(files).toHaveLength(1);
    });
    const rows = (await files[0]!.text).split("\r\n");
    expect(rows[0]).toBe("\uFEFFDate,Assets,Liabilities,Net worth");
    expect(rows.slice(1, -1).map((row) => row.split(",")[0])).toEqual(
      months.map((month) => month.endDate),
    );
    expect(rows.at(-2)).toBe(`${months[2].endDate},1000.00,200.00,800.00`);
  });
});
