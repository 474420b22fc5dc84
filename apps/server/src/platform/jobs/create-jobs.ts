import type { Dialect } from "../db/database";
import { createInProcessJobs } from "./in-process-jobs";
import type { JobsLog } from "./job-support";
import type { Jobs } from "./jobs";
import { createPgBossJobs } from "./pg-boss-jobs";

export type { JobsLog } from "./job-support";

/**
 * The job mechanism for the database in use (docs/design/jobs.md): pg-boss on PostgreSQL, where
 * several instances share the queues; in process on SQLite, which runs one instance.
 */
export function createJobs({
  dialect,
  databaseUrl,
  log,
}: {
  dialect: Dialect;
  databaseUrl: string;
  log: JobsLog;
}): Jobs {
  return dialect === "postgres"
    ? createPgBossJobs(databaseUrl, log)
    : createInProcessJobs(log);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job mechanism: declare queues and schedules on it while the app is built. */
    jobs: Jobs;
  }
}
