import formbody from "@fastify/formbody";
import multipart, { type Multipart } from "@fastify/multipart";
import { AppError, invalid, type FieldError } from "@finch/domain";
import { errorCodes, type FastifyInstance, type FastifyRequest } from "fastify";

/**
 * The form parsers for one plugin scope (login's OAuth2 password form): urlencoded and multipart.
 * Multipart is read here rather than by the plugin's `attachFieldsToBody`, whose failures escaped
 * as busboy's plain `Error`s (a 500 for a missing boundary, a truncated body or the wrong
 * boundary) or as the plugin's undeclared 400 (`__proto__` as a field name) and 406 (a part typed
 * JSON that is not). Every malformed multipart body is now a 422 naming the body, as malformed
 * JSON is (docs/style.md §5), and logged as `input_validation_fail`; the part and field limits
 * keep 413.
 */
export async function registerFormParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await registerMultipart(app, {
    // No files: a part with a filename, or typed application/octet-stream, is refused.
    limits: { fields: 10, fieldSize: 4 * 1024, files: 0, parts: 10 },
    bodyLimit: MULTIPART_BODY_LIMIT,
  });
}

/** A file sent in a multipart form (`registerUploadForm`), read whole into memory. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * The multipart parser for a scope whose routes take one file (a statement import) beside a few
 * text fields: the file part, up to `fileBytes`, becomes an `UploadedFile` under its field name.
 * A larger file, or a body past the file and 64 KiB of fields, is the platform's 413; every
 * malformed form is the same 422 naming the body as for the sign-in form.
 */
export async function registerUploadForm(
  app: FastifyInstance,
  fileBytes: number,
): Promise<void> {
  await registerMultipart(app, {
    limits: {
      fields: 10,
      fieldSize: 16 * 1024,
      files: 1,
      parts: 11,
      fileSize: fileBytes,
    },
    bodyLimit: fileBytes + 64 * 1024,
  });
}

async function registerMultipart(
  app: FastifyInstance,
  {
    limits,
    bodyLimit,
  }: {
    limits: {
      fields: number;
      fieldSize: number;
      files: number;
      parts: number;
      fileSize?: number;
    };
    bodyLimit: number;
  },
): Promise<void> {
  await app.register(multipart, { limits });
  app.addHook("preValidation", async (request, reply) => {
    if (!request.isMultipart()) return;
    // The plugin streams the parts past Fastify's body limit, and busboy reads on past a field cut
    // at its size and through a preamble or epilogue of any size, so the form is held to a limit
    // of its own: a declared length beyond it is refused before a byte is read, and a chunked body
    // once it passes it. The connection closes, as with Fastify's own parsers, since the client
    // may still be sending.
    try {
      if (Number(request.headers["content-length"]) > bodyLimit)
        throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      request.body = await readMultipartForm(
        request,
        bodyLimit,
        limits.files > 0,
      );
    } catch (error) {
      if (isTooLarge(error)) void reply.header("connection", "close");
      throw error;
    }
  });
}

/**
 * The most a multipart form may be, declared or sent in chunks: ten parts of 4 KiB with their
 * headers fit with room to spare (the urlencoded form's limit is 16 KiB; a sign-in is under 1 KiB).
 */
export const MULTIPART_BODY_LIMIT = 64 * 1024;

/** The plugin's part and field limits: the platform's declared 413 (errors.ts answers it). */
const LIMIT_CODES = new Set([
  "FST_PARTS_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_REQ_FILE_TOO_LARGE",
  "FST_ERR_CTP_BODY_TOO_LARGE",
]);

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "FST_ERR_CTP_BODY_TOO_LARGE" || code === "FST_REQ_FILE_TOO_LARGE"
  );
}

const NOT_A_FORM: FieldError = {
  loc: ["body"],
  msg: "Request body is not a valid multipart form",
  type: "form_invalid",
};

const NO_FILES: FieldError = {
  loc: ["body"],
  msg: "Request body must not contain files",
  type: "form_invalid",
};

