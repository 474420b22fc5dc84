import { CATEGORIES } from "@finch/domain";
import { z } from "zod";
import { idInput, moneyInput, moneyOutput } from "./money";
import { transactionResponseSchema } from "./transactions";

/** Where a category came from: defined with the categories, named here for clients. */
export { CATEGORY_SOURCES, type CategorySource } from "@finch/domain";

/** What a rule's condition can look at (docs/design/rules.md §1). */
export const RULE_FIELDS = [
  "description",
  "merchant_name",
  "amount",
  "account_id",
  "transaction_type",
  "category",
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** How a condition compares. Text: the first five; amount: `equals` and the last five. */
export const RULE_OPS = [
  "contains",
  "equals",
  "starts_with",
  "ends_with",
  "matches",
  "gt",
  "gte",
  "lt",
  "lte",
  "between",
] as const;
export type RuleOp = (typeof RULE_OPS)[number];

/** The operators each field takes. */
export const RULE_FIELD_OPS: Readonly<Record<RuleField, readonly RuleOp[]>> = {
  description: ["contains", "equals", "starts_with", "ends_with", "matches"],
  merchant_name: ["contains", "equals", "starts_with", "ends_with", "matches"],
  amount: ["equals", "gt", "gte", "lt", "lte", "between"],
  account_id: ["equals"],
  transaction_type: ["equals"],
  category: ["equals"],
};

/** What a rule's action can set. */
export const RULE_ACTION_FIELDS = [
  "category",
  "merchant_name",
  "description",
] as const;
export type RuleActionField = (typeof RULE_ACTION_FIELDS)[number];

/** The longest text a text condition compares with, and the longest `matches` pattern. */
export const MAX_RULE_TEXT = 200;
/** Conditions and actions a rule may hold. */
export const MAX_RULE_CONDITIONS = 20;
/** Rules one person may keep. */
export const MAX_RULES = 500;

/**
 * One condition as a client sends it. `value` is checked against the field and operator by the
 * server (`ruleBodySchema` refines it), so a wrong type is a 422 naming
 * `body.conditions.<i>.value`: text for text fields, an amount (or `[min, max]` for `between`)
 * for `amount`, an account id, `debit`/`credit`, or a category.
 */
export const ruleConditionSchema = z.object({
  field: z.enum(RULE_FIELDS, {
    error: `Field must be one of: ${RULE_FIELDS.join(", ")}`,
  }),
  op: z.enum(RULE_OPS, {
    error: `Operator must be one of: ${RULE_OPS.join(", ")}`,
  }),
  value: z.unknown(),
});

/** One action: the field it sets and the value. */
export const ruleActionSchema = z.object({
  set: z.enum(RULE_ACTION_FIELDS, {
    error: `An action sets one of: ${RULE_ACTION_FIELDS.join(", ")}`,
  }),
  value: z.unknown(),
});

/** `POST /rules`, `PUT /rules/{id}` and `POST /rules/preview` (where `name` may be left out). */
export const ruleBodySchema = z.object({
  name: z
    .string({ error: "Name must be text" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(100, { error: "Name must be at most 100 characters long" }),
  enabled: z.boolean({ error: "Enabled must be true or false" }).default(true),
  match: z
    .enum(["all", "any"], { error: "Match must be all or any" })
    .default("all"),
  conditions: z
    .array(ruleConditionSchema, { error: "Conditions must be a list" })
    .min(1, { error: "A rule needs at least one condition" })
    .max(MAX_RULE_CONDITIONS, {
      error: `A rule takes at most ${String(MAX_RULE_CONDITIONS)} conditions`,
    }),
  actions: z
    .array(ruleActionSchema, { error: "Actions must be a list" })
    .min(1, { error: "A rule needs at least one action" })
    .max(RULE_ACTION_FIELDS.length, {
      error: `A rule takes at most ${String(RULE_ACTION_FIELDS.length)} actions`,
    }),
  /** 0-based place in the run order; left out, the rule goes last. */
  position: z
    .number({ error: "Position must be a whole number" })
    .int({ error: "Position must be a whole number" })
    .min(0, { error: "Position must be at least 0" })
    .optional(),
});
export type RuleBody = z.input<typeof ruleBodySchema>;

/** `POST /rules/preview`: a rule body whose name is optional. */
export const rulePreviewBodySchema = ruleBodySchema.extend({
  name: ruleBodySchema.shape.name.optional(),
});

/** `{id}` in a rule path. */
export const ruleParamsSchema = z.object({ id: idInput("Rule id") });

/** A condition as the server answers it: amounts in currency units, ids as numbers. */
export const ruleConditionResponseSchema = z.object({
  field: z.enum(RULE_FIELDS),
  op: z.enum(RULE_OPS),
  value: z.union([
    z.string(),
    moneyOutput,
    z.tuple([moneyOutput, moneyOutput]),
  ]),
});

/** One rule on the wire. */
export const ruleResponseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    enabled: z.boolean(),
    match: z.enum(["all", "any"]),
    conditions: z.array(ruleConditionResponseSchema),
    actions: z.array(
      z.object({ set: z.enum(RULE_ACTION_FIELDS), value: z.string() }),
    ),
    position: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Rule" });
export type RuleResponse = z.infer<typeof ruleResponseSchema>;

/** `GET /rules`: every rule in run order. */
export const ruleListResponseSchema = z.object({
  rules: z.array(ruleResponseSchema),
});

/** `POST /rules/preview`: what the rule would do to the existing transactions, changing nothing. */
export const rulePreviewResponseSchema = z.object({
  /** Existing transactions the conditions match. */
  matched: z.number().int(),
  /** Of those, how many the actions would change (a category the person set is never changed). */
  would_change: z.number().int(),
  /** Up to 20 matching transactions, newest first. */
  sample: z.array(transactionResponseSchema),
});

/** `POST /rules/{id}/apply`. */
export const ruleApplyResponseSchema = z.object({
  changed: z.number().int(),
});

/** `GET /rules/offer?transaction_id=`: the "always categorise" offer after a category change. */
export const ruleOfferQuerySchema = z.object({
  transaction_id: idInput("Transaction"),
});

/**
 * The offer: a rule "merchant → category" for the transaction's merchant. `offer` is null when
 * the row names no merchant, or a rule already says the same.
 */
export const ruleOfferResponseSchema = z.object({
  offer: z
    .object({
      merchant: z.string(),
      category: z.enum(CATEGORIES),
      /** Other existing transactions of the merchant whose category accepting would change. */
      would_change: z.number().int(),
      /** The rule accepting would update (one for this merchant already), or null (a new one). */
      rule_id: z.number().int().nullable(),
    })
    .nullable(),
});

/** `POST /rules/offer`: accept the offer for a transaction. */
export const ruleOfferBodySchema = z.object({
  transaction_id: idInput("Transaction"),
});

/** What accepting did: the rule created or updated, and the past rows it changed. */
export const ruleOfferAcceptResponseSchema = z.object({
  rule: ruleResponseSchema,
  changed: z.number().int(),
});

/** Most ids one bulk call takes. */
export const MAX_BULK_IDS = 1_000;

/**
 * `POST /transactions/bulk`: exactly one of `set` (a category and/or merchant for every row),
 * `delete: true`, or `accept: true` (each row's suggested category becomes the person's).
 * All or nothing: an id that is not the caller's is a 404 for the whole call.
 */
export const transactionBulkBodySchema = z
  .object({
    ids: z
      .array(idInput("Transaction"), { error: "Ids must be a list" })
      .min(1, { error: "Choose at least one transaction" })
      .max(MAX_BULK_IDS, {
        error: `At most ${String(MAX_BULK_IDS)} transactions at once`,
      }),
    set: z
      .object({
        category: z
          .enum(CATEGORIES, { error: "Choose a category from the list" })
          .optional(),
        merchant_name: z
          .string({ error: "Merchant must be text" })
          .trim()
          .max(100, { error: "Merchant must be at most 100 characters long" })
          .nullable()
          .optional(),
      })
      .strict()
      .refine(
        (s) => s.category !== undefined || s.merchant_name !== undefined,
        { error: "Set a category or a merchant" },
      )
      .optional(),
    delete: z.literal(true, { error: "Delete must be true" }).optional(),
    accept: z.literal(true, { error: "Accept must be true" }).optional(),
  })
  .refine(
    (b) =>
      [b.set !== undefined, b.delete === true, b.accept === true].filter(
        Boolean,
      ).length === 1,
    { error: "Send exactly one of set, delete or accept", path: ["set"] },
  );
export type TransactionBulkBody = z.input<typeof transactionBulkBodySchema>;

/** What a bulk call did. */
export const transactionBulkResponseSchema = z.object({
  /** Rows changed (set, accept) or deleted (delete). */
  updated: z.number().int(),
  deleted: z.number().int(),
});

/** An amount in a condition, checked as the transaction form checks one. */
export const ruleAmountInput = moneyInput("Amount", "positive");
