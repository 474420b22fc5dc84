import {
  defineConfig,
  type TestProjectInlineConfiguration,
} from "vitest/config";
import { resolvePostgresForTests } from "./test/postgres-availability.ts";

/**
 * `npm test` runs every project: domain and contracts units, the server's API tests on SQLite and
 * on PostgreSQL, the web's component tests against a real API, and the Playwright journeys.
 * PostgreSQL comes from TEST_DATABASE_URL (or the local default); in CI a missing database fails.
 */
export default defineConfig(async () => {
  const postgresUrl = await resolvePostgresForTests();
  // `*.sqlite.test.ts` checks SQLite-only behaviour (pragmas, STRICT tables): SQLite project only;
  // `*.postgres.test.ts` PostgreSQL-only behaviour (connection loss, durability settings).
  const serverProject = (
    name: string,
    env: Record<string, string>,
    exclude: string[] = [],
  ): TestProjectInlineConfiguration => ({
    test: {
      name,
      root: "./apps/server",
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      // The security suite is its own project (below), covering both dialects itself.
      exclude: ["**/node_modules/**", "test/security/**", ...exclude],
      environment: "node",
      env,
      // Each file builds its own app on its own fresh database and closes both after its tests,
      // so files can share a worker's loaded modules: loading the server's module graph again for
      // every one of ~190 files was most of this project's time.
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
  const projects: TestProjectInlineConfiguration[] = [
    {
      test: {
        name: "unit",
        include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.ts"],
        environment: "node",
      },
    },
    serverProject("server-sqlite", { TEST_DIALECT: "sqlite" }, [
      "**/*.postgres.test.ts",
    ]),
  ];
  const webProject: TestProjectInlineConfiguration = {
    extends: "./apps/web/vite.config.ts",
    test: {
      name: "web",
      root: "./apps/web",
      include: ["src/**/*.test.{ts,tsx}"],
      environment: "jsdom",
      globalSetup: ["../../test/api-server.global-setup.ts"],
      setupFiles: ["./src/test/setup.ts"],
      testTimeout: 20_000,
      // Files share the worker's loaded modules, as the server's do: Testing Library's cleanup
      // and the setup file's cleared storage reset what a file leaves behind, and loading the app
      // again per file was a third of this project's time (323 s to 165 s for its 40 files).
      isolate: false,
      // After the server's files, in a group of its own. Two files at a time: each test's time is
      // the same as with one (a render waits on the API server as much as on its core), and the
      // project takes half as long (332 s to 164 s for its 58 files, 2026-11-29).
      maxWorkers: 2,
      sequence: { groupOrder: 1 },
    },
  };
  projects.push(webProject);
  projects.push({
    test: {
      name: "e2e",
      include: ["e2e/**/*.e2e.ts"],
      environment: "node",
      globalSetup: ["./e2e/support/global-setup.ts"],
      // A page's first paint waits on lazy chunks and several reads: on a loaded 2-core machine
      // that exceeds expect.poll's 1 s default, which made journeys fail on timing alone.
      expect: { poll: { timeout: 15_000, interval: 100 } },
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Two files at a time against the one server: each file signs up its own users, and a
      // journey spends most of its time waiting on the browser and the server, so two keep both
      // cores busy (157 s to 110–116 s for the 18 files, 2026-11-29). Last, in a group of its own.
      maxWorkers: 2,
      sequence: { groupOrder: 3 },
    },
  });
  // Security and reliability suite (issue 8): every test file runs on SQLite and, when a server
  // is available (always in CI), PostgreSQL. `npm run test:security -- --long` enlarges it.
  projects.push({
    test: {
      name: "security",
      root: "./apps/server",
      include: ["test/security/**/*.test.ts"],
      environment: "node",
      env: postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {},
      testTimeout: 240_000,
      hookTimeout: 120_000,
      // The crash and shutdown files mostly wait on child processes: two of them run side by
      // side. A project with its own worker count needs its own group, so this one runs after
      // the others (it also keeps their load from skewing its kill and shutdown timings).
      maxWorkers: 2,
      sequence: { groupOrder: 2 },
    },
  });
  if (postgresUrl)
    projects.push(
      serverProject(
        "server-postgres",
        { TEST_DIALECT: "postgres", TEST_DATABASE_URL: postgresUrl },
        ["**/*.sqlite.test.ts"],
      ),
    );
  // Vitest's default is one worker fewer than the cores: one on CI's two. Two workers keep both
  // cores busy (most of a server file's time is loading modules, not its tests).
  return { test: { maxWorkers: 2, projects } };
});
