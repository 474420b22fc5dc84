import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "@finch/domain";
import { createRoutes } from "../../../app/router";
import { formatCalendarDate } from "../../../shared/format-date";
import { presetRange } from "../components/report-range";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function renderReports(path: string) {
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: "Reports" });
  return rendered;
}

describe("ReportsPage when a report fails", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the server's detail when a report fails", async () => {
    await signInNewUser();
    failRequests("GET", /\/reports\/cash-flow$/, 503, {
      detail: "Reports are resting, try again soon",
    });
    await renderReports("/analytics");

    const cashFlow = await screen.findByRole("region", { name: "Cash flow" });
    expect(await within(cashFlow).findByRole("alert")).toHaveTextContent(
      "Reports are resting, try again soon",
    );
  });

  it("shows 'Failed to load spending' when the spending report fails without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/reports\/spending$/);
    await renderReports("/analytics");

    const spending = await screen.findByRole("region", {
      name: "Where the money goes",
    });
    expect(await within(spending).findByRole("alert")).toHaveTextContent(
      "Failed to load spending",
    );
    // The other reports still show.
    expect(
      await screen.findByText("No income or spending in this range"),
    ).toBeInTheDocument();
  });

  it("still reports when today cannot be read from the server, counting it on this device", async () => {
    await signInNewUser();
    failRequests("GET", /\/insights\/summary$/);
    await renderReports("/analytics");

    const dates = screen.getByRole("region", { name: "Date range" });
    const year = presetRange("last-12-months", todayIn(new Date(), "UTC"));
    expect(
      await within(dates).findByText(
        `${formatCalendarDate(year.startDate)} – ${formatCalendarDate(year.endDate)} · by month`,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("No income or spending in this range"),
    ).toBeInTheDocument();
  });
});
