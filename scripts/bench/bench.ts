/**
 * `npm run bench` (SQLite) and `npm run bench -- --postgres`: the realistic workload (a seeded
 * session mix of 200 light users and one heavy user through the public API, against the real
 * server and against the bare-driver floor), the heavy user's routes at several sizes, the first
 * screen on a phone (Lighthouse), the older single-request table, and a 100,000-row statement
 * imported as CSV and as OFX. Every figure is printed
 * beside its target; none fails anything, and the bench is never part of `npm test`.
 * Options: docs/performance.md, "The realistic workload".
 */
import { buildServer } from "../server-build";
import { buildWeb, isWebBuildStale } from "../web-build";
import { readArgs } from "./bench-args";
import {
  LIGHT_TRANSACTIONS,
  LIGHT_USERS,
  PASSWORD,
  seededDatabase,
  serverEnv,
  signIn,
} from "./bench-data";
import { benchMix, benchSizes, type PartResult } from "./bench-mix";
import { benchSingle } from "./bench-single";
import { benchStatements } from "./bench-statements";
import { benchWeb } from "./bench-web";
import { SYNC_HISTORY_DAYS } from "./measure-features";
import { fmt, saveResults } from "./report";
import { startServer } from "./server-process";

const args = readArgs();
const started = performance.now();
const title = `Finch benchmark — ${args.dialect}, seed ${String(args.seed)}, ${String(args.seconds)} s × ${String(args.connections)} connections`;
console.log(`${title}\n`);
if (isWebBuildStale()) await buildWeb();
// The server and the floor run as bundles with plain `node`, as `npm start` runs the server.
const { entries } = await buildServer("bench", {
  "bench-server": "scripts/bench/bench-server.ts",
  floor: "scripts/bench/floor.ts",
});
const bundles = { server: entries["bench-server"], floor: entries.floor };
const parts: PartResult[] = [];

const onMain =
  args.parts.has("mix") || args.parts.has("web") || args.parts.has("single");
if (onMain) {
  const main = await seededDatabase(args.postgres, {
    heavy: args.heavyTransactions,
    lightUsers: LIGHT_USERS,
    lightTransactions: LIGHT_TRANSACTIONS,
  });
  console.log(
    `Seeded ${fmt(main.totalTransactions)} transactions (the heavy user ${fmt(args.heavyTransactions)}, ${fmt(LIGHT_USERS)} light users ${fmt(LIGHT_TRANSACTIONS)} each) in ${String(Math.round(main.seedSeconds * 10) / 10)} s.`,
  );
  // The floor's copy is made before anything writes to the original.
  const floorCopy = args.parts.has("mix")
    ? await main.database.clone()
    : undefined;
  try {
    const server = await startServer(bundles.server, {
      ...serverEnv(main.database),
      SANDBOX_HISTORY_DAYS: String(SYNC_HISTORY_DAYS),
    });
    try {
      if (floorCopy !== undefined)
        parts.push(await benchMix(args, bundles, main, server, floorCopy));
      if (args.parts.has("web"))
        parts.push(
          await benchWeb(
            server.baseUrl,
            await signIn(server.baseUrl, main.data.heavy.email),
          ),
        );
      if (args.parts.has("single"))
        parts.push(await benchSingle(args, bundles, main, server, PASSWORD));
    } finally {
      await server.stop();
    }
  } finally {
    await floorCopy?.drop();
    await main.database.drop();
  }
}
if (args.parts.has("sizes")) parts.push(await benchSizes(args, bundles));
if (args.parts.has("statements"))
  parts.push(await benchStatements(args, bundles.server));

console.log(
  `The whole run took ${String(Math.round((performance.now() - started) / 1000))} s.`,
);
const raw: Record<string, unknown> = {
  args: { ...args, parts: [...args.parts] },
};
for (const part of parts) Object.assign(raw, part.raw);
saveResults(
  args.dialect,
  title,
  parts.flatMap((part) => part.sections),
  raw,
);
