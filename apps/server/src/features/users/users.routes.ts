import {
  changePasswordBodySchema,
  errorBodySchema,
  tokenResponseSchema,
  updateProfileBodySchema,
  userProfileResponseSchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth";
import { logSecurityEvent } from "../../platform/security";
import type { AuthService } from "../auth/auth.service";
import { toProfileResponse } from "./users.responses";
import type { UsersService } from "./users.service";

/** `/users/me` and `/users/change-password`. */
export function usersRoutes(
  usersService: UsersService,
  authService: AuthService,
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

    app.put(
      "/users/me",
      {
        schema: {
          tags: ["users"],
          body: updateProfileBodySchema,
          response: {
            200: userProfileResponseSchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request) => {
        const body = request.body;
        const user = await usersService.update(currentUser(request).id, {
          fullName: body.full_name,
          phoneNumber: body.phone_number,
          currency: body.currency,
          timezone: body.timezone,
          notificationPreferences: body.notification_preferences,
        });
        return toProfileResponse(user);
      },
    );

    app.put(
      "/users/change-password",
      {
        schema: {
          tags: ["users"],
          body: changePasswordBodySchema,
          response: {
            200: tokenResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
            // The lockout (the platform adds 429 for the rate limit as well).
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const outcome = await authService.changePassword(
          userId,
          request.body.current_password,
          request.body.new_password,
        );
        if (outcome.kind === "success") {
          logSecurityEvent(request, "authn_password_change", {
            userId,
            outcome: "success",
          });
          return {
            access_token: outcome.accessToken,
            token_type: "bearer" as const,
          };
        }
        logSecurityEvent(request, "authn_password_change", {
          userId,
          outcome: "failure",
          reason: outcome.kind,
        });
        if (outcome.kind === "failure" && outcome.locked)
          logSecurityEvent(request, "authn_login_lock", {
            userId,
            outcome: "failure",
          });
        throw authService.passwordChangeError(outcome);
      },
    );
    done();
  };
}
