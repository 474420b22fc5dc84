import { daysBetween, todayIn } from "@finch/domain";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Past this many days a notification shows its date instead of "N days ago". */
const RELATIVE_DAYS = 7;

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

/**
 * When a notification arrived, as a person would say it: "Just now", "5 minutes ago",
 * "3 hours ago" (the same day), "Yesterday", "4 days ago", then "Mar 15" (or "Mar 15, 2025" in
 * another year). Days are calendar days in the profile's time zone, so 11 pm yesterday is
 * "Yesterday" at 8 am, not "9 hours ago".
 */
export function relativeTimeText(
  instant: string,
  now: Date,
  timeZone: string,
): string {
  const then = new Date(instant);
  if (Number.isNaN(then.getTime())) return instant;
  const elapsedMs = Math.max(0, now.getTime() - then.getTime());
  const days = daysBetween(todayIn(then, timeZone), todayIn(now, timeZone));
  if (elapsedMs < MINUTE_MS) return "Just now";
  if (elapsedMs < HOUR_MS)
    return relative.format(-Math.floor(elapsedMs / MINUTE_MS), "minute");
  if (days <= 0)
    return relative.format(-Math.floor(elapsedMs / HOUR_MS), "hour");
  if (days === 1) return "Yesterday";
  if (days < RELATIVE_DAYS) return relative.format(-days, "day");
  const isSameYear =
    todayIn(then, timeZone).slice(0, 4) === todayIn(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(isSameYear ? {} : { year: "numeric" }),
    timeZone,
  }).format(then);
}
