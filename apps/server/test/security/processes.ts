import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import {
  buildProductionServer,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
} from "../../../../scripts/server-build";

/** The repository root: the server runs from there, as `npm start` does. */
export const ROOT = path.resolve(import.meta.dirname, "../../../..");

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  });
}

/** A child process and everything it printed. */
export interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry point with tsx, on loopback only. */
export function spawnTs(entry: string, env: Record<string, string>): Child {
  return captured(
    spawn(process.execPath, ["--import", "tsx", entry], {
      cwd: ROOT,
      env: { ...process.env, HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
}

/** A spawned process with what it prints kept, and its exit awaited. */
function captured(child: ChildProcess): Child {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

let bundle: Promise<string> | undefined;

/**
 * The server bundle `npm start` runs (ADR 0013), built once per worker into a folder of its own
 * (`apps/server/dist/test-<worker>`), so a worker's rebuild never swaps files under a server
 * another worker started. Booting it takes well under a second; booting the sources through tsx
 * took about four, and the crash round boots the server forty times. The server project's
 * process tests boot the same bundle; the two projects never run at the same time.
 */
function serverBundle(): Promise<string> {
  bundle ??= buildProductionServer(
    `test-${process.env.VITEST_POOL_ID ?? "0"}`,
  ).then((built) => built.entries.server);
  return bundle;
}

/** The real server process, started as `npm start` starts it. */
export async function startServer(env: Record<string, string>): Promise<Child> {
  const entry = await serverBundle();
  return captured(
    spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...SERVER_ENV,
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
}

/** Waits until the health route answers, for at most 20 s. */
export async function waitHealthy(base: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server at ${base} did not start`);
}

/** Registers, signs in and answers a bearer token, over real HTTP. */
export async function signUp(
  base: string,
  email: string,
  password: string,
): Promise<string> {
  const registered = await fetch(`${base}/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, full_name: "Crash Test" }),
  });
  if (registered.status !== 201) throw new Error(await registered.text());
  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * SIGSTOPs a process (so it forks nothing more), then each of its children, then SIGKILLs them
 * all: none of them runs another instruction after the first signal, as in a crash of the machine
 * that spares only the page cache. Answers the pids killed. Linux only (/proc).
 */
export function freezeAndKill(pid: number): number[] {
  signal(pid, "SIGSTOP");
  const pids = [pid, ...childrenOf(pid)];
  for (const each of pids) signal(each, "SIGSTOP");
  for (const each of pids) signal(each, "SIGKILL");
  return pids;
}

/** Waits until none of the processes runs any more, for at most 10 s. */
export async function waitGone(pids: number[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (pids.some(isRunning)) {
    if (Date.now() > deadline)
      throw new Error(`processes survived SIGKILL: ${pids.join(" ")}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.ppid === parent);
}

/** State and parent of a process from /proc/<pid>/stat; undefined once it is gone. */
function stat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const text = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
    // The command name is in parentheses and may contain spaces: split after the last ')'.
    const [state = "", ppid = ""] = text
      .slice(text.lastIndexOf(")") + 2)
      .split(" ");
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** A zombie counts as gone: orphaned backends are re-parented to an init that may not reap them. */
function isRunning(pid: number): boolean {
  const state = stat(pid)?.state;
  return state !== undefined && state !== "Z" && state !== "X";
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
