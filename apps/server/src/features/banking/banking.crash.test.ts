import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import type { ProviderTransaction } from "./bank-provider";
import { LEASE_MS } from "./bank-sync";
import { createBankingLeaseRepository } from "./banking-lease.repository";
import { sandboxLog } from "./sandbox-log";

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const { app, database } = await buildTestApp({
  clock,
  limits: { syncPerMinutePerUser: 1_000_000 },
});
const api = bankingApi(app);
const db = database.db;
const CHILD = path.resolve(
  import.meta.dirname,
  "../../../test/banking-sync-child.ts",
);

/** Runs the child syncing in a loop and SIGKILLs it `delayMs` after its first completed sync. */
function killMidSync(authorization: string, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
      env: {
        ...process.env,
        CHILD_DATABASE_URL: database.url,
        CHILD_AUTHORIZATION: authorization,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let killed = false;
    child.stdout.on("data", () => {
      if (killed) return;
      killed = true;
      setTimeout(() => child.kill("SIGKILL"), delayMs);
    });
    child.on("exit", () => {
      resolve();
    });
    child.on("error", reject);
  });
}

/** The provider ids the item's committed cursor says we hold: the log replayed up to it. */
async function expectedIds(userId: number): Promise<Set<string>> {
  const item = await db
    .selectFrom("bankItems")
    .select("cursor")
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  const state = await db
    .selectFrom("bankSandboxItems")
    .selectAll()
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  const offset = Number(
    Buffer.from(item.cursor ?? "", "base64url")
      .toString("utf8")
      .split(":")[1] ?? 0,
  );
  const { events } = sandboxLog({
    itemId: state.itemId,
    institutionId: state.institutionId,
    profile: "dynamic",
    anchorDate: state.anchorDate,
    historyDays: state.historyDays,
    batchDates: JSON.parse(state.batchDates) as string[],
  });
  const held = new Map<string, ProviderTransaction>();
  for (const event of events.slice(0, offset)) {
    if (event.kind === "removed") held.delete(event.txn.transaction_id);
    else held.set(event.txn.transaction_id, event.txn);
  }
  return new Set(held.keys());
}

async function storedIds(userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("transactions")
    .select("providerTransactionId")
    .where("userId", "=", userId)
    .execute();
  return rows.map((r) => r.providerTransactionId ?? "").sort();
}

describe("a sync killed halfway", () => {
  it("leaves rows and cursor together, and the next sync resumes without duplicates or gaps", async () => {
    // Each round a fresh item, so the kill lands in the large first sync (history in pages).
    let killedMidRun = 0;
    for (const delayMs of [0, 10, 40, 80, 150, 300, 600]) {
      const user = await makeUser(app);
      await api.link(user, {
        username: "user_transactions_dynamic",
        password: "x",
      });
      await killMidSync(user.auth.authorization, delayMs);
      // What the database holds is exactly what its cursor covers, whatever the kill hit.
      const held = await storedIds(user.id);
      expect(held).toEqual([...(await expectedIds(user.id))].sort());
      if (held.length === 0) killedMidRun += 1;
      // The dead process's lease lapses within 30 s (it renewed it while alive); this test's
      // clock steps past it rather than waiting.
      offsetMs += LEASE_MS + 1_000;
      const result = await api.syncOk(user);
      expect(result.items[0]?.status).toBe("ok");
      const ids = await storedIds(user.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(500);
      expect(ids).toEqual([...(await expectedIds(user.id))].sort());
    }
    // At least one kill must have landed before the first sync committed, or this proved little.
    expect(killedMidRun).toBeGreaterThan(0);
  }, 180_000);

  it("a holder that died delays a person's sync by at most the short lease, then the sync really runs", async () => {
    const user = await makeUser(app);
    await api.link(user);
    const item = await db
      .selectFrom("bankItems")
      .select("id")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    // A run claimed the item and died at once: its lease is never renewed nor released.
    const now = clock.now();
    expect(
      await createBankingLeaseRepository(db).claim(
        item.id,
        now.toISOString(),
        new Date(now.getTime() + LEASE_MS).toISOString(),
      ),
    ).toBe(true);
    // The person's sync waits while the lease holds: still waiting a second later.
    let isDone = false;
    const syncing = api.syncOk(user).finally(() => {
      isDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(isDone).toBe(false);
    // The lease lapses (this test's clock steps past it rather than waiting 30 s): the waiting
    // sync sees it within its next look and takes the item over (had it waited on, it would have
    // given up after 40 s with "still syncing", past this test's time limit).
    offsetMs += LEASE_MS + 1_000;
    const result = await syncing;
    // It synced the item itself: the whole history, not the dead run's nothing.
    expect(result.added).toBeGreaterThan(500);
    expect(result.items[0]).toMatchObject({ status: "ok", error: null });
    expect(result.items[0]?.last_synced_at).not.toBeNull();
  }, 30_000);
});
