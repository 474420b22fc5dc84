import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  dataExportSchema,
  dataImportResponseSchema,
  errorBodySchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import { errorCodes } from "fastify";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import { logSecurityEvent } from "../../platform/security";
import type { DataExportService } from "./data-export.service";

/**
 * An import file may be up to 256 MiB: an export of the format's 500,000 transactions is 110 MiB
 * with the bench's ledger (docs/performance.md, "Importing an export"), so longer texts still
 * fit; every other body stays at 1 MiB. It is never held in memory: see `spoolBody`.
 */
export const IMPORT_BODY_LIMIT = 256 * 1024 * 1024;

/** How long an import's connection may stay silent while the file is checked and written. */
const IMPORT_IDLE_TIMEOUT_MS = 15 * 60_000;

/** Read size of the spooled import file: its text reaches the reader 64 KiB (~280 rows) at a time. */
const IMPORT_READ_CHUNK = 64 * 1024;

/**
 * `GET /users/export-data`, `exportsPerHour` a user (`RATE_LIMIT_EXPORT_PER_HOUR`), and
 * `POST /users/import-data`.
 */
export function dataExportRoutes(
  dataExportService: DataExportService,
  exportsPerHour: number,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/users/export-data",
      {
        config: {
          rateLimit: {
            max: exportsPerHour,
            timeWindow: "1 hour",
            keyGenerator: (r) => `export:${String(r.user?.id ?? r.ip)}`,
          },
        },
        schema: {
          tags: ["users"],
          produces: ["application/json"],
          response: {
            200: z.unknown().describe("The export file, as a download"),
            401: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const fileName = await dataExportService.fileName(userId);
        const stream = Readable.from(dataExportService.exportChunks(userId));
        stream.on("error", (error) => {
          // Headers are gone by then: the download ends short and the client's parse fails.
          request.log.error({ err: error }, "data export failed mid-stream");
        });
        logSecurityEvent(request, "data_export", {
          userId,
          outcome: "success",
        });
        return reply
          .header("content-type", "application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(stream);
      },
    );

    // The import body is not parsed here: the handler spools it and reads it as a stream.
    // Other content types keep the parsers of the server (anything but JSON is a 415).
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", (request, _payload, next) => {
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > IMPORT_BODY_LIMIT) next(tooLarge(request.raw), undefined);
      else next(null, undefined);
    });

    app.post(
      "/users/import-data",
      {
        schema: {
          tags: ["users"],
          // For the API description: the body is validated as it is read (data-import.file.ts).
          body: dataExportSchema,
          response: {
            200: dataImportResponseSchema,
            401: errorBodySchema,
            409: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
        validatorCompiler: () => (value: unknown) => ({ value }),
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        // A large import works for a minute or more after the upload with nothing on the wire:
        // the connection's idle timeout (65 s, app.ts) would cut it. Put back once answered.
        // (An injected request's stand-in socket has no timeout to change.)
        const socket = request.raw.socket as Partial<Socket> | undefined;
        if (typeof socket?.setTimeout === "function") {
          const idleTimeout = app.server.timeout;
          socket.setTimeout(IMPORT_IDLE_TIMEOUT_MS);
          reply.raw.once("finish", () => socket.setTimeout?.(idleTimeout));
        }
        const spooled = await spoolBody(request.raw, IMPORT_BODY_LIMIT);
        try {
          return await dataExportService.importFile(userId, () =>
            createReadStream(spooled.file, {
              encoding: "utf8",
              highWaterMark: IMPORT_READ_CHUNK,
            }),
          );
        } finally {
          await spooled.remove();
        }
      },
    );
    done();
  };
}

/**
 * Writes a request body to a new private temporary file, refusing it with 413 once it passes
 * `limit` bytes. The import then reads the file (twice) instead of the socket: memory stays flat,
 * and a slow upload never holds a database transaction open.
 */
async function spoolBody(
  raw: IncomingMessage,
  limit: number,
): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "finch-import-"));
  const file = path.join(dir, "body.json");
  const remove = () => rm(dir, { recursive: true, force: true });
  const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
  try {
    await new Promise<void>((resolve, reject) => {
      let bytes = 0;
      const fail = (error: Error) => {
        raw.off("data", onData);
        raw.off("end", onEnd);
        raw.off("error", fail);
        out.off("error", fail);
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > limit) {
          fail(tooLarge(raw));
          return;
        }
        if (!out.write(chunk)) {
          raw.pause();
          out.once("drain", () => raw.resume());
        }
      };
      const onEnd = () => {
        out.off("error", fail);
        out.end(() => resolve());
      };
      raw.on("data", onData);
      raw.once("end", onEnd);
      raw.once("error", fail);
      out.once("error", fail);
    });
  } catch (error) {
    out.destroy();
    await remove();
    throw error;
  }
  return { file, remove };
}

/** Fastify's own 413 (answered as "Request body is too large"); the rest of the body is not read. */
function tooLarge(raw: IncomingMessage): Error {
  // Stop taking the upload: the answer goes out and the connection closes behind it.
  raw.pause();
  return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}
