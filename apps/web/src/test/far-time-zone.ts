import type { Timezone } from "@finch/domain";

/** A moment at which the profile's calendar day and clock differ from the test runner's. */
export interface FarTimeZone {
  timezone: Timezone;
  /** The moment, as the fake clock is set to it. */
  now: Date;
  /** That moment's date in the profile zone, as the top bar writes it. */
  longDate: string;
  /** That moment's time in the profile zone, as the chat writes it. */
  time: string;
}

/**
 * Picks a profile zone on the other side of the date line from the machine running the tests:
 * Tokyo for a runner west of +03:30 (the Americas, Europe, UTC), Los Angeles for one east of it.
 * At the chosen moment the two calendar days differ, so a date taken from the browser's zone
 * cannot pass for the profile's.
 */
export function farTimeZone(): FarTimeZone {
  const runnerOffsetMinutes = -new Date(
    "2026-11-22T12:00:00Z",
  ).getTimezoneOffset();
  return runnerOffsetMinutes < 210
    ? {
        timezone: "Asia/Tokyo",
        now: new Date("2026-11-22T20:30:00Z"),
        longDate: "Monday, November 23, 2026",
        time: "05:30 AM",
      }
    : {
        timezone: "America/Los_Angeles",
        now: new Date("2026-11-22T03:00:00Z"),
        longDate: "Saturday, November 21, 2026",
        time: "07:00 PM",
      };
}
