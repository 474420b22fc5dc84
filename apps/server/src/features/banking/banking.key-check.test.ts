import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
  buildTestApp,
  createTestHasher,
  testConfig,
} from "../../../test/build-test-app";
import { createTestDatabase } from "../../../test/test-database";
import { connectDatabase } from "../../platform/db/connect";
import type { AppConfig } from "../../platform/config";

const KEY_A = new Uint8Array(32).fill(7);
const KEY_B = new Uint8Array(32).fill(9);

/** Another instance on the same database: its own connection, as another process would have. */
async function startInstance(url: string, config: AppConfig) {
  const { db, dialect } = connectDatabase(url);
  try {
    const app = await buildApp(config, {
      db,
      dialect,
      hasher: await createTestHasher(),
      logger: false,
    });
    await app.close();
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

const checkRows = async (
  db: Awaited<ReturnType<typeof createTestDatabase>>["db"],
) => db.selectFrom("instanceSettings").selectAll().execute();

describe("DATA_ENCRYPTION_KEY across instances", () => {
  it("refuses to start an instance whose key differs, before any bank is linked", async () => {
    const first = await buildTestApp();
    await expect(
      startInstance(first.database.url, {
        ...first.config,
        dataEncryptionKey: KEY_B,
      }),
    ).rejects.toThrow(
      /DATA_ENCRYPTION_KEY does not match the key this database was first used with .*Set the same DATA_ENCRYPTION_KEY on every instance/,
    );
  });

  it("starts every instance that has the same key, and keeps the first one's check value", async () => {
    const first = await buildTestApp();
    const [written] = await checkRows(first.database.db);
    expect(written).toMatchObject({ name: "data_encryption_key_check" });
    expect(written!.value).toMatch(/^v1\./);
    await startInstance(first.database.url, first.config);
    await startInstance(first.database.url, first.config);
    expect(await checkRows(first.database.db)).toEqual([written]);
  });

  it("lets exactly one key win when two instances start together on a new database", async () => {
    const database = await createTestDatabase();
    try {
      const results = await Promise.allSettled([
        startInstance(database.url, {
          ...testConfig(database),
          dataEncryptionKey: KEY_A,
        }),
        startInstance(database.url, {
          ...testConfig(database),
          dataEncryptionKey: KEY_B,
        }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([
        "fulfilled",
        "rejected",
      ]);
      expect(await checkRows(database.db)).toHaveLength(1);
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  });
});

describe("secrets generated per instance", () => {
  it("warn at start on PostgreSQL that every instance needs the same explicit values", async () => {
    const { logs, database } = await buildTestApp({
      generatedSecrets: ["JWT_SECRET", "DATA_ENCRYPTION_KEY"],
    });
    const warnings = logs.filter(
      (line) =>
        typeof line.msg === "string" &&
        line.msg.includes("need the same explicit values on every instance"),
    );
    if (database.dialect === "postgres") {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.msg).toMatch(
        /^JWT_SECRET and DATA_ENCRYPTION_KEY are not set/,
      );
    } else {
      // One SQLite file is one server's: nothing to share.
      expect(warnings).toEqual([]);
    }
  });

  it("say nothing when both are set", async () => {
    const { logs } = await buildTestApp();
    expect(
      logs.filter(
        (line) => typeof line.msg === "string" && line.msg.includes("DATA_DIR"),
      ),
    ).toEqual([]);
  });
});
