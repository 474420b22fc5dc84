import { createHash } from "node:crypto";
import {
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS as CONTRACT_INSTITUTIONS,
} from "@finch/contracts";
import { centsToWire, seededRandom, toCents } from "@finch/domain";
import {
  ProviderError,
  type ProviderAccount,
  type ProviderTransaction,
} from "./bank-provider";
import type { Template } from "./sandbox-templates";

/**
 * The built-in sandbox's data (docs/design/bank-linking.md §9): deterministic from the item id,
 * dated relative to the day the item was linked (its anchor), Plaid-shaped (positive = money out).
 */

/** Plaid's non-OAuth sandbox institutions (the list lives in the contract, for the dialog). */
export const SANDBOX_INSTITUTIONS = CONTRACT_INSTITUTIONS.map((i) => ({
  institutionId: i.institution_id,
  name: i.name,
}));

/** Which test user linked the item: a steady history, or one that changes on every refresh. */
export type SandboxProfile = "good" | "dynamic";

/** Everything the data is derived from. */
export interface SandboxSeed {
  itemId: string;
  institutionId: string;
  profile: SandboxProfile;
  /** `YYYY-MM-DD`: the history ends here. */
  anchorDate: string;
  /** How many days before the anchor the history starts. */
  historyDays: number;
  /** One date per batch of later activity, in order. */
  batchDates: string[];
}

/** A sandbox account and its balance on the anchor date (owed amounts positive, like Plaid). */
export interface SandboxAccount {
  account: ProviderAccount;
  key: AccountKey;
  baseCents: number;
}

/** The accounts an item holds. */
export type AccountKey = "checking" | "savings" | "credit" | "loan";

/** A stable Plaid-looking id derived from the item and a key. */
export function sandboxId(itemId: string, key: string): string {
  return createHash("sha256")
    .update(`${itemId}:${key}`)
    .digest("base64url")
    .replace(/[-_]/g, "x")
    .slice(0, 37);
}

/** Checking, savings and a credit card, and for some items a student loan. */
export function sandboxAccounts(seed: SandboxSeed): SandboxAccount[] {
  const rng = random(`${seed.itemId}:accounts`);
  const make = (
    key: AccountKey,
    name: string,
    mask: string,
    type: string,
    subtype: string,
    baseCents: number,
  ): SandboxAccount => ({
    key,
    baseCents,
    account: {
      account_id: sandboxId(seed.itemId, `account:${key}`),
      name,
      official_name: `${name} Account`,
      mask,
      type,
      subtype,
      balances: { current: null, available: null, iso_currency_code: "USD" },
    },
  });
  const accounts = [
    make(
      "checking",
      "Plaid Checking",
      "0000",
      "depository",
      "checking",
      234_012 + int(rng, 0, 150_000),
    ),
    make(
      "savings",
      "Plaid Saving",
      "1111",
      "depository",
      "savings",
      850_000 + int(rng, 0, 400_000),
    ),
    make(
      "credit",
      "Plaid Credit Card",
      "3333",
      "credit",
      "credit card",
      124_567 + int(rng, 0, 60_000),
    ),
  ];
  if (rng() < 0.5 || seed.institutionId === "ins_109511")
    accounts.push(
      make("loan", "Plaid Student Loan", "7777", "loan", "student", 1_482_000),
    );
  return accounts;
}

/** A Plaid-shaped transaction from a template. */
export function makeTransaction(
  seed: SandboxSeed,
  accounts: SandboxAccount[],
  template: Template,
  fields: {
    id: string;
    date: string;
    cents: number;
    pending: boolean;
    pendingId?: string;
    authorizedDate?: string | null;
  },
): ProviderTransaction | undefined {
  const account = accounts.find((a) => a.key === template.account);
  if (!account) return undefined;
  const isCard = template.account === "credit";
  return {
    transaction_id: sandboxId(seed.itemId, `txn:${fields.id}`),
    account_id: account.account.account_id,
    amount: centsToWire(toCents(fields.cents * template.direction)),
    iso_currency_code: "USD",
    date: fields.date,
    authorized_date: fields.authorizedDate ?? (isCard ? fields.date : null),
    name: template.name,
    merchant_name: template.merchant,
    pending: fields.pending,
    pending_transaction_id: fields.pendingId ?? null,
    personal_finance_category: {
      primary: primaryOf(template.pfc),
      detailed: template.pfc,
    },
  };
}

const PRIMARIES = [
  "FOOD_AND_DRINK",
  "GENERAL_MERCHANDISE",
  "RENT_AND_UTILITIES",
  "PERSONAL_CARE",
  "LOAN_PAYMENTS",
  "TRANSFER_OUT",
  "TRANSFER_IN",
  "TRANSPORTATION",
  "ENTERTAINMENT",
  "INCOME",
  "MEDICAL",
  "TRAVEL",
];

function primaryOf(detailed: string): string {
  return PRIMARIES.find((p) => detailed.startsWith(`${p}_`)) ?? detailed;
}

/** A seeded generator of numbers in [0, 1) (`seededRandom` over the key's hash). */
export function random(key: string): () => number {
  return seededRandom(
    createHash("sha256").update(key).digest().readUInt32LE(0),
  );
}

/** An integer in [min, max]. */
export function int(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The test user behind a username and password, or the error Plaid's sandbox gives. */
export function profileFor(username: string, password: string): SandboxProfile {
  if (password.startsWith("error_")) {
    const code = password.slice("error_".length).toUpperCase();
    throw new ProviderError({
      status: 400,
      errorType: "ITEM_ERROR",
      errorCode: code,
      displayMessage: `The bank reported ${code.replace(/_/g, " ").toLowerCase()}. Please try again later.`,
    });
  }
  if (username === SANDBOX_CREDENTIALS.dynamic.username) return "dynamic";
  if (
    username === SANDBOX_CREDENTIALS.good.username &&
    password === SANDBOX_CREDENTIALS.good.password
  )
    return "good";
  throw new ProviderError({
    status: 400,
    errorType: "ITEM_ERROR",
    errorCode: "INVALID_CREDENTIALS",
    displayMessage:
      "The provided credentials were not correct. Please try again.",
  });
}
