/**
 * `npm run bench:import` (SQLite) and `npm run bench:import -- --postgres`: the time and peak
 * server RSS to import an export of 100,000 and of 500,000 transactions (`--sizes` to change).
 * For each size the bench's heavy user is seeded (`seededDatabase`, with its 6 accounts, 15
 * budgets and 5 goals), exported through the API to a file, and the file imported through the
 * API by a new user on a fresh database and a fresh server process (the bench bundle, as `npm
 * start` runs it); RSS is sampled every 100 ms during the import, and VmHWM read after it.
 * See docs/performance.md, "Importing an export".
 */
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { connectDatabase } from "../../apps/server/src/platform/db/connect";
import { migrateToLatest } from "../../apps/server/src/platform/db/migrate";
import { buildServer } from "../server-build";
import { PASSWORD, seededDatabase, serverEnv, signIn } from "./bench-data";
import { createBenchDatabase } from "./bench-database";
import { startServer } from "./server-process";

const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    sizes: { type: "string", default: "100000,500000" },
  },
});
const postgres = values.postgres;
const sizes = values.sizes.split(",").map((s) => Number(s.replace(/_/g, "")));
const { entries } = await buildServer("bench", {
  "bench-server": "scripts/bench/bench-server.ts",
});
const bundle = entries["bench-server"];
const work = mkdtempSync(path.join(tmpdir(), "finch-bench-import-"));
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
const mb = oneDecimal;

console.log(`Import of an export — ${postgres ? "postgres" : "sqlite"}\n`);
console.log(
  "| Transactions | File | Export | Import | Server RSS before → peak (VmHWM) |",
);
console.log("| --- | --- | --- | --- | --- |");
try {
  for (const size of sizes) {
    const file = path.join(work, `export-${String(size)}.json`);
    const exportSeconds = await exportHeavyUser(size, file);
    const bytes = statSync(file).size;
    const run = await importInto(file);
    console.log(
      `| ${size.toLocaleString("en-US")} | ${mb(bytes / 1_048_576)} MiB | ${oneDecimal(exportSeconds)} s | ${oneDecimal(run.seconds)} s (${run.status}${run.status === 200 ? `, ${String(run.transactions)} rows` : `: ${run.body.slice(0, 200)}`}) | ${mb(run.rssBefore)} → ${mb(run.rssPeak)} MB (${mb(run.hwm)}) |`,
    );
    rmSync(file, { force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Seeds a database with the heavy user at `size` transactions and writes its export to `file`. */
async function exportHeavyUser(size: number, file: string): Promise<number> {
  const seeded = await seededDatabase(postgres, {
    heavy: size,
    lightUsers: 0,
    lightTransactions: 0,
  });
  try {
    const server = await startServer(bundle, serverEnv(seeded.database));
    try {
      const token = await signIn(server.baseUrl, seeded.data.heavy.email);
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/v1/users/export-data`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok || !res.body)
        throw new Error(`export answered ${String(res.status)}`);
      await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
      return (performance.now() - started) / 1000;
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.database.drop();
  }
}

/** Imports `file` as a new user on a fresh database and server, measuring the server. */
async function importInto(file: string) {
  const database = await createBenchDatabase(postgres);
  try {
    const { db } = connectDatabase(database.url);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const server = await startServer(bundle, serverEnv(database));
    try {
      const email = `import-${String(Date.now())}@bench.finch`;
      const registered = await fetch(`${server.baseUrl}/api/v1/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, full_name: "Bench" }),
      });
      if (!registered.ok)
        throw new Error(`register answered ${String(registered.status)}`);
      const token = await signIn(server.baseUrl, email);
      // Settled, as the export's fresh-server figure is (measure-features.ts).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const rssBefore = server.rssMb();
      const peakOf = server.samplePeak();
      const started = performance.now();
      let rssPeak = 0;
      let res: Response;
      let body: string;
      try {
        res = await fetch(`${server.baseUrl}/api/v1/users/import-data`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
          },
          body: Readable.toWeb(createReadStream(file)) as ReadableStream,
          duplex: "half",
        });
        body = await res.text();
      } finally {
        // Also when the request fails: the sampling must stop before the server does.
        rssPeak = peakOf();
      }
      const seconds = (performance.now() - started) / 1000;
      const transactions =
        res.status === 200
          ? (JSON.parse(body) as { transactions: number }).transactions
          : 0;
      return {
        status: res.status,
        body,
        transactions,
        seconds,
        rssBefore,
        rssPeak,
        hwm: server.peakRssMb(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
