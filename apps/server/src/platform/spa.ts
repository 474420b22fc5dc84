import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built SPA at `/`: hashed assets cached for a year (and sent compressed where the build
 * wrote compressed copies), every other non-API GET falling back to `index.html` (never cached,
 * so a deploy is picked up on the next load). Unknown API paths keep their JSON 404 and unknown
 * assets a plain one.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
): Promise<void> {
  const indexFile = path.join(webDistDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each script and style sheet (scripts/web-build.ts):
      // the one the browser accepts is sent, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ detail: "Not Found" });
    }
    // A missing hashed asset (an old tab asking for a chunk of the previous build) is a 404: the
    // HTML fallback would reach the browser as a "module script" with the wrong MIME type.
    if (request.url.startsWith("/assets/")) {
      return reply.code(404).type("text/plain").send("Not Found");
    }
    if (!built) {
      return reply
        .code(404)
        .type("text/plain")
        .send(
          "The web app is not built. Run `npm run build`, or start with `npm start`.",
        );
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
