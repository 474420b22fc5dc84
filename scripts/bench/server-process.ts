/** Starts a server script as its own process on a free loopback port and watches its memory. */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-build";

/** A running server process. */
export interface ServerProcess {
  baseUrl: string;
  /** Resident memory now, in MB. */
  rssMb: () => number;
  /** The most resident memory the process has had since it started (VmHWM), in MB. */
  peakRssMb: () => number;
  /** Samples RSS every 100 ms until the returned function is called; it returns the peak in MB. */
  samplePeak: () => () => number;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Spawns `node <script>` (a bundle from `buildServer`, with the flags and environment `npm start`
 * runs the server with) and `env`, and waits until /api/v1/health answers.
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE_DIR
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
      ...SERVER_NODE_FLAGS,
      script,
    ],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        ...SERVER_ENV,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(baseUrl, child);
  const rssMb = () => readStatusMb(child.pid ?? 0, "VmRSS");
  return {
    baseUrl,
    rssMb,
    peakRssMb: () => readStatusMb(child.pid ?? 0, "VmHWM"),
    samplePeak: () => {
      let peak = rssMb();
      const timer = setInterval(() => {
        peak = Math.max(peak, rssMb());
      }, 100);
      return () => {
        clearInterval(timer);
        return Math.max(peak, rssMb());
      };
    },
    stop: () => stop(child),
  };
}

function readStatusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy within 60 s");
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no free port"));
      });
    });
  });
}
