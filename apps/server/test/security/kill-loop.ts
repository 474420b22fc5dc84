import { expect } from "vitest";
import { SEED } from "./harness";
import {
  freePort,
  seededRandom,
  signUp,
  spawnTs,
  startServer,
  waitHealthy,
  type Child,
} from "./processes";

/** The balance the crash test's account starts with. */
export const START_CENTS = 10_000;

/** What the writer saw acknowledged, and what the server processes printed. */
export interface KillLoopResult {
  accountId: number;
  goalId: number;
  /** `[transaction id, signed cents]` of every acknowledged transaction. */
  acked: [number, number][];
  /** Acknowledged 0.01 goal contributions. */
  goalAcks: number;
  token: string;
  logs: string[];
  /** The server's exit code after the final SIGTERM. */
  finalExit: number | null;
}

/**
 * DUR-1/DUR-2: boots the real server, starts the writer process, then `kills` times waits a
 * seeded random 100–500 ms of write load, SIGKILLs the server and boots it again. Ends with a
 * SIGTERM so the database is closed cleanly before the caller inspects it.
 */
export async function killLoop(
  databaseUrl: string,
  dataDir: string,
  kills: number,
  password: string,
  track: (child: Child) => void,
): Promise<KillLoopResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}/api/v1`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  };
  const logs: string[] = [];
  let server: Child | undefined;
  const boot = async () => {
    const started = startServer(env);
    server = started;
    track(started);
    await waitHealthy(base).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${started.output().slice(-2000)}`);
    });
  };
  await boot();
  const token = await signUp(
    base,
    `crash-${String(Date.now())}@example.com`,
    password,
  );
  const auth = {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  };
  const create = async (url: string, body: object) =>
    (
      (await (
        await fetch(`${base}${url}`, {
          method: "POST",
          headers: auth,
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
  const client = spawnTs("apps/server/test/security/crash-client.ts", {
    CRASH_BASE_URL: base,
    CRASH_TOKEN: token,
    CRASH_ACCOUNT_ID: String(accountId),
    CRASH_GOAL_ID: String(goalId),
  });
  track(client);
  const random = seededRandom(SEED);
  for (let kill = 0; kill < kills; kill++) {
    await new Promise((r) => setTimeout(r, 100 + Math.floor(random() * 400)));
    const victim = server;
    victim?.child.kill("SIGKILL");
    await victim?.exited;
    logs.push(victim?.output() ?? "");
    await boot();
  }
  await new Promise((r) => setTimeout(r, 300));
  client.child.kill("SIGTERM");
  await client.exited;
  const last: Child | undefined = server;
  last?.child.kill("SIGTERM");
  const finalExit = (await last?.exited) ?? null;
  logs.push(last?.output() ?? "");
  const lines = client.output().split("\n");
  const acked = lines
    .filter((line) => line.startsWith("tx "))
    .map((line): [number, number] => {
      const [, id, cents] = line.split(" ");
      return [Number(id), Number(cents)];
    });
  expect(acked.length).toBeGreaterThan(kills);
  return {
    accountId,
    goalId,
    acked,
    goalAcks: lines.filter((l) => l === "goal 1").length,
    token,
    logs,
    finalExit,
  };
}
