import { expect } from "vitest";
import { SEED } from "./harness";
import {
  freePort,
  signUp,
  spawnTs,
  startServer,
  waitHealthy,
  type Child,
} from "./processes";
import { seededRandom } from "@finch/domain";

/** The balance the crash test's account starts with. */
export const START_CENTS = 10_000;

/** A database whose server the loop may crash and boot again (the private PostgreSQL cluster). */
export interface CrashableDatabase {
  crash(): Promise<void>;
  restart(): Promise<void>;
}

/** What one kill takes down: the app process, the database server, or both at once. */
export type Victim = "app" | "database" | "both";

/** What `killLoop` runs against. */
export interface KillLoopOptions {
  databaseUrl: string;
  dataDir: string;
  kills: number;
  password: string;
  /** Every child process, so the caller can kill what is left when a test fails. */
  track: (child: Child) => void;
  /** Given, two kills in three also crash the database server (DUR-2). */
  database?: CrashableDatabase;
}

/** What the writer saw acknowledged, and what the server processes printed. */
export interface KillLoopResult {
  accountId: number;
  goalId: number;
  /** `[transaction id, signed cents]` of every acknowledged transaction. */
  acked: [number, number][];
  /** Acknowledged 0.01 goal contributions. */
  goalAcks: number;
  /** How many kills took the database server down, and the app (alone or together). */
  databaseKills: number;
  appKills: number;
  token: string;
  logs: string[];
  /** The server's exit code after the final SIGTERM. */
  finalExit: number | null;
}

/**
 * DUR-1/DUR-2: boots the real server, starts the writer process, then `kills` times waits a
 * seeded random 100–500 ms of write load and SIGKILLs the victims of `victims()`: the app is
 * booted again, a crashed database is restarted first (crash recovery) and an app that outlived
 * it must answer its health check again on its own. Ends with a SIGTERM so the database is closed
 * cleanly before the caller inspects it.
 */
export async function killLoop(
  options: KillLoopOptions,
): Promise<KillLoopResult> {
  const server = await serverControl(options);
  const setup = await setUpUser(server.base, options.password);
  const client = spawnTs("apps/server/test/security/crash-client.ts", {
    CRASH_BASE_URL: server.base,
    CRASH_TOKEN: setup.token,
    CRASH_ACCOUNT_ID: String(setup.accountId),
    CRASH_GOAL_ID: String(setup.goalId),
  });
  options.track(client);
  const random = seededRandom(SEED);
  const schedule = victims(options.kills, options.database !== undefined);
  for (const victim of schedule) {
    await new Promise((r) => setTimeout(r, 100 + Math.floor(random() * 400)));
    await crashAndRecover(victim, server, options.database);
  }
  await new Promise((r) => setTimeout(r, 300));
  client.child.kill("SIGTERM");
  await client.exited;
  const finalExit = await server.stop();
  const lines = client.output().split("\n");
  const acked = lines
    .filter((line) => line.startsWith("tx "))
    .map((line): [number, number] => {
      const [, id, cents] = line.split(" ");
      return [Number(id), Number(cents)];
    });
  expect(acked.length).toBeGreaterThan(options.kills);
  return {
    ...setup,
    acked,
    goalAcks: lines.filter((l) => l === "goal 1").length,
    databaseKills: schedule.filter((v) => v !== "app").length,
    appKills: schedule.filter((v) => v !== "database").length,
    logs: server.logs,
    finalExit,
  };
}

/**
 * The victim of each kill: always the app without a crashable database; with one, the cycle
 * database → both → app, so two kills in three take the postmaster down and a third of them
 * find the app still running against the recovered database.
 */
function victims(kills: number, withDatabase: boolean): Victim[] {
  const cycle: Victim[] = withDatabase ? ["database", "both", "app"] : ["app"];
  return Array.from(
    { length: kills },
    (_, i) => cycle[i % cycle.length] ?? "app",
  );
}

async function crashAndRecover(
  victim: Victim,
  server: ServerControl,
  database: CrashableDatabase | undefined,
): Promise<void> {
  await Promise.all([
    victim === "app" ? undefined : database?.crash(),
    victim === "database" ? undefined : server.kill(),
  ]);
  if (victim !== "app") await database?.restart();
  if (victim !== "database") return server.boot();
  // The app outlived its database: it must still run and serve again once its pool reconnects.
  if (!server.isRunning())
    throw new Error(`the app exited with its database:\n${server.tail()}`);
  await server.waitHealthy();
}

interface ServerControl {
  base: string;
  logs: string[];
  boot(): Promise<void>;
  kill(): Promise<void>;
  isRunning(): boolean;
  waitHealthy(): Promise<void>;
  tail(): string;
  /** SIGTERM, answers the exit code. */
  stop(): Promise<number | null>;
}

async function serverControl(options: KillLoopOptions): Promise<ServerControl> {
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}/api/v1`;
  const env = {
    PORT: String(port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
  };
  const logs: string[] = [];
  let server: Child | undefined;
  const tail = () => server?.output().slice(-2000) ?? "";
  const waitUp = () =>
    waitHealthy(base).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${tail()}`);
    });
  const control: ServerControl = {
    base,
    logs,
    async boot() {
      server = await startServer(env);
      options.track(server);
      await waitUp();
    },
    async kill() {
      server?.child.kill("SIGKILL");
      await server?.exited;
      logs.push(server?.output() ?? "");
    },
    isRunning: () =>
      server?.child.exitCode === null && server.child.signalCode === null,
    waitHealthy: waitUp,
    tail,
    async stop() {
      server?.child.kill("SIGTERM");
      const code = (await server?.exited) ?? null;
      logs.push(server?.output() ?? "");
      return code;
    },
  };
  await control.boot();
  return control;
}

async function setUpUser(base: string, password: string) {
  const token = await signUp(
    base,
    `crash-${String(Date.now())}@example.com`,
    password,
  );
  const create = async (url: string, body: object) =>
    (
      (await (
        await fetch(`${base}${url}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        })
      ).json()) as { id: number }
    ).id;
  const accountId = await create("/accounts", {
    name: "Crash",
    current_balance: START_CENTS / 100,
  });
  const goalId = await create("/goals", {
    name: "Crash",
    target_amount: 1_000_000,
    target_date: "2031-01-01",
  });
  return { token, accountId, goalId };
}
