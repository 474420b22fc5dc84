import { invalid, notFound } from "@finch/domain";
import type { RequestFacts } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { createKeptRows } from "../../platform/kept-rows";
import type { UsersService } from "../users/users.service";
import { createImportedAccountsRepository } from "./imported-accounts.repository";
import { createLinkedAccountsRepository } from "./linked-accounts.repository";
import {
  createAccountsRepository,
  type Account,
  type AccountFields,
} from "./accounts.repository";

/** An account as the service returns it; other features take the type from here. */
export type { Account };
export type { LinkedAccountFields } from "./linked-accounts.repository";

/** Users whose account rows are kept in memory, least recently read dropped first (~2 KB each). */
const KEPT_USERS = 1_000;

interface Dependencies {
  db: Db;
  clock: Clock;
  /**
   * The ledger's recording clock (ADR 0053): strictly increasing, so a row recorded right after a
   * balance was stated reads as recorded after it.
   */
  recordingClock: Clock;
  usersService: Pick<UsersService, "today">;
}

/**
 * Account use cases. Other features (transactions) call these, passing their database transaction.
 * A balance is read for the profile's today (ADR 0032): the anchor the person or the bank stated
 * and the transactions dated after it, upcoming ones from their day on.
 */
export function createAccountsService({
  db,
  clock,
  recordingClock,
  usersService,
}: Dependencies) {
  const now = () => clock.now().toISOString();
  const recorded = () => recordingClock.now().toISOString();
  const keptAccounts = createKeptRows<readonly Account[]>(KEPT_USERS);

  return {
    /**
     * The user's accounts in creation order. With the request's facts they are kept while its
     * accounts version, transactions version and the profile's day hold (migration 0019: a
     * transaction count moves only with the transactions; an upcoming row counts from its day),
     * so the dashboard and the accounts page read no account row unless one changed. Without
     * them (the assistant, writes), read anew.
     */
    async list(
      userId: number,
      facts?: RequestFacts,
    ): Promise<readonly Account[]> {
      const today = await usersService.today(userId, facts);
      const read = () => createAccountsRepository(db).list(userId, today);
      if (!facts) return read();
      return keptAccounts(
        userId,
        [facts.accountsVersion, facts.transactionsVersion, today],
        read,
      );
    },

    /**
     * The caller's account, or 404 'Account not found' (also for another user's id). A caller
     * inside a database transaction passes the day it read before opening it (SQLite has one
     * connection, which the transaction holds).
     */
    async get(
      userId: number,
      id: number,
      executor: Db = db,
      day?: string,
    ): Promise<Account> {
      const today = day ?? (await usersService.today(userId));
      const account = await createAccountsRepository(executor).get(
        userId,
        id,
        today,
      );
      if (!account) throw notFound("Account");
      return account;
    },

    /** A manual account whose balance is anchored now (the profile's day and this moment). */
    async create(
      userId: number,
      fields: Omit<AccountFields, "isActive">,
    ): Promise<Account> {
      const today = await usersService.today(userId);
      const repository = createAccountsRepository(db);
      const id = await repository.create(
        userId,
        { ...fields, isActive: true },
        today,
        now(),
        recorded(),
      );
      return this.get(userId, id);
    },

    async update(
      userId: number,
      id: number,
      fields: Partial<AccountFields>,
    ): Promise<Account> {
      const today = await usersService.today(userId);
      return db.transaction().execute(async (trx) => {
        const current = await this.get(userId, id, trx, today);
        if (!current.isManual && fields.balanceCents !== undefined) {
          throw invalid([
            {
              loc: ["body", "current_balance"],
              msg: "A linked account's balance comes from its bank and cannot be edited",
              type: "read_only",
            },
          ]);
        }
        // Typing a balance re-anchors it, even to the same figure: it is the balance now.
        await createAccountsRepository(trx).update(
          userId,
          id,
          fields,
          today,
          now(),
          recorded(),
        );
        return this.get(userId, id, trx, today);
      });
    },

    /**
     * The writes other features make to accounts — a bank link or sync, an unlink, a data
     * import — run on their database transaction (`executor`). This feature owns the table (ADR
     * 0033): nothing else writes it.
     */
    writes(executor: Db) {
      return {
        linked: createLinkedAccountsRepository(executor),
        imported: createImportedAccountsRepository(executor),
      };
    },

    async delete(userId: number, id: number): Promise<void> {
      const deleted = await createAccountsRepository(db).delete(userId, id);
      if (!deleted) throw notFound("Account");
    },
  };
}

/** The accounts service. */
export type AccountsService = ReturnType<typeof createAccountsService>;
