/** The HTTP figures: reads, the dashboard, writes, the floor and server memory. */
import { measure, measureDashboard, type LoadResult } from "./http-load";
import type { Row } from "./report";
import type { SeededUser } from "./seed";
import type { ServerProcess } from "./server-process";

/** What `measureApi` needs. */
export interface ApiRun {
  server: ServerProcess;
  /** The floor's first page, and the bearer it reads as the heavy user's id. */
  floorUrl: string;
  floorToken: string;
  heavy: SeededUser;
  password: string;
  seconds: number;
  connections: number;
  /** How writes are made durable, for the write rows' labels. */
  durability: string;
}

/** The report rows, the raw results and the heavy user's token (the web measurement reuses it). */
export interface ApiFigures {
  rows: Row[];
  raw: Record<string, unknown>;
  token: string;
}

/** Runs every API measurement in turn against the one server process. */
export async function measureApi(run: ApiRun): Promise<ApiFigures> {
  const { server, heavy, seconds, connections } = run;
  const api = `${server.baseUrl}/api/v1`;
  const token = await login(api, heavy.email, run.password);
  const idleRssMb = server.rssMb();
  const peakOf = server.samplePeak();
  const load = (
    name: string,
    path: string,
    extra: { method?: "POST"; body?: string } = {},
  ) =>
    measure({
      name,
      url: `${api}${path}`,
      token,
      seconds,
      connections,
      ...extra,
    });

  const page = await load(
    "GET /transactions first page",
    "/transactions?skip=0&limit=25",
  );
  const deep = await load(
    "GET /transactions deep page (skip=50,000)",
    "/transactions?skip=50000&limit=25",
  );
  const search = await load(
    "GET /transactions text search",
    "/transactions?q=coffee&limit=25",
  );
  const dashboard = await measureDashboard(
    server.baseUrl,
    token,
    seconds,
    connections,
  );
  const budgets = await load("GET /budgets (15 budgets)", "/budgets");
  const floor = await measure({
    name: "Floor: bare Fastify + driver, same page query",
    url: run.floorUrl,
    token: run.floorToken,
    seconds,
    connections,
  });
  const writes = await load("POST /transactions", "/transactions", {
    method: "POST",
    body: JSON.stringify({
      description: "Bench purchase",
      merchant_name: "Bench Store",
      category: "shopping",
      amount: 12.34,
      transaction_type: "debit",
      account_id: String(heavy.accountIds[0] ?? 0),
      transaction_date: new Date().toISOString().slice(0, 10),
    }),
  });
  const contributions = await load(
    "POST /goals/{id}/contribute",
    `/goals/${String(heavy.goalIds[0] ?? 0)}/contribute?amount=0.01`,
    { method: "POST" },
  );
  const peakRssMb = peakOf();

  const ofFloor = (result: LoadResult) =>
    floor.requestsPerSecond > 0
      ? result.requestsPerSecond / floor.requestsPerSecond
      : 0;
  const ratio = ofFloor(page);
  const results = {
    page,
    deep,
    search,
    dashboard,
    budgets,
    floor,
    writes,
    contributions,
  };
  return {
    token,
    raw: {
      ...results,
      idleRssMb,
      peakRssMb,
      floorRatio: ratio,
    },
    rows: [
      latencyRow(page, 15),
      {
        measure: "First page throughput vs the floor",
        // The floor's own latency too: at 50 connections p99 follows throughput, so it shows how
        // close to the page's p99 target the bare driver itself comes on this machine.
        figure: `${percent(ratio)} (${fmt(page.requestsPerSecond)} vs ${fmt(floor.requestsPerSecond)} req/s; the floor's p50 ${String(floor.p50Ms)} ms · p99 ${String(floor.p99Ms)} ms)`,
        target: "≥ 50 %",
        meets: ratio >= 0.5,
      },
      latencyRow(deep, 50),
      latencyRow(search, 50),
      latencyRow(dashboard, 60),
      latencyRow(budgets, 20),
      throughputRow(writes, run.durability, 1_000),
      throughputRow(contributions, run.durability),
      {
        measure: "Server RSS idle / peak under load",
        figure: `${String(idleRssMb)} MB / ${String(peakRssMb)} MB`,
        target: "peak ≤ 250 MB",
        meets: peakRssMb <= 250,
      },
    ],
  };
}

function latencyRow(result: LoadResult, p99TargetMs: number): Row {
  return {
    measure: result.name,
    figure: `p50 ${String(result.p50Ms)} ms · p99 ${String(result.p99Ms)} ms · ${fmt(result.requestsPerSecond)} req/s${problems(result)}`,
    target: `p99 ≤ ${String(p99TargetMs)} ms`,
    meets: result.p99Ms <= p99TargetMs && result.errors + result.non2xx === 0,
  };
}

function throughputRow(
  result: LoadResult,
  durability: string,
  minPerSecond?: number,
): Row {
  return {
    measure: `${result.name} (${durability})`,
    figure: `${fmt(result.requestsPerSecond)} writes/s · p99 ${String(result.p99Ms)} ms${problems(result)}`,
    target: minPerSecond === undefined ? "—" : `≥ ${fmt(minPerSecond)}/s`,
    meets:
      minPerSecond === undefined
        ? undefined
        : result.requestsPerSecond >= minPerSecond &&
          result.errors + result.non2xx === 0,
  };
}

function problems(result: LoadResult): string {
  const count = result.errors + result.non2xx;
  return count === 0 ? "" : ` · ${fmt(count)} failed`;
}

function percent(ratio: number): string {
  return `${String(Math.round(ratio * 100))} %`;
}

function fmt(n: number): string {
  return n.toLocaleString("en-US");
}

async function login(
  api: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  if (!res.ok) throw new Error(`bench login failed: ${String(res.status)}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
