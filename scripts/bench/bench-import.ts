/**
 * `npm run bench:import` (SQLite) and `npm run bench:import -- --postgres`: the time and peak
 * server RSS to import an export of 100,000 and of 500,000 transactions (`--sizes` to change).
 * For each size the bench's heavy user is seeded (`seededDatabase`, with its 6 accounts, 15
 * budgets and 5 goals), exported through the API to a file, and the file imported through the
 * API by a new user on a fresh database and a fresh server process (the bench bundle, as `npm
 * start` runs it); RSS is sampled every 100 ms during the import, and VmHWM read after it.
 * See docs/performance.md, "Importing an export".
 *
 * `npm run bench:import -- --cross` carries the export to the *other* database (issue 20): the
 * heavy user is seeded on SQLite, exported, imported into a fresh PostgreSQL, and exported there
 * again (and the reverse: `--from sqlite|postgres` for one direction). The two files are read
 * side by side a line at a time and hashed (memory stays flat at any size): identical means the
 * same bytes once the lines that belong to the importing account rather than its data are cut
 * (`exported_at`, the profile's `email`, `is_verified` and `created_at`, as the round-trip test
 * decides). The balances, dashboard, budgets and goals the two servers answer are compared too.
 */
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  rmSync,
  statSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { buildServer } from "../server-build";
import { onFreshServer, seededDatabase, serverEnv, signIn } from "./bench-data";
import { startServer } from "./server-process";

const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    sizes: { type: "string", default: "100000,500000" },
    cross: { type: "boolean", default: false },
    from: { type: "string", default: "both" },
  },
});
if (!["both", "sqlite", "postgres"].includes(values.from))
  throw new Error("--from is sqlite, postgres or both");
const postgres = values.postgres;
const sizes = values.sizes.split(",").map((s) => Number(s.replace(/_/g, "")));
const { entries } = await buildServer("bench", {
  "bench-server": "scripts/bench/bench-server.ts",
});
const bundle = entries["bench-server"];
const work = mkdtempSync(path.join(tmpdir(), "finch-bench-import-"));
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
const mb = oneDecimal;

