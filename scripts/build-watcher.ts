/**
 * Test support for the build tests: watches a build's folder from a worker thread (so it keeps
 * looking even while the test's own thread is blocked in a synchronous build) and reports every
 * moment a reader would have found the entry missing, cut short, or naming a file not there.
 */
import { Worker } from "node:worker_threads";

/** What a reader of the folder opens first, and how to tell it is whole and what it needs. */
export interface BuildShape {
  folder: string;
  /** The entry's path inside the folder. */
  entry: string;
  /** Text a whole entry ends with. */
  ending: string;
  /** A regular expression whose first group is a file the entry needs, relative to the folder. */
  references: string;
}

const WATCHER = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const path = require("node:path");
const { folder, entry, ending, references } = workerData;
const problems = new Set();
let stopping = false;
parentPort.on("message", () => { stopping = true; });
function check() {
  let text;
  try { text = fs.readFileSync(path.join(folder, entry), "utf8"); }
  catch { problems.add(entry + " missing"); return; }
  if (!text.trimEnd().endsWith(ending)) { problems.add(entry + " cut short"); return; }
  for (const match of text.matchAll(new RegExp(references, "g")))
    if (!fs.existsSync(path.join(folder, match[1]))) problems.add(match[1] + " missing");
}
(async () => {
  while (!stopping) {
    check();
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  parentPort.postMessage([...problems]);
})();
`;

/** Starts watching; `stop()` answers every problem seen, none for a build that is always whole. */
export function watchBuild(shape: BuildShape): {
  stop: () => Promise<string[]>;
} {
  const worker = new Worker(WATCHER, { eval: true, workerData: shape });
  const seen = new Promise<string[]>((resolve, reject) => {
    worker.once("message", (problems: string[]) => {
      resolve(problems);
    });
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const problems = await seen;
      await worker.terminate();
      return problems;
    },
  };
}
