import { afterAll, describe, expect, it } from "vitest";
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

  it(
    isPostgres
      ? "fires a schedule once per cron time across two instances"
      : "fires a schedule at its cron time",
    async () => {
      const fires: { instance: number; minute: number }[] = [];
      const instanceCount = isPostgres ? 2 : 1;
      const started: Jobs[] = [];
      for (let instance = 0; instance < instanceCount; instance += 1) {
        const jobs = newJobs();
        jobs.work("tick", () => {
          fires.push({ instance, minute: Math.floor(Date.now() / 60_000) });
          return Promise.resolve();
        });
        jobs.schedule("tick", "* * * * *");
        started.push(jobs);
      }
      await Promise.all(started.map((jobs) => jobs.start()));
      const firstMinute = Math.floor(Date.now() / 60_000);
      // The next minute's fire (a fire for the current minute may come first, just after start).
      await until(() => fires.some((f) => f.minute > firstMinute), 75_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const perMinute = new Map<number, number>();
      for (const fire of fires)
        perMinute.set(fire.minute, (perMinute.get(fire.minute) ?? 0) + 1);
      expect([...perMinute.values()].every((count) => count === 1)).toBe(true);
      expect(lines.filter((l) => l.message === "job queue error")).toEqual([]);
    },
    90_000,
  );
});
