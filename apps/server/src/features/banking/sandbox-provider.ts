import { randomUUID } from "node:crypto";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import {
  ProviderError,
  type BankProvider,
  type ProviderAccount,
  type SyncPage,
} from "./bank-provider";
import {
  SANDBOX_INSTITUTIONS,
  addDays,
  type SandboxSeed,
} from "./sandbox-data";
import {
  createItem,
  onlyGranted,
  onlyGrantedRows,
  seedOf,
  selectAccounts,
} from "./sandbox-accounts";
import { HISTORY_DAYS, sandboxLog } from "./sandbox-log";
import { decodeCursor, encodeCursor, hash } from "./sandbox-tokens";
import { createSandboxStore, type SandboxItemRow } from "./sandbox-store";
import {
  createSandboxWebhookSigner,
  type SandboxWebhookSigner,
} from "./sandbox-webhooks";

/** The built-in provider plus the sandbox-only helpers (docs/design/bank-linking.md §9). */
export interface SandboxProvider extends BankProvider {
  readonly name: "sandbox";
  /**
   * Like Plaid's `/sandbox/public_token/create`: checks the test credentials, makes an item, and
   * answers its accounts for the dialog's "choose accounts" step.
   */
  createPublicToken(
    userId: number,
    input: { institutionId?: string; username?: string; password?: string },
  ): Promise<{ publicToken: string; accounts: ProviderAccount[] }>;
  /** Like Plaid Link's account select: see `selectAccounts` of sandbox-accounts.ts. */
  selectAccounts(
    userId: number,
    publicToken: string,
    accountIds: string[],
  ): Promise<string[] | undefined>;
  /** Puts the caller's item into ITEM_LOGIN_REQUIRED (or clears it). */
  setLoginRequired(
    userId: number,
    itemId: string,
    required: boolean,
  ): Promise<boolean>;
  /** Signs the webhooks the sandbox fires. */
  readonly webhooks: SandboxWebhookSigner;
  /** New activity at the bank: one more batch dated today. */
  refresh(userId: number, itemId: string): Promise<boolean>;
}

/** `count` of `/transactions/sync`: we ask for the maximum (docs/design/bank-linking.md §3). */
const PAGE_SIZE = 500;
/** At most this many daily batches are caught up in one sync. */
const MAX_CATCH_UP_DAYS = 31;

