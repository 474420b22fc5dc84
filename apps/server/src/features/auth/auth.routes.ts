import {
  errorBodySchema,
  loginBodySchema,
  registerBodySchema,
  tokenResponseSchema,
  userProfileResponseSchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RateLimits } from "../../platform/config";
import { registerFormParsers } from "../../platform/forms";
import { logSecurityEvent } from "../../platform/security";
import { toProfileResponse } from "../users/users.responses";
import type { AuthService } from "./auth.service";

/** `/auth/register` (JSON) and `/auth/login` (OAuth2 password form, multipart or urlencoded). */
export function authRoutes(
  authService: AuthService,
  limits: RateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Form parsers only in this plugin's scope: no other route accepts multipart or urlencoded.
    await registerFormParsers(app);

    app.post(
      "/auth/register",
      {
        config: {
          public: true,
          rateLimit: {
            max: limits.registerPerHourPerIp,
            timeWindow: "1 hour",
            keyGenerator: (r) => `register:${r.ip}`,
          },
        },
        // Every problem in one answer (issue 27): the schema's, a common password and a taken
        // email together, so the screen can show each message under its field at once.
        attachValidation: true,
        schema: {
          tags: ["auth"],
          security: [],
          body: registerBodySchema,
          response: {
            201: userProfileResponseSchema,
            409: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = await authService.register(
          request.body,
          request.validationError,
        );
        logSecurityEvent(request, "authn_register", {
          userId: user.id,
          outcome: "success",
        });
        return reply.code(201).send(toProfileResponse(user));
      },
    );

    app.post(
      "/auth/login",
      {
        config: {
          public: true,
          rateLimit: {
            max: limits.loginPerMinutePerIp,
            timeWindow: "1 minute",
            keyGenerator: (r) => `login:${r.ip}`,
          },
        },
        schema: {
          tags: ["auth"],
          security: [],
          consumes: [
            "multipart/form-data",
            "application/x-www-form-urlencoded",
          ],
          body: loginBodySchema,
          response: {
            200: tokenResponseSchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
            // The lockout (the platform adds 429 for the per-IP limit as well).
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        const outcome = await authService.login(
          request.body.username,
          request.body.password,
        );
        if (outcome.kind === "success") {
          logSecurityEvent(request, "authn_login_success", {
            userId: outcome.userId,
            outcome: "success",
          });
          return {
            access_token: outcome.accessToken,
            token_type: "bearer" as const,
          };
        }
        const userId = outcome.kind === "failure" ? outcome.userId : null;
        logSecurityEvent(request, "authn_login_fail", {
          userId,
          outcome: "failure",
          reason: outcome.kind,
        });
        if (outcome.kind === "failure" && outcome.locked)
          logSecurityEvent(request, "authn_login_lock", {
            userId,
            outcome: "failure",
          });
        throw authService.loginError(outcome);
      },
    );
  };
}
