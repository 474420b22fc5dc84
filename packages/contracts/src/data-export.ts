import {
  ACCOUNT_TYPES,
  BUDGET_PERIODS,
  CATEGORIES,
  TRANSACTION_TYPES,
} from "@finch/domain";
import { z } from "zod";
import { dateInput, moneyInput } from "./money";
import { updateProfileBodySchema } from "./users";

/**
 * The data export file of `GET /users/export-data`, and what `POST /users/import-data` accepts
 * (issue 7). Rows carry no database ids: an account has a `ref` (its position in the file, from
 * 1) that transactions point at, and contributions sit inside their goal, so a file restores
 * into any instance and exports again byte for byte. No password material, token version or
 * bank access token is ever part of it.
 */
export const DATA_EXPORT_FORMAT_VERSION = 1;

/** The most entries each list of the file may hold. */
export const DATA_EXPORT_MAX_ITEMS = {
  accounts: 10_000,
  transactions: 500_000,
  budgets: 10_000,
  goals: 10_000,
  linked_institutions: 1_000,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${String(max)} characters` });
const optionalText = (label: string, max: number) =>
  text(label, max).nullable();
// Normalised to milliseconds, the form both dialects give back, so a re-export is identical.
const instant = z.iso
  .datetime({ error: "Must be an ISO-8601 UTC instant" })
  .transform((value) => new Date(value).toISOString());
const ref = z.number().int().min(1);

const exportedAccountSchema = z.object({
  ref,
  name: text("Name", 100).min(1),
  account_type: z.enum(ACCOUNT_TYPES),
  institution_name: optionalText("Institution name", 100),
  /** The balance on the export's day, for people reading the file; an import restores the anchor. */
  current_balance: moneyInput("Current balance", "any"),
  /**
   * What the person or the bank stated the balance was, on which day and at which moment (ADR
   * 0032). A file without it (older exports) is anchored at `current_balance` when imported.
   */
  balance_anchor: z
    .object({
      balance: moneyInput("Anchored balance", "any"),
      date: dateInput("Anchor date"),
      recorded_at: instant,
    })
    .optional(),
  is_active: z.boolean(),
  is_manual: z.boolean(),
  /** The `ref` of the linked institution that fed it; an import restores it unlinked. */
  linked_institution_ref: ref.nullable().optional(),
  created_at: instant,
});

const exportedTransactionSchema = z.object({
  account_ref: ref,
  description: text("Description", 500).min(1),
  merchant_name: optionalText("Merchant", 100),
  category: z.enum(CATEGORIES),
  amount: moneyInput("Amount", "positive"),
  transaction_type: z.enum(TRANSACTION_TYPES),
  transaction_date: dateInput("Date"),
  is_pending: z.boolean(),
  created_at: instant,
});

const exportedBudgetSchema = z.object({
  name: text("Name", 100).min(1),
  category: z.enum(CATEGORIES),
  amount: moneyInput("Amount", "positive"),
  period: z.enum(BUDGET_PERIODS),
  alert_threshold: z.number().min(0).max(1),
  created_at: instant,
});

const exportedContributionSchema = z.object({
  amount: moneyInput("Amount", "positive"),
  contributed_on: dateInput("Contribution date"),
  created_at: instant,
});

const exportedGoalSchema = z.object({
  name: text("Name", 100).min(1),
  description: optionalText("Description", 500),
  target_amount: moneyInput("Target amount", "positive"),
  current_amount: moneyInput("Current amount", "any").refine((c) => c >= 0, {
    error: "Current amount must not be negative",
  }),
  target_date: dateInput("Target date"),
  is_active: z.boolean(),
  is_completed: z.boolean(),
  created_at: instant,
  contributions: z.array(exportedContributionSchema).max(100_000),
});

/**
 * A linked institution without its access token, item id or sync cursor. An import cannot
 * re-link it (tokens never leave the server): it is counted as skipped, and the user links the
 * bank again.
 */
const exportedInstitutionSchema = z.looseObject({
  ref: ref.optional(),
  institution_name: z.string().nullable().optional(),
});

/** The whole export file. */
export const dataExportSchema = z
  .object({
    format_version: z.literal(DATA_EXPORT_FORMAT_VERSION, {
      error: `Format version must be ${String(DATA_EXPORT_FORMAT_VERSION)}`,
    }),
    exported_at: instant,
    profile: updateProfileBodySchema.extend({
      email: z.string().optional(),
      is_verified: z.boolean().optional(),
      created_at: instant.optional(),
    }),
    accounts: z
      .array(exportedAccountSchema)
      .max(DATA_EXPORT_MAX_ITEMS.accounts),
    transactions: z
      .array(exportedTransactionSchema)
      .max(DATA_EXPORT_MAX_ITEMS.transactions),
    budgets: z.array(exportedBudgetSchema).max(DATA_EXPORT_MAX_ITEMS.budgets),
    goals: z.array(exportedGoalSchema).max(DATA_EXPORT_MAX_ITEMS.goals),
    linked_institutions: z
      .array(exportedInstitutionSchema)
      .max(DATA_EXPORT_MAX_ITEMS.linked_institutions),
  })
  .superRefine((file, ctx) => {
    const refs = new Set<number>();
    file.accounts.forEach((account, index) => {
      if (refs.has(account.ref))
        ctx.addIssue({
          code: "custom",
          path: ["accounts", index, "ref"],
          message: "Account ref must be unique",
        });
      refs.add(account.ref);
    });
    const missing = file.transactions.findIndex(
      (t) => !refs.has(t.account_ref),
    );
    if (missing !== -1)
      ctx.addIssue({
        code: "custom",
        path: ["transactions", missing, "account_ref"],
        message: "Transaction names an account that is not in the file",
      });
  });
/** A parsed export file (amounts in cents). */
export type DataExportFile = z.output<typeof dataExportSchema>;

/** `POST /users/import-data` answer: how many rows of each kind were restored. */
export const dataImportResponseSchema = z.object({
  accounts: z.number().int(),
  transactions: z.number().int(),
  budgets: z.number().int(),
  goals: z.number().int(),
  contributions: z.number().int(),
  linked_institutions_skipped: z.number().int(),
});
/** Import counts. */
export type DataImportResponse = z.infer<typeof dataImportResponseSchema>;
