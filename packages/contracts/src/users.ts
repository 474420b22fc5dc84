import {
  CURRENCIES,
  NOTIFICATION_KEYS,
  isTimeZone,
  parseNotificationPreferences,
  serializeNotificationPreferences,
} from "@finch/domain";
import { z } from "zod";
import { passwordSchema } from "./auth";

/**
 * The signed-in user's profile, `GET /users/me` (docs/product.md §3). Never any password material.
 */
export const userProfileResponseSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    phone_number: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    timezone: z.string(),
    is_verified: z.boolean(),
    created_at: z.string(),
    /** JSON text of the six notification booleans. */
    notification_preferences: z.string(),
  })
  .meta({ id: "UserProfile" });
/** The profile on the wire. */
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

/** Characters a phone number may hold: digits, spaces and + ( ) - . (issue 7). */
const PHONE_PATTERN = /^[0-9+() .-]*$/;

/**
 * `notification_preferences` as JSON text of the six booleans: unknown keys are dropped, missing
 * ones take their defaults, and the value is re-serialised in the fixed key order. Text that is
 * not a JSON object, or a known key that is not a boolean, is a 422.
 */
const notificationPreferencesInput = z
  .string({ error: "Notification preferences text is required" })
  .max(1000, {
    error: "Notification preferences must be at most 1000 characters long",
  })
  .transform((text, ctx) => {
    const problem = notificationPreferencesProblem(text);
    if (problem !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: problem,
        params: { type: "invalid_preferences" },
      });
      return z.NEVER;
    }
    return serializeNotificationPreferences(parseNotificationPreferences(text));
  });

function notificationPreferencesProblem(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "Notification preferences must be JSON text";
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return "Notification preferences must be a JSON object";
  const record = parsed as Record<string, unknown>;
  const wrong = NOTIFICATION_KEYS.find(
    (key) => key in record && typeof record[key] !== "boolean",
  );
  return wrong === undefined ? undefined : `${wrong} must be true or false`;
}

/**
 * `PUT /users/me` (docs/product.md §3, §7). `email` is not a field: it cannot be changed and is
 * ignored.
 */
export const updateProfileBodySchema = z.object({
  full_name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, { error: "Full name is required" })
    .max(100, { error: "Full name must be at most 100 characters long" }),
  phone_number: z
    .string({ error: "Phone number must be text" })
    .trim()
    .max(32, { error: "Phone number must be at most 32 characters long" })
    .regex(PHONE_PATTERN, {
      error: "Phone number may contain only digits, spaces and + ( ) - .",
    })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  currency: z.enum(CURRENCIES, {
    error: (issue) =>
      issue.input === undefined
        ? "Currency is required"
        : `Currency must be one of: ${CURRENCIES.join(", ")}`,
  }),
  timezone: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? "Time zone is required"
          : "Time zone must be text",
    })
    .refine(isTimeZone, {
      error: "Time zone must be an IANA time zone such as Europe/Paris",
      params: { type: "invalid_time_zone" },
    }),
  notification_preferences: notificationPreferencesInput,
});
/** Profile update payload. */
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/**
 * `PUT /users/change-password`: the current password and a new one that meets the policy and is
 * not the current one (a "change" to the same password changes nothing, issue 27).
 */
export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: "Current password is required" })
      .min(1, { error: "Current password is required" })
      .max(1024, {
        error: "Current password must be at most 1024 characters long",
      }),
    new_password: passwordSchema,
  })
  .refine((body) => body.new_password !== body.current_password, {
    path: ["new_password"],
    error: "New password must be different from the current password",
    params: { type: "unchanged" },
    when: (payload) =>
      typeof (payload.value as { new_password?: unknown } | undefined)
        ?.new_password === "string",
  });
/** Password change payload. */
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
