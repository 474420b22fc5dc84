import { z } from "zod";

/** `GET /health`: ok after a database round trip. */
export const healthResponseSchema = z.object({ status: z.literal("ok") });
/** `GET /health` when the database does not answer. */
export const healthUnavailableSchema = z.object({
  status: z.literal("unavailable"),
  detail: z.string(),
});
