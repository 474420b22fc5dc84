import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One owner per table (ADR 0033): every statement that writes a feature's tables lives in that
 * feature; other features call its service (`accountsService.writes`,
 * `transactionsService.writes`, `budgetsService.writes`, `goalsService.writes`). Found by reading the server's source for Kysely writes; tests
 * and migrations are left out (they set up and shape the schema).
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "apps/server/src");
const OWNERS: Record<string, string> = {
  accounts: "features/accounts/",
  transactions: "features/transactions/",
  budgets: "features/budgets/",
  goals: "features/goals/",
  goalContributions: "features/goals/",
  users: "features/users/",
  loginThrottles: "features/auth/",
  bankItems: "features/banking/",
  bankSandboxItems: "features/banking/",
  imports: "features/imports/",
  rules: "features/rules/",
  notifications: "features/notifications/",
};
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*"(\w+)"/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** `table ← file` for every write to an owned table outside its owner. */
function strayWrites(files: readonly { file: string; text: string }[]) {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(WRITE)].flatMap(([, , table]) => {
      const owner = table === undefined ? undefined : OWNERS[table];
      return owner === undefined || file.startsWith(owner)
        ? []
        : [`${String(table)} ← ${file}`];
    }),
  );
}

describe("table owners", () => {
  it("finds every write to a feature's tables in that feature", () => {
    const files = sourceFiles(SERVER).map((full) => ({
      file: path.relative(SERVER, full),
      text: readFileSync(full, "utf8"),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(strayWrites(files)).toEqual([]);
  });

  it("reports a write from another feature", () => {
    expect(
      strayWrites([
        {
          file: "features/banking/probe.ts",
          text: 'await db.updateTable("accounts").set({ isManual: true })',
        },
        {
          file: "features/transactions/probe.ts",
          text: 'await db.deleteFrom( "transactions")',
        },
        {
          file: "features/users/probe.ts",
          text: 'await trx.insertInto("goalContributions").values(batch)',
        },
      ]),
    ).toEqual([
      "accounts ← features/banking/probe.ts",
      "goalContributions ← features/users/probe.ts",
    ]);
  });
});
