import { z } from "zod";

/**
 * `GET /health`: ok after a database round trip. `rate_limits` says where the request limits are
 * counted: `shared` in Redis by every instance, or `local` in this instance's memory (no
 * `REDIS_URL`, or Redis not answering); either way the limits hold and the check passes.
 */
export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  rate_limits: z.enum(["shared", "local"]),
});
/** `GET /health` when the database does not answer. */
export const healthUnavailableSchema = z.object({
  status: z.literal("unavailable"),
  detail: z.string(),
});

/**
 * `GET /about` (public): what the app shows about the server it runs on. `support_email` is where
 * users reach its operators (`SUPPORT_EMAIL`), or null when none is set; `sends_email` says whether
 * it mails notifications (`SMTP_URL`), so the profile can say what the email switch does here.
 */
export const aboutResponseSchema = z.object({
  support_email: z.string().nullable(),
  sends_email: z.boolean(),
});
/** The about answer. */
export type AboutResponse = z.infer<typeof aboutResponseSchema>;
