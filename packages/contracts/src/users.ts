import { CURRENCIES, TIMEZONES } from "@finch/domain";
import { z } from "zod";

/** The signed-in user's profile, `GET /users/me` (product spec §3). Never any password material. */
export const userProfileResponseSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    phone_number: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    timezone: z.enum(TIMEZONES),
    is_verified: z.boolean(),
    created_at: z.string(),
    /** JSON text of the six notification booleans. */
    notification_preferences: z.string(),
  })
  .meta({ id: "UserProfile" });
/** The profile on the wire. */
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
