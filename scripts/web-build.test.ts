import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildWeb } from "./web-build";

const out = mkdtempSync(path.join(tmpdir(), "finch-web-build-"));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe("buildWeb", () => {
  it("makes a production bundle even when run from the test suite (NODE_ENV=test)", () => {
    expect(process.env.NODE_ENV).toBe("test");
    buildWeb(out);
    const scripts = readdirSync(path.join(out, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(out, "assets", name), "utf8"));
    expect(scripts.length).toBeGreaterThan(10);
    // React's development build announces itself with this link; the production build has none.
    expect(
      scripts.filter(
        (code) =>
          code.includes("react.dev/link/react-devtools") ||
          code.includes("development experience"),
      ),
    ).toEqual([]);
  }, 120_000);
});
