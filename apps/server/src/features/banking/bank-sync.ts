import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import {
  itemErrorText,
  mapTransaction,
  statusAfterError,
  toLinkedAccount,
  type MappedTransaction,
} from "./bank-mapping";
import {
  MUTATION_DURING_PAGINATION,
  ProviderError,
  type BankProvider,
  type ProviderAccount,
  type SyncPage,
} from "./bank-provider";
import { createBankingLeaseRepository } from "./banking-lease.repository";
import { createBankingRepository, type BankItem } from "./banking.repository";
import { TokenDecryptError, type TokenCipher } from "./token-cipher";
import type { AccountsService } from "../accounts/accounts.service";
import type { TransactionsService } from "../transactions/transactions.service";
import type { RulesService } from "../rules/rules.service";
import type { UsersService } from "../users/users.service";

/** One item's outcome. */
export interface ItemSyncResult {
  item: BankItem;
  added: number;
  modified: number;
  removed: number;
  /** Whether this run failed (an item another run was syncing is not a failure). */
  failed: boolean;
  /** The scheduled sync left it: another run held it, or it synced meanwhile. */
  skipped?: true;
}

interface Dependencies {
  db: Db;
  provider: BankProvider;
  cipher: TokenCipher;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The profile's day, on which a linked balance is anchored (ADR 0032). */
  usersService: Pick<UsersService, "today">;
  /** The owners of the accounts and transactions tables, which write the run (ADR 0033). */
  accountsService: Pick<AccountsService, "writes">;
  transactionsService: Pick<TransactionsService, "writes">;
  /** The person's rules and suggestions run on every row a sync brings (docs/design/rules.md). */
  rulesService: Pick<RulesService, "categoriser">;
}

const LEASE_MS = 5 * 60_000;
const WAIT_MS = 30_000;
const POLL_MS = 100;
const ATTEMPTS = 3;
/** A provider that never stops saying has_more is broken; stop rather than loop forever. */
const MAX_PAGES = 2_000;

/**
 * The cursor sync of docs/design/bank-linking.md §3 and §11: one run per item at a time (a lease
 * claimed by a conditional UPDATE), every page fetched first, then the rows and the new cursor
 * in one database transaction, so a crash leaves the old cursor and the old rows together.
 */