if (values.cross) {
  try {
    await crossRuns();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(0);
}

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
async function exportHeavyUser(
  size: number,
  file: string,
  onPostgres = postgres,
  read?: (baseUrl: string, token: string) => Promise<void>,
): Promise<number> {
  const seeded = await seededDatabase(onPostgres, {
    heavy: size,
    lightUsers: 0,
    lightTransactions: 0,
  });
  try {
    const server = await startServer(bundle, serverEnv(seeded.database));
    try {
      const token = await signIn(server.baseUrl, seeded.data.heavy.email);
      const seconds = await exportTo(server.baseUrl, token, file);
      await read?.(server.baseUrl, token);
      return seconds;
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.database.drop();
  }
}

/** `GET /users/export-data` as `token` into `file`; the seconds it took. */
async function exportTo(
  baseUrl: string,
  token: string,
  file: string,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/users/export-data`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body)
    throw new Error(`export answered ${String(res.status)}`);
  await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
  return (performance.now() - started) / 1000;
}

/**
 * Imports `file` as a new user on a fresh database and server, measuring the server; `after`
 * runs on that server once the import has answered (the cross run's re-export and reads).
 */
async function importInto(
  file: string,
  onPostgres = postgres,
  after?: (baseUrl: string, token: string) => Promise<void>,
) {
  return onFreshServer(bundle, onPostgres, "import", async (server, token) => {
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
    // The import's own high-water mark, before anything else runs on the server.
    const hwm = server.peakRssMb();
    if (res.status === 200) await after?.(server.baseUrl, token);
    return {
      status: res.status,
      body,
      transactions,
      seconds,
      rssBefore,
      rssPeak,
      hwm,
    };
  });
}

/** One export carried to the other database and back out, per size and direction. */
async function crossRuns(): Promise<void> {
  const directions =
    values.from === "both" ? [false, true] : [values.from === "postgres"];
  const name = (onPostgres: boolean) => (onPostgres ? "PostgreSQL" : "SQLite");
  console.log("Export carried to the other database and exported again\n");
  console.log(
    "| From → to | Transactions | File | Export | Import | Server RSS before → peak (VmHWM) | Re-export | Identical | Figures |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const size of sizes)
    for (const fromPostgres of directions) {
      const original = path.join(work, `export-${String(size)}.json`);
      const again = path.join(work, `again-${String(size)}.json`);
      let before = "";
      let after = "";
      const exportSeconds = await exportHeavyUser(
        size,
        original,
        fromPostgres,
        async (baseUrl, token) => {
          before = await figuresOf(baseUrl, token);
        },
      );
      const bytes = statSync(original).size;
      let reexportSeconds = 0;
      const run = await importInto(
        original,
        !fromPostgres,
        async (baseUrl, token) => {
          reexportSeconds = await exportTo(baseUrl, token, again);
          after = await figuresOf(baseUrl, token);
        },
      );
      const same =
        run.status === 200 ? await compareExports(original, again) : undefined;
      console.log(
        `| ${name(fromPostgres)} → ${name(!fromPostgres)} | ${size.toLocaleString("en-US")} | ${mb(bytes / 1_048_576)} MiB | ${oneDecimal(exportSeconds)} s | ${oneDecimal(run.seconds)} s (${run.status === 200 ? `${String(run.transactions)} rows` : `${String(run.status)}: ${run.body.slice(0, 200)}`}) | ${mb(run.rssBefore)} → ${mb(run.rssPeak)} MB (${mb(run.hwm)}) | ${oneDecimal(reexportSeconds)} s | ${same?.identical ? "yes" : "no"}${same ? ` (${same.detail})` : ""} | ${before !== "" && before === after ? "same" : "differ"} |`,
      );
      rmSync(original, { force: true });
      rmSync(again, { force: true });
    }
}

/**
 * Reads the two export files side by side a line at a time (the export writes each transaction
 * and goal on its own line, the head pretty-printed), cutting from each the lines that belong to
 * the account rather than its data, and hashes what is left. Memory holds two lines at a time.
 */
async function compareExports(
  first: string,
  second: string,
): Promise<{ identical: boolean; detail: string }> {
  const [a, b] = [first, second].map((file) =>
    dataLines(
      createInterface({
        input: createReadStream(file, { encoding: "utf8" }),
        crlfDelay: Infinity,
      })[Symbol.asyncIterator](),
    ),
  );
  if (!a || !b) throw new Error("unreachable");
  const hashes = [createHash("sha256"), createHash("sha256")] as const;
  let line = 0;
  let firstDifference: number | undefined;
  for (;;) {
    const [x, y] = await Promise.all([a.next(), b.next()]);
    if (x.done && y.done) break;
    line += 1;
    if (!x.done) hashes[0].update(`${x.value}\n`);
    if (!y.done) hashes[1].update(`${y.value}\n`);
    if (
      firstDifference === undefined &&
      (x.done || y.done || x.value !== y.value)
    )
      firstDifference = line;
  }
  const [h1, h2] = hashes.map((h) => h.digest("hex").slice(0, 12));
  const identical = firstDifference === undefined && h1 === h2;
  return {
    identical,
    detail: identical
      ? `${String(line)} lines, sha256 ${h1 ?? ""}`
      : `first difference at data line ${String(firstDifference)}`,
  };
}

/** The file's lines without `exported_at` and the profile's email, is_verified and created_at. */
async function* dataLines(
  lines: AsyncIterator<string>,
): AsyncGenerator<string> {
  let inHead = true;
  let inProfile = false;
  for (;;) {
    const next = await lines.next();
    if (next.done) return;
    const line = next.value;
    if (inHead) {
      if (line === ' "transactions": [') inHead = false;
      else if (line === ' "profile": {') inProfile = true;
      else if (inProfile && line.startsWith(" }")) inProfile = false;
      else if (line.startsWith(' "exported_at": ')) continue;
      else if (
        inProfile &&
        ['  "email": ', '  "is_verified": ', '  "created_at": '].some((own) =>
          line.startsWith(own),
        )
      )
        continue;
    }
    yield line;
  }
}

/** What the server answers about the user's money (accounts, dashboard, budgets, goals), ids cut. */
async function figuresOf(baseUrl: string, token: string): Promise<string> {
  const parts: unknown[] = [];
  for (const route of [
    "/accounts",
    "/insights/summary",
    "/budgets",
    "/goals",
  ]) {
    const res = await fetch(`${baseUrl}/api/v1${route}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${route} answered ${String(res.status)}`);
    parts.push(await res.json());
  }
  return JSON.stringify(parts, (key, value: unknown) =>
    key === "id" ? undefined : value,
  );
}
