import { AppError, notFound, ruleViolation } from "@finch/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { InstanceSettings } from "../../platform/instance-settings";
import type { Jobs } from "../../platform/jobs/jobs";
import type { Account, AccountsService } from "../accounts/accounts.service";
import { toLinkedAccount } from "./bank-mapping";
import { ProviderError, type BankProvider } from "./bank-provider";
import { createWebhookHandler } from "./bank-webhooks";
import {
  createBankSync,
  type BankSyncListeners,
  type ItemSyncResult,
} from "./bank-sync";
import type { TransactionsService } from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";
import {
  createBankingRepository,
  type BankItem,
  type BankItemWithAccounts,
} from "./banking.repository";
import { createSandboxHelpers } from "./sandbox-helpers";
import type { SandboxProvider } from "./sandbox-provider";
import type { RulesService } from "../rules/rules.service";
import type { TokenCipher } from "./token-cipher";
import { assertTokenKey } from "./token-key-check";

interface Dependencies extends BankSyncListeners {
  db: Db;
  provider: BankProvider | SandboxProvider;
  cipher: TokenCipher;
  /** Where the key's check value is kept (token-key-check.ts). */
  settings: InstanceSettings;
  accountsService: AccountsService;
  /** The transactions table's owner, which writes a sync's rows (ADR 0033). */
  transactionsService: Pick<TransactionsService, "writes">;
  /** Runs the person's rules and suggestions on the rows a sync brings. */
  rulesService: Pick<RulesService, "categoriser">;
  /** The profile's day, on which a linked balance is anchored (ADR 0032). */
  usersService: Pick<UsersService, "today">;
  clock: Clock;
  /**
   * The ledger's recording clock (ADR 0053): strictly increasing, so a row recorded right after a
   * balance was stated reads as recorded after it.
   */
  recordingClock: Clock;
  log: FastifyBaseLogger;
  /** The job mechanism: webhooks and the scheduled sync queue `bank-sync` jobs on it. */
  jobs: Jobs;
}

/** The queue of item syncs: one job per item, its key the item's id (docs/design/jobs.md §5). */
export const BANK_SYNC_QUEUE = "bank-sync";

/** A `bank-sync` job's data. */
interface BankSyncJob {
  bankItemId: number;
}

/** What one sync call did, over every item of the user. */
export interface SyncSummary {
  added: number;
  modified: number;
  removed: number;
  items: ItemSyncResult[];
}

