/**
 * `npm run build` builds the web app and the server bundle; `npm start` runs this with
 * `--if-stale` first, which rebuilds the web app only when its sources changed (the server bundle
 * takes well under a second and is always rebuilt), then runs the bundle with plain `node`. Both
 * are built aside and moved into place (publish-build.ts), so two `npm start` from one checkout
 * at once, or one beside a running server, never see the other's build half-written.
 */
import { parseArgs } from "node:util";
import { buildProductionServer } from "./server-build";
import { buildWeb, isWebBuildStale } from "./web-build";

const { values } = parseArgs({
  options: { "if-stale": { type: "boolean", default: false } },
});

if (!values["if-stale"] || isWebBuildStale()) {
  console.log("Building the web app…");
  await buildWeb();
}
await buildProductionServer();
