import { ACCOUNT_TYPES } from "@finch/domain";
import { z } from "zod";
import { idInput, moneyInput, moneyOutput } from "./money";

const accountTypeInput = z.enum(ACCOUNT_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? "Account type is required"
      : `Account type must be one of: ${ACCOUNT_TYPES.join(", ")}`,
});

const nameInput = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .max(100, { error: "Name must be at most 100 characters long" });

const institutionInput = z
  .string({ error: "Institution name must be text" })
  .trim()
  .max(100, { error: "Institution name must be at most 100 characters long" })
  .nullable()
  .optional();

/** `POST /accounts`: a manual account (docs/product.md §3). Liabilities carry negative balances. */
export const createAccountBodySchema = z.object({
  name: nameInput,
  account_type: accountTypeInput.default("checking"),
  institution_name: institutionInput,
  current_balance: moneyInput("Current balance", "any"),
});
/** Create-account payload. */
export type CreateAccountBody = z.input<typeof createAccountBodySchema>;

/** `PUT /accounts/{id}`: any of the editable fields. */
export const updateAccountBodySchema = z
  .object({
    name: nameInput.optional(),
    account_type: accountTypeInput.optional(),
    institution_name: institutionInput,
    current_balance: moneyInput("Current balance", "any").optional(),
    is_active: z.boolean({ error: "Active must be true or false" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "Send at least one field to change",
  });
/** Update-account payload. */
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

/** `{id}` in an account path. */
export const accountParamsSchema = z.object({ id: idInput("Account id") });

/** One account on the wire. */
export const accountResponseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    account_type: z.enum(ACCOUNT_TYPES),
    institution_name: z.string().nullable(),
    current_balance: moneyOutput,
    is_active: z.boolean(),
    is_manual: z.boolean(),
    /** The last digits of a linked account's number (null for a manual account). */
    mask: z.string().nullable(),
    created_at: z.string(),
    /** How many transactions the account holds (deleting it removes them). */
    transaction_count: z.number().int(),
  })
  .meta({ id: "Account" });
/** An account as clients see it. */
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** `GET /accounts`. */
export const accountListResponseSchema = z.object({
  accounts: z.array(accountResponseSchema),
});
/** The accounts list. */
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;
