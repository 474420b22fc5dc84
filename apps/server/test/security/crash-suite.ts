import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { linesWithSecrets, report, scale, type Dialect } from "./harness";
import { killLoop, START_CENTS, type KillLoopResult } from "./kill-loop";
import { findPostgresBin, startPgCluster, type PgCluster } from "./pg-cluster";
import type { Child } from "./processes";

const PASSWORD = "Crash-Canary-Password-77";

// DUR-2 runs on a private PostgreSQL cluster (initdb + postgres), not on TEST_DATABASE_URL's
// server: the round needs PostgreSQL's binaries, not a running server. Without them it is skipped
// loudly; in CI it fails, so CI never passes without having crashed a postmaster.
const POSTGRES_BIN = findPostgresBin();

/** What the database holds after the loop, read straight from it. */
interface Stored {
  /** "ok", or what SQLite's integrity_check or PostgreSQL's amcheck reported. */
  integrity: string;
  foreignKeyProblems: number;
  rows: Map<number, number>;
  /** The account's stated balance (its anchor, ADR 0032). */
  balanceCents: number;
  goalCents: number;
  contributionCents: number;
  /** PostgreSQL: how many btree indexes and tables amcheck verified. */
  checked?: { indexes: number; tables: number };
}

const BALANCE = "SELECT balance_anchor_cents AS c FROM accounts WHERE id = $1";
const ROWS =
  "SELECT id, amount_cents AS cents, transaction_type AS type FROM transactions WHERE account_id = $1";
const ORPHANS = `SELECT (SELECT count(*) FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = t.account_id))
  + (SELECT count(*) FROM goal_contributions c WHERE NOT EXISTS (SELECT 1 FROM goals g WHERE g.id = c.goal_id)) AS n`;
const GOAL =
  "SELECT current_cents AS c, (SELECT COALESCE(SUM(amount_cents), 0) FROM goal_contributions WHERE goal_id = goals.id) AS s FROM goals WHERE id = $1";
// bt_index_check raises on a corrupt btree (heapallindexed: every heap tuple has its index entry);
// verify_heapam answers one row per corrupt heap tuple.
const INDEX_CHECK = `SELECT bt_index_check(c.oid, true) FROM pg_class c JOIN pg_am am ON am.oid = c.relam
  WHERE c.relkind = 'i' AND am.amname = 'btree' AND c.relnamespace = 'public'::regnamespace`;
const HEAP_CHECK = `SELECT (SELECT count(*) FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace) AS tables,
  (SELECT count(*) FROM pg_class c, verify_heapam(c.oid) WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace) AS corrupt`;

/**
 * The crash round of one dialect (docs/design/security.md DUR-1, DUR-2). Each dialect has its own
 * file, so the two rounds (mostly waiting on their child processes) run on the suite's two workers.
 */
export function crashSuite(dialect: Dialect): void {
  const isSkipped =
    dialect === "postgres" && !POSTGRES_BIN && process.env.CI !== "true";
  if (isSkipped)
    console.warn(
      "!!! crash test: no initdb (postgresql-15), the PostgreSQL round is SKIPPED",
    );
  (isSkipped ? describe.skip : describe)(
    `SIGKILL under HTTP write load on ${dialect}`,
    () => {
      // SQLite: WAL + synchronous=FULL, the design's 30 kills. PostgreSQL: a shorter round (each
      // cluster restart is a crash recovery) in which two kills in three take the postmaster down.
      const kills = dialect === "sqlite" ? scale(30, 100) : scale(10, 30);
      let dataDir: string | undefined;
      const children: Child[] = [];
      let cluster: PgCluster | undefined;
      afterAll(async () => {
        for (const { child, exited } of children)
          if (child.exitCode === null && child.signalCode === null) {
            child.kill("SIGKILL");
            await exited;
          }
        cluster?.remove();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      });

      it(`keeps every acknowledged write across ${String(kills)} kills`, async () => {
        dataDir = mkdtempSync(path.join(tmpdir(), "finch-crash-"));
        if (dialect === "postgres")
          cluster = await startPgCluster(requireBin());
        const url =
          cluster?.url ?? `sqlite:${path.join(dataDir, "finance.db")}`;
        const run = await killLoop({
          databaseUrl: url,
          dataDir,
          kills,
          password: PASSWORD,
          track: (c) => children.push(c),
          ...(cluster ? { database: cluster } : {}),
        });
        expect(run.finalExit).toBe(0);
        const stored =
          dialect === "sqlite"
            ? readSqlite(url, run)
            : await readPostgres(url, run);
        expect(stored.integrity).toBe("ok");
        expect(stored.foreignKeyProblems).toBe(0);
        expect(
          run.acked.filter(([id, cents]) => stored.rows.get(id) !== cents),
        ).toEqual([]);
        // The balance is worked out on read from the stated figure and the rows (ADR 0032): the
        // figure survives every kill as stated, and every acknowledged row is there (above).
        expect(stored.balanceCents).toBe(START_CENTS);
        expect(stored.goalCents).toBe(stored.contributionCents);
        expect(stored.goalCents).toBeGreaterThanOrEqual(run.goalAcks);
        expect(linesWithSecrets(run.logs, [PASSWORD, run.token])).toEqual([]);
        reportFigures(dialect, kills, run, stored);
      });
    },
  );
}

function reportFigures(
  dialect: Dialect,
  kills: number,
  run: KillLoopResult,
  stored: Stored,
): void {
  report("crash", {
    dialect,
    kills,
    appKills: run.appKills,
    postmasterKills: run.databaseKills,
    ackedTransactions: run.acked.length,
    ackedContributions: run.goalAcks,
    storedTransactions: stored.rows.size,
    lost: 0,
    integrity: stored.integrity,
    ...(stored.checked && {
      amcheckIndexes: stored.checked.indexes,
      amcheckTables: stored.checked.tables,
    }),
  });
}

function requireBin(): string {
  if (POSTGRES_BIN) return POSTGRES_BIN;
  throw new Error(
    "initdb not found (pg_config --bindir, /usr/lib/postgresql/*/bin): CI requires the PostgreSQL crash round",
  );
}

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
    const orphans = await client.query<{ n: string }>(ORPHANS);
    return {
      ...(await amcheck(client)),
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

/** PostgreSQL's page-level check after its crash recoveries: contrib's amcheck, on every table. */
async function amcheck(
  client: pg.Client,
): Promise<Pick<Stored, "integrity" | "checked">> {
  await client.query("CREATE EXTENSION IF NOT EXISTS amcheck");
  const indexes = await client.query(INDEX_CHECK);
  const heap = await client.query<{ tables: string; corrupt: string }>(
    HEAP_CHECK,
  );
  const corrupt = Number(heap.rows[0]?.corrupt);
  return {
    integrity: corrupt === 0 ? "ok" : `${String(corrupt)} corrupt heap tuples`,
    checked: {
      indexes: indexes.rowCount ?? 0,
      tables: Number(heap.rows[0]?.tables),
    },
  };
}
