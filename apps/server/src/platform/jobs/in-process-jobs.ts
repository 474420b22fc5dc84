import cronParser from "cron-parser";
import type { JobHandler, Jobs, QueueOptions, SendOptions } from "./jobs";
import { retryDelayMs, safeError, type JobsLog } from "./job-support";

/** A job in memory: its data (a JSON copy, as pg-boss stores it) and its attempts so far. */
interface Job {
  data: object;
  /** The merge key: the singleton key, or a unique one for a send without a key. */
  key: string;
  /** Failures so far (0 for a job that never ran). */
  retries: number;
  /** Whether it is a retry (pg-boss's `retry` state), which a new send never merges into. */
  isRetry: boolean;
}

interface Queue {
  name: string;
  handler: JobHandler<object>;
  options: QueueOptions;
  /** Jobs ready to run, oldest first. */
  ready: Job[];
  /** Keys of retries waiting on their timer. */
  retrying: Map<Job, NodeJS.Timeout>;
  /** The job running now (one at a time per queue, as one pg-boss worker per queue). */
  active: Job | undefined;
}

/** How long `setTimeout` can wait (about 24.8 days); a later cron fire re-arms on the way. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The job mechanism in memory, for SQLite's single instance (docs/design/jobs.md §3): the same
 * queue semantics as the pg-boss one (a key has at most one waiting and one running job, retries
 * with backoff, a run longer than `expireInSeconds` fails), cron evaluated in UTC by cron-parser.
 * Queued jobs live in memory, so a restart forgets them: the scheduled work catches up.
 */
export function createInProcessJobs(log: JobsLog): Jobs {
  const queues = new Map<string, Queue>();
  const schedules = new Map<string, string>();
  const cronTimers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** Handlers still going, including one whose run expired (its queue has moved on). */
  const handlers = new Set<Promise<void>>();
  const idleWaiters: (() => void)[] = [];
  let isStarted = false;
  let isStopped = false;
  let sequence = 0;

  function queueOf(name: string): Queue {
    const queue = queues.get(name);
    if (!queue) throw new Error(`Job queue ${name} is not declared`);
    return queue;
  }

  const isIdle = () =>
    running.size === 0 &&
    handlers.size === 0 &&
    [...queues.values()].every(
      (q) => q.ready.length === 0 && q.retrying.size === 0 && !q.active,
    );

  function checkIdle(): void {
    if (!isIdle()) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  function pump(queue: Queue): void {
    if (!isStarted || isStopped || queue.active) return;
    const job = queue.ready.shift();
    if (!job) {
      checkIdle();
      return;
    }
    queue.active = job;
    const run = execute(queue, job).finally(() => {
      running.delete(run);
      queue.active = undefined;
      pump(queue);
      checkIdle();
    });
    running.add(run);
  }

  async function execute(queue: Queue, job: Job): Promise<void> {
    const { expireInSeconds } = queue.options;
    let timer: NodeJS.Timeout | undefined;
    try {
      const handled = queue.handler(structuredClone(job.data));
      const tracked: Promise<void> = handled
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          handlers.delete(tracked);
          checkIdle();
        });
      handlers.add(tracked);
      // A run that outlives its expiry fails (as pg-boss fails it); the handler itself goes on,
      // and `stop` still waits for it.
      const expiry =
        expireInSeconds === undefined
          ? undefined
          : new Promise<never>((_resolve, reject) => {
              timer = setTimeout(() => {
                reject(
                  new Error(`job expired after ${String(expireInSeconds)} s`),
                );
              }, expireInSeconds * 1000);
              timer.unref();
            });
      await (expiry ? Promise.race([handled, expiry]) : handled);
    } catch (error) {
      fail(queue, job, error);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  function fail(queue: Queue, job: Job, error: unknown): void {
    const {
      retryLimit = 0,
      retryDelaySeconds = 0,
      retryBackoff,
    } = queue.options;
    const willRetry = job.retries < retryLimit && !isStopped;
    log.error(
      {
        queue: queue.name,
        attempt: job.retries + 1,
        willRetry,
        ...safeError(error),
      },
      "job failed",
    );
    if (!willRetry) return;
    // A retry is its own state: it never merges with a waiting job of its key, nor they with it.
    if ([...queue.retrying.keys()].some((r) => r.key === job.key)) return;
    const retry: Job = { ...job, retries: job.retries + 1, isRetry: true };
    const timer = setTimeout(
      () => {
        queue.retrying.delete(retry);
        queue.ready.push(retry);
        pump(queue);
      },
      retryDelayMs(job.retries, retryDelaySeconds, retryBackoff ?? false),
    );
    timer.unref();
    queue.retrying.set(retry, timer);
  }

  function armCron(name: string, cron: string): void {
    if (isStopped) return;
    const now = Date.now();
    const next = cronParser
      .parseExpression(cron, { tz: "UTC", currentDate: new Date(now) })
      .next()
      .getTime();
    const waitMs = Math.min(Math.max(next - now, 0), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      if (Date.now() >= next)
        // Every fire of a schedule shares one key: a fire while the last one still waits merges.
        enqueue(queueOf(name), {}, `schedule:${name}`);
      armCron(name, cron);
    }, waitMs);
    timer.unref();
    cronTimers.set(name, timer);
  }

  function enqueue(queue: Queue, data: object, key: string): void {
    if (isStopped) return;
    const isWaiting = queue.ready.some((j) => j.key === key && !j.isRetry);
    if (isWaiting) return;
    queue.ready.push({
      data: JSON.parse(JSON.stringify(data)) as object,
      key,
      retries: 0,
      isRetry: false,
    });
    // Let the caller finish its turn first, as a send to a database queue would.
    setImmediate(() => {
      pump(queue);
    });
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
      queues.set(name, {
        name,
        handler: handler as JobHandler<object>,
        options,
        ready: [],
        retrying: new Map(),
        active: undefined,
      });
    },

    send(name: string, data: object, options: SendOptions = {}): Promise<void> {
      sequence += 1;
      enqueue(
        queueOf(name),
        data,
        options.singletonKey === undefined
          ? `unique:${String(sequence)}`
          : `key:${options.singletonKey}`,
      );
      return Promise.resolve();
    },

    schedule(name: string, cron: string): void {
      if (isStarted) throw new Error(`Declare schedule ${name} before start`);
      queueOf(name);
      cronParser.parseExpression(cron, { tz: "UTC" });
      schedules.set(name, cron);
    },

    start(): Promise<void> {
      if (isStarted || isStopped) return Promise.resolve();
      isStarted = true;
      for (const [name, cron] of schedules) armCron(name, cron);
      for (const queue of queues.values()) pump(queue);
      return Promise.resolve();
    },

    async stop(): Promise<void> {
      if (isStopped) return;
      isStopped = true;
      for (const timer of cronTimers.values()) clearTimeout(timer);
      for (const queue of queues.values()) {
        for (const timer of queue.retrying.values()) clearTimeout(timer);
        queue.retrying.clear();
        queue.ready.length = 0;
      }
      while (running.size > 0 || handlers.size > 0)
        await Promise.allSettled([...running, ...handlers]);
      checkIdle();
    },

    settled(): Promise<void> {
      if (isIdle() || isStopped) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
