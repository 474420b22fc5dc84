import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  codePointLength,
} from "@finch/domain";
import { z } from "zod";

/**
 * Passwords are compared exactly as typed: no trimming, no case folding
 * (docs/design/security.md AUTH-2). Length is counted in code points so an emoji counts once.
 */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .refine((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${String(PASSWORD_MIN_LENGTH)} characters long`,
    params: { type: "too_small" },
  })
  .refine((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${String(PASSWORD_MAX_LENGTH)} characters long`,
    params: { type: "too_big" },
  });

/** An email as typed; the server trims, NFC-normalises and lower-cases it before use. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .max(254, { error: "Email must be at most 254 characters long" })
  .pipe(z.email({ error: "Enter a valid email address" }));

/** `POST /auth/register` JSON body (docs/product.md §3). */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, { error: "Full name is required" })
    .max(100, { error: "Full name must be at most 100 characters long" }),
});
/** Register payload. */
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * `POST /auth/login` OAuth2-password form (multipart or urlencoded): `username` is the email.
 * Only presence and size are checked here; a wrong password is a 401, not a 422.
 */
export const loginBodySchema = z.object({
  username: z
    .string({ error: "Email is required" })
    .min(1, { error: "Email is required" })
    .max(254, { error: "Email must be at most 254 characters long" }),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(1024, { error: "Password must be at most 1024 characters long" }),
});
/** Login payload. */
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login answer: a bearer token. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
});
/** Login response. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
