import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The dependency rules of docs/architecture.md §7 bite: the repository's own eslint.config.js,
 * run through ESLint's Node API on a deliberate violation of each zone, reports it, and lets the
 * allowed imports through. Each probe is linted as if it were a new file at `filePath`; what it
 * imports must exist, since the rule judges the resolved file.
 *
 * Only import-x/no-restricted-paths runs, and without type information (the project service
 * would load each app's whole program for a rule that needs none), so this stays fast.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const RULE = "import-x/no-restricted-paths";

const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
  },
});

/** The boundary errors ESLint reports for `code` placed at `filePath` (relative to the root). */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, filePath),
  });
  expect(result?.fatalErrorCount, JSON.stringify(result?.messages)).toBe(0);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE);
}

describe("the ESLint boundary zones", () => {
  // Loading the config and warming the import resolver takes a few seconds, once.
  beforeAll(async () => {
    await boundaryErrors("apps/server/src/boundary-probe.ts", "export {};");
  }, 30_000);

  it.each([
    [
      "a web feature importing another feature",
      "apps/web/src/features/budgets/components/boundary-probe.tsx",
      'import { goalKeys } from "../../goals/api/goal-queries";',
      "web features never import each other",
    ],
    [
      "web shared/ importing app/",
      "apps/web/src/shared/ui/boundary-probe.tsx",
      'import { createRoutes } from "../../app/router";',
      "web shared/ never imports app/ or features/",
    ],
    [
      "web shared/ importing a feature",
      "apps/web/src/shared/boundary-probe.ts",
      'import { budgetKeys } from "../features/budgets/api/budget-queries";',
      "web shared/ never imports app/ or features/",
    ],
    [
      "a server feature importing another feature's repository",
      "apps/server/src/features/budgets/boundary-probe.ts",
      'import { createTransactionsRepository } from "../transactions/transactions.repository";',
      "never its repository or internals",
    ],
    [
      "a server feature importing another feature's routes",
      "apps/server/src/features/auth/boundary-probe.ts",
      'import { usersRoutes } from "../users/users.routes";',
      "never its repository or internals",
    ],
    [
      "a server feature importing another feature's internals",
      "apps/server/src/features/insights/boundary-probe.ts",
      'import { transactionsCsv } from "../transactions/transactions-csv";',
      "never its repository or internals",
    ],
    [
      "platform/ importing a feature",
      "apps/server/src/platform/boundary-probe.ts",
      'import type { UsersService } from "../features/users/users.service";',
      "platform/ never imports from features/",
    ],
  ])("reports %s", async (_, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
    expect(errors[0]?.message).toContain(message);
  });

  it.each([
    [
      "a server feature importing another feature's service and response mapper",
      "apps/server/src/features/banking/boundary-probe.ts",
      [
        'import type { Account, AccountsService } from "../accounts/accounts.service";',
        'import { toAccountResponse } from "../accounts/accounts.responses";',
        'import { createBankingRepository } from "./banking.repository";',
      ].join("\n"),
    ],
    [
      "app.ts wiring every feature's repository and service",
      "apps/server/src/boundary-probe.ts",
      [
        'import { createUsersRepository } from "./features/users/users.repository";',
        'import { createTransactionsService } from "./features/transactions/transactions.service";',
      ].join("\n"),
    ],
    [
      "a web page in app/ combining features",
      "apps/web/src/app/routes/boundary-probe.tsx",
      [
        'import { budgetKeys } from "../../features/budgets/api/budget-queries";',
        'import { goalKeys } from "../../features/goals/api/goal-queries";',
      ].join("\n"),
    ],
    [
      "a web feature importing shared/ and itself",
      "apps/web/src/features/goals/components/boundary-probe.tsx",
      [
        'import { paths } from "../../../shared/paths";',
        'import { PageHeader } from "../../../shared/ui/page-header";',
        'import { goalKeys } from "../api/goal-queries";',
      ].join("\n"),
    ],
  ])("allows %s", async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
