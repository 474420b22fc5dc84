import type { FastifyInstance } from "fastify";
import type { BankingService } from "./banking.service";

/** How often the scheduler looks for due items, at most (it also never waits longer than the interval). */
const MAX_TICK_MINUTES = 15;

/**
 * Background sync of every bank item every `intervalMinutes` (issue 5: SYNC_INTERVAL_MINUTES,
 * default 360, 0 off). A timer per instance; the per-item lease and the "not synced since"
 * check make several instances sync each item once per interval, on SQLite and PostgreSQL.
 */
export function registerSyncSchedule(
  app: FastifyInstance,
  service: BankingService,
  intervalMinutes: number | undefined,
): void {
  if (!intervalMinutes) return;
  const tickMs = Math.min(intervalMinutes, MAX_TICK_MINUTES) * 60_000;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    service
      .syncDue(intervalMinutes)
      .catch((error: unknown) => {
        app.log.error({ err: error }, "scheduled bank sync failed");
      })
      .finally(() => {
        running = false;
      });
  }, tickMs);
  // Never keeps the process alive on its own; closing the app stops it.
  timer.unref();
  app.addHook("onClose", () => {
    clearInterval(timer);
  });
}
