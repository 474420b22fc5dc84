import type { Jobs } from "../../platform/jobs/jobs";
import type { BankingService } from "./banking.service";

/** The scheduled job that queues the due items' syncs. */
export const BANK_SYNC_DUE_QUEUE = "bank-sync-due";

/**
 * Background sync of every bank item every `intervalMinutes` (issue 5: SYNC_INTERVAL_MINUTES,
 * default 360, 0 off), on the job mechanism (docs/design/jobs.md §5): a schedule fires once per
 * cron time across every instance, and its job queues one `bank-sync` job per due item. Items are
 * due by fixed slots of the interval, so a 1-minute interval syncs an item every minute, however
 * long each run takes.
 */
export function registerSyncSchedule(
  jobs: Jobs,
  service: Pick<BankingService, "queueDue">,
  intervalMinutes: number | undefined,
): void {
  if (!intervalMinutes) return;
  jobs.work(
    BANK_SYNC_DUE_QUEUE,
    async () => {
      await service.queueDue(intervalMinutes);
    },
    { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  );
  jobs.schedule(BANK_SYNC_DUE_QUEUE, slotCron(intervalMinutes));
}

/**
 * A cron that fires at every slot start of `intervalMinutes` (slots count from the epoch, whose
 * minute of the hour is the epoch minute modulo 60): every `gcd(interval, 60)` minutes. Fires
 * between slot starts find nothing due and queue nothing.
 */
export function slotCron(intervalMinutes: number): string {
  let a = intervalMinutes;
  let b = 60;
  while (b !== 0) [a, b] = [b, a % b];
  if (a === 60) return "0 * * * *";
  return a === 1 ? "* * * * *" : `*/${String(a)} * * * *`;
}