const ONE_FILE: FieldError = {
  loc: ["body", "file"],
  msg: "Send one file at a time",
  type: "too_many_files",
};

/** The plugin's refusals that are bad input rather than a limit, by its error code. */
const REFUSALS: Record<string, FieldError> = {
  // The plugin refuses every name found on Object.prototype (`__proto__`, `constructor`,
  // `toString`…) before it reaches us; `__proto__` in JSON is a 422 as well (errors.ts).
  FST_PROTO_VIOLATION: {
    loc: ["body"],
    msg: "Request body has a field name that is not allowed",
    type: "form_invalid",
  },
  FST_FILES_LIMIT: NO_FILES,
};

async function readMultipartForm(
  request: FastifyRequest,
  bodyLimit: number,
  takesFiles: boolean,
): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown[]>();
  let problem: AppError | undefined;
  // Counted beside the plugin's pipe; past the limit an 'error' on the request is what the plugin
  // listens for: it unpipes busboy and ends the parts with that error.
  let received = 0;
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received <= bodyLimit) return;
    request.raw.off("data", count);
    request.raw.emit("error", new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  };
  request.raw.on("data", count);
  try {
    // Read to the end even after a bad part, so the plugin's own refusals and limits still count.
    for await (const part of request.parts()) {
      const values = fields.get(part.fieldname) ?? [];
      if (part.type === "file" && takesFiles) {
        // Read whole; past the plugin's `fileSize` this throws its 413 (FST_REQ_FILE_TOO_LARGE).
        const file: UploadedFile = {
          fileName: part.filename,
          bytes: await part.toBuffer(),
        };
        values.push(file);
      } else {
        // Drained, or busboy would wait on the stream for ever.
        if (part.type === "file") part.file.resume();
        problem ??= partProblem(part);
        values.push(part.value);
      }
      fields.set(part.fieldname, values);
    }
  } catch (error) {
    throw formError(error, takesFiles);
  } finally {
    request.raw.off("data", count);
  }
  if (problem) throw problem;
  // A repeated name becomes a list, as in the urlencoded parser (zod refuses it for a text field).
  // fromEntries defines own properties, so no name can reach a prototype.
  return Object.fromEntries(
    [...fields].map(([name, values]) => [
      name,
      values.length === 1 ? values[0] : values,
    ]),
  );
}

function partProblem(part: Multipart): AppError | undefined {
  // `files: 0` has busboy skip file parts (FST_FILES_LIMIT); this is the belt to those braces.
  if (part.type === "file") return invalid([NO_FILES]);
  // busboy passes a part whose Content-Disposition has no name on with the name `undefined`.
  const name: unknown = part.fieldname;
  if (typeof name !== "string") return invalid([NOT_A_FORM]);
  // busboy cuts a value at `fieldSize` and says so: a cut value is not what the client sent.
  if (part.valueTruncated)
    return invalid([
      {
        loc: ["body", name],
        msg: "Value is longer than a form field may be",
        type: "too_big",
      },
    ]);
  return undefined;
}

/**
 * What a failure to read the parts means to the client. Whatever busboy or the plugin throws there
 * is about the body it was given (busboy's are plain `Error`s, and a `TypeError` in one path), so
 * only the limits (413) and anything the plugin itself calls a 5xx pass through unchanged. The
 * original error stays the cause, which errors.ts logs as the reason.
 */
function formError(error: unknown, takesFiles: boolean): unknown {
  const { code, statusCode } = (error ?? {}) as {
    code?: unknown;
    statusCode?: unknown;
  };
  if (typeof code === "string" && LIMIT_CODES.has(code)) return error;
  if (typeof statusCode === "number" && statusCode >= 500) return error;
  const fieldError =
    (takesFiles && code === "FST_FILES_LIMIT" ? ONE_FILE : undefined) ??
    (typeof code === "string" ? REFUSALS[code] : undefined) ??
    NOT_A_FORM;
  return new AppError("validation_failed", fieldError.msg, {
    fieldErrors: [fieldError],
    cause: error,
  });
}
