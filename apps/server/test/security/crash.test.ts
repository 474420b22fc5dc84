import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-database";
import { DIALECTS, linesWithSecrets, report, scale } from "./harness";
import { killLoop, START_CENTS, type KillLoopResult } from "./kill-loop";
import type { Child } from "./processes";

const PASSWORD = "Crash-Canary-Password-77";

/** What the database holds after the loop, read straight from it. */
interface Stored {
  integrity: string;
  foreignKeyProblems: number;
  rows: Map<number, number>;
  balanceCents: number;
  goalCents: number;
  contributionCents: number;
}

const BALANCE = "SELECT current_balance_cents AS c FROM accounts WHERE id = $1";
const ROWS =
  "SELECT id, amount_cents AS cents, transaction_type AS type FROM transactions WHERE account_id = $1";
const ORPHANS = `SELECT (SELECT count(*) FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = t.account_id))
  + (SELECT count(*) FROM goal_contributions c WHERE NOT EXISTS (SELECT 1 FROM goals g WHERE g.id = c.goal_id)) AS n`;
const GOAL =
  "SELECT current_cents AS c, (SELECT COALESCE(SUM(amount_cents), 0) FROM goal_contributions WHERE goal_id = goals.id) AS s FROM goals WHERE id = $1";

describe.each(DIALECTS)("SIGKILL under HTTP write load on %s", (dialect) => {
  // SQLite: WAL + synchronous=FULL, the design's 30 kills. PostgreSQL: a shorter round that kills
  // the app process (the shared test server's postmaster is not ours to kill).
  const kills = dialect === "sqlite" ? scale(30, 100) : scale(5, 30);
  const dataDir = mkdtempSync(path.join(tmpdir(), "finch-crash-"));
  const children: Child[] = [];
  let drop: () => Promise<void> = () => Promise.resolve();
  afterAll(async () => {
    for (const { child, exited } of children)
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write across ${String(kills)} kills`, async () => {
    let url = `sqlite:${path.join(dataDir, "finance.db")}`;
    if (dialect === "postgres") {
      const database = await createTestDatabase("postgres");
      await database.db.destroy();
      url = database.url;
      drop = () => database.drop();
    }
    const run = await killLoop(url, dataDir, kills, PASSWORD, (c) =>
      children.push(c),
    );
    expect(run.finalExit).toBe(0);
    const stored =
      dialect === "sqlite"
        ? readSqlite(url, run)
        : await readPostgres(url, run);
    if (dialect === "sqlite") expect(stored.integrity).toBe("ok");
    expect(stored.foreignKeyProblems).toBe(0);
    expect(
      run.acked.filter(([id, cents]) => stored.rows.get(id) !== cents),
    ).toEqual([]);
    const sum = [...stored.rows.values()].reduce((a, b) => a + b, 0);
    expect(stored.balanceCents).toBe(START_CENTS + sum);
    expect(stored.goalCents).toBe(stored.contributionCents);
    expect(stored.goalCents).toBeGreaterThanOrEqual(run.goalAcks);
    expect(linesWithSecrets(run.logs, [PASSWORD, run.token])).toEqual([]);
    report("crash", {
      dialect,
      kills,
      ackedTransactions: run.acked.length,
      ackedContributions: run.goalAcks,
      storedTransactions: stored.rows.size,
      lost: 0,
      integrity: stored.integrity,
    });
  });
});

function signedRows(
  rows: { id: number | string; cents: number | string; type: string }[],
): Map<number, number> {
  return new Map(
    rows.map((r) => [
      Number(r.id),
      r.type === "debit" ? -Number(r.cents) : Number(r.cents),
    ]),
  );
}

function readSqlite(url: string, run: KillLoopResult): Stored {
  const db = new Database(url.slice("sqlite:".length), { readonly: true });
  try {
    const sqlite = (text: string) => text.replace("$1", "?");
    const goal = db.prepare(sqlite(GOAL)).get(run.goalId) as {
      c: number;
      s: number;
    };
    return {
      integrity: String(db.pragma("integrity_check", { simple: true })),
      foreignKeyProblems: (db.pragma("foreign_key_check") as unknown[]).length,
      rows: signedRows(
        db.prepare(sqlite(ROWS)).all(run.accountId) as {
          id: number;
          cents: number;
          type: string;
        }[],
      ),
      balanceCents: (
        db.prepare(sqlite(BALANCE)).get(run.accountId) as { c: number }
      ).c,
      goalCents: goal.c,
      contributionCents: goal.s,
    };
  } finally {
    db.close();
  }
}

async function readPostgres(url: string, run: KillLoopResult): Promise<Stored> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{
      id: string;
      cents: string;
      type: string;
    }>(ROWS, [run.accountId]);
    const balance = await client.query<{ c: string }>(BALANCE, [run.accountId]);
    const goal = await client.query<{ c: string; s: string }>(GOAL, [
      run.goalId,
    ]);
    // No amcheck on the shared server: PostgreSQL's own crash recovery is trusted for pages; the
    // test checks what it can see, orphans of either foreign key.
    const orphans = await client.query<{ n: string }>(ORPHANS);
    return {
      integrity: "not checked (no amcheck)",
      foreignKeyProblems: Number(orphans.rows[0]?.n),
      rows: signedRows(rows.rows),
      balanceCents: Number(balance.rows[0]?.c),
      goalCents: Number(goal.rows[0]?.c),
      contributionCents: Number(goal.rows[0]?.s),
    };
  } finally {
    await client.end();
  }
}