/** Bank linking use cases (docs/design/bank-linking.md §2, §3, §7). */
export function createBankingService(deps: Dependencies) {
  const { db, provider, cipher, clock } = deps;
  const repository = createBankingRepository(db);
  const sync = createBankSync(deps);
  const queueSync = (bankItemId: number) =>
    deps.jobs.send<BankSyncJob>(
      BANK_SYNC_QUEUE,
      { bankItemId },
      { singletonKey: String(bankItemId) },
    );
  const webhooks = createWebhookHandler({ ...deps, sync, queueSync });
  const nowIso = () => clock.now().toISOString();

  // A queued sync runs after any run of its item (it may have been queued for data that came
  // after that run started). A failure that may pass (the provider's transient errors, another
  // run keeping the item) is retried at 60 s, then about 2 and 4 minutes.
  deps.jobs.work<BankSyncJob>(
    BANK_SYNC_QUEUE,
    async ({ bankItemId }) => {
      const item = await repository.findById(bankItemId);
      if (!item) return;
      const result = await sync.syncItem(item, "after");
      if (result.failed && result.isRetryable)
        throw new Error(result.detail ?? "bank sync failed; retrying");
    },
    {
      retryLimit: 3,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    },
  );

  async function getItem(userId: number, id: number): Promise<BankItem> {
    const item = await repository.get(userId, id);
    if (!item) throw notFound("Bank item");
    return item;
  }

  return {
    providerName: provider.name,

    /** Verifies and handles provider webhooks (docs/design/bank-linking.md §8). */
    webhooks,

    /** Stops startup when this instance's DATA_ENCRYPTION_KEY is not the installation's. */
    async assertTokenKey(): Promise<void> {
      await assertTokenKey(
        cipher,
        deps.settings,
        await repository.storedKeyIds(),
      );
    },

    /** A link token; with an item id, an update-mode token to repair that item's login. */
    async createLinkToken(userId: number, itemId?: number) {
      const item =
        itemId === undefined ? undefined : await getItem(userId, itemId);
      const accessToken =
        item && cipher.decrypt(item.accessTokenEncrypted, item);
      const token = await providerCall("Failed to create link token", () =>
        provider.createLinkToken(userId, accessToken ? { accessToken } : {}),
      );
      return { ...token, provider: provider.name };
    },

    /** Exchanges a public token, stores the item and its accounts, and answers the accounts. */
    async exchangePublicToken(
      userId: number,
      publicToken: string,
    ): Promise<Account[]> {
      const exchanged = await providerCall("Failed to link account", () =>
        provider.exchangePublicToken(publicToken, userId),
      );
      const [institution, accounts] = await providerCall(
        "Failed to link account",
        async () =>
          [
            await provider.getInstitution(exchanged.accessToken),
            await provider.getAccounts(exchanged.accessToken),
          ] as const,
      );
      const today = await deps.usersService.today(userId);
      const accountIds = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const owner = { userId, itemId: exchanged.itemId };
        const id = await createBankingRepository(trx).create({
          userId,
          provider: provider.name,
          itemId: exchanged.itemId,
          institutionId: institution.institutionId,
          institutionName: institution.name,
          accessTokenEncrypted: cipher.encrypt(exchanged.accessToken, owner),
          createdAt: now,
        });
        const linked = accounts.map(toLinkedAccount);
        const map = await deps.accountsService
          .writes(trx)
          .linked.upsertAccounts(userId, id, institution.name, linked, {
            date: today,
            at: now,
          });
        return [...map.values()].sort((a, b) => a - b);
      });
      return Promise.all(
        accountIds.map((id) => deps.accountsService.get(userId, id)),
      );
    },

    list(userId: number): Promise<BankItemWithAccounts[]> {
      return repository.list(userId);
    },

    /** Syncs every item of the user; one broken item never fails the others. */
    async syncAll(userId: number): Promise<SyncSummary> {
      const results: ItemSyncResult[] = [];
      for (const item of await repository.list(userId))
        results.push(await sync.syncItem(item));
      if (results.length > 0 && results.every((r) => r.failed)) {
        const detail = results.map((r) => failureText(r)).join(" ");
        throw new AppError("provider_failed", detail);
      }
      return {
        added: sum(results, "added"),
        modified: sum(results, "modified"),
        removed: sum(results, "removed"),
        items: results,
      };
    },

    /**
     * The scheduled sync's work at each fire (docs/design/bank-linking.md §8): queues a
     * `bank-sync` job for every item due in the current slot of `intervalMinutes`. Slots are fixed
     * (counted from the Unix epoch), so an item synced in one slot is due again when the next one
     * begins, `intervalMinutes` after the previous run's slot, however long that run took.
     * Answers how many were queued.
     */
    async queueDue(intervalMinutes: number): Promise<number> {
      const now = clock.now();
      const slot = slotStart(now, intervalMinutes).toISOString();
      const due = await repository.listDue(slot, now.toISOString());
      for (const item of due) await queueSync(item.id);
      return due.length;
    },

    /** After update mode succeeded: the provider answers again, so the item is healthy; sync it. */
    async reconnect(userId: number, id: number): Promise<ItemSyncResult> {
      const item = await getItem(userId, id);
      const accessToken = cipher.decrypt(item.accessTokenEncrypted, item);
      await providerCall("Failed to link account", () =>
        provider.getAccounts(accessToken),
      );
      await repository.markOk(item.id, nowIso());
      return sync.syncItem(item);
    },

    /** Unlinks: removed at the provider when it can be, kept as manual accounts here. */
    async delete(userId: number, id: number): Promise<void> {
      const item = await getItem(userId, id);
      try {
        await provider.removeItem(
          cipher.decrypt(item.accessTokenEncrypted, item),
        );
      } catch (error) {
        // The user asked to unlink; a provider that cannot be reached must not stop that.
        deps.log.warn(
          {
            bankItemId: id,
            errorCode:
              error instanceof ProviderError ? error.errorCode : "unknown",
          },
          "bank item removal at the provider failed",
        );
      }
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await deps.accountsService.writes(trx).linked.unlink(userId, id, now);
        await createBankingRepository(trx).remove(userId, id);
      });
    },

    /**
     * The sandbox's helper routes (docs/design/bank-linking.md §9); `undefined` with any other
     * provider.
     */
    sandbox:
      provider.name === "sandbox"
        ? createSandboxHelpers(provider as SandboxProvider, getItem, webhooks)
        : undefined,
  };
}

/** The banking service. */
export type BankingService = ReturnType<typeof createBankingService>;

/**
 * Runs a provider call; its failure becomes the contract's message, the provider's safe display
 * message preferred (docs/design/bank-linking.md §2). A public token the provider refuses is the
 * caller's mistake (400).
 */
async function providerCall<T>(
  fallback: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const message = error.displayMessage ?? fallback;
    if (error.errorCode === "INVALID_PUBLIC_TOKEN")
      throw ruleViolation(message);
    throw new AppError("provider_failed", message, { cause: error });
  }
}

function sum(
  results: ItemSyncResult[],
  key: "added" | "modified" | "removed",
): number {
  return results.reduce((total, r) => total + r[key], 0);
}

/** The bank, what went wrong, and what to do: the 502 detail when every item failed. */
function failureText({ item, detail }: ItemSyncResult): string {
  if (detail) return `${item.institutionName}: ${detail}`;
  const what = item.lastErrorMessage ?? "Failed to sync transactions.";
  const todo: Record<string, string> = {
    needs_reauth: "Use Reconnect on the Accounts page.",
    revoked: "Unlink it on the Accounts page and link it again.",
  };
  return [
    `${item.institutionName}: ${what}`,
    todo[item.status] ?? "Try again in a few minutes.",
  ].join(" ");
}

/** The start of the fixed slot of `intervalMinutes` that holds `now` (slots count from the epoch). */
export function slotStart(now: Date, intervalMinutes: number): Date {
  const slotMs = intervalMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / slotMs) * slotMs);
}
