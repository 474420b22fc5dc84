import { Readable } from "node:stream";
import {
  dataExportSchema,
  dataImportResponseSchema,
  errorBodySchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import { logSecurityEvent } from "../../platform/security";
import type { DataExportService } from "./data-export.service";

/**
 * An import file may be up to 10 MiB (docs/design/security.md §1); every other body stays at 1 MiB.
 */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

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

    app.post(
      "/users/import-data",
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: ["users"],
          body: dataExportSchema,
          response: {
            200: dataImportResponseSchema,
            401: errorBodySchema,
            409: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request) =>
        dataExportService.importFile(currentUser(request).id, request.body),
    );
    done();
  };
}
