import { describe, expect, it } from "vitest";
import { reportsPathFor, transactionsPath } from "./links";

describe("links into the app", () => {
  it("writes the transactions page's filters as the page reads them, encoded like a form", () => {
    expect(
      transactionsPath(
        { startDate: "2026-03-01", endDate: "2026-03-31" },
        { q: "Ben & Jerry's (Main St)", category: "food_dining" },
      ),
    ).toBe(
      "/transactions?from=2026-03-01&to=2026-03-31&category=food_dining&q=Ben+%26+Jerry%27s+%28Main+St%29",
    );
    const q = /[?&]q=([^&]*)/.exec(
      transactionsPath(
        { startDate: "2026-03-01", endDate: "2026-03-31" },
        { q: "Ben & Jerry's (Main St) ~ 100%" },
      ),
    )?.[1];
    expect(decodeURIComponent((q ?? "").replaceAll("+", " "))).toBe(
      "Ben & Jerry's (Main St) ~ 100%",
    );
  });

  it("opens the reports over a range", () => {
    expect(
      reportsPathFor({ startDate: "2026-03-09", endDate: "2026-03-15" }),
    ).toBe("/analytics?from=2026-03-09&to=2026-03-15");
  });
});
