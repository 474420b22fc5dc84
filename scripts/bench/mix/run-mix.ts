/**
 * One run of the session mix against one server: every user signed in first (the browsers'
 * kept tokens), a warm-up, then `seconds` of sessions on `connections` workers drawing from one
 * seeded sequence, so many users' sessions interleave.
 */
import type { ServerProcess } from "../server-process";
import { httpClient } from "./http";
import { sessionSource, type MixShape } from "./plan";
import { runSession } from "./runner";
import { signIn, type MixUser, type RunnerContext } from "./session-context";
import { createStats, type MixFigures } from "./stats";

/** What a run needs. */
export interface MixRun {
  server: ServerProcess;
  seed: number;
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  shape: MixShape;
  heavy: MixUser;
  light: readonly MixUser[];
  password: string;
  /** False on the floor. */
  assistant: boolean;
}

/** A run's figures: per route group, throughput and the server's memory. */
export interface MixResult extends MixFigures {
  elapsedSeconds: number;
  requestsPerSecond: number;
  sessionsPerSecond: number;
  /** The server process's peak resident memory over the measured run (VmRSS every 100 ms), MB. */
  peakRssMb: number;
  /** Its peak since it started (VmHWM): the sign-ins before the run and the warm-up too. */
  sinceStartRssMb: number;
}

/** Sign-ins run this many at a time before the run (argon2 runs on the server's thread pool). */
const SIGN_IN_CONCURRENCY = 4;

/** Runs the mix; the server keeps running afterwards. */
export async function runMix(run: MixRun): Promise<MixResult> {
  const client = httpClient(run.server.baseUrl, run.connections);
  let stats = createStats();
  const ctx: RunnerContext = {
    client,
    password: run.password,
    heavy: run.heavy,
    light: run.light,
    assistant: run.assistant,
    stats: () => stats,
    tokens: new Map(),
    signingIn: new Set(),
    chats: new Map(),
    deleted: new Set(),
  };
  try {
    const users = [-1, ...run.light.map((_, n) => n)];
    for (let from = 0; from < users.length; from += SIGN_IN_CONCURRENCY) {
      const batch = users.slice(from, from + SIGN_IN_CONCURRENCY);
      const signedIn = await Promise.all(
        batch.map((user) => signIn(ctx, user, user < 0)),
      );
      if (!signedIn.every(Boolean))
        throw new Error(
          `the bench could not sign users ${batch.join(", ")} in`,
        );
    }
    const next = sessionSource(run.seed, run.shape);
    await phase(ctx, next, run.connections, run.warmUpSeconds);
    stats = createStats();
    const peakOf = run.server.samplePeak();
    const elapsedSeconds = await phase(ctx, next, run.connections, run.seconds);
    const peakRssMb = peakOf();
    const figures = stats.figures();
    return {
      ...figures,
      elapsedSeconds,
      requestsPerSecond: figures.requests / elapsedSeconds,
      sessionsPerSecond: figures.sessions / elapsedSeconds,
      peakRssMb,
      sinceStartRssMb: run.server.peakRssMb(),
    };
  } finally {
    client.close();
  }
}

/**
 * `workers` sessions at a time until `seconds` have passed; a session in flight then stops
 * after its current step and counts as the share of its steps it ran, so the sessions a second
 * of a run stay comparable however long a session takes. Returns the seconds it took, the last
 * steps included.
 */
async function phase(
  ctx: RunnerContext,
  next: ReturnType<typeof sessionSource>,
  workers: number,
  seconds: number,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const stop = () => performance.now() >= deadline;
  const worker = async () => {
    while (!stop()) ctx.stats().sessionRun(await runSession(ctx, next(), stop));
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return (performance.now() - started) / 1000;
}
