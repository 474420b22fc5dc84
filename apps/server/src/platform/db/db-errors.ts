/**
 * Database errors both dialects can raise, recognised in one place: better-sqlite3 reports
 * `SQLITE_CONSTRAINT_UNIQUE`/`SQLITE_CONSTRAINT_PRIMARYKEY`, PostgreSQL SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** A foreign-key violation on either dialect (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

/**
 * PostgreSQL chose this statement's transaction as a deadlock victim (SQLSTATE 40P01) and rolled
 * it back; SQLite, with one writer at a time, never does.
 */
export function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "40P01";
}
