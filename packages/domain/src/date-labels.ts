/** Period labels in words ("May 1–31, 2025"), the way every answer states its window. */
import { MONTH_NAMES } from "./dates";

/** "May 1–31, 2025", "March 1 – May 31, 2025", "December 1, 2024 – January 31, 2025", "June 15, 2025". */
export function rangeLabel(start: string, end: string): string {
  const [sy, sm, sd] = split(start);
  const [ey, em, ed] = split(end);
  if (start === end) return dayLabel(start);
  if (sy === ey && sm === em)
    return `${month(sm)} ${String(sd)}–${String(ed)}, ${String(sy)}`;
  if (sy === ey)
    return `${month(sm)} ${String(sd)} – ${month(em)} ${String(ed)}, ${String(sy)}`;
  return `${dayLabel(start)} – ${dayLabel(end)}`;
}

/** "June 15, 2025". */
export function dayLabel(date: string): string {
  const [y, m, d] = split(date);
  return `${month(m)} ${String(d)}, ${String(y)}`;
}

/** "Jun 15": a short date for lists. */
export function shortDate(date: string): string {
  const [, m, d] = split(date);
  return `${month(m).slice(0, 3)} ${String(d)}`;
}

/** "May 2025". */
export function monthLabel(date: string): string {
  const [y, m] = split(date);
  return `${month(m)} ${String(y)}`;
}

function month(m: number): string {
  return MONTH_NAMES[m - 1] ?? "?";
}

function split(date: string): [number, number, number] {
  const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
  return [y, m, d];
}
