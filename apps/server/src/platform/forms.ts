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
  await app.register(multipart, {
    // No files: a part with a filename, or typed application/octet-stream, is refused.
    limits: { fields: 10, fieldSize: 4 * 1024, files: 0, parts: 10 },
  });
  app.addHook("preValidation", async (request, reply) => {
    if (!request.isMultipart()) return;
    // The plugin streams the parts past Fastify's body limit, and busboy reads on past a field cut
    // at 4 KiB and through a preamble or epilogue of any size, so the form is held to a limit of
    // its own: a declared length beyond it is refused before a byte is read, and a chunked body
    // once it passes it. The connection closes, as with Fastify's own parsers, since the client
    // may still be sending.
    try {
      if (Number(request.headers["content-length"]) > MULTIPART_BODY_LIMIT)
        throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      request.body = await readMultipartForm(request);
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
  "FST_ERR_CTP_BODY_TOO_LARGE",
]);

function isTooLarge(error: unknown): boolean {
  return (
    (error as { code?: unknown } | null)?.code === "FST_ERR_CTP_BODY_TOO_LARGE"
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
): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown[]>();
  let problem: AppError | undefined;
  // Counted beside the plugin's pipe; past the limit an 'error' on the request is what the plugin
  // listens for: it unpipes busboy and ends the parts with that error.
  let received = 0;
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received <= MULTIPART_BODY_LIMIT) return;
    request.raw.off("data", count);
    request.raw.emit("error", new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  };
  request.raw.on("data", count);
  try {
    // Read to the end even after a bad part, so the plugin's own refusals and limits still count.
    for await (const part of request.parts()) {
      // Drained, or busboy would wait on the stream for ever.
      if (part.type === "file") part.file.resume();
      problem ??= partProblem(part);
      const values = fields.get(part.fieldname) ?? [];
      values.push(part.value);
      fields.set(part.fieldname, values);
    }
  } catch (error) {
    throw formError(error);
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
function formError(error: unknown): unknown {
  const { code, statusCode } = (error ?? {}) as {
    code?: unknown;
    statusCode?: unknown;
  };
  if (typeof code === "string" && LIMIT_CODES.has(code)) return error;
  if (typeof statusCode === "number" && statusCode >= 500) return error;
  const fieldError =
    (typeof code === "string" ? REFUSALS[code] : undefined) ?? NOT_A_FORM;
  return new AppError("validation_failed", fieldError.msg, {
    fieldErrors: [fieldError],
    cause: error,
  });
}
