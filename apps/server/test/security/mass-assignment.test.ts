import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/platform/db/database";
import {
  buildSecurityApp,
  DIALECTS,
  INTERNAL_DETAIL,
  report,
  type SecurityApp,
} from "./harness";
import { apiRoutes } from "./inventory";
import { entryFor } from "./route-table";
import { bearer, seedTenant, tenantHash, type Tenant } from "./tenants";

const EVIL_ID = 987_654;
const EVIL_TIME = "2001-02-03T04:05:06.000Z";

/** Fields no client may set (AC-3): identity, ownership, timestamps, computed and provider fields. */
function forbiddenFields(victim: Tenant): Record<string, unknown> {
  return {
    id: EVIL_ID,
    user_id: victim.id,
    userId: victim.id,
    owner_id: victim.id,
    created_at: EVIL_TIME,
    updated_at: EVIL_TIME,
    createdAt: EVIL_TIME,
    spent_amount: 999_999,
    spent: 999_999,
    remaining: 999_999,
    percentage: 99,
    current_amount: 999_999,
    currentCents: 99_999_900,
    is_completed: true,
    progress: 100,
    token_version: 99,
    tokenVersion: 99,
    password_hash: "$argon2id$forged",
    passwordHash: "$argon2id$forged",
    is_verified: true,
    is_manual: false,
    bank_item_id: victim.ids.item,
    provider_account_id: "evil-provider-account",
    provider_transaction_id: "evil-provider-txn",
    access_token: "access-sandbox-evil",
    access_token_encrypted: "evil",
    cursor: "evil-cursor",
    status: "ok",
    email: "evil@example.com",
  };
}

/** Everything AC-3 protects, read straight from the database. */
async function protectedState(db: Db, user: Tenant) {
  const me = await db
    .selectFrom("users")
    .select([
      "email",
      "passwordHash",
      "tokenVersion",
      "isVerified",
      "createdAt",
    ])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  const linked = await db
    .selectFrom("accounts")
    .select(["id", "balanceAnchorCents", "isManual", "bankItemId"])
    .where("userId", "=", user.id)
    .where("isManual", "=", false)
    .orderBy("id")
    .execute();
  return { me, linked };
}

async function invariantViolations(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const table of [
    "accounts",
    "transactions",
    "budgets",
    "goals",
  ] as const) {
    const rows = await db.selectFrom(table).selectAll().execute();
    for (const row of rows) {
      if (row.id === EVIL_ID) problems.push(`${table} id ${String(EVIL_ID)}`);
      if (row.createdAt.startsWith("2001") || row.updatedAt.startsWith("2001"))
        problems.push(`${table} ${String(row.id)} timestamp set by client`);
    }
  }
  const goals = await db.selectFrom("goals").selectAll().execute();
  for (const goal of goals) {
    const contributions = await db
      .selectFrom("goalContributions")
      .select("amountCents")
      .where("goalId", "=", goal.id)
      .execute();
    const sum = contributions.reduce((total, c) => total + c.amountCents, 0);
    if (goal.currentCents !== sum)
      problems.push(
        `goal ${String(goal.id)} current ${String(goal.currentCents)} ≠ ${String(sum)}`,
      );
    if (goal.isCompleted !== goal.currentCents >= goal.targetCents)
      problems.push(
        `goal ${String(goal.id)} is_completed ${String(goal.isCompleted)}`,
      );
  }
  return problems;
}

describe.each(DIALECTS)("mass assignment on %s", (dialect) => {
  let s: SecurityApp;
  let owner: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    s = await buildSecurityApp(dialect);
    owner = await seedTenant(s.app, "A");
    other = await seedTenant(s.app, "B");
  });
  afterAll(() => s.close());

  it("ignores or rejects forbidden fields on every write route", async () => {
    // In the matrix's order: bank activity (refresh, reset-login) after the sync that applies it.
    const writes = apiRoutes(s.app)
      .filter((r) => r.method === "POST" || r.method === "PUT")
      .sort(
        (a, b) => (entryFor(a.key)?.order ?? 0) - (entryFor(b.key)?.order ?? 0),
      );
    const otherHash = await tenantHash(s.database.db, other.id);
    const before = await protectedState(s.database.db, owner);
    const failures: string[] = [];
    let requests = 0;
    for (const route of writes) {
      const entry = entryFor(route.key);
      if (!entry) continue;
      const cell = await entry.request(owner, s.app);
      if (typeof cell.body === "string") continue; // the login form has no JSON body
      // The route's own fields win: `email` is legitimate on register, `item_id` on the helpers.
      const payload = {
        ...forbiddenFields(other),
        ...(cell.body as object | undefined),
      };
      const res = await s.app.inject({
        method: route.method as "POST",
        url: `/api/v1${cell.url}`,
        headers: bearer(owner.token),
        payload,
      });
      requests++;
      if (![...entry.ok, 422].includes(res.statusCode))
        failures.push(
          `${route.key}: ${String(res.statusCode)} ${res.body.slice(0, 200)}`,
        );
      if (
        INTERNAL_DETAIL.test(res.body) ||
        /999999|evil|2001-02-03/.test(res.body)
      )
        failures.push(
          `${route.key}: echoed a forbidden value ${res.body.slice(0, 300)}`,
        );
    }
    failures.push(...(await invariantViolations(s.database.db)));
    expect(failures).toEqual([]);
    const after = await protectedState(s.database.db, owner);
    expect(after.me).toEqual(before.me);
    // Linking a second bank adds accounts; the ones linked before keep their bank's figures.
    const known = new Set(before.linked.map((a) => a.id));
    expect(after.linked.filter((a) => known.has(a.id))).toEqual(before.linked);
    expect(await tenantHash(s.database.db, other.id)).toBe(otherHash);
    report("mass-assignment", {
      dialect,
      writeRoutes: requests,
      fields: 29,
      persisted: 0,
    });
  });

  it("refuses a balance edit on a linked account, leaving the bank's figure", async () => {
    const [linked] = (await protectedState(s.database.db, owner)).linked;
    if (!linked) throw new Error("the tenant has no linked account");
    const res = await s.app.inject({
      method: "PUT",
      url: `/api/v1/accounts/${String(linked.id)}`,
      headers: bearer(owner.token),
      payload: { current_balance: 1_000_000 },
    });
    expect(res.statusCode).toBe(422);
    const after = (await protectedState(s.database.db, owner)).linked;
    expect(after.find((a) => a.id === linked.id)).toEqual(linked);
  });
});
