import { ACCOUNT_TYPES } from "@finch/domain";
import { z } from "zod";
import { accountResponseSchema } from "./accounts";
import { idInput, moneyOutput } from "./money";

/** The institutions of the built-in sandbox (Plaid's non-OAuth sandbox names). */
export const SANDBOX_INSTITUTIONS = [
  { institution_id: "ins_109508", name: "First Platypus Bank" },
  { institution_id: "ins_109509", name: "First Gingham Credit Union" },
  { institution_id: "ins_109511", name: "Tartan Bank" },
] as const;

/** The sandbox's test credentials, shown in its link dialog. */
export const SANDBOX_CREDENTIALS = {
  good: { username: "user_good", password: "pass_good" },
  dynamic: { username: "user_transactions_dynamic", password: "any password" },
} as const;

/** Which link UI the web opens. */
export const BANK_PROVIDERS = ["plaid", "sandbox"] as const;

/** Health of a linked institution. */
export const BANK_ITEM_STATUSES = [
  "ok",
  "needs_reauth",
  "revoked",
  "error",
] as const;

/** `POST /plaid/create-link-token`: no body, or an item id for update mode (re-authentication). */
export const createLinkTokenBodySchema = z
  .object({ item_id: idInput("Item id").optional() })
  .nullish();
/** Create-link-token payload. */
export type CreateLinkTokenBody = z.input<typeof createLinkTokenBodySchema>;

/** A link token, when it expires, and which provider's link UI to open. */
export const linkTokenResponseSchema = z.object({
  link_token: z.string(),
  expiration: z.string(),
  provider: z.enum(BANK_PROVIDERS),
});
/** The link token answer. */
export type LinkTokenResponse = z.infer<typeof linkTokenResponseSchema>;

/** `POST /plaid/exchange-public-token`. */
export const exchangePublicTokenBodySchema = z.object({
  public_token: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? "Public token is required"
          : "Public token must be text",
    })
    .trim()
    .min(1, { error: "Public token is required" })
    .max(500, { error: "Public token must be at most 500 characters long" }),
});
/** Exchange payload. */
export type ExchangePublicTokenBody = z.input<
  typeof exchangePublicTokenBodySchema
>;

/** The accounts created (or refreshed) for the linked item. */
export const exchangePublicTokenResponseSchema = z.object({
  accounts: z.array(accountResponseSchema),
});
/** The exchange answer. */
export type ExchangePublicTokenResponse = z.infer<
  typeof exchangePublicTokenResponseSchema
>;

/** A linked institution and its sync health. */
export const bankItemResponseSchema = z
  .object({
    id: z.number().int(),
    institution_name: z.string(),
    provider: z.enum(BANK_PROVIDERS),
    status: z.enum(BANK_ITEM_STATUSES),
    last_synced_at: z.string().nullable(),
    /** What went wrong last, safe to show; null when healthy. */
    error: z.string().nullable(),
    account_ids: z.array(z.number().int()),
  })
  .meta({ id: "BankItem" });
/** A linked institution. */
export type BankItemResponse = z.infer<typeof bankItemResponseSchema>;

/** `GET /plaid/items`. */
export const bankItemListResponseSchema = z.object({
  items: z.array(bankItemResponseSchema),
});
/** The linked institutions. */
export type BankItemListResponse = z.infer<typeof bankItemListResponseSchema>;

/** `{id}` in an item path. */
export const bankItemParamsSchema = z.object({ id: idInput("Item id") });

const countSchema = z.number().int().min(0);

/** `POST /plaid/sync-transactions`: totals, and each item's outcome. */
export const syncTransactionsResponseSchema = z.object({
  added: countSchema,
  modified: countSchema,
  removed: countSchema,
  items: z.array(
    bankItemResponseSchema.extend({
      added: countSchema,
      modified: countSchema,
      removed: countSchema,
    }),
  ),
});
/** The sync answer. */
export type SyncTransactionsResponse = z.infer<
  typeof syncTransactionsResponseSchema
>;

const shortText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(100, { error: `${label} must be at most 100 characters long` })
    .optional();

/** `POST /plaid/sandbox/public-token` (sandbox provider only); every field optional. */
export const sandboxPublicTokenBodySchema = z
  .object({
    institution_id: shortText("Institution id"),
    username: shortText("Username"),
    password: shortText("Password"),
    /** Update mode: repair this item's login instead of creating an item. */
    item_id: idInput("Item id").optional(),
  })
  .nullish();
/** Sandbox public-token payload. */
export type SandboxPublicTokenBody = z.input<
  typeof sandboxPublicTokenBodySchema
>;

/** An account of the signed-in bank, offered in the dialog's "choose accounts" step. */
export const sandboxAccountPreviewSchema = z.object({
  /** The provider's account id, as `account_ids` names it. */
  account_id: z.string(),
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  mask: z.string().nullable(),
  /** As the account would be stored: debts negative. */
  current_balance: moneyOutput,
});
/** An account to choose. */
export type SandboxAccountPreview = z.infer<typeof sandboxAccountPreviewSchema>;

/** A public token, as after a link flow, and the accounts it can grant (none in update mode). */
export const sandboxPublicTokenResponseSchema = z.object({
  public_token: z.string(),
  accounts: z.array(sandboxAccountPreviewSchema),
});
/** Sandbox public-token answer. */
export type SandboxPublicTokenResponse = z.infer<
  typeof sandboxPublicTokenResponseSchema
>;

/**
 * `POST /plaid/sandbox/select-accounts`: limits a not-yet-exchanged public token's item to the
 * chosen accounts, like Plaid Link's account select. Without this call every account is linked.
 */
export const sandboxSelectAccountsBodySchema = z.object({
  public_token: exchangePublicTokenBodySchema.shape.public_token,
  account_ids: z
    .array(
      z
        .string({ error: "Account id must be text" })
        .min(1, { error: "Account id is required" })
        .max(100, { error: "Account id must be at most 100 characters long" }),
      {
        error: (issue) =>
          issue.input === undefined
            ? "Account ids are required"
            : "Account ids must be a list",
      },
    )
    .min(1, { error: "Choose at least one account" })
    .max(50, { error: "Choose at most 50 accounts" })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: "Account ids must be unique",
    }),
});
/** Sandbox account-selection payload. */
export type SandboxSelectAccountsBody = z.input<
  typeof sandboxSelectAccountsBodySchema
>;

/** `POST /plaid/sandbox/reset-login` and `/plaid/sandbox/refresh`. */
export const sandboxItemBodySchema = z.object({ item_id: idInput("Item id") });

/** `POST /plaid/webhook`: what Finch reads of a Plaid webhook; anything else is ignored. */
export const webhookBodySchema = z.looseObject({
  webhook_type: z.string({ error: "Webhook type is required" }).max(100),
  webhook_code: z.string({ error: "Webhook code is required" }).max(100),
  item_id: z.string().max(200).optional(),
  error: z
    .looseObject({
      error_code: z.string().max(200).optional(),
      error_type: z.string().max(200).optional(),
    })
    .nullish(),
});

/** The webhook receipt. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** `POST /plaid/sandbox/fire-webhook` (sandbox provider only). */
export const sandboxFireWebhookBodySchema = z.object({
  item_id: idInput("Item id"),
  webhook_code: z
    .enum([
      "SYNC_UPDATES_AVAILABLE",
      "LOGIN_REPAIRED",
      "PENDING_EXPIRATION",
      "USER_PERMISSION_REVOKED",
    ])
    .default("SYNC_UPDATES_AVAILABLE"),
});
