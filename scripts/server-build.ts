import { rmSync } from "node:fs";
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { publishBuild, stagingFolder } from "./publish-build";
import { ROOT } from "./web-build";

/** Where bundles go: `apps/server/dist/<name>/`, ignored by git. */
const DIST = path.join(ROOT, "apps/server/dist");

/**
 * How `npm start` runs a server bundle, and so the e2e journeys and the bench too (ADR 0013);
 * `package.json`'s start script spells the same out (server-build.test.ts holds them equal).
 * - `--max-semi-space-size=8`: V8's young generation at 8 MB a half instead of 16; under load
 *   the server's RSS peaked ~15–45 MB lower, for about 4 % of first-page throughput.
 * - glibc's mmap threshold fixed at its default 128 KB: without it, glibc raises the threshold
 *   after the first large free, and each argon2 hash (19 MiB, on libuv's threads) and export
 *   chunk then stays resident in malloc's arenas after it is freed (~20–50 MB).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;
export const SERVER_ENV = {
  GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=131072",
} as const;

/** What a build made: the entry files by name, and esbuild's account of the output. */
export interface ServerBuild<Entry extends string = string> {
  /** Absolute path of each entry's output, keyed by the entry's name. */
  entries: Record<Entry, string>;
  metafile: Metafile;
}

/**
 * Bundles server entry points with esbuild into plain JavaScript that `node` runs without a
 * TypeScript loader (ADR 0013): our own code — the server and the `@finch/*` workspace packages —
 * goes into the bundle; every other package stays an import, resolved from `node_modules` at run
 * time as before (native drivers, Fastify's plugins and the files they serve need that).
 * Dynamic imports become chunks of their own, so what was lazy stays lazy (the Plaid SDK is
 * loaded only when `BANK_PROVIDER=plaid`).
 *
 * `name` is the folder under `apps/server/dist`: bundles sit three levels below `apps/`, as
 * `apps/server/src/platform/config.ts` does, so paths it resolves from its own folder (the web
 * build) hold in both. The bundle is written to a staging folder beside it and then moved in,
 * entries last (publish-build.ts): a server starting from the folder, or a second `npm start`
 * building it at the same moment, never finds an entry missing or a chunk it imports gone.
 */
export async function buildServer<Entry extends string>(
  name: string,
  entryPoints: Record<Entry, string>,
): Promise<ServerBuild<Entry>> {
  const outdir = path.join(DIST, name);
  const staging = stagingFolder(outdir);
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: staging,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Maps for `NODE_OPTIONS=--enable-source-maps` when a stack trace should name the source.
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [
      {
        name: "packages-stay-imports",
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@finch/")
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  }).catch((error: unknown) => {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  });
  const names = Object.keys(entryPoints);
  publishBuild(
    staging,
    outdir,
    names.map((entry) => `${entry}.js`),
  );
  const entries = Object.fromEntries(
    names.map((entry) => [entry, path.join(outdir, `${entry}.js`)]),
  ) as Record<Entry, string>;
  return {
    entries,
    metafile: rebase(
      result.metafile,
      path.relative(ROOT, staging),
      path.relative(ROOT, outdir),
    ),
  };
}

/** esbuild's account of a build made in `from`, as if made in `to` where it now is. */
function rebase(metafile: Metafile, from: string, to: string): Metafile {
  const moved = (output: string) =>
    output.startsWith(`${from}/`)
      ? `${to}${output.slice(from.length)}`
      : output;
  return {
    ...metafile,
    outputs: Object.fromEntries(
      Object.entries(metafile.outputs).map(([output, meta]) => [
        moved(output),
        {
          ...meta,
          imports: meta.imports.map((imported) =>
            imported.external
              ? imported
              : { ...imported, path: moved(imported.path) },
          ),
        },
      ]),
    ),
  };
}

/**
 * The production server: `apps/server/dist/server/server.js` is what `npm start` runs; the
 * end-to-end suite builds the same into a folder of its own so a running `npm start` is left be.
 */
export function buildProductionServer(
  folder = "server",
): Promise<ServerBuild<"server">> {
  return buildServer(folder, { server: "apps/server/src/server.ts" });
}
