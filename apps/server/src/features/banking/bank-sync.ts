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
  /** Whether this run failed (an item another run synced meanwhile is not a failure). */
  failed: boolean;
  /** Why the run could not sync, when that is not the item's own error (another run kept it). */
  detail?: string;
  /** A failure that may pass: the provider's transient errors, or another run holding the item. */
  isRetryable?: boolean;
}

/** What a bank item says to the rest of the app when it needs its owner (docs/design/jobs.md §5). */
export interface BankItemProblem {
  id: number;
  userId: number;
  institutionName: string;
  status: "needs_reauth" | "error" | "revoked";
  /** The last successful sync's moment, or null if the item never synced. */
  lastSyncedAt: string | null;
  /** The item's error as the app shows it (safe to show; no personal data from the bank). */
  lastErrorMessage: string | null;
}

/** Optional listeners of bank syncs; their errors are logged and never fail a sync. */
export interface BankSyncListeners {
  /** After an item's sync wrote rows; `sinceIso` is the run's start. */
  afterSync?: (userId: number, sinceIso: string) => Promise<void>;
  /** When an item's status becomes needs_reauth, error or revoked (from a sync or a webhook). */
  onProblem?: (item: BankItemProblem) => Promise<void>;
}

/** How a run that finds the item leased by another run proceeds. */
export type SyncMode =
  /** A person's sync: wait for the other run and report it if it synced; else sync. */
  | "join"
  /** A queued sync (webhook, schedule): wait for the other run, then sync anyway. */
  | "after";

interface Dependencies extends BankSyncListeners {
  db: Db;
  provider: BankProvider;
  cipher: TokenCipher;
  clock: Clock;
  /**
   * The ledger's recording clock (ADR 0053): strictly increasing, so a row recorded right after a
   * balance was stated reads as recorded after it.
   */
  recordingClock: Clock;
  log: FastifyBaseLogger;
  /** The profile's day, on which a linked balance is anchored (ADR 0032). */
  usersService: Pick<UsersService, "today">;
  /** The owners of the accounts and transactions tables, which write the run (ADR 0033). */
  accountsService: Pick<AccountsService, "writes">;
  transactionsService: Pick<TransactionsService, "writes">;
  /** The person's rules and suggestions run on every row a sync brings (docs/design/rules.md). */
  rulesService: Pick<RulesService, "categoriser">;
}

