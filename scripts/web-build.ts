import { spawn } from "node:child_process";
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listFiles, publishBuild, stagingFolder } from "./publish-build";

/** The repository root (this file lives in scripts/). */
export const ROOT = path.resolve(import.meta.dirname, "..");
const WEB = path.join(ROOT, "apps/web");
const WEB_DIST = path.join(WEB, "dist");
const BUILT_INDEX = path.join(WEB_DIST, "index.html");
/** Everything the web bundle is made from. */
const SOURCES = [
  path.join(WEB, "src"),
  path.join(WEB, "index.html"),
  path.join(WEB, "vite.config.ts"),
  path.join(WEB, "package.json"),
  path.join(ROOT, "packages/domain/src"),
  path.join(ROOT, "packages/contracts/src"),
  path.join(ROOT, "package-lock.json"),
  // How it is built: a change here (the production build above, say) rebuilds it too.
  path.join(ROOT, "scripts/web-build.ts"),
];

/** True when the web build is missing or older than any of its sources. */
export function isWebBuildStale(): boolean {
  if (!existsSync(BUILT_INDEX)) return true;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}

/**
 * Builds the web app with Vite in a child process (so the server never loads Vite) into a staging
 * folder, then moves it into `outDir` (`apps/web/dist` unless given) with `index.html` last
 * (publish-build.ts). Vite empties its output folder first, and an interrupted or concurrent
 * build then left a `dist` that a running server served half of, or whose `index.html` made
 * the staleness check above call it up to date. Always a production build: run from the test
 * suite, the inherited NODE_ENV=test made Vite bundle React's development build (325 KB gzipped
 * for the dashboard instead of 242), which `npm start` then served as up to date.
 */
export async function buildWeb(outDir = WEB_DIST): Promise<void> {
  const vite = path.join(ROOT, "node_modules/vite/bin/vite.js");
  const staging = stagingFolder(outDir);
  const child = spawn(
    process.execPath,
    [vite, "build", "--outDir", staging, "--emptyOutDir"],
    {
      cwd: WEB,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error("The web build failed");
  }
  compressAssets(staging);
  publishBuild(staging, outDir, ["index.html"]);
}

/** The hashed text assets a page loads; fonts and images are compressed formats already. */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script, style sheet and SVG under
 * `assets/`, once per build at the highest levels; the server sends the one the browser accepts
 * (`preCompressed` in apps/server/src/platform/spa.ts). Uncompressed, a phone on a slow network
 * fetched about 880 KB for the sign-in page instead of about 240 KB.
 */
export function compressAssets(folder: string): void {
  for (const file of listFiles(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(folder, file);
    const body = readFileSync(full);
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  }
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}
