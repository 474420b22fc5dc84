/**
 * `npm run dev`: the API with file watching on :8000 and Vite's dev server on :5173 (which proxies
 * /api to the API). Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ROOT } from "./web-build";

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ["--import", "tsx", "--watch", "apps/server/src/server.ts"],
    { cwd: ROOT, stdio: "inherit" },
  ),
  spawn(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js")], {
    cwd: path.join(ROOT, "apps/web"),
    stdio: "inherit",
  }),
];

function stop(): void {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