/** The sandbox provider over its own tables. */
export function createSandboxProvider({
  db,
  clock,
  historyDays = HISTORY_DAYS,
}: {
  db: Db;
  clock: Clock;
  /** Days of history of the items linked from now on (SANDBOX_HISTORY_DAYS). */
  historyDays?: number | undefined;
}): SandboxProvider {
  const store = createSandboxStore(db);
  const webhooks = createSandboxWebhookSigner(clock);
  const today = () => clock.now().toISOString().slice(0, 10);

  async function itemFor(
    accessToken: string,
    checkLogin = true,
  ): Promise<SandboxItemRow> {
    const row = await store.getByAccessToken(hash(accessToken));
    if (!row)
      throw new ProviderError({
        status: 400,
        errorType: "INVALID_INPUT",
        errorCode: "INVALID_ACCESS_TOKEN",
      });
    if (checkLogin && row.loginRequired)
      throw new ProviderError({
        status: 400,
        errorType: "ITEM_ERROR",
        errorCode: "ITEM_LOGIN_REQUIRED",
        displayMessage: "Your bank needs you to sign in again.",
      });
    return row;
  }

  /** When the client has everything, the bank may have new activity: append its batches. */
  async function catchUp(row: SandboxItemRow): Promise<SandboxSeed> {
    const dates = JSON.parse(row.batchDates) as string[];
    const next = [...dates];
    if (row.profile === "dynamic") next.push(today());
    else {
      let day = addDays(dates.at(-1) ?? row.anchorDate, 1);
      for (let n = 0; day <= today() && n < MAX_CATCH_UP_DAYS; n += 1) {
        next.push(day);
        day = addDays(day, 1);
      }
    }
    if (next.length > dates.length)
      await store.setBatchDates(row.id, row.batchDates, JSON.stringify(next));
    return seedOf(row, next);
  }

  return {
    name: "sandbox",

    createLinkToken(_userId, options) {
      // Like Plaid: 4 hours, 30 minutes in update mode (docs/design/bank-linking.md §2).
      const minutes = options.accessToken ? 30 : 240;
      return Promise.resolve({
        linkToken: `link-sandbox-${randomUUID()}`,
        expiration: new Date(
          clock.now().getTime() + minutes * 60_000,
        ).toISOString(),
      });
    },

    async exchangePublicToken(publicToken, userId) {
      const accessToken = `access-sandbox-${randomUUID()}`;
      const row = await store.redeemPublicToken(
        userId,
        hash(publicToken),
        hash(accessToken),
        clock.now().toISOString(),
      );
      if (!row)
        throw new ProviderError({
          status: 400,
          errorType: "INVALID_INPUT",
          errorCode: "INVALID_PUBLIC_TOKEN",
          displayMessage:
            "This link has expired or was already used. Please link your bank again.",
        });
      return { accessToken, itemId: row.itemId };
    },

    async getInstitution(accessToken) {
      const row = await itemFor(accessToken, false);
      const institution = SANDBOX_INSTITUTIONS.find(
        (i) => i.institutionId === row.institutionId,
      );
      return {
        institutionId: row.institutionId,
        name: institution?.name ?? "Sandbox Bank",
      };
    },

    async getAccounts(accessToken) {
      const row = await itemFor(accessToken);
      const log = sandboxLog(
        seedOf(row, JSON.parse(row.batchDates) as string[]),
      );
      return onlyGranted(row, log.accounts);
    },

    async syncPage(accessToken, cursor): Promise<SyncPage> {
      const row = await itemFor(accessToken);
      const offset = decodeCursor(cursor, row.itemId);
      let log = sandboxLog(seedOf(row, JSON.parse(row.batchDates) as string[]));
      if (offset > log.events.length)
        throw new ProviderError({
          status: 400,
          errorType: "INVALID_INPUT",
          errorCode: "INVALID_FIELD",
          message: "cursor not valid for this item",
        });
      if (offset === log.events.length && offset > 0)
        log = sandboxLog(await catchUp(row));
      const events = log.events.slice(offset, offset + PAGE_SIZE);
      const end = offset + events.length;
      const txns = (kind: string) =>
        onlyGrantedRows(
          row,
          events.filter((e) => e.kind === kind).map((e) => e.txn),
        );
      return {
        added: txns("added"),
        modified: txns("modified"),
        removed: txns("removed").map((t) => ({
          transaction_id: t.transaction_id,
          account_id: t.account_id,
        })),
        nextCursor: encodeCursor(row.itemId, end),
        hasMore: end < log.events.length,
        accounts: onlyGranted(row, log.accounts),
      };
    },

    async removeItem(accessToken) {
      const row = await itemFor(accessToken, false);
      await store.markRemoved(row.id);
    },

    webhooks,
    getWebhookKey: (keyId) => webhooks.getKey(keyId),

    createPublicToken: (userId, input) =>
      createItem(store, clock.now(), userId, { ...input, historyDays }),

    selectAccounts: (userId, publicToken, accountIds) =>
      selectAccounts(store, userId, {
        publicTokenHash: hash(publicToken),
        accountIds,
        nowIso: clock.now().toISOString(),
      }),

    async setLoginRequired(userId, itemId, required) {
      const row = await store.getForUser(userId, itemId);
      if (!row) return false;
      await store.setLoginRequired(row.id, required);
      return true;
    },

    async refresh(userId, itemId) {
      const row = await store.getForUser(userId, itemId);
      if (!row) return false;
      const dates = JSON.parse(row.batchDates) as string[];
      return store.setBatchDates(
        row.id,
        row.batchDates,
        JSON.stringify([...dates, today()]),
      );
    },
  };
}
