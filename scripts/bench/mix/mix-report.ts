/** The session mix's tables: per route group, throughput against the floor, and growth by size. */
import { fmt, meetsCell, table, type Row } from "../report";
import { DASHBOARD_GROUP } from "./requests";
import type { MixResult } from "./run-mix";
import type { GroupFigures } from "./stats";

/** The order routes are listed in: as a session meets them, reads before writes. */
const ORDER = [
  "POST /auth/login",
  DASHBOARD_GROUP,
  "GET /accounts",
  "GET /transactions (dashboard's 5 newest)",
  "GET /budgets",
  "GET /goals",
  "GET /insights/summary",
  "GET /users/me",
  "GET /transactions (unfiltered)",
  "GET /transactions (filtered)",
  "GET /transactions (search)",
  "GET /transactions (deep page)",
  "POST /transactions",
  "PUT /transactions/{id}",
  "DELETE /transactions/{id}",
  "POST /budgets",
  "PUT /budgets/{id}",
  "POST /goals/{id}/contribute",
  "POST /ai/chat",
];

/** Every read route's p99 target for a heavy user of `size` transactions. */
export function p99TargetMs(size: number): number {
  return size > 100_000 ? 100 : 50;
}

/** Only reads of one route have the p99 target; the dashboard's total and writes are shown. */
function isRead(group: string): boolean {
  return group.startsWith("GET ");
}

function sorted(groups: readonly GroupFigures[]): GroupFigures[] {
  const rank = (group: string) => {
    const at = ORDER.indexOf(group);
    return at < 0 ? ORDER.length : at;
  };
  return [...groups].sort((a, b) => rank(a.group) - rank(b.group));
}

const ms = (n: number | undefined) =>
  n === undefined ? "—" : `${String(n)} ms`;

/** One line per route group of a mix run. */
export function routesTable(
  title: string,
  result: MixResult,
  heavySize: number,
): string {
  const target = p99TargetMs(heavySize);
  return table(
    title,
    [
      "Route",
      "Requests",
      "p50",
      "p99",
      "Heavy user p50 · p99",
      "Target (p99)",
      "Meets",
      "Not 2xx",
    ],
    sorted(result.groups).map((g) => {
      const read = isRead(g.group);
      const meets =
        g.p99 <= target && (g.heavyP99 ?? 0) <= target && g.failed === "";
      return [
        g.group,
        fmt(g.count),
        ms(g.p50),
        ms(g.p99),
        g.heavyCount === 0 ? "—" : `${ms(g.heavyP50)} · ${ms(g.heavyP99)}`,
        read ? `≤ ${String(target)} ms` : "—",
        read ? meetsCell(meets) : "",
        g.failed,
      ];
    }),
  );
}

/** Throughput of the mix and the floor, the share, memory, and the steps not sent. */
export function throughputRows(api: MixResult, floor: MixResult): Row[] {
  const rows: Row[] = [
    {
      measure: "Session mix throughput (the API)",
      figure: `${rate(api.requestsPerSecond)} requests/s · ${tenths(api.sessionsPerSecond)} sessions/s (${tenths(api.sessions)} sessions, ${fmt(api.requests)} requests in ${tenths(api.elapsedSeconds)} s)`,
      target: "—",
    },
    ...floorRows(api, floor),
    {
      measure: "Server peak RSS under the mix",
      figure: `${String(api.peakRssMb)} MB over the measured run (VmRSS every 100 ms); ${String(api.sinceStartRssMb)} MB since the process started (VmHWM: with every user's sign-in before the run, 4 argon2id at a time, and the warm-up)`,
      target: "≤ 250 MB",
      meets: api.peakRssMb <= 250,
    },
  ];
  const skipped = api.skipped.map((s) => `${fmt(s.n)} ${s.reason}`).join("; ");
  if (skipped !== "")
    rows.push({
      measure: "Steps not sent (the API run)",
      figure: skipped,
      target: "—",
    });
  return rows;
}

/** The floor's throughput, the mix's share of it, and any floor answer that failed. */
function floorRows(api: MixResult, floor: MixResult): Row[] {
  const share = (mine: number, floors: number) =>
    floors > 0 ? mine / floors : 0;
  const sessions = share(api.sessionsPerSecond, floor.sessionsPerSecond);
  const requests = share(api.requestsPerSecond, floor.requestsPerSecond);
  const rows: Row[] = [
    {
      measure: "The floor: same sessions through the bare driver",
      figure: `${rate(floor.requestsPerSecond)} requests/s · ${tenths(floor.sessionsPerSecond)} sessions/s (${tenths(floor.sessions)} sessions, ${fmt(floor.requests)} requests in ${tenths(floor.elapsedSeconds)} s)`,
      target: "—",
    },
    {
      measure: "Mix throughput as a share of the floor (sessions/s)",
      figure: `${percent(sessions)} (requests/s: ${percent(requests)})`,
      target: "≥ 50 %",
      meets: sessions >= 0.5,
    },
  ];
  const failed = floor.groups
    .filter((g) => g.failed !== "")
    .map((g) => `${g.group}: ${g.failed}`)
    .join("; ");
  if (failed !== "")
    rows.push({
      measure: "The floor's answers that were not 2xx",
      figure: failed,
      target: "—",
    });
  return rows;
}

/** The heavy user's p99 per route group at each size, with the target below each. */
export function growthTable(
  title: string,
  runs: readonly { size: number; result: MixResult }[],
): string {
  const groups = sorted(
    runs
      .flatMap(({ result }) => result.groups)
      .filter(
        (g, at, all) =>
          all.findIndex((other) => other.group === g.group) === at,
      ),
  );
  const rows = groups.map((g) => [
    g.group,
    ...runs.map(({ size, result }) => {
      const found = result.groups.find((other) => other.group === g.group);
      if (found === undefined) return "—";
      const miss =
        isRead(g.group) &&
        (found.p99 > p99TargetMs(size) || found.failed !== "");
      return `${ms(found.p99)}${miss ? " **✗**" : ""}${found.failed === "" ? "" : ` (${found.failed})`}`;
    }),
  ]);
  rows.push([
    "Target for every read (p99)",
    ...runs.map(({ size }) => `≤ ${String(p99TargetMs(size))} ms`),
  ]);
  rows.push([
    "Throughput",
    ...runs.map(({ result }) => `${rate(result.requestsPerSecond)} req/s`),
  ]);
  return table(
    title,
    [
      "Route (heavy user alone)",
      ...runs.map(({ size }) => `${fmt(size)} transactions`),
    ],
    rows,
  );
}

function rate(perSecond: number): string {
  return fmt(Math.round(perSecond));
}

function tenths(n: number): string {
  return fmt(Math.round(n * 10) / 10);
}

function percent(ratio: number): string {
  return `${String(Math.round(ratio * 100))} %`;
}
