import { describe, expect, it } from "vitest";
import { isCalendarDate, todayIn } from "./dates";

describe("todayIn", () => {
  // 2026-11-23 03:30 UTC: still the 22nd in New York, already the 23rd in Tokyo.
  const instant = new Date("2026-11-23T03:30:00Z");

  it("gives the calendar date in the zone asked, whichever zone was asked before", () => {
    expect(todayIn(instant, "America/New_York")).toBe("2026-11-22");
    expect(todayIn(instant, "Asia/Tokyo")).toBe("2026-11-23");
    expect(todayIn(instant, "America/New_York")).toBe("2026-11-22");
    expect(todayIn(instant, "UTC")).toBe("2026-11-23");
  });

  it("follows the instant, not the first one it formatted for a zone", () => {
    expect(todayIn(new Date("2026-12-31T23:59:59Z"), "UTC")).toBe("2026-12-31");
    expect(todayIn(new Date("2027-01-01T00:00:00Z"), "UTC")).toBe("2027-01-01");
  });

  it("turns the day at the zone's midnight, to the second, back and forth", () => {
    // Tokyo turns at 15:00 UTC, New York (in winter) at 05:00 UTC.
    const zone = "Asia/Tokyo";
    for (let round = 0; round < 2; round++) {
      expect(todayIn(new Date("2026-11-23T14:59:00Z"), zone)).toBe(
        "2026-11-23",
      );
      expect(todayIn(new Date("2026-11-23T14:59:59.999Z"), zone)).toBe(
        "2026-11-23",
      );
      expect(todayIn(new Date("2026-11-23T15:00:00Z"), zone)).toBe(
        "2026-11-24",
      );
      expect(todayIn(new Date("2026-11-23T15:00:59Z"), zone)).toBe(
        "2026-11-24",
      );
    }
    expect(todayIn(new Date("2026-11-23T04:59:59Z"), "America/New_York")).toBe(
      "2026-11-22",
    );
    expect(todayIn(new Date("2026-11-23T05:00:00Z"), "America/New_York")).toBe(
      "2026-11-23",
    );
  });

  it("rejects an unknown zone every time it is asked", () => {
    expect(() => todayIn(instant, "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => todayIn(instant, "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("isCalendarDate", () => {
  it("admits real days between 1900 and 2100 only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("1899-12-31")).toBe(false);
    expect(isCalendarDate("2100-12-31")).toBe(true);
    expect(isCalendarDate("2026-1-01")).toBe(false);
  });
});
