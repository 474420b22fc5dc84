/** Load generation on loopback: autocannon for single routes, a small loop for the dashboard. */
import http from "node:http";
import autocannon from "autocannon";

/** One measured route. */
export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** What to send. */
export interface LoadTarget {
  name: string;
  url: string;
  token: string;
  method?: "GET" | "POST";
  body?: string;
  seconds: number;
  connections: number;
}

/** Runs autocannon against one route after a short warm-up, bounded in time. */
export async function measure(target: LoadTarget): Promise<LoadResult> {
  const options = {
    url: target.url,
    method: target.method ?? "GET",
    connections: target.connections,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(target.body === undefined
        ? {}
        : { "content-type": "application/json" }),
    },
    ...(target.body === undefined ? {} : { body: target.body }),
  } as const;
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: target.seconds });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/**
 * The dashboard as a user sees it: each load is the five reads in parallel, timed until the last
 * answers. Loads run back to back on `connections` connections in all (50 connections are ten
 * dashboards loading at once, five requests each, as for every other figure) for `seconds`,
 * after a 2 s warm-up; returns per-load p50/p99.
 */
export async function measureDashboard(
  baseUrl: string,
  token: string,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const paths = [
    "/accounts",
    "/transactions?limit=5",
    "/budgets",
    "/goals",
    "/insights/summary",
  ];
  const headers = { authorization: `Bearer ${token}` };
  const concurrency = Math.max(1, Math.floor(connections / paths.length));
  // Node's own HTTP client on kept-alive sockets, like autocannon's: `fetch` (undici's) cost the
  // load generator about twice the CPU per request, taken from the two cores the server shares.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (path: string) =>
    new Promise<boolean>((resolve) => {
      const request = http.get(
        `${baseUrl}/api/v1${path}`,
        { agent, headers },
        (response) => {
          response.on("data", () => undefined);
          response.on("end", () => {
            resolve(response.statusCode === 200);
          });
          response.on("error", () => {
            resolve(false);
          });
        },
      );
      request.on("error", () => {
        resolve(false);
      });
    });
  const run = async (forSeconds: number) => {
    const durations: number[] = [];
    let errors = 0;
    const deadline = performance.now() + forSeconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const answers = await Promise.all(paths.map(get));
        if (answers.every(Boolean)) durations.push(performance.now() - started);
        else errors += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { durations, errors };
  };
  await run(2);
  const { durations, errors } = await run(seconds);
  agent.destroy();
  durations.sort((a, b) => a - b);
  return {
    name: "Dashboard load (5 parallel reads)",
    requestsPerSecond: Math.round(durations.length / seconds),
    p50Ms: round(percentile(durations, 50)),
    p99Ms: round(percentile(durations, 99)),
    errors,
    non2xx: 0,
    total: durations.length,
  };
}

/** The `p`th percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(
    sorted.length - 1,
    Math.ceil((p / 100) * sorted.length) - 1,
  );
  return sorted[Math.max(0, rank)] ?? 0;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
