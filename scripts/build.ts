/**
 * `npm run build` builds the web app and the server bundle; `npm start` runs this with
 * `--if-stale` first, which rebuilds the web app only when its sources changed (the server bundle
 * takes well under a second and is always rebuilt), then runs the bundle with plain `node`.
 */
import { parseArgs } from "node:util";
import { buildProductionServer } from "./server-build";
import { buildWeb, isWebBuildStale } from "./web-build";

const { values } = parseArgs({
  options: { "if-stale": { type: "boolean", default: false } },
});

if (!values["if-stale"] || isWebBuildStale()) {
  console.log("Building the web app…");
  buildWeb();
}
await buildProductionServer();
