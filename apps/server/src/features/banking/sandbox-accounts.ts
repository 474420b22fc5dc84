import { randomBytes, randomUUID } from "node:crypto";
import { SANDBOX_CREDENTIALS } from "@finch/contracts";
import type { ProviderAccount } from "./bank-provider";
import {
  SANDBOX_INSTITUTIONS,
  profileFor,
  type SandboxSeed,
} from "./sandbox-data";
import { sandboxLog } from "./sandbox-log";
import { hash } from "./sandbox-tokens";
import type { SandboxItemRow, SandboxStore } from "./sandbox-store";

const PUBLIC_TOKEN_MINUTES = 30;

/**
 * A new item behind a public token, like Plaid's `/sandbox/public_token/create`: checks the
 * test credentials (throwing Plaid's error), and answers the item's accounts for the dialog's
 * "choose accounts" step.
 */
export async function createItem(
  store: SandboxStore,
  now: Date,
  userId: number,
  input: {
    institutionId?: string;
    username?: string;
    password?: string;
    historyDays: number;
  },
): Promise<{ publicToken: string; accounts: ProviderAccount[] }> {
  const seed = {
    itemId: newItemId(),
    institutionId:
      input.institutionId ?? SANDBOX_INSTITUTIONS[0]?.institutionId ?? "",
    profile: profileFor(
      input.username ?? SANDBOX_CREDENTIALS.good.username,
      input.password ?? SANDBOX_CREDENTIALS.good.password,
    ),
    anchorDate: now.toISOString().slice(0, 10),
    historyDays: input.historyDays,
  };
  const publicToken = `public-sandbox-${randomUUID()}`;
  await store.create({
    userId,
    ...seed,
    publicTokenHash: hash(publicToken),
    publicTokenExpiresAt: new Date(
      now.getTime() + PUBLIC_TOKEN_MINUTES * 60_000,
    ).toISOString(),
    createdAt: now.toISOString(),
  });
  const { accounts } = sandboxLog({ ...seed, batchDates: [] });
  return { publicToken, accounts: [...accounts] };
}

/**
 * Which accounts a sandbox item grants. Like Plaid Link's account select, an item limited to
 * some accounts shows only those in `/accounts/get` and `/transactions/sync`; the change log and
 * its cursors stay those of the whole item.
 */
export function grantedAccounts(
  row: SandboxItemRow,
): ((accountId: string) => boolean) | undefined {
  if (row.accountIds === null) return undefined;
  const ids = new Set(JSON.parse(row.accountIds) as string[]);
  return (accountId) => ids.has(accountId);
}

/** The accounts the item grants. */
export function onlyGranted(
  row: SandboxItemRow,
  accounts: readonly ProviderAccount[],
): ProviderAccount[] {
  const isGranted = grantedAccounts(row);
  return accounts.filter((a) => !isGranted || isGranted(a.account_id));
}

/** The transactions (or removals) of accounts the item grants. */
export function onlyGrantedRows<T extends { account_id?: string | null }>(
  row: SandboxItemRow,
  rows: T[],
): T[] {
  const isGranted = grantedAccounts(row);
  return isGranted
    ? rows.filter((r) => !r.account_id || isGranted(r.account_id))
    : rows;
}

/** What an item's data is derived from. */
export function seedOf(row: SandboxItemRow, batchDates: string[]): SandboxSeed {
  return {
    itemId: row.itemId,
    institutionId: row.institutionId,
    profile: row.profile === "dynamic" ? "dynamic" : "good",
    anchorDate: row.anchorDate,
    historyDays: row.historyDays,
    batchDates,
  };
}

function newItemId(): string {
  return randomBytes(28)
    .toString("base64url")
    .replace(/[-_]/g, "x")
    .slice(0, 37);
}

/**
 * Limits the user's item behind a public token not yet exchanged to `accountIds`. Answers the
 * item's account ids, or undefined when the token cannot be exchanged (unknown, spent, expired,
 * another user's); nothing is limited unless every id is one of them.
 */
export async function selectAccounts(
  store: SandboxStore,
  userId: number,
  input: { publicTokenHash: string; accountIds: string[]; nowIso: string },
): Promise<string[] | undefined> {
  const row = await store.getPending(
    userId,
    input.publicTokenHash,
    input.nowIso,
  );
  if (!row) return undefined;
  const ids = sandboxLog(seedOf(row, [])).accounts.map((a) => a.account_id);
  if (!input.accountIds.every((id) => ids.includes(id))) return ids;
  const saved = await store.setAccountIds(
    row.id,
    JSON.stringify(input.accountIds),
  );
  return saved ? ids : undefined;
}
