import { afterAll, describe, expect, it } from "vitest";
import { createInstanceSettings } from "../../platform/instance-settings";
import { createJobs } from "../../platform/jobs/create-jobs";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { instanceServices } from "../../../test/instance-services";
import { createBankProvider } from "./bank-provider-factory";
import { createBankingService, slotStart } from "./banking.service";
import { slotCron } from "./sync-scheduler";
import { createTokenCipher } from "./token-cipher";

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const { app, database, config } = await buildTestApp({ clock });
const api = bankingApi(app);
// A second instance's service and jobs on the same database, as another app process runs them.
const jobs = createJobs({
  dialect: database.dialect,
  databaseUrl: database.url,
  log: app.log,
});
const service = createBankingService({
  db: database.db,
  provider: await createBankProvider(config, { db: database.db, clock }),
  cipher: createTokenCipher(config.dataEncryptionKey),
  settings: createInstanceSettings(database.db, clock),
  ...instanceServices(database.db, clock),
  clock,
  log: app.log,
  jobs,
});
await jobs.start();
afterAll(() => jobs.stop());

const INTERVAL = 360;
const MINUTE = 60_000;

const lastSynced = async (userId: number) =>
  (
    await database.db
      .selectFrom("bankItems")
      .select("lastSyncedAt")
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow()
  ).lastSyncedAt;

/** Moves the clock to `minutes` after the start of the next slot. */
function toNextSlot(minutes: number): Date {
  const next = slotStart(clock.now(), INTERVAL).getTime() + INTERVAL * MINUTE;
  offsetMs += next + minutes * MINUTE - clock.now().getTime();
  return new Date(next);
}

async function tick(): Promise<number> {
  const queued = await service.queueDue(INTERVAL);
  await jobs.settled();
  return queued;
}

describe("the scheduled sync", () => {
  it("syncs each item once per slot, the interval counting from the run's start", async () => {
    const user = await makeUser(app);
    await api.link(user);
    expect(await lastSynced(user.id)).toBeNull();

    const slot = toNextSlot(0.1);
    expect(await tick()).toBe(1);
    const first = await lastSynced(user.id);
    expect(first).not.toBeNull();
    const rows = await database.db
      .selectFrom("transactions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(rows.length).toBeGreaterThan(500);

    // Within the slot nothing is due, however late in it.
    offsetMs += 60 * MINUTE;
    expect(await tick()).toBe(0);
    offsetMs += (INTERVAL - 62) * MINUTE;
    expect(await tick()).toBe(0);
    expect(await lastSynced(user.id)).toBe(first);

    // That run started at the slot's start and took 5 minutes to commit. Counting from its
    // commit the next one would wait until 5 minutes into the next slot; counting from its start
    // it is due as the next slot begins: `INTERVAL` after the run's start, not after its end.
    const committed = new Date(slot.getTime() + 5 * MINUTE).toISOString();
    await database.db
      .updateTable("bankItems")
      .set({ lastSyncedAt: committed })
      .where("userId", "=", user.id)
      .execute();
    toNextSlot(0.1);
    expect(await tick()).toBe(1);
    expect(await lastSynced(user.id)).not.toBe(committed);
  });

  it("leaves items that need the user alone, and tries a failing item once per slot", async () => {
    const user = await makeUser(app);
    await api.link(user);
    const [item] = await api.items(user);
    await api.send(user, "POST", "/plaid/sandbox/reset-login", {
      item_id: item!.id,
    });
    await database.db
      .updateTable("bankItems")
      .set({ status: "needs_reauth" })
      .where("id", "=", item!.id)
      .execute();
    toNextSlot(1);
    await tick();
    expect(await lastSynced(user.id)).toBeNull();

    // A failed item (its error recorded in this slot) waits for the next slot.
    await database.db
      .updateTable("bankItems")
      .set({
        status: "error",
        lastErrorCode: "SYNC_FAILED",
        updatedAt: clock.now().toISOString(),
      })
      .where("id", "=", item!.id)
      .execute();
    const due = async () =>
      (await service.queueDue(INTERVAL)) > 0 &&
      (await jobs.settled()) === undefined;
    expect(await due()).toBe(false);
    toNextSlot(1);
    // Still needs the login repaired at the sandbox: the sync fails and records it again.
    expect(await due()).toBe(true);
    expect(await lastSynced(user.id)).toBeNull();
  });

  it("fires at every slot start", () => {
    expect(slotCron(1)).toBe("* * * * *");
    expect(slotCron(15)).toBe("*/15 * * * *");
    expect(slotCron(45)).toBe("*/15 * * * *");
    expect(slotCron(7)).toBe("* * * * *");
    expect(slotCron(360)).toBe("0 * * * *");
    expect(slotCron(10_080)).toBe("0 * * * *");
  });
});
