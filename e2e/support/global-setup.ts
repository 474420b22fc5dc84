import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildProductionServer,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
} from "../../scripts/server-build";
import { buildWeb, isWebBuildStale, ROOT } from "../../scripts/web-build";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts Finch the way `npm start` does (built web app, the server bundle run by plain `node`,
 * SQLite under a fresh data directory) on a free loopback port for the journeys, and stops it by
 * its PID afterwards.
 */
export default async function setup(
  project: TestProject,
): Promise<() => Promise<void>> {
  if (isWebBuildStale()) await buildWeb();
  const { entries } = await buildProductionServer("e2e");
  const dataDir = mkdtempSync(path.join(tmpdir(), "finch-e2e-"));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, entries.server],
    {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        ...SERVER_ENV,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${path.join(dataDir, "finance.db")}`,
        LOG_LEVEL: "warn",
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with ${String(server.exitCode)}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("The server did not become healthy within 60 s");
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill("SIGTERM");
  });
}
