import { describe, expect, it } from "vitest";
import { bellLabel } from "./unread-text";

describe("bellLabel", () => {
  it.each([
    [0, "Notifications"],
    [1, "Notifications, 1 unread"],
    [99, "Notifications, 99 unread"],
    // The badge shows "99+"; the name says what it shows.
    [100, "Notifications, 99+ unread"],
    [1_500, "Notifications, 99+ unread"],
  ])("%i unread → %s", (count, label) => {
    expect(bellLabel(count)).toBe(label);
  });
});
