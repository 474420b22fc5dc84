import { sql, type Kysely } from "kysely";
import { columnTypes } from "../schema-helpers";

/**
 * Renaming an account bumps its owner's transactions version (migration 0010). A page of the list
 * and the assistant's copy of the ledger show each transaction's account name, and both are kept
 * in memory while the version holds; without this a rename showed the old name until the next
 * transaction write. Only a real change of name bumps it, so a sync refreshing balances does not.
 *
 * PostgreSQL: the account's row is already locked by the update when the trigger takes the
 * version's, the order every transaction write uses (accounts, then the version; ADR 0014).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).dialect === "sqlite") {
    await sql`create trigger accounts_renamed after update of name on accounts
      when old.name is not new.name begin
        insert into transaction_versions (user_id, version) values (new.user_id, 1)
        on conflict (user_id) do update set version = version + 1;
      end`.execute(db);
    return;
  }
  await sql`create function accounts_renamed() returns trigger language plpgsql as $$
    begin
      insert into transaction_versions (user_id, version) values (new.user_id, 1)
        on conflict (user_id) do update set version = transaction_versions.version + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger accounts_renamed after update of name on accounts
    for each row when (old.name is distinct from new.name)
    execute function accounts_renamed()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).dialect === "sqlite") {
    await sql`drop trigger accounts_renamed`.execute(db);
    return;
  }
  await sql`drop trigger accounts_renamed on accounts`.execute(db);
  await sql`drop function accounts_renamed()`.execute(db);
}
