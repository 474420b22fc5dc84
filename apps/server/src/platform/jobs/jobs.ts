/**
 * The one job mechanism (docs/design/jobs.md): scheduled and queued background work that runs
 * once across every instance. On PostgreSQL it is pg-boss; on SQLite (one instance) the same
 * interface runs in process. Features declare their queues and schedules while the app is
 * built; the app starts the jobs once it is ready and stops them when it closes.
 */

/** How a queue retries a failed job. */
export interface QueueOptions {
  /** Retries after the first failure (0: none). */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry. */
  retryBackoff?: boolean;
  /** A run taking longer than this is treated as failed (its instance may have died). */
  expireInSeconds?: number;
}

/** How one job is sent. */
export interface SendOptions {
  /**
   * At most one job per key waits to run and at most one runs: a send while one waits is merged
   * into it; a send while one runs queues exactly one more, which runs after it.
   */
  singletonKey?: string;
}

/** A job's handler; a throw fails the run (retried as the queue says). */
export type JobHandler<T> = (data: T) => Promise<void>;

/** The job mechanism the features use. */
export interface Jobs {
  /** Declares queue `name` and the handler this instance runs for it; call before `start`. */
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: QueueOptions,
  ): void;
  /** Queues one job on a declared queue. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name their job's data type
  send<T extends object>(
    name: string,
    data: T,
    options?: SendOptions,
  ): Promise<void>;
  /**
   * Runs declared queue `name` (with `{}` as data) at each fire of `cron` (five fields, UTC), once
   * per fire across every instance; call before `start`.
   */
  schedule(name: string, cron: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once no job of this process is waiting or running (tests, shutdown). */
  settled(): Promise<void>;
}
