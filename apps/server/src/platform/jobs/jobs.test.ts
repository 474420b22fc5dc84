import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import { createJobs } from "./create-jobs";
import type { Jobs } from "./jobs";

/**
 * The job mechanism's contract, run on the implementation of the dialect under test: in process
 * on SQLite, pg-boss on PostgreSQL (two instances on one database there). Both must behave alike.
 */
const database = await createTestDatabase();
const lines: { message: string; fields: object }[] = [];
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (fields: object, message: string) => {
    lines.push({ fields, message });
  },
};
const instances: Jobs[] = [];
const newJobs = () => {
  const jobs = createJobs({
    dialect: database.dialect,
    databaseUrl: database.url,
    log,
  });
  instances.push(jobs);
  return jobs;
};
afterAll(async () => {
  for (const jobs of instances) await jobs.stop();
  await database.db.destroy();
  await database.drop();
});

const isPostgres = database.dialect === "postgres";

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`jobs (${isPostgres ? "pg-boss" : "in process"})`, () => {
  it("merges a send into the job of its key that waits, and queues one after the one running", async () => {
    const jobs = newJobs();
    const runs: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    jobs.work<{ n: number }>("merge", async ({ n }) => {
      runs.push(n);
      await gate;
    });
    await jobs.start();
    await jobs.send("merge", { n: 1 }, { singletonKey: "a" });
    await until(() => runs.length === 1);
    // The first runs: the next send waits after it, and the sends after that merge into it.
    for (const n of [2, 3, 4])
      await jobs.send("merge", { n }, { singletonKey: "a" });
    release();
    await jobs.settled();
    expect(runs).toEqual([1, 2]);

    // Sends without a key are never merged.
    for (const n of [5, 6, 7]) await jobs.send("merge", { n });
    await jobs.settled();
    expect([...runs].sort()).toEqual([1, 2, 5, 6, 7]);
  });

  it("retries a failing job as its queue says, with a growing delay", async () => {
    const jobs = newJobs();
    const attempts: number[] = [];
    jobs.work(
      "flaky",
      () => {
        attempts.push(Date.now());
        return Promise.reject(new Error("boom"));
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    await jobs.start();
    await jobs.send("flaky", { secret: "never logged" });
    await jobs.settled();
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    // Backoff: 1–2 s, then 2–4 s (pg-boss adds up to one polling interval to each).
    const slackMs = isPostgres ? 2_600 : 300;
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(second - first).toBeLessThan(2_000 + slackMs);
    expect(third - second).toBeGreaterThanOrEqual(1_950);
    expect(third - second).toBeLessThan(4_000 + slackMs);
    const failures = lines.filter((l) => l.message === "job failed");
    expect(failures).toHaveLength(3);
    expect(JSON.stringify(failures)).not.toContain("never logged");
    expect(failures.at(-1)?.fields).toMatchObject({
      queue: "flaky",
      willRetry: false,
      errorMessage: "boom",
    });
  }, 30_000);

  // pg-boss keeps its own time and sends a schedule's fire for the current minute as soon as an
  // instance's cron monitor runs, then at most one per minute whatever the instance count: two
  // instances are watched over several monitor rounds (5 s each) and every minute must have one.
  // Each implementation has its own cron test (one dialect per run): nothing is skipped.
  if (isPostgres)
    it("fires a schedule once per cron time across two instances", async () => {
      const fires: { instance: number; minute: number }[] = [];
      const started: Jobs[] = [];
      for (const instance of [0, 1]) {
        const jobs = newJobs();
        jobs.work("tick", () => {
          fires.push({ instance, minute: Math.floor(Date.now() / 60_000) });
          return Promise.resolve();
        });
        jobs.schedule("tick", "* * * * *");
        started.push(jobs);
      }
      await Promise.all(started.map((jobs) => jobs.start()));
      await until(() => fires.length > 0, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      const perMinute = new Map<number, number>();
      for (const fire of fires)
        perMinute.set(fire.minute, (perMinute.get(fire.minute) ?? 0) + 1);
      expect([...perMinute.values()].every((count) => count === 1)).toBe(true);
      expect(lines.filter((l) => l.message === "job queue error")).toEqual([]);
    }, 60_000);

  // In process, the schedule is a timer armed for the next cron time: the test's clock is moved
  // to just before a minute and on through the next ones instead of waiting for them.
  else
    it("fires a schedule at each cron time", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      try {
        vi.setSystemTime(new Date("2026-11-30T09:59:58.500Z"));
        const fires: string[] = [];
        const jobs = newJobs();
        jobs.work("tick", () => {
          fires.push(new Date().toISOString().slice(0, 16));
          return Promise.resolve();
        });
        jobs.schedule("tick", "*/2 * * * *");
        await jobs.start();
        expect(fires).toEqual([]);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(fires).toEqual([]);
        await vi.advanceTimersByTimeAsync(1_000);
        await jobs.settled();
        expect(fires).toEqual(["2026-11-30T10:00"]);
        // Nothing in between; then the next cron time, once.
        await vi.advanceTimersByTimeAsync(119_000);
        expect(fires).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1_000);
        await jobs.settled();
        expect(fires).toEqual(["2026-11-30T10:00", "2026-11-30T10:02"]);
      } finally {
        vi.useRealTimers();
      }
    });
});
