import {
  execFileSync,
  spawn,
  spawnSync,
  type ChildProcess,
  type SpawnOptions,
} from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, freezeAndKill, waitGone } from "./processes";

/** The database the crash test's app uses inside the private cluster. */
const DATABASE = "finch_crash";

/**
 * A private PostgreSQL cluster the crash test may kill (docs/design/security.md §2, DUR-2): the
 * shared test server's postmaster is not ours to kill.
 */
export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>/finch_crash`, trust authentication on loopback. */
  url: string;
  /** A real crash: every process of the cluster is SIGKILLed at once; resolves once all are gone. */
  crash(): Promise<void>;
  /** Boots the cluster again on the same directory and port (crash recovery) and waits for it. */
  restart(): Promise<void>;
  /** Kills the cluster if it runs, frees its shared memory and deletes its directory. Idempotent. */
  remove(): void;
}

/**
 * The directory of `initdb`/`postgres`: `pg_config --bindir` when it holds them, else the highest
 * `/usr/lib/postgresql/<version>/bin` (Debian's layout). `undefined` when none is installed.
 */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(
      execFileSync("pg_config", ["--bindir"], { stdio: "pipe" })
        .toString()
        .trim(),
    );
  } catch {
    // no pg_config on the PATH
  }
  const root = "/usr/lib/postgresql";
  if (existsSync(root))
    candidates.push(
      ...readdirSync(root)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(root, version, "bin")),
    );
  return candidates.find((dir) => existsSync(path.join(dir, "initdb")));
}

/**
 * initdb + postgres on a free loopback port in a new temporary directory, with a database for the
 * app. fsync and synchronous_commit are on (the defaults, stated so the test cannot run without
 * them); the rest keeps the cluster small. A process-exit hook removes the cluster too, so a test
 * run that dies leaves no postmaster, shared memory segment or directory behind.
 */
export async function startPgCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "finch-pg-"));
  const data = path.join(dir, "data");
  // initdb and postgres refuse to run as root: when we are root (CI, containers) both run as the
  // `postgres` OS user, which must own the directory.
  const user = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  const options = {
    ...user,
    env: { PATH: process.env.PATH ?? "", LC_ALL: "C" },
  };
  const port = await freePort();
  const args = ["-D", data, "-p", String(port), "-k", dir, ...SETTINGS];
  let postmaster: Postmaster | undefined;
  const boot = async () => {
    postmaster = launch(path.join(bin, "postgres"), args, options);
    await waitAccepting(port, postmaster);
  };
  const remove = () => {
    killCluster(postmaster?.child);
    freeSharedMemory(data);
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", remove);
  };
  process.once("exit", remove);
  try {
    execFileSync(path.join(bin, "initdb"), initdbArgs(data), {
      ...options,
      stdio: "pipe",
    });
    await boot();
    await query(port, "postgres", `CREATE DATABASE ${DATABASE}`);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/${DATABASE}`,
    async crash() {
      const pids = killCluster(postmaster?.child);
      await postmaster?.exited;
      await waitGone(pids);
    },
    restart: boot,
    remove,
  };
}

/** Runs one statement as the cluster's superuser. */
async function query(
  port: number,
  database: string,
  text: string,
): Promise<pg.QueryResult> {
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: "postgres",
    database,
  });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function initdbArgs(data: string): string[] {
  // --no-sync: only the OS page cache is at stake between initdb and the kills, never a power loss.
  return ["-D", data, ...INITDB_OPTIONS.split(" ")];
}

const INITDB_OPTIONS = "-U postgres -A trust -E UTF8 --locale=C --no-sync";

const SETTINGS = Object.entries({
  listen_addresses: "127.0.0.1",
  fsync: "on",
  synchronous_commit: "on",
  full_page_writes: "on",
  shared_buffers: "16MB",
  max_connections: "40",
  // Dynamic shared memory as files in the data directory, so deleting it frees them even after a
  // crash (the default, POSIX segments in /dev/shm, outlives a SIGKILLed cluster).
  dynamic_shared_memory_type: "mmap",
}).flatMap(([name, value]) => ["-c", `${name}=${value}`]);

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(
      execFileSync("id", [flag, "postgres"], { stdio: "pipe" })
        .toString()
        .trim(),
    );
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(
      "running as root, initdb needs the `postgres` OS user (Debian's postgresql package creates it)",
    );
  }
}

/** A running postmaster, its exit, and the tail of what it printed (startup, recovery). */
interface Postmaster {
  child: ChildProcess;
  exited: Promise<void>;
  log: () => string;
}

function launch(
  file: string,
  args: string[],
  options: SpawnOptions,
): Postmaster {
  const child = spawn(file, args, { ...options, stdio: "pipe" });
  let log = "";
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  return { child, exited, log: () => log };
}

async function waitAccepting(
  port: number,
  postmaster: Postmaster,
): Promise<void> {
  // Crash recovery replays the WAL since the last checkpoint: seconds at most at this size.
  const deadline = Date.now() + 60_000;
  const { child, log } = postmaster;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`postgres exited while starting:\n${log()}`);
    try {
      await query(port, "postgres", "SELECT 1");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`postgres did not accept connections in 60 s:\n${log()}`);
}

/**
 * Removes the cluster's System V interlock segment (56 bytes, named on line 7 of postmaster.pid)
 * after a crash. A restart does this itself: it sees the segment has no process attached and
 * drops it. Only a cluster deleted while crashed needs it done here.
 */
function freeSharedMemory(data: string): void {
  const line = readLockFile(data)[6]?.trim().split(/\s+/);
  const shmid = line?.[1];
  if (shmid && /^\d+$/.test(shmid))
    spawnSync("ipcrm", ["-m", shmid], { stdio: "ignore" });
}

function readLockFile(data: string): string[] {
  try {
    return readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return [];
  }
}

/**
 * A crash of the whole cluster: the postmaster and every backend at once (see `freezeAndKill`;
 * a group kill would miss the backends, each of which calls setsid()). Only a postmaster we
 * started and that has not exited: a pid read anywhere else may have been reused by an unrelated
 * process. Answers the pids killed.
 */
function killCluster(postmaster: ChildProcess | undefined): number[] {
  if (
    postmaster?.pid === undefined ||
    postmaster.exitCode !== null ||
    postmaster.signalCode !== null
  )
    return [];
  return freezeAndKill(postmaster.pid);
}
