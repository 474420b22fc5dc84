import { z } from "zod";

/** `{"detail": "message"}` — every error but invalid input (docs/architecture.md §4). */
export const errorBodySchema = z
  .object({ detail: z.string() })
  .meta({ id: "ErrorBody" });
/** A plain error body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One invalid field of a 422 answer. */
export const fieldErrorSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});

/** `{"detail": [{loc, msg, type}]}` — status 422. */
export const validationErrorBodySchema = z
  .object({ detail: z.array(fieldErrorSchema) })
  .meta({ id: "ValidationErrorBody" });
/** A 422 body. */
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** A 500 body: a generic detail and the request id to quote to support, nothing else. */
export const internalErrorBodySchema = z
  .object({ detail: z.string(), request_id: z.string() })
  .meta({ id: "InternalErrorBody" });
