import { sql, type Kysely } from "kysely";
import { booleanColumn, columnTypes, createTable } from "../schema-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "goals")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("name", t.text, (c) => c.notNull())
    .addColumn("description", t.text)
    .addColumn("target_cents", t.cents, (c) =>
      c.notNull().check(sql`target_cents > 0`),
    )
    // Contributions only add (current_cents = current_cents + ?), so it never goes below 0.
    .addColumn("current_cents", t.cents, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`current_cents >= 0`),
    )
    .addColumn("target_date", t.date, (c) => c.notNull())
    .addColumn("is_active", t.boolean, booleanColumn(db, "is_active", true))
    .addColumn(
      "is_completed",
      t.boolean,
      booleanColumn(db, "is_completed", false),
    )
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();
  // Every read is per user (the list, and each id lookup filtered by its owner).
  await db.schema
    .createIndex("goals_user_id_idx")
    .on("goals")
    .columns(["user_id", "id"])
    .execute();

  await createTable(db, "goal_contributions")
    .addColumn("goal_id", t.id, (c) =>
      c.notNull().references("goals.id").onDelete("cascade"),
    )
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("amount_cents", t.cents, (c) =>
      c.notNull().check(sql`amount_cents > 0`),
    )
    // The calendar day in the user's profile time zone: projections count days, not instants.
    .addColumn("contributed_on", t.date, (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .execute();
  // The pace of a projection reads one user's recent contributions per goal and day; the goal's
  // cascade and per-goal history use the goal-first index.
  await db.schema
    .createIndex("goal_contributions_user_date_idx")
    .on("goal_contributions")
    .columns(["user_id", "contributed_on", "goal_id"])
    .execute();
  await db.schema
    .createIndex("goal_contributions_goal_date_idx")
    .on("goal_contributions")
    .columns(["goal_id", "contributed_on"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("goal_contributions").execute();
  await db.schema.dropTable("goals").execute();
}
