import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  SUGGESTED_TIMEZONES,
  isTimeZone,
  timeZoneChoices,
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

describe("time zones", () => {
  it.each([
    "UTC",
    "Europe/Paris",
    "Australia/Sydney",
    "America/Argentina/Buenos_Aires",
    "Etc/GMT+5",
  ])("accepts %s", (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each([
    "",
    "Mars/Olympus",
    "Europe/../etc",
    "europe paris",
    "x".repeat(65),
  ])("refuses %j", (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });

  it("offers the contract's eight first, then every other zone once", () => {
    const choices = timeZoneChoices();
    expect(choices.slice(0, 8)).toEqual([...SUGGESTED_TIMEZONES]);
    expect(choices).toContain("Australia/Sydney");
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices.every(isTimeZone)).toBe(true);
  });
});
