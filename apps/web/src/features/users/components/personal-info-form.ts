import type { UpdateProfileBody, UserProfileResponse } from "@finch/contracts";
import { CURRENCIES, isTimeZone, timeZoneChoices } from "@finch/domain";
import { z } from "zod";

/** The personal information form as typed; notification switches are saved on their own. */
export interface PersonalInfoValues {
  fullName: string;
  phoneNumber: string;
  currency: (typeof CURRENCIES)[number];
  timezone: string;
}

/** The rules the server applies (issue 7), checked before sending. */
export const personalInfoSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: "Full name is required" })
    .max(100, { error: "Full name must be at most 100 characters long" }),
  phoneNumber: z
    .string()
    .trim()
    .max(32, { error: "Phone number must be at most 32 characters long" })
    .regex(/^[0-9+() .-]*$/, {
      error: "Phone number may contain only digits, spaces and + ( ) - .",
    }),
  currency: z.enum(CURRENCIES),
  timezone: z.string().refine(isTimeZone, {
    error: "Choose a time zone from the list",
  }),
});

/** Form fields by the wire names the server's 422 `loc` uses. */
export const PERSONAL_INFO_FIELDS_BY_WIRE_NAME = {
  full_name: "fullName",
  phone_number: "phoneNumber",
  currency: "currency",
  timezone: "timezone",
} as const;

/** The form's starting values from the saved profile. */
export function personalInfoValuesOf(
  profile: UserProfileResponse,
): PersonalInfoValues {
  return {
    fullName: profile.full_name,
    phoneNumber: profile.phone_number ?? "",
    currency: profile.currency,
    timezone: profile.timezone,
  };
}

/** The `PUT /users/me` body: the form's fields plus the saved notification preferences. */
export function profileBodyOf(
  values: PersonalInfoValues,
  notificationPreferences: string,
): UpdateProfileBody {
  return {
    full_name: values.fullName.trim(),
    phone_number: values.phoneNumber.trim() || null,
    currency: values.currency,
    timezone: values.timezone,
    notification_preferences: notificationPreferences,
  };
}

/** Currency choices, in the contract's order. */
export const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({
  value,
  label: value,
}));

/** Time zone choices: the contract's eight first, then every IANA zone A–Z. */
export const TIMEZONE_OPTIONS: readonly string[] = timeZoneChoices();

/** How a zone reads in the list: 'America/Los_Angeles' → 'America/Los Angeles'. */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, " ");
}
