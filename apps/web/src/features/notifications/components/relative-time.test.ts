import { describe, expect, it } from "vitest";
import { relativeTimeText } from "./relative-time";

const NOW = new Date("2026-03-15T09:30:00Z");

describe("relativeTimeText", () => {
  it.each([
    ["2026-03-15T09:29:31Z", "UTC", "Just now"],
    ["2026-03-15T09:29:00Z", "UTC", "1 minute ago"],
    ["2026-03-15T08:31:00Z", "UTC", "59 minutes ago"],
    ["2026-03-15T08:30:00Z", "UTC", "1 hour ago"],
    ["2026-03-15T00:10:00Z", "UTC", "9 hours ago"],
    // 23:50 the day before is yesterday, though fewer than 24 hours have passed.
    ["2026-03-14T23:50:00Z", "UTC", "Yesterday"],
    // In Tokyo (UTC+9) the same instant and now fall on the same day, 15 March.
    ["2026-03-14T23:50:00Z", "Asia/Tokyo", "9 hours ago"],
    ["2026-03-12T12:00:00Z", "UTC", "3 days ago"],
    ["2026-03-09T12:00:00Z", "UTC", "6 days ago"],
    ["2026-03-08T12:00:00Z", "UTC", "Mar 8"],
    ["2025-12-31T12:00:00Z", "UTC", "Dec 31, 2025"],
    // A clock a little behind the server's never says "in 2 minutes".
    ["2026-03-15T09:32:00Z", "UTC", "Just now"],
  ])("%s in %s is %s", (instant, timeZone, expected) => {
    expect(relativeTimeText(instant, NOW, timeZone)).toBe(expected);
  });
});
