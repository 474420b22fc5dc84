import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { JobHandler, Jobs, QueueOptions, SendOptions } from "./jobs";
import { safeError, type JobsLog } from "./job-support";

/**
 * pg-boss's settings (docs/design/jobs.md §2): prompt enough that a cron fire runs within about
 * 10 s and a queued job within 2 s (at once when sent by this instance), light enough that an idle
 * instance makes a few small queries a second.
 */
const BOSS_SETTINGS = {
  /** Its own small pool, apart from the app's (see `createPgBossJobs`). */
  max: 3,
  application_name: "finch-jobs",
  schema: "pgboss",
  /** How often an instance checks whether a schedule is due (one instance a period does). */
  cronMonitorIntervalSeconds: 5,
  /** How often the cron's internal queue is polled to turn a fire into its job. */
  cronWorkerIntervalSeconds: 2,
  /** Expiry of dead runs, archiving and clean-up. */
  maintenanceIntervalSeconds: 30,
  archiveCompletedAfterSeconds: 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterDays: 7,
  /** A job's clock skew check; the default (10 minutes) is fine. */
} satisfies PgBoss.ConstructorOptions;

/** How often each worker asks for its queue's next job. */
const POLLING_INTERVAL_SECONDS = 2;
const STOP_TIMEOUT_MS = 20_000;
const SETTLED_POLL_MS = 100;

interface Declared {
  handler: JobHandler<object>;
  options: QueueOptions;
  workerId?: string;
}

/**
 * The job mechanism on PostgreSQL: pg-boss 10.4.2 (ADR 0051). Every queue has the "stately"
 * policy, which keeps at most one waiting and one running job per singleton key across every
 * instance; a send without a key gets a unique one, so it is never merged. Schedules are pg-boss
 * crons (UTC), fired once per cron time whatever the number of instances.
 *
 * pg-boss gets its own pool of at most three connections from the database URL rather than an
 * adapter over the app's pool: the app's pool parses timestamps and int8 into the forms the
 * repositories want, which pg-boss does not expect, and polling stays off the requests' pool.
 */
export function createPgBossJobs(databaseUrl: string, log: JobsLog): Jobs {
  const boss = new PgBoss({ connectionString: databaseUrl, ...BOSS_SETTINGS });
  const queues = new Map<string, Declared>();
  const schedules = new Map<string, string>();
  let isStarted = false;
  let isStopped = false;

  boss.on("error", (error) => {
    log.error(safeError(error), "job queue error");
  });

  function declared(name: string): Declared {
    const queue = queues.get(name);
    if (!queue) throw new Error(`Job queue ${name} is not declared`);
    return queue;
  }

  async function run(
    name: string,
    queue: Declared,
    job: PgBoss.JobWithMetadata,
  ): Promise<void> {
    try {
      await queue.handler(job.data);
    } catch (error) {
      const { retryLimit = 0 } = queue.options;
      log.error(
        {
          queue: name,
          attempt: job.retryCount + 1,
          willRetry: job.retryCount < retryLimit,
          ...safeError(error),
        },
        "job failed",
      );
      throw error;
    }
  }

  return {
    work<T extends object>(
      name: string,
      handler: JobHandler<T>,
      options: QueueOptions = {},
    ): void {
      if (isStarted) throw new Error(`Declare job queue ${name} before start`);
      if (queues.has(name))
        throw new Error(`Job queue ${name} is already declared`);
      queues.set(name, { handler: handler as JobHandler<object>, options });
    },

    async send(
      name: string,
      data: object,
      options: SendOptions = {},
    ): Promise<void> {
      const queue = declared(name);
      if (!isStarted || isStopped)
        throw new Error(`Jobs are not running; cannot send ${name}`);
      await boss.send(name, data, {
        singletonKey: options.singletonKey ?? `unique:${randomUUID()}`,
      });
      // This instance's worker looks at once rather than at its next poll.
      if (queue.workerId) boss.notifyWorker(queue.workerId);
    },

    schedule(name: string, cron: string): void {
      if (isStarted) throw new Error(`Declare schedule ${name} before start`);
      declared(name);
      schedules.set(name, cron);
    },

    async start(): Promise<void> {
      if (isStarted || isStopped) return;
      isStarted = true;
      await boss.start();
      for (const [name, queue] of queues) {
        const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } =
          queue.options;
        const options: PgBoss.Queue = {
          name,
          policy: "stately",
          retryLimit: retryLimit ?? 0,
          retryDelay: retryDelaySeconds ?? 0,
          retryBackoff: retryBackoff ?? false,
          ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
        };
        // Idempotent; the update keeps an existing queue's retry policy in step with this build.
        // Instances starting together can deadlock on pg-boss's DDL: the loser tries again.
        await retryConflicts(() => boss.createQueue(name, options));
        await retryConflicts(() => boss.updateQueue(name, options));
      }
      // A schedule this build does not declare (turned off, or an older build's) is removed.
      for (const existing of await boss.getSchedules())
        if (!schedules.has(existing.name)) await boss.unschedule(existing.name);
      for (const [name, cron] of schedules)
        await retryConflicts(() =>
          boss.schedule(name, cron, {}, { tz: "UTC" }),
        );
      for (const [name, queue] of queues)
        queue.workerId = await boss.work<object>(
          name,
          {
            pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
            batchSize: 1,
            includeMetadata: true,
          },
          async ([job]) => {
            if (job) await run(name, queue, job);
          },
        );
    },

    async stop(): Promise<void> {
      if (isStopped) return;
      isStopped = true;
      if (!isStarted) return;
      // Waits for this instance's running handlers; one still running at the timeout is failed,
      // so another instance retries it.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },

    async settled(): Promise<void> {
      if (!isStarted || isStopped) return;
      for (;;) {
        let pending = 0;
        for (const name of queues.keys())
          pending += await boss.getQueueSize(name, { before: "completed" });
        if (pending === 0) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
      }
    },
  };
}

/** PostgreSQL's deadlock and serialization failures, which a second try gets past. */
const CONFLICT_CODES = new Set(["40P01", "40001", "23505"]);

async function retryConflicts(run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== "string" || !CONFLICT_CODES.has(code))
        throw error;
      await new Promise((resolve) =>
        setTimeout(resolve, 50 + Math.random() * 200),
      );
    }
  }
}
