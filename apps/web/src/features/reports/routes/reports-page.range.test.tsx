import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { createRoutes } from "../../../app/router";
import { formatCalendarDate } from "../../../shared/format-date";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { INTERVAL_NAMES } from "../components/report-format";
import { intervalFor, presetRange } from "../components/report-range";
import { testToday } from "../test/report-factories";

async function renderReports(path: string) {
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: "Reports" });
  return rendered;
}

const rangeBox = () => screen.getByRole("region", { name: "Date range" });
const rangeSelect = () =>
  within(rangeBox()).getByRole("combobox", { name: "Date range" });
const text = (startDate: string, endDate: string, interval: string) =>
  `${formatCalendarDate(startDate)} – ${formatCalendarDate(endDate)} · by ${interval}`;

describe("ReportsPage's range", () => {
  it("opens on the last 12 months by month and keeps a chosen range in the URL", async () => {
    await signInNewUser();
    const today = testToday();
    const { user, router } = await renderReports("/analytics");

    const year = presetRange("last-12-months", today);
    expect(rangeSelect()).toHaveTextContent("Last 12 months");
    expect(
      await within(rangeBox()).findByText(
        text(year.startDate, year.endDate, "month"),
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("");

    await user.click(rangeSelect());
    await user.click(screen.getByRole("option", { name: "Last month" }));
    const month = presetRange("last-month", today);
    expect(
      await within(rangeBox()).findByText(
        text(month.startDate, month.endDate, "week"),
      ),
    ).toBeInTheDocument();
    expect(rangeSelect()).toHaveTextContent("Last month");
    expect(router.state.location.search).toBe("?range=last-month");
  });

  it("reopens a shared link on its range", async () => {
    await signInNewUser();
    const today = testToday();
    await renderReports("/analytics?range=year-to-date&group=merchant");

    const ytd = presetRange("year-to-date", today);
    expect(rangeSelect()).toHaveTextContent("Year to date");
    expect(
      await within(rangeBox()).findByText(
        // By week until early March, by month after.
        text(ytd.startDate, ytd.endDate, INTERVAL_NAMES[intervalFor(ytd)]),
      ),
    ).toBeInTheDocument();
    const spending = await screen.findByRole("region", {
      name: "Where the money goes",
    });
    expect(
      within(spending).getByRole("button", { name: "Merchant" }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("takes typed dates once they make a range, and says what is wrong until then", async () => {
    await signInNewUser();
    const { user, router } = await renderReports(
      "/analytics?from=2026-01-01&to=2026-03-31",
    );

    expect(rangeSelect()).toHaveTextContent("Custom dates");
    const from = within(rangeBox()).getByLabelText("From");
    const to = within(rangeBox()).getByLabelText("To");
    expect(from).toHaveValue("2026-01-01");
    expect(to).toHaveValue("2026-03-31");
    expect(
      await within(rangeBox()).findByText(
        text("2026-01-01", "2026-03-31", "month"),
      ),
    ).toBeInTheDocument();

    fireEvent.change(from, { target: { value: "2026-04-15" } });
    expect(
      within(rangeBox()).getByText(
        "Start date must be on or before the end date",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2026-01-01&to=2026-03-31");

    fireEvent.change(to, { target: { value: "2026-04-30" } });
    expect(
      await within(rangeBox()).findByText(
        text("2026-04-15", "2026-04-30", "week"),
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2026-04-15&to=2026-04-30");

    fireEvent.change(from, { target: { value: "1990-01-01" } });
    expect(
      within(rangeBox()).getByText("A report covers at most 20 years"),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?from=2026-04-15&to=2026-04-30");

    // Back to an offered range: the typed dates leave the URL.
    await user.click(rangeSelect());
    await user.click(screen.getByRole("option", { name: "Last 3 months" }));
    await waitFor(() => {
      expect(
        within(rangeBox()).queryByLabelText("From"),
      ).not.toBeInTheDocument();
    });
    expect(router.state.location.search).toBe("?range=last-3-months");
  });

  it("starts typed dates from the range shown", async () => {
    await signInNewUser();
    const { user, router } = await renderReports("/analytics?range=last-year");
    const lastYear = presetRange("last-year", testToday());
    await within(rangeBox()).findByText(
      text(lastYear.startDate, lastYear.endDate, "month"),
    );

    await user.click(rangeSelect());
    await user.click(screen.getByRole("option", { name: "Custom dates" }));

    expect(await within(rangeBox()).findByLabelText("From")).toHaveValue(
      lastYear.startDate,
    );
    expect(within(rangeBox()).getByLabelText("To")).toHaveValue(
      lastYear.endDate,
    );
    expect(router.state.location.search).toBe(
      `?from=${lastYear.startDate}&to=${lastYear.endDate}`,
    );
  });
});
