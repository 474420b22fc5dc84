import {
  DATA_EXPORT_FORMAT_VERSION,
  type DataExportFile,
  type DataImportResponse,
} from "@finch/contracts";
import {
  basisPointsToFraction,
  centsToWire,
  conflict,
  notFound,
  todayIn,
} from "@finch/domain";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { createDataExportRepository } from "./data-export.repository";
import {
  checkImportFile,
  importedRows,
  type ImportSource,
} from "./data-import.file";
import { createDataImportRepository } from "./data-import.repository";
import type { Account, AccountsService } from "../accounts/accounts.service";
import type { BudgetsService } from "../budgets/budgets.service";
import type { GoalsService } from "../goals/goals.service";
import type { TransactionsService } from "../transactions/transactions.service";
import type { UsersService } from "./users.service";

/**
 * Transactions read per query while exporting: memory stays flat however many there are. Each
 * page is a keyset read of the (user, id) index (migration 0015); 250 rather than 1,000 kept the
 * server's peak ~10 MB lower on PostgreSQL (fewer rows survive into V8's old space while a page
 * is awaited) at the same export time.
 */
const EXPORT_PAGE_SIZE = 250;

/**
 * Transactions read from an import file before they are written, one INSERT each. 250 rather
 * than 500 kept the server's peak ~30 MB lower importing 100,000 rows on SQLite (less of each
 * statement's garbage survives into V8's old space) at about the same time.
 */
const IMPORT_BATCH_SIZE = 250;

interface Dependencies {
  db: Db;
  usersService: UsersService;
  /** Each account's balance and anchor, by the one balance rule (ADR 0032); it writes them too. */
  accountsService: Pick<AccountsService, "list" | "writes">;
  /** The transactions table's owner, which writes the file's rows (ADR 0033). */
  transactionsService: Pick<TransactionsService, "writes">;
  /** The owners of budgets and of goals, which write the file's (ADR 0033). */
  budgetsService: Pick<BudgetsService, "writes">;
  goalsService: Pick<GoalsService, "writes">;
  clock: Clock;
}

