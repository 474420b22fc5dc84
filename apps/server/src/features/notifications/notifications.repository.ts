import type { NotificationType } from "@finch/domain";
import type { Db } from "../../platform/db/database";

/** A stored notification. */
export interface StoredNotification {
  id: number;
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

/** A notification to store: its event's key decides whether it is new. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  dedupeKey: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
}

const COLUMNS = [
  "id",
  "userId",
  "type",
  "title",
  "body",
  "link",
  "createdAt",
  "readAt",
] as const;

/** The `notifications` table (migration 0028), owned by this feature. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * Stores the notification unless one with its key exists: one statement whose unique index
     * decides, so concurrent writers on any instance store it once. The stored row, or undefined
     * when the event was already notified.
     */
    async insertOnce(
      row: NewNotification,
    ): Promise<StoredNotification | undefined> {
      const stored = await db
        .insertInto("notifications")
        .values(row)
        .onConflict((oc) => oc.columns(["userId", "dedupeKey"]).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      return stored as StoredNotification | undefined;
    },

    /** A page of the user's notifications, newest first, with the unread count and the total. */
    async list(
      userId: number,
      isUnreadOnly: boolean,
      page: { skip: number; limit: number },
    ) {
      const mine = db
        .selectFrom("notifications")
        .where("userId", "=", userId)
        .where("deletedAt", "is", null);
      const kept = isUnreadOnly ? mine.where("readAt", "is", null) : mine;
      const [rows, counts] = await Promise.all([
        kept
          .select(COLUMNS)
          .orderBy("id", "desc")
          .offset(page.skip)
          .limit(page.limit)
          .execute(),
        mine
          .select((eb) => [
            eb.fn.countAll<number | string>().as("total"),
            eb.fn
              .count<number | string>("id")
              .filterWhere("readAt", "is", null)
              .as("unread"),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const unread = Number(counts.unread);
      return {
        rows: rows as StoredNotification[],
        unread,
        total: isUnreadOnly ? unread : Number(counts.total),
      };
    },

    /** Marks one read (keeping the first moment it was read); undefined for another user's id. */
    async markRead(
      userId: number,
      id: number,
      at: string,
    ): Promise<StoredNotification | undefined> {
      await db
        .updateTable("notifications")
        .set({ readAt: at })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .where("readAt", "is", null)
        .execute();
      const row = await db
        .selectFrom("notifications")
        .select(COLUMNS)
        .where("id", "=", id)
        .where("userId", "=", userId)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      return row as StoredNotification | undefined;
    },

    /** Marks every unread one read; how many. */
    async markAllRead(userId: number, at: string): Promise<number> {
      const result = await db
        .updateTable("notifications")
        .set({ readAt: at })
        .where("userId", "=", userId)
        .where("readAt", "is", null)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Deletes one from the person's view; false for another user's id or one already deleted.
     * The row stays until the cleanup so its event is not notified again.
     */
    async delete(userId: number, id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable("notifications")
        .set({ deletedAt: at })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** One notification by id, whoever's (the mail job). */
    async get(id: number): Promise<StoredNotification | undefined> {
      const row = await db
        .selectFrom("notifications")
        .select(COLUMNS)
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      return row as StoredNotification | undefined;
    },

    /** Removes every notification created before `before`; how many. */
    async deleteOlderThan(before: string): Promise<number> {
      const result = await db
        .deleteFrom("notifications")
        .where("createdAt", "<", before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
