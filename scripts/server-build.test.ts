import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { watchBuild } from "./build-watcher";
import {
  buildProductionServer,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
} from "./server-build";
import { ROOT } from "./web-build";

const FOLDER = "server-build-test";
afterAll(() => {
  rmSync(path.join(ROOT, "apps/server/dist", FOLDER), {
    recursive: true,
    force: true,
  });
});

describe("buildProductionServer", () => {
  it("bundles our code, leaves packages to node_modules and keeps the Plaid SDK lazy", async () => {
    const { entries, metafile } = await buildProductionServer(FOLDER);
    const entry = path.relative(ROOT, entries.server);
    expect(Object.keys(metafile.outputs)).toContain(entry);

    // Our code and the workspace packages are in; no file from node_modules is.
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain("apps/server/src/server.ts");
    expect(inputs.some((input) => input.startsWith("packages/domain/"))).toBe(
      true,
    );
    expect(inputs.filter((input) => input.includes("node_modules"))).toEqual(
      [],
    );

    // What loads at start: the entry and every chunk it imports statically.
    const loadedAtStart = new Set<string>();
    const packagesAtStart = new Set<string>();
    const visit = (output: string) => {
      if (loadedAtStart.has(output)) return;
      loadedAtStart.add(output);
      for (const imported of metafile.outputs[output]?.imports ?? []) {
        if (imported.kind !== "import-statement") continue;
        if (imported.external) packagesAtStart.add(imported.path);
        else visit(imported.path);
      }
    };
    visit(entry);
    expect(packagesAtStart).toContain("fastify");
    expect(packagesAtStart).toContain("better-sqlite3");
    expect(packagesAtStart).not.toContain("plaid");
    // …while the Plaid provider is still there, behind a dynamic import.
    const lazyPlaid = Object.entries(metafile.outputs).filter(
      ([output, meta]) =>
        !loadedAtStart.has(output) &&
        meta.imports.some((imported) => imported.path === "plaid"),
    );
    expect(lazyPlaid).toHaveLength(1);
  }, 60_000);

  it("is what npm start runs, with the flags and environment the e2e journeys and the bench use", () => {
    const pkg = JSON.parse(
      readFileSync(path.join(ROOT, "package.json"), "utf8"),
    ) as { scripts: Record<string, string> };
    const serve = pkg.scripts.start?.split("&&").at(-1)?.trim();
    const env = Object.entries(SERVER_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ");
    expect(serve).toBe(
      `${env} exec node ${SERVER_NODE_FLAGS.join(" ")} apps/server/dist/server/server.js`,
    );
  });

  it("never leaves a bundle missing, cut short or importing a chunk that is gone, even with two builds at once", async () => {
    const first = await buildProductionServer(FOLDER);
    const chunkImports = String.raw`(?:from|import\()\s*["']\./([\w.-]+\.js)["']`;
    // The entry imports chunks, so a missing one would be seen.
    expect(
      readFileSync(first.entries.server, "utf8").match(
        new RegExp(chunkImports),
      ),
    ).not.toBeNull();
    const watcher = watchBuild({
      folder: path.dirname(first.entries.server),
      entry: "server.js",
      ending: "//# sourceMappingURL=server.js.map",
      references: chunkImports,
    });
    // Two `npm start` from one checkout at once, while a server starts from the bundle.
    const [a, b] = await Promise.all([
      buildProductionServer(FOLDER),
      buildProductionServer(FOLDER),
    ]);
    expect(await watcher.stop()).toEqual([]);
    expect(a.entries.server).toBe(first.entries.server);
    expect(b.metafile.outputs).toEqual(a.metafile.outputs);
    // What the entry imports is where the metafile says, and the folder holds nothing else of
    // this build's making (no staging folder left beside it).
    const dist = path.join(ROOT, "apps/server/dist");
    expect(
      readdirSync(dist).filter((name) => name.startsWith(`.${FOLDER}.`)),
    ).toEqual([]);
    for (const output of Object.keys(a.metafile.outputs))
      expect(existsSync(path.join(ROOT, output)), output).toBe(true);
  }, 120_000);
});