/** A run's lease: short, and renewed while the run lives, so a dead run frees its item fast. */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 10_000;
/** A person's sync waits this long for another run (a dead one's lease lapses well within it). */
const JOIN_WAIT_MS = LEASE_MS + 10_000;
/** A queued sync waits this long for a live run before its queue retries it. */
const AFTER_WAIT_MS = 5 * 60_000;
const POLL_MS = 200;
const PROBLEM_STATUSES = new Set(["needs_reauth", "error", "revoked"]);
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
  recordingClock,
  log,
  usersService,
  accountsService,
  transactionsService,
  rulesService,
  afterSync,
  onProblem,
}: Dependencies) {
  const items = createBankingRepository(db);
  const leases = createBankingLeaseRepository(db);
  const nowIso = () => clock.now().toISOString();
  const leaseUntil = () =>
    new Date(clock.now().getTime() + LEASE_MS).toISOString();

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
    lease: Lease,
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
    const until = leaseUntil();
    const written = await db.transaction().execute(async (trx) => {
      // Still this run's lease? Moving it on inside the transaction also locks the item's row
      // until the commit. A run whose lease lapsed (it stalled) writes nothing.
      if (
        !(await createBankingLeaseRepository(trx).renew(
          item.id,
          lease.untilIso,
          until,
        ))
      )
        throw new LeaseLostError();
      const accounts = accountsService.writes(trx).linked;
      const rows = transactionsService.writes(trx).synced;
      const now = recordingClock.now().toISOString();
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
    lease.untilIso = until;
    return written;
  }

  /**
   * Holds the lease while the run lives: renewed every 10 s, so it lapses within 30 s of the
   * holder's death. `stop` ends the renewals (and waits for one in flight).
   */
  function heartbeat(id: number, lease: Lease): () => Promise<void> {
    let renewing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = renewing.then(async () => {
        const until = leaseUntil();
        try {
          if (await leases.renew(id, lease.untilIso, until))
            lease.untilIso = until;
        } catch (error) {
          log.warn(
            { bankItemId: id, err: error },
            "bank sync lease renewal failed",
          );
        }
      });
    }, HEARTBEAT_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  async function runLeased(
    item: BankItem,
    lease: Lease,
    stopHeartbeat: () => Promise<void>,
  ): Promise<ItemSyncResult> {
    const startedIso = nowIso();
    try {
      const accessToken = cipher.decrypt(item.accessTokenEncrypted, item);
      const pages = await fetchRun(accessToken, item.cursor ?? "");
      const lastAccounts = pages.at(-1)?.accounts ?? [];
      const accounts =
        lastAccounts.length > 0
          ? lastAccounts
          : await provider.getAccounts(accessToken);
      await stopHeartbeat();
      const counts = await apply(item, lease, pages, accounts);
      if (counts.added + counts.modified + counts.removed > 0)
        await listen("afterSync", item.id, () =>
          afterSync?.(item.userId, startedIso),
        );
      return { item: await reload(item), ...counts, failed: false };
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn(
          { bankItemId: item.id },
          "bank sync lost its lease; nothing written",
        );
        return {
          ...nothing(await reload(item)),
          failed: true,
          isRetryable: true,
          detail: STILL_SYNCING,
        };
      }
      const isRetryable = await recordFailure(item, error);
      const after = await reload(item);
      await reportProblem(item, after);
      return { ...nothing(after), failed: true, isRetryable };
    }
  }

  /** Records a failed run on the item; true when the failure may pass (worth a retry). */
  async function recordFailure(
    item: BankItem,
    error: unknown,
  ): Promise<boolean> {
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
      return status === undefined;
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
    return code === "SYNC_FAILED";
  }

  async function reload(item: BankItem): Promise<BankItem> {
    return (await items.get(item.userId, item.id)) ?? item;
  }

  /** Calls a listener; its failure is logged (no personal data) and never fails the sync. */
  async function listen(
    name: string,
    bankItemId: number,
    call: () => Promise<void> | undefined,
  ): Promise<void> {
    try {
      await call();
    } catch (error) {
      log.error(
        {
          bankItemId,
          listener: name,
          errorName: error instanceof Error ? error.name : typeof error,
        },
        "bank sync listener failed",
      );
    }
  }

  /** Tells `onProblem` when the item's status became one that needs its owner. */
  async function reportProblem(
    before: BankItem,
    after: BankItem,
  ): Promise<void> {
    if (after.status === before.status || !PROBLEM_STATUSES.has(after.status))
      return;
    await listen("onProblem", after.id, () =>
      onProblem?.({
        id: after.id,
        userId: after.userId,
        institutionName: after.institutionName,
        status: after.status as BankItemProblem["status"],
        lastSyncedAt: after.lastSyncedAt,
        lastErrorMessage: after.lastErrorMessage,
      }),
    );
  }

  /**
   * Waits while another run holds the item (renewing its lease) and says how it ended: `synced`
   * when the item committed a sync after `sinceIso`, `free` when the lease was released or lapsed
   * without one (its holder failed or died), `held` when the wait ran out.
   */
  async function waitForOther(
    id: number,
    sinceIso: string,
    deadline: number,
  ): Promise<"synced" | "free" | "held"> {
    for (;;) {
      const state = await leases.state(id);
      if (!state) return "free";
      const isHeld =
        state.syncLockUntil !== null && state.syncLockUntil >= nowIso();
      if (!isHeld)
        return state.lastSyncedAt !== null && state.lastSyncedAt >= sinceIso
          ? "synced"
          : "free";
      if (Date.now() >= deadline) return "held";
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    /**
     * Syncs one item under its lease. When another run holds it: `join` (a person's sync) waits
     * and reports that run if it synced, `after` (a queued sync) waits and then syncs anyway,
     * since what it was queued for may have come after that run started. A holder that died
     * stops renewing, so its lease lapses within 30 s and this run takes over. A run that still
     * cannot sync says so (`failed`, `detail`); it never reports success having done nothing.
     */
    async syncItem(
      item: BankItem,
      mode: SyncMode = "join",
    ): Promise<ItemSyncResult> {
      const sinceIso = nowIso();
      const deadline =
        Date.now() + (mode === "join" ? JOIN_WAIT_MS : AFTER_WAIT_MS);
      for (;;) {
        const lease: Lease = { untilIso: leaseUntil() };
        if (await leases.claim(item.id, nowIso(), lease.untilIso)) {
          const stopHeartbeat = heartbeat(item.id, lease);
          try {
            // The item as it is now: another run may have moved its cursor while this one waited.
            return await runLeased(await reload(item), lease, stopHeartbeat);
          } finally {
            await stopHeartbeat();
            await leases.release(item.id, lease.untilIso);
          }
        }
        const outcome = await waitForOther(item.id, sinceIso, deadline);
        if (outcome === "synced" && mode === "join")
          return nothing(await reload(item));
        if (outcome === "held")
          return {
            ...nothing(await reload(item)),
            failed: true,
            isRetryable: true,
            detail: STILL_SYNCING,
          };
      }
    },

    /** Tells `onProblem` if a webhook moved the item into a status that needs its owner. */
    reportProblem,
  };
}

/** A run's hold on its item: the lease's moment, which is also its token. */
interface Lease {
  untilIso: string;
}

/** The run's lease lapsed and another run took the item; this one must write nothing. */
class LeaseLostError extends Error {
  override name = "LeaseLostError";
}

const STILL_SYNCING =
  "Another sync of this bank is still running. Try again in a minute.";

/** An item left as it was. */
function nothing(item: BankItem): ItemSyncResult {
  return { item, added: 0, modified: 0, removed: 0, failed: false };
}

/** The bank syncer. */
export type BankSync = ReturnType<typeof createBankSync>;
