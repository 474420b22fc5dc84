/**
 * The realistic workload: the session mix against the real server and against the floor, each
 * on its own copy of the freshly seeded data; then the heavy user's routes alone at each size.
 */
import type { BenchArgs } from "./bench-args";
import {
  PASSWORD,
  seededDatabase,
  serverEnv,
  shapeOf,
  type Seeded,
} from "./bench-data";
import { growthTable, routesTable, throughputRows } from "./mix/mix-report";
import { runMix, type MixResult } from "./mix/run-mix";
import { fmt, printSection, rowsTable } from "./report";
import { startServer, type ServerProcess } from "./server-process";

/** Seconds of warm-up before each measured run (not counted). */
const WARM_UP_SECONDS = 3;
/** Share of the main mix's sessions that are the heavy user's. */
const HEAVY_SHARE = 0.1;

/** The bundles the bench runs. */
export interface Bundles {
  server: string;
  floor: string;
}

/** What the part printed and measured. */
export interface PartResult {
  sections: string[];
  raw: Record<string, unknown>;
}

/** The mix on `server` (over `main`), then the floor over a copy of `main` made before. */
export async function benchMix(
  args: BenchArgs,
  bundles: Bundles,
  main: Seeded,
  server: ServerProcess,
  floorCopy: Seeded["database"],
): Promise<PartResult> {
  const common = {
    seed: args.seed,
    seconds: args.seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: args.connections,
    shape: shapeOf(main, HEAVY_SHARE),
    heavy: main.data.heavy,
    light: main.data.light,
    password: PASSWORD,
  };
  const api = await runMix({ ...common, server, assistant: true });
  const routes = routesTable(
    `The session mix: per route (${fmt(main.data.light.length)} light users and the heavy user with ${fmt(main.data.heavy.transactions)} transactions)`,
    api,
    main.data.heavy.transactions,
  );
  printSection(routes);
  const floorServer = await startServer(bundles.floor, serverEnv(floorCopy));
  let floor: MixResult;
  try {
    floor = await runMix({ ...common, server: floorServer, assistant: false });
  } finally {
    await floorServer.stop();
  }
  const totals = rowsTable(
    "The session mix: throughput, the floor, memory",
    throughputRows(api, floor),
  );
  printSection(totals);
  return { sections: [routes, totals], raw: { mix: api, floor } };
}

/**
 * The heavy user alone at each size, each on a freshly seeded database, with as many sessions at
 * a time as it has in the main mix (a tenth of the connections). Fifty sessions of one user at
 * once measured how its writes queue behind each other (each holds its accounts and versions
 * until it commits), not what its reads cost as its ledger grows.
 */
export async function benchSizes(
  args: BenchArgs,
  bundles: Bundles,
): Promise<PartResult> {
  const connections = Math.max(1, Math.round(args.connections * HEAVY_SHARE));
  const runs: { size: number; result: MixResult; seedSeconds: number }[] = [];
  for (const size of args.sizes) {
    const seeded = await seededDatabase(args.postgres, {
      heavy: size,
      lightUsers: 0,
      lightTransactions: 0,
    });
    console.log(
      `Sizes: seeded ${fmt(size)} transactions in ${String(Math.round(seeded.seedSeconds))} s.`,
    );
    try {
      const server = await startServer(
        bundles.server,
        serverEnv(seeded.database),
      );
      try {
        const result = await runMix({
          server,
          seed: args.seed,
          seconds: args.seconds,
          warmUpSeconds: WARM_UP_SECONDS,
          connections,
          shape: shapeOf(seeded, 1),
          heavy: seeded.data.heavy,
          light: [],
          password: PASSWORD,
          assistant: true,
        });
        runs.push({ size, result, seedSeconds: seeded.seedSeconds });
      } finally {
        await server.stop();
      }
    } finally {
      await seeded.database.drop();
    }
  }
  const section = growthTable(
    `Cost as the data grows: the heavy user's p99 by size (its sessions alone, ${String(connections)} at a time, ${String(args.seconds)} s each)`,
    runs,
  );
  printSection(section);
  return { sections: [section], raw: { sizes: runs } };
}
