import { sql, type Kysely } from "kysely";
import { columnTypes, createTable } from "../schema-helpers";

/**
 * Notifications (docs/design/notifications.md), owned by the notifications feature. `dedupe_key`
 * names the event a notification is about (a budget's period and threshold, a goal's milestone,
 * a week): the unique index on `(user_id, dedupe_key)` makes "created once" a property of the
 * table, however many writes or instances notice the event at the same moment. A notification the
 * person deletes keeps its row (`deleted_at`) until the 90-day cleanup, so its event stays told.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "notifications")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("type", t.text, (c) =>
      c
        .notNull()
        .check(
          sql`type in ('budget_threshold', 'budget_exceeded', 'goal_milestone', 'goal_reminder', 'unusual_transaction', 'sync_problem', 'weekly_report')`,
        ),
    )
    .addColumn("dedupe_key", t.text, (c) => c.notNull())
    .addColumn("title", t.text, (c) => c.notNull())
    .addColumn("body", t.text, (c) => c.notNull())
    .addColumn("link", t.text)
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("read_at", t.instant)
    .addColumn("deleted_at", t.instant)
    .execute();
  await db.schema
    .createIndex("notifications_user_id_dedupe_key_idx")
    .on("notifications")
    .columns(["user_id", "dedupe_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("notifications_user_id_id_idx")
    .on("notifications")
    .columns(["user_id", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_created_at_idx")
    .on("notifications")
    .column("created_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notifications").execute();
}
