import type { Currency } from "./money";

/** User profile constants and rules (docs/product.md §3). */

/**
 * A new profile's currency and time zone (docs/product.md §3 lists USD and UTC first among their
 * choices).
 */
export const DEFAULT_CURRENCY: Currency = "USD";
/** A new profile's time zone. */
export const DEFAULT_TIMEZONE: Timezone = "UTC";

/**
 * The eight zones the product contract lists, offered first. A profile may choose any IANA zone
 * (issue 27: an Australian user had none to pick), so these are suggestions, not the rule.
 */
export const SUGGESTED_TIMEZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
  "Asia/Tokyo",
  "UTC",
] as const;

/** An IANA time zone name the runtime knows (`isTimeZone`). */
export type Timezone = string;

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * True for an IANA time zone name ('Australia/Sydney', 'UTC'): well formed, at most 64
 * characters, and known to the runtime's time zone data.
 */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every zone to offer: the contract's eight first, then the runtime's IANA zones A–Z. */
export function timeZoneChoices(): string[] {
  const known = Intl.supportedValuesOf("timeZone").filter(
    (zone) => !(SUGGESTED_TIMEZONES as readonly string[]).includes(zone),
  );
  return [...SUGGESTED_TIMEZONES, ...known.sort()];
}

/** The six notification switches. */
export const NOTIFICATION_KEYS = [
  "budgetAlerts",
  "goalReminders",
  "weeklyReports",
  "anomalyDetection",
  "emailNotifications",
  "pushNotifications",
] as const;

/** One notification switch. */
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** The notification switches of a profile. */
export type NotificationPreferences = Record<NotificationKey, boolean>;

/** Every switch on except push notifications (docs/product.md §3). */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> =
  {
    budgetAlerts: true,
    goalReminders: true,
    weeklyReports: true,
    anomalyDetection: true,
    emailNotifications: true,
    pushNotifications: false,
  };

/**
 * Reads stored preference text: unknown keys and non-boolean values are dropped, missing keys take
 * their defaults, and text that cannot be parsed is ignored (docs/product.md §8).
 */
export function parseNotificationPreferences(
  text: string | null | undefined,
): NotificationPreferences {
  const result: NotificationPreferences = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
  };
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    return result;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return result;
  for (const key of NOTIFICATION_KEYS) {
    const value: unknown = (parsed as Record<string, unknown>)[key];
    if (typeof value === "boolean") result[key] = value;
  }
  return result;
}

/** Serialises preferences as the JSON text the contract stores, keys in their fixed order. */
export function serializeNotificationPreferences(
  preferences: NotificationPreferences,
): string {
  return JSON.stringify(
    Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, preferences[key]])),
  );
}

/** Emails are trimmed, NFC-normalised and lower-cased before they are stored or compared. */
export function normalizeEmail(email: string): string {
  return email.normalize("NFC").trim().toLowerCase();
}

/** Password length bounds: the contract's minimum of 6 (see ADR 0004) and a ceiling. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted; keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/** Length in Unicode code points, so an emoji or accented letter counts once. */
export function codePointLength(text: string): number {
  let length = 0;
  const iterator = text[Symbol.iterator]();
  while (!iterator.next().done) length++;
  return length;
}

/** Joins first and last name as the register screen sends them (docs/product.md §3). */
export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
