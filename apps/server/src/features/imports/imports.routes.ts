import {
  commitImportBodySchema,
  commitImportResponseSchema,
  csvOptionsInputSchema,
  errorBodySchema,
  importListResponseSchema,
  importParamsSchema,
  importPreviewSchema,
  idInput,
  validationErrorBodySchema,
} from "@finch/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import { registerUploadForm, type UploadedFile } from "../../platform/forms";
import type { ImportsService } from "./imports.service";

/** The largest statement file an import takes. */
export const STATEMENT_FILE_LIMIT = 50 * 1024 * 1024;

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

const uploadedFile = z.custom<UploadedFile>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    "bytes" in value &&
    Buffer.isBuffer(value.bytes),
  { error: "Choose a statement file to import" },
);

/** `options` arrives as JSON text in its form field. */
const optionsField = z
  .string({ error: "Options must be JSON text" })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Options must be valid JSON" });
      return z.NEVER;
    }
  })
  .pipe(csvOptionsInputSchema);

/** `POST /imports`: a multipart form. */
/** Which of the file's statements to preview: its 0-based index, as a form field's text. */
const statementField = z
  .string()
  .regex(/^\s*\d{1,4}\s*$/, { error: "Statement must be a statement's number" })
  .transform(Number);

const uploadBodySchema = z.object({
  file: uploadedFile,
  account_id: idInput("Account id").optional(),
  statement: statementField.optional(),
  options: optionsField.optional(),
});

/**
 * Sends JSON the service already wrote (a preview, whose rows are stored as JSON): Fastify sends
 * a string typed JSON as it is, past the route's compiled writer. The route's schema still
 * describes it; the tests parse it with that schema.
 */
function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}

/** `/imports` routes: preview, commit, undo and the history (docs/design/imports.md §4). */
export function importsRoutes(
  importsService: ImportsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this scope takes a file upload.
    await registerUploadForm(app, STATEMENT_FILE_LIMIT);

    app.post(
      "/imports",
      {
        schema: {
          tags: ["imports"],
          consumes: ["multipart/form-data"],
          body: uploadBodySchema,
          response: {
            201: importPreviewSchema,
            413: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { file, account_id, statement, options } = request.body;
        const preview = await importsService.preview(
          currentUser(request).id,
          file,
          {
            ...(account_id === undefined ? {} : { accountId: account_id }),
            ...(statement === undefined ? {} : { statement }),
            ...(options === undefined ? {} : { options }),
          },
        );
        return sendJsonText(reply.code(201), preview);
      },
    );

    app.get(
      "/imports",
      {
        schema: {
          tags: ["imports"],
          response: { 200: importListResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => importsService.list(currentUser(request).id),
    );

    app.get(
      "/imports/:id",
      {
        schema: {
          tags: ["imports"],
          params: importParamsSchema,
          response: { 200: importPreviewSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendJsonText(
          reply,
          await importsService.get(currentUser(request).id, request.params.id),
        ),
    );

    app.post(
      "/imports/:id/commit",
      {
        schema: {
          tags: ["imports"],
          params: importParamsSchema,
          body: commitImportBodySchema,
          response: { 200: commitImportResponseSchema, ...errors },
        },
      },
      async (request) =>
        importsService.commit(
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      "/imports/:id",
      {
        schema: {
          tags: ["imports"],
          params: importParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await importsService.remove(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
