import type { TestProject } from "vitest/node";
import { buildApp } from "../apps/server/src/app";
import {
  createTestHasher,
  testConfig,
} from "../apps/server/test/build-test-app";
import { createTestDatabase } from "../apps/server/test/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    apiBaseUrl: string;
  }
}

/**
 * The web's component tests talk to the real API (docs/style.md §7): one Finch server on
 * 127.0.0.1 with a fresh SQLite database for the whole web project, torn down afterwards.
 */
export default async function setup(
  project: TestProject,
): Promise<() => Promise<void>> {
  const database = await createTestDatabase();
  // A support address, so the screens that name it can be checked against a real answer.
  const app = await buildApp(
    testConfig(database, { supportEmail: "help@finch.test" }),
    {
      db: database.db,
      dialect: database.dialect,
      hasher: await createTestHasher(),
      logger: false,
    },
  );
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  project.provide("apiBaseUrl", `${address}/api/v1`);
  return async () => {
    await app.close();
    await database.drop();
  };
}
