import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { watchBuild } from "./build-watcher";
import { buildWeb } from "./web-build";

const parent = mkdtempSync(path.join(tmpdir(), "finch-web-build-"));
const out = path.join(parent, "dist");
afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

/** A previous build in `out`, written minutes ago: a page and the script it loads. */
function previousBuild(): void {
  mkdirSync(path.join(out, "assets"), { recursive: true });
  writeFileSync(
    path.join(out, "index.html"),
    '<!doctype html><html><script type="module" src="/assets/index-old.js"></script></html>\n',
  );
  writeFileSync(path.join(out, "assets/index-old.js"), "console.log(1);\n");
  const then = new Date(Date.now() - 10 * 60_000);
  for (const file of ["index.html", "assets/index-old.js"])
    utimesSync(path.join(out, file), then, then);
}

describe("buildWeb", () => {
  it("makes a production bundle (even under NODE_ENV=test) and never leaves a half-written dist", async () => {
    expect(process.env.NODE_ENV).toBe("test");
    previousBuild();
    // What a server serving `out`, or a staleness check, would find at any moment of the build.
    const watcher = watchBuild({
      folder: out,
      entry: "index.html",
      ending: "</html>",
      references: String.raw`(?:src|href)="/(assets/[\w.-]+)"`,
    });
    await buildWeb(out);
    expect(await watcher.stop()).toEqual([]);

    const assets = readdirSync(path.join(out, "assets"));
    // The previous build's script is gone (nothing lists it and it is old), the new one is in.
    expect(assets).not.toContain("index-old.js");
    const index = readFileSync(path.join(out, "index.html"), "utf8");
    for (const [, asset] of index.matchAll(
      /(?:src|href)="\/(assets\/[\w.-]+)"/g,
    ))
      expect(existsSync(path.join(out, asset!)), asset).toBe(true);
    expect(readdirSync(parent)).toEqual(["dist"]);

    const scripts = assets
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(out, "assets", name), "utf8"));
    expect(scripts.length).toBeGreaterThan(10);
    // Every script has its Brotli and gzip copies beside it, for the server to send compressed.
    for (const name of assets.filter((file) => file.endsWith(".js"))) {
      expect(assets, name).toContain(`${name}.br`);
      expect(assets, name).toContain(`${name}.gz`);
    }
    // React's development build announces itself with this link; the production build has none.
    expect(
      scripts.filter(
        (code) =>
          code.includes("react.dev/link/react-devtools") ||
          code.includes("development experience"),
      ),
    ).toEqual([]);
  }, 240_000);
});