export function createBankSync({
  db,
  provider,
  cipher,
  clock,
  log,
  usersService,
  accountsService,
  transactionsService,
  rulesService,
}: Dependencies) {
  const items = createBankingRepository(db);
  const leases = createBankingLeaseRepository(db);
  const nowIso = () => clock.now().toISOString();

  async function fetchRun(
    accessToken: string,
    start: string,
  ): Promise<SyncPage[]> {
    for (let attempt = 1; ; attempt += 1) {
      const pages: SyncPage[] = [];
      let cursor = start;
      try {
        let page: SyncPage;
        do {
          page = await provider.syncPage(accessToken, cursor);
          pages.push(page);
          cursor = page.nextCursor;
        } while (page.hasMore && pages.length < MAX_PAGES);
        return pages;
      } catch (error) {
        // Data changed under the run: drop its pages and restart from the run's first cursor.
        const mutated =
          error instanceof ProviderError &&
          error.errorCode === MUTATION_DURING_PAGINATION;
        if (!mutated || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  async function apply(
    item: BankItem,
    pages: SyncPage[],
    providerAccounts: ProviderAccount[],
  ) {
    const mapAll = (list: SyncPage["added"]) =>
      list
        .map(mapTransaction)
        .filter((t): t is MappedTransaction => t !== undefined);
    const added = mapAll(pages.flatMap((p) => p.added));
    const modified = mapAll(pages.flatMap((p) => p.modified));
    const removed = pages.flatMap((p) =>
      p.removed.map((r) => r.transaction_id),
    );
    const last = pages.at(-1);
    const today = await usersService.today(item.userId);
    const categoriser = await rulesService.categoriser(item.userId);
    return db.transaction().execute(async (trx) => {
      const accounts = accountsService.writes(trx).linked;
      const rows = transactionsService.writes(trx).synced;
      const now = nowIso();
      // The bank's balances are anchored at the run's moment, which is also every row's
      // recording moment: the balances already hold the rows the run brings, so none of them
      // moves a balance (ADR 0032).
      const accountIds = await accounts.upsertAccounts(
        item.userId,
        item.id,
        item.institutionName,
        providerAccounts.map(toLinkedAccount),
        { date: today, at: now },
      );
      const categorised = (list: MappedTransaction[]) =>
        list.map((row) => ({
          ...row,
          ...categoriser.categorise(
            {
              ...row,
              accountId: accountIds.get(row.providerAccountId) ?? null,
            },
            "bank",
          ),
        }));
      const counts = {
        added: await rows.upsertAdded(
          item.userId,
          accountIds,
          categorised(added),
          now,
        ),
        modified: await rows.applyModified(
          accountIds,
          categorised(modified),
          now,
        ),
        removed: await rows.deleteRemoved([...accountIds.values()], removed),
      };
      if (last)
        await createBankingRepository(trx).commitCursor(
          item.id,
          last.nextCursor,
          now,
        );
      return counts;
    });
  }

  async function runLeased(item: BankItem): Promise<ItemSyncResult> {
    try {
      const accessToken = cipher.decrypt(item.accessTokenEncrypted, item);
      const pages = await fetchRun(accessToken, item.cursor ?? "");
      const lastAccounts = pages.at(-1)?.accounts ?? [];
      const accounts =
        lastAccounts.length > 0
          ? lastAccounts
          : await provider.getAccounts(accessToken);
      const counts = await apply(item, pages, accounts);
      return { item: await reload(item), ...counts, failed: false };
    } catch (error) {
      await recordFailure(item, error);
      return { ...nothing(await reload(item)), failed: true };
    }
  }

  async function recordFailure(item: BankItem, error: unknown) {
    if (error instanceof ProviderError) {
      // Only what identifies the failure: never the request, whose headers hold the secret.
      log.warn(
        {
          bankItemId: item.id,
          status: error.status,
          errorType: error.errorType,
          errorCode: error.errorCode,
          requestId: error.requestId,
        },
        "bank sync failed",
      );
      const status = statusAfterError(error.errorCode, error.errorType);
      await items.recordError(
        item.id,
        {
          status,
          code: error.errorCode,
          message: error.displayMessage ?? itemErrorText(status ?? item.status),
        },
        nowIso(),
      );
      return;
    }
    const code =
      error instanceof TokenDecryptError ? "TOKEN_UNREADABLE" : "SYNC_FAILED";
    log.error(
      {
        bankItemId: item.id,
        err: error instanceof TokenDecryptError ? error.message : error,
      },
      "bank sync failed",
    );
    await items.recordError(
      item.id,
      {
        status: "error",
        code,
        message: itemErrorText("error"),
      },
      nowIso(),
    );
  }

  async function reload(item: BankItem): Promise<BankItem> {
    return (await items.get(item.userId, item.id)) ?? item;
  }

  /** Waits for another run of the item to finish (≤ 30 s) and reports the item as it left it. */
  async function waitForRun(item: BankItem): Promise<ItemSyncResult> {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline && (await leases.isHeld(item.id, nowIso())))
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    return nothing(await reload(item));
  }

  return {
    /**
     * Syncs one item, or waits for the run already syncing it; for the scheduled sync, an item
     * another run holds, or that synced since `dueBeforeIso`, is simply skipped.
     */
    async syncItem(
      item: BankItem,
      schedule?: { dueBeforeIso: string },
    ): Promise<ItemSyncResult> {
      const now = clock.now();
      const claimed = await leases.claim(
        item.id,
        now.toISOString(),
        new Date(now.getTime() + LEASE_MS).toISOString(),
        schedule?.dueBeforeIso,
      );
      if (!claimed)
        return schedule
          ? { ...nothing(item), skipped: true }
          : waitForRun(item);
      try {
        return await runLeased(item);
      } finally {
        await leases.release(item.id);
      }
    },
  };
}

/** An item left as it was. */
function nothing(item: BankItem): ItemSyncResult {
  return { item, added: 0, modified: 0, removed: 0, failed: false };
}

/** The bank syncer. */
export type BankSync = ReturnType<typeof createBankSync>;
