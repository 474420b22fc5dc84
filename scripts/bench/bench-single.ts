/**
 * The secondary table: one request repeated for a few seconds each (autocannon), the figures
 * the bench printed before the session mix, plus the assistant, the export and a first bank
 * sync. Most of these reads are answered from kept copies after their first run, so they say
 * little about the workload; they stay for what the mix does not cover.
 */
import type { BenchArgs } from "./bench-args";
import { serverEnv, type Seeded } from "./bench-data";
import type { Bundles, PartResult } from "./bench-mix";
import { measureApi } from "./measure-api";
import {
  measureAssistant,
  measureExport,
  measureFirstSync,
  measureReports,
} from "./measure-features";
import { printSection, rowsTable } from "./report";
import { startServer, type ServerProcess } from "./server-process";

/** Seconds per repeated request, at most (the mix is what `--seconds` is for). */
const MAX_SECONDS = 5;

/** Runs the single-request figures against `server` over `main`'s database. */
export async function benchSingle(
  args: BenchArgs,
  bundles: Bundles,
  main: Seeded,
  server: ServerProcess,
  password: string,
): Promise<PartResult> {
  const env = serverEnv(main.database);
  const seconds = Math.min(args.seconds, MAX_SECONDS);
  const floor = await startServer(bundles.floor, env);
  const heavy = main.data.heavy;
  let api: Awaited<ReturnType<typeof measureApi>>;
  try {
    api = await measureApi({
      server,
      floorUrl: `${floor.baseUrl}/api/v1/transactions?skip=0&limit=25`,
      floorToken: String(heavy.id),
      heavy,
      password,
      seconds,
      connections: args.connections,
      durability: args.postgres
        ? "fsync=on, synchronous_commit=on"
        : "synchronous=FULL",
    });
  } finally {
    await floor.stop();
  }
  const assistant = await measureAssistant(server, api.token);
  const reports = await measureReports(server, api.token);
  const exported = await measureExport(
    server,
    () => startServer(bundles.server, env),
    api.token,
  );
  const synced = await measureFirstSync(server);
  const section = rowsTable(
    `Secondary: single requests repeated (${String(seconds)} s each × ${String(args.connections)} connections, after the mix; most reads here are kept copies — not the workload)`,
    [
      {
        measure: "Seed (through the repositories)",
        figure: `${String(Math.round(main.seedSeconds * 10) / 10)} s for ${main.totalTransactions.toLocaleString("en-US")} transactions`,
        target: "—",
      },
      ...api.rows,
      assistant.row,
      reports.row,
      exported.row,
      synced.row,
    ],
  );
  printSection(section);
  return {
    sections: [section],
    raw: {
      single: api.raw,
      ...assistant.raw,
      ...reports.raw,
      ...exported.raw,
      ...synced.raw,
    },
  };
}
