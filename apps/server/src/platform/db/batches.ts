/**
 * Rows per multi-row INSERT: 500 rows of up to a dozen columns stay well below SQLite's (32,766)
 * and PostgreSQL's (65,535) bound-parameter limits.
 */
export const INSERT_BATCH_ROWS = 500;

/** Runs `write` on consecutive slices of `rows`, `INSERT_BATCH_ROWS` at a time, in order. */
export async function inBatches<T>(
  rows: readonly T[],
  write: (batch: readonly T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH_ROWS)
    await write(rows.slice(i, i + INSERT_BATCH_ROWS));
}
