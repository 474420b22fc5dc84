/**
 * `npm start`: the whole product on one machine. Builds the web app when its build is missing or
 * stale, then starts the server, which applies pending migrations before it listens.
 */
import { buildWeb, isWebBuildStale } from "./web-build";

if (isWebBuildStale()) {
  console.log(
    "Building the web app (its build is missing or older than its sources)…",
  );
  buildWeb();
}
await import("../apps/server/src/server");
