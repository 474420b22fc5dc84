import type { AppConfig } from "./config";
import type { Dialect } from "./db/database";

/** The secrets that must be the same on every instance sharing a database. */
export type SharedSecret = "JWT_SECRET" | "DATA_ENCRYPTION_KEY";

/**
 * On PostgreSQL several instances may share the database, and a secret each generated under its
 * own DATA_DIR differs between them: sessions signed by one are refused by another, bank tokens
 * stored by one cannot be read by another (the key check then stops the second at start). SQLite
 * is one process's file, so there is nothing to say there.
 */
export function generatedSecretsWarning(
  config: Pick<AppConfig, "generatedSecrets">,
  dialect: Dialect,
): string | undefined {
  const names = config.generatedSecrets;
  if (dialect !== "postgres" || names.length === 0) return undefined;
  return (
    `${names.join(" and ")} ${names.length === 1 ? "is" : "are"} not set: this instance generated ` +
    `${names.length === 1 ? "its own" : "its own of each"} under DATA_DIR. Several instances sharing ` +
    "this PostgreSQL database need the same explicit values on every instance."
  );
}
