import type { Kysely } from "kysely";

/**
 * The accounts a sandbox item grants (issue 5: "choose accounts"): a JSON list of provider
 * account ids chosen in the link dialog, like Plaid Link's account select; NULL means all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bank_sandbox_items")
    .addColumn("account_ids", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bank_sandbox_items")
    .dropColumn("account_ids")
    .execute();
}
