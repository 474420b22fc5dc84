/**
 * `npm run test:security [-- --long] [vitest args]`: the security and reliability suite
 * (apps/server/test/security, docs/design/security.md). `--long` sets SECURITY_LONG=1, which
 * enlarges every count (fuzz requests, kills, sequences, rounds); SECURITY_SEED replays a run's
 * seed and SECURITY_REPORT names a JSONL file that collects the figures for docs/security.md.
 */
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const long = args.includes("--long");
const rest = args.filter((arg) => arg !== "--long");
const result = spawnSync(
  "npx",
  ["vitest", "run", "--project", "security", ...rest],
  {
    stdio: "inherit",
    env: { ...process.env, ...(long ? { SECURITY_LONG: "1" } : {}) },
  },
);
process.exit(result.status ?? 1);
