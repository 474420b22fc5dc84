import { invalid, notFound } from "@finch/domain";
import type { RequestFacts } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { createKeptRows } from "../../platform/kept-rows";
import {
  createAccountsRepository,
  type Account,
  type AccountFields,
} from "./accounts.repository";

/** An account as the service returns it; other features take the type from here. */
export type { Account };

/** Users whose account rows are kept in memory, least recently read dropped first (~2 KB each). */
const KEPT_USERS = 1_000;

/** Account use cases. Other features (transactions) call these, passing their database transaction. */
export function createAccountsService({ db, clock }: { db: Db; clock: Clock }) {
  const now = () => clock.now().toISOString();
  const keptAccounts = createKeptRows<readonly Account[]>(KEPT_USERS);

  return {
    /**
     * The user's accounts in creation order. With the request's facts they are kept while its
     * accounts version and transactions version hold (migration 0019: a transaction count moves
     * only with the transactions), so the dashboard and the accounts page read no account row
     * unless one changed. Without them (the assistant, writes), read anew.
     */
    list(userId: number, facts?: RequestFacts): Promise<readonly Account[]> {
      const read = () => createAccountsRepository(db).list(userId);
      if (!facts) return read();
      return keptAccounts(
        userId,
        [facts.accountsVersion, facts.transactionsVersion],
        read,
      );
    },

    /** The caller's account, or 404 'Account not found' (also for another user's id). */
    async get(userId: number, id: number, executor: Db = db): Promise<Account> {
      const account = await createAccountsRepository(executor).get(userId, id);
      if (!account) throw notFound("Account");
      return account;
    },

    async create(
      userId: number,
      fields: Omit<AccountFields, "isActive">,
    ): Promise<Account> {
      const repository = createAccountsRepository(db);
      const id = await repository.create(
        userId,
        { ...fields, isActive: true },
        now(),
      );
      return this.get(userId, id);
    },

    async update(
      userId: number,
      id: number,
      fields: Partial<AccountFields>,
    ): Promise<Account> {
      return db.transaction().execute(async (trx) => {
        const current = await this.get(userId, id, trx);
        if (!current.isManual && fields.balanceCents !== undefined) {
          throw invalid([
            {
              loc: ["body", "current_balance"],
              msg: "A linked account's balance comes from its bank and cannot be edited",
              type: "read_only",
            },
          ]);
        }
        await createAccountsRepository(trx).update(userId, id, fields, now());
        return this.get(userId, id, trx);
      });
    },

    async delete(userId: number, id: number): Promise<void> {
      const deleted = await createAccountsRepository(db).delete(userId, id);
      if (!deleted) throw notFound("Account");
    },
  };
}

/** The accounts service. */
export type AccountsService = ReturnType<typeof createAccountsService>;
