import { describe, expect, it } from "vitest";
import { createInstanceSettings } from "../../platform/instance-settings";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { instanceServices } from "../../../test/instance-services";
import { createBankProvider } from "./bank-provider-factory";
import { createBankingService } from "./banking.service";
import { createTokenCipher } from "./token-cipher";

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const { app, database, config } = await buildTestApp({ clock });
const api = bankingApi(app);
// A second instance's service on the same database, as another app process would run it.
const services = instanceServices(database.db, clock);
const service = createBankingService({
  db: database.db,
  provider: await createBankProvider(config, { db: database.db, clock }),
  cipher: createTokenCipher(config.dataEncryptionKey),
  settings: createInstanceSettings(database.db, clock),
  ...services,
  clock,
  log: app.log,
});

const lastSynced = async (userId: number) =>
  (
    await database.db
      .selectFrom("bankItems")
      .select("lastSyncedAt")
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow()
  ).lastSyncedAt;

describe("the scheduled sync", () => {
  it("syncs items never synced or not synced for the interval, once across instances", async () => {
    const user = await makeUser(app);
    await api.link(user);
    expect(await lastSynced(user.id)).toBeNull();

    // Two instances tick at once: the item syncs once.
    const [a, b] = await Promise.all([
      service.syncDue(360),
      service.syncDue(360),
    ]);
    expect(a + b).toBe(1);
    const first = await lastSynced(user.id);
    expect(first).not.toBeNull();
    const rows = await database.db
      .selectFrom("transactions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(rows.length).toBeGreaterThan(500);

    // Within the interval nothing is due.
    offsetMs += 60 * 60_000;
    await service.syncDue(360);
    expect(await lastSynced(user.id)).toBe(first);

    // After it, the item syncs again.
    offsetMs += 6 * 60 * 60_000;
    await service.syncDue(360);
    expect(await lastSynced(user.id)).not.toBe(first);
  });

  it("leaves items that need the user alone", async () => {
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
    offsetMs += 7 * 60 * 60_000;
    await service.syncDue(360);
    expect(await lastSynced(user.id)).toBeNull();
  });
});
