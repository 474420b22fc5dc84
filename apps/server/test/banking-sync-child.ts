/**
 * A second Finch process for the crash test: it syncs one user's banks in a loop until the test
 * kills it with SIGKILL (banking.crash.test.ts). Prints "start" as each sync begins.
 */
import { buildApp } from "../src/app";
import { connectDatabase } from "../src/platform/db/connect";
import { createTestHasher, testConfig } from "./build-test-app";

const url = process.env.CHILD_DATABASE_URL ?? "";
const authorization = process.env.CHILD_AUTHORIZATION ?? "";
const connection = connectDatabase(url);
const config = testConfig(
  { ...connection, url, drop: () => Promise.resolve() },
  { limits: { syncPerMinutePerUser: 1_000_000 } },
);
const app = await buildApp(config, {
  db: connection.db,
  dialect: connection.dialect,
  hasher: await createTestHasher(),
  logger: false,
});
for (;;) {
  process.stdout.write("start\n");
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/plaid/sync-transactions",
    headers: { authorization },
  });
  process.stdout.write(`synced ${String(response.statusCode)}\n`);
}
