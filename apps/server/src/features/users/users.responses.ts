import type { UserProfileResponse } from "@finch/contracts";
import type { User } from "./users.repository";

/** The profile on the wire: never the hash or the token version. */
export function toProfileResponse(user: User): UserProfileResponse {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone_number: user.phoneNumber,
    currency: user.currency,
    timezone: user.timezone,
    is_verified: user.isVerified,
    created_at: user.createdAt,
    notification_preferences: user.notificationPreferences,
  };
}