/** Data export and import (issue 7, docs/design/security.md DP-3 and BK-2). */
export function createDataExportService({
  db,
  usersService,
  accountsService,
  transactionsService,
  budgetsService,
  goalsService,
  clock,
}: Dependencies) {
  const exports = createDataExportRepository(db);

  return {
    /** `finch-export-YYYY-MM-DD.json`, dated in the user's profile time zone. */
    async fileName(userId: number): Promise<string> {
      return `finch-export-${await usersService.today(userId)}.json`;
    },

    /**
     * The export file as a stream of JSON text chunks: the small lists whole, transactions a page
     * at a time by keyset. The profile carries no password material and no token version.
     */
    async *exportChunks(userId: number): AsyncGenerator<string> {
      const profile = await exports.getProfile(userId);
      if (!profile) throw notFound("User");
      const accounts = await exports.listAccounts(userId);
      const balances = new Map(
        (await accountsService.list(userId)).map((a) => [a.id, a]),
      );
      const refs = new Map(accounts.map((a, index) => [a.id, index + 1]));
      const institutions = await exports.listLinkedInstitutions(userId);
      const itemRefs = new Map(
        institutions.map((b, index) => [b.id, index + 1]),
      );
      const head = {
        format_version: DATA_EXPORT_FORMAT_VERSION,
        exported_at: clock.now().toISOString(),
        profile: {
          email: profile.email,
          full_name: profile.fullName,
          phone_number: profile.phoneNumber,
          currency: profile.currency,
          timezone: profile.timezone,
          is_verified: profile.isVerified,
          created_at: profile.createdAt,
          notification_preferences: profile.notificationPreferences,
        },
        accounts: accounts.map((a) => ({
          ref: refs.get(a.id),
          name: a.name,
          account_type: a.accountType,
          institution_name: a.institutionName,
          ...balanceFields(balances.get(a.id)),
          is_active: a.isActive,
          is_manual: a.isManual,
          linked_institution_ref:
            a.bankItemId === null ? null : (itemRefs.get(a.bankItemId) ?? null),
          created_at: a.createdAt,
        })),
      };
      yield `${JSON.stringify(head, null, 1).replace(/\n}$/, "")},\n "transactions": [`;
      let afterId = 0;
      let separator = "\n";
      for (;;) {
        const page = await exports.transactionsAfter(
          userId,
          afterId,
          EXPORT_PAGE_SIZE,
        );
        if (page.length === 0) break;
        const lines = page.map((t) =>
          JSON.stringify({
            account_ref: refs.get(t.accountId),
            description: t.description,
            merchant_name: t.merchantName,
            category: t.category,
            amount: centsToWire(t.amountCents),
            transaction_type: t.transactionType,
            transaction_date: t.transactionDate,
            is_pending: t.isPending,
            created_at: t.createdAt,
          }),
        );
        yield separator + lines.join(",\n");
        separator = ",\n";
        afterId = page[page.length - 1]?.id ?? afterId;
      }
      yield `\n ],\n "budgets": ${JSON.stringify(await budgetsOf(userId))},\n "goals": [`;
      const goals = await exports.listGoals(userId);
      for (const [index, goal] of goals.entries()) {
        const contributions = await exports.listContributions(userId, goal.id);
        const entry = {
          name: goal.name,
          description: goal.description,
          target_amount: centsToWire(goal.targetCents),
          current_amount: centsToWire(goal.currentCents),
          target_date: goal.targetDate,
          is_active: goal.isActive,
          is_completed: goal.isCompleted,
          created_at: goal.createdAt,
          contributions: contributions.map((c) => ({
            amount: centsToWire(c.amountCents),
            contributed_on: c.contributedOn,
            created_at: c.createdAt,
          })),
        };
        yield `${index === 0 ? "\n" : ",\n"}${JSON.stringify(entry)}`;
      }
      const linked = institutions.map((b) => ({
        ref: itemRefs.get(b.id),
        provider: b.provider,
        institution_id: b.institutionId,
        institution_name: b.institutionName,
        status: b.status,
        last_synced_at: b.lastSyncedAt,
        created_at: b.createdAt,
      }));
      yield `${goals.length === 0 ? "" : "\n"} ],\n "linked_institutions": ${JSON.stringify(linked)}\n}\n`;
    },

    /**
     * Restores an export file into the user's account when it holds no data yet (409 otherwise),
     * in one database transaction: all of it or nothing. The file is read twice from `source`:
     * once to validate all of it (a 422 names the first bad field, before the database is
     * touched), then inside the transaction to insert its transactions and goals in batches as
     * they are read, so memory stays flat at any size (up to the format's 500,000 transactions).
     */
    async importFile(
      userId: number,
      source: ImportSource,
    ): Promise<DataImportResponse> {
      const file = await checkImportFile(source);
      const nowIso = clock.now().toISOString();
      // The day in the time zone the file restores, on which a file without anchors is anchored.
      const today = todayIn(clock.now(), file.profile.timezone);
      return db.transaction().execute(async (trx) => {
        const imports = createDataImportRepository(trx);
        const accounts = accountsService.writes(trx).imported;
        const rows = transactionsService.writes(trx).imported;
        const budgets = budgetsService.writes(trx).imported;
        const goals = goalsService.writes(trx).imported;
        if (!(await imports.lockUser(userId, nowIso))) throw notFound("User");
        if (await createDataExportRepository(trx).hasData(userId))
          throw conflict(
            "Data can only be imported into an account that has no data yet",
          );
        await imports.restoreProfile(userId, file.profile);
        const accountIds = await accounts.insertAccounts(
          userId,
          file.accounts,
          {
            date: today,
            at: nowIso,
          },
        );
        let batch: DataExportFile["transactions"] = [];
        let contributions = 0;
        for await (const items of importedRows(source))
          for (const item of items) {
            if (item.kind === "goal") {
              contributions += await goals.insertGoals(
                userId,
                [item.row],
                nowIso,
              );
              continue;
            }
            batch.push(item.row);
            if (batch.length < IMPORT_BATCH_SIZE) continue;
            await rows.insertTransactions(userId, batch, accountIds, nowIso);
            batch = [];
          }
        await rows.insertTransactions(userId, batch, accountIds, nowIso);
        await accounts.settleUnanchoredBalances(
          userId,
          file.accounts,
          accountIds,
          today,
        );
        await budgets.insertBudgets(userId, file.budgets, nowIso);
        return {
          accounts: file.accounts.length,
          transactions: file.transactions,
          budgets: file.budgets.length,
          goals: file.goals,
          contributions,
          linked_institutions_skipped: file.linkedInstitutions,
        };
      });
    },
  };

  async function budgetsOf(userId: number) {
    const budgets = await exports.listBudgets(userId);
    return budgets.map((b) => ({
      name: b.name,
      category: b.category,
      amount: centsToWire(b.amountCents),
      period: b.period,
      alert_threshold: basisPointsToFraction(b.alertThresholdBp),
      created_at: b.createdAt,
    }));
  }
}

/** An account's balance today and its anchor, as the file states them. */
function balanceFields(
  account: Pick<Account, "balanceCents" | "balanceAnchor"> | undefined,
) {
  // Every listed account has its balance: both reads are the user's accounts.
  if (!account) throw new Error("An exported account has no balance");
  const { balanceAnchor: anchor } = account;
  return {
    current_balance: centsToWire(account.balanceCents),
    balance_anchor: {
      balance: centsToWire(anchor.balanceCents),
      date: anchor.date,
      recorded_at: new Date(anchor.at).toISOString(),
    },
  };
}

/** The data export service. */
export type DataExportService = ReturnType<typeof createDataExportService>;
