import type { Selectable } from "kysely";
import type { Db, ImportsTable } from "../../platform/db/database";

/**
 * An import as stored (docs/design/imports.md §3), without its owner and its rows (read apart:
 * they can be megabytes); JSON columns still as text.
 */
export type ImportRecord = Omit<
  Selectable<ImportsTable>,
  "userId" | "rows" | "status"
> & { status: "preview" | "committed" };

/** A new preview's columns. */
export type NewImport = Omit<
  ImportRecord,
  "id" | "status" | "importedCount" | "skippedCount" | "committedAt"
> & { rows: string };

/** Every column of an `ImportRecord`. */
const SUMMARY = [
  "id",
  "accountId",
  "status",
  "fileName",
  "format",
  "encoding",
  "options",
  "statementAccount",
  "statements",
  "statementIndex",
  "rowCount",
  "newCount",
  "duplicateCount",
  "errorCount",
  "importedCount",
  "skippedCount",
  "createdAt",
  "committedAt",
] as const satisfies readonly (keyof ImportRecord)[];

/** The `imports` table (the imports feature owns it: ADR 0038). Every read is by user. */
export function createImportsRepository(db: Db) {
  return {
    async insert(userId: number, fields: NewImport): Promise<number> {
      const { id } = await db
        .insertInto("imports")
        .values({ userId, status: "preview", ...fields })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    async get(userId: number, id: number): Promise<ImportRecord | undefined> {
      const row = await db
        .selectFrom("imports")
        .select(SUMMARY)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row as ImportRecord | undefined;
    },

    /** The parsed rows (JSON), read apart from the rest: they can be megabytes. */
    async rows(userId: number, id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("imports")
        .select("rows")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.rows;
    },

    /** Newest first. */
    async list(userId: number, limit: number): Promise<ImportRecord[]> {
      const rows = await db
        .selectFrom("imports")
        .select(SUMMARY)
        .where("userId", "=", userId)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows as ImportRecord[];
    },

    /**
     * Moves a preview to committed. One conditional statement: of two commits of one preview at
     * once, one finds it a preview and the other nothing (false), so the rows are written once.
     */
    async markCommitted(
      userId: number,
      id: number,
      fields: {
        accountId: number;
        importedCount: number;
        skippedCount: number;
        committedAt: string;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable("imports")
        .set({ status: "committed", ...fields })
        .where("userId", "=", userId)
        .where("id", "=", id)
        .where("status", "=", "preview")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("imports")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Previews never committed nor discarded, created before `beforeIso`. */
    async deleteStalePreviews(
      userId: number,
      beforeIso: string,
    ): Promise<void> {
      await db
        .deleteFrom("imports")
        .where("userId", "=", userId)
        .where("status", "=", "preview")
        .where("createdAt", "<", beforeIso)
        .execute();
    },

    /** The CSV options of the account's newest committed CSV import, as JSON. */
    async lastCsvOptions(
      userId: number,
      accountId: number,
    ): Promise<string | null> {
      const row = await db
        .selectFrom("imports")
        .select("options")
        .where("userId", "=", userId)
        .where("accountId", "=", accountId)
        .where("status", "=", "committed")
        .where("format", "=", "csv")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.options ?? null;
    },

    /** The newest committed import's account whose file named the same masked number. */
    async accountOfStatement(
      userId: number,
      statementAccount: string,
    ): Promise<number | null> {
      const row = await db
        .selectFrom("imports")
        .select("accountId")
        .where("userId", "=", userId)
        .where("status", "=", "committed")
        .where("statementAccount", "=", statementAccount)
        .where("accountId", "is not", null)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.accountId ?? null;
    },
  };
}
