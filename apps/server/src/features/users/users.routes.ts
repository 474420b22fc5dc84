import {
  errorBodySchema,
  userProfileResponseSchema,
  type UserProfileResponse,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth";
import type { User } from "./users.repository";
import type { UsersService } from "./users.service";

/** `/users/*` routes. */
export function usersRoutes(
  usersService: UsersService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/users/me",
      {
        schema: {
          tags: ["users"],
          response: { 200: userProfileResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) =>
        toProfileResponse(await usersService.get(currentUser(request).id)),
    );
    done();
  };
}

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
