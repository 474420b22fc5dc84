import type { AccountType, Cents } from "@finch/domain";
import type { Db } from "../../platform/db/database";

/** A bank's account as we store it. */
export interface LinkedAccountFields {
  providerAccountId: string;
  name: string;
  accountType: AccountType;
  mask: string | null;
  balanceCents: Cents;
  isoCurrencyCode: string | null;
}

/**
 * The writes bank linking makes to accounts (the accounts feature owns the table: ADR 0033).
 * Only the columns the bank owns are refreshed. Pass a database transaction as `db`: a sync run's
 * accounts, rows and cursor commit together (docs/design/bank-linking.md §3).
 */
export function createLinkedAccountsRepository(db: Db) {
  return {
    /**
     * Creates or refreshes the item's accounts (unique per item and provider account id), each
     * balance the bank's, anchored at `anchor` (ADR 0032): the run's day and moment, which is
     * also the recording moment of the rows it writes, so none of them moves the balance.
     */
    async upsertAccounts(
      userId: number,
      bankItemId: number,
      institutionName: string,
      accounts: LinkedAccountFields[],
      anchor: { date: string; at: string },
    ): Promise<Map<string, number>> {
      const nowIso = anchor.at;
      for (const account of accounts) {
        await db
          .insertInto("accounts")
          .values({
            userId,
            bankItemId,
            providerAccountId: account.providerAccountId,
            name: account.name,
            accountType: account.accountType,
            institutionName,
            mask: account.mask,
            isoCurrencyCode: account.isoCurrencyCode,
            balanceAnchorCents: account.balanceCents,
            balanceAnchorDate: anchor.date,
            balanceAnchoredAt: anchor.at,
            isManual: false,
            createdAt: nowIso,
            updatedAt: nowIso,
          })
          .onConflict((oc) =>
            oc.columns(["bankItemId", "providerAccountId"]).doUpdateSet({
              balanceAnchorCents: account.balanceCents,
              balanceAnchorDate: anchor.date,
              balanceAnchoredAt: anchor.at,
              mask: account.mask,
              isoCurrencyCode: account.isoCurrencyCode,
              updatedAt: nowIso,
            }),
          )
          .execute();
      }
      return this.accountIds(bankItemId);
    },

    /** Provider account id → our account id, for the item's accounts. */
    async accountIds(bankItemId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom("accounts")
        .select(["id", "providerAccountId"])
        .where("bankItemId", "=", bankItemId)
        .execute();
      return new Map(
        rows.flatMap((r) =>
          r.providerAccountId ? [[r.providerAccountId, r.id] as const] : [],
        ),
      );
    },

    /** Unlinks an item: its accounts become manual and keep their history and balance. */
    async unlink(userId: number, bankItemId: number, nowIso: string) {
      await db
        .updateTable("accounts")
        .set({ isManual: true, bankItemId: null, updatedAt: nowIso })
        .where("userId", "=", userId)
        .where("bankItemId", "=", bankItemId)
        .execute();
    },
  };
}
