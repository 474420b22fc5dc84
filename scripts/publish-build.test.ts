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
import { listFiles, publishBuild, stagingFolder } from "./publish-build";

const root = mkdtempSync(path.join(tmpdir(), "finch-publish-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A build of `files` (path → content) staged beside `target`, as the builds make one. */
function stage(target: string, files: Record<string, string>): string {
  const staging = stagingFolder(target);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    writeFileSync(path.join(staging, file), content);
  }
  return staging;
}

/** Makes every file of the folder look written `minutes` ago. */
function age(folder: string, minutes: number): void {
  const then = new Date(Date.now() - minutes * 60_000);
  for (const file of listFiles(folder))
    utimesSync(path.join(folder, file), then, then);
}

describe("publishBuild", () => {
  it("keeps the previous build's files one build longer, then removes them", () => {
    const target = path.join(root, "dist");
    publishBuild(
      stage(target, { "index.html": "v1", "assets/a1.js": "a1" }),
      target,
      ["index.html"],
    );
    age(target, 5);
    publishBuild(
      stage(target, { "index.html": "v2", "assets/a2.js": "a2" }),
      target,
      ["index.html"],
    );
    // A page that loaded v1 a moment ago still gets its script.
    expect(listFiles(target).sort()).toEqual([
      "assets/a1.js",
      "assets/a2.js",
      "index.html",
    ]);
    expect(readFileSync(path.join(target, "index.html"), "utf8")).toBe("v2");
    age(target, 5);
    publishBuild(
      stage(target, { "index.html": "v3", "assets/a3.js": "a3" }),
      target,
      ["index.html"],
    );
    expect(listFiles(target).sort()).toEqual([
      "assets/a2.js",
      "assets/a3.js",
      "index.html",
    ]);
    // No staging folder is left beside it.
    expect(readdirSync(root).filter((name) => name.startsWith("."))).toEqual(
      [],
    );
  });

  it("leaves a file another build moved in a moment ago, whatever the lists say", () => {
    const target = path.join(root, "fresh");
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, "chunk-other.js"), "other");
    publishBuild(stage(target, { "server.js": "s" }), target, ["server.js"]);
    expect(existsSync(path.join(target, "chunk-other.js"))).toBe(true);
  });

  it("changes nothing when the build made no entry", () => {
    const target = path.join(root, "broken");
    publishBuild(stage(target, { "server.js": "old" }), target, ["server.js"]);
    const staging = stage(target, { "chunk-new.js": "new" });
    expect(() => {
      publishBuild(staging, target, ["server.js"]);
    }).toThrow("The build made no server.js");
    expect(listFiles(target)).toEqual(["server.js"]);
    expect(existsSync(staging)).toBe(false);
  });
});
