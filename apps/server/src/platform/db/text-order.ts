import { sql, type RawBuilder } from "kysely";
import { dialectOf, type Db } from "./database";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * A text's sort key, the same on both dialects (issue 20: data moved from one to the other lists
 * in the same order): ASCII letters folded to lower case, every other character left as it is,
 * compared by code point. SQLite's `lower()` folds ASCII only (it is built without ICU) and its
 * BINARY collation compares UTF-8 bytes, which is code point order. PostgreSQL's `lower()` folds
 * by the database's LC_CTYPE (É to é under C.UTF-8, nothing under C) and compares by its
 * collation (en_US ignores spaces and punctuation), so the key is spelled out there: ASCII
 * folded by `translate`, compared under "C".
 */
export function textSortKey(
  db: Db,
  text: RawBuilder<string>,
): RawBuilder<string> {
  return dialectOf(db) === "postgres"
    ? sql<string>`${asciiLower(db, text)} collate "C"`
    : asciiLower(db, text);
}

/**
 * A text with its ASCII letters folded to lower case and every other character as it is, the
 * same on both dialects: what `asciiLowerOf` makes of a value compared with it ("Öztürk" stays
 * "Öztürk" on both, where PostgreSQL's `lower()` alone would fold the Ö).
 */
export function asciiLower(
  db: Db,
  text: RawBuilder<string>,
): RawBuilder<string> {
  return dialectOf(db) === "postgres"
    ? sql<string>`translate(${text}, ${sql.lit(UPPER)}, ${sql.lit(UPPER.toLowerCase())})`
    : sql<string>`lower(${text})`;
}

/** A value folded as `asciiLower` folds a column. */
export function asciiLowerOf(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}
