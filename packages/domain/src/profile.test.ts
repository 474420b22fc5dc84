import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  fullNameOf,
  normalizeEmail,
  parseNotificationPreferences,
  serializeNotificationPreferences,
} from "./profile";

describe("parseNotificationPreferences", () => {
  it("fills missing keys with defaults and drops unknown keys and non-booleans", () => {
    expect(
      parseNotificationPreferences(
        '{"budgetAlerts":false,"evil":true,"weeklyReports":"no"}',
      ),
    ).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      budgetAlerts: false,
    });
  });
  it.each(["not json", "[true]", "null", "42", "", undefined, null])(
    "ignores unparseable text %j",
    (text) => {
      expect(parseNotificationPreferences(text)).toEqual(
        DEFAULT_NOTIFICATION_PREFERENCES,
      );
    },
  );
  it("defaults every switch on except push notifications", () => {
    expect(
      JSON.parse(
        serializeNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES),
      ),
    ).toEqual({
      budgetAlerts: true,
      goalReminders: true,
      weeklyReports: true,
      anomalyDetection: true,
      emailNotifications: true,
      pushNotifications: false,
    });
  });
});

describe("normalizeEmail and fullNameOf", () => {
  it("trims, lower-cases and NFC-normalises emails", () => {
    expect(normalizeEmail("  Zoe\u0301@Example.COM ")).toBe("zoé@example.com");
  });
  it("joins first and last name with a space and trims", () => {
    expect(fullNameOf("Ada", "Lovelace")).toBe("Ada Lovelace");
    expect(fullNameOf("  Ada", "")).toBe("Ada");
  });
});
