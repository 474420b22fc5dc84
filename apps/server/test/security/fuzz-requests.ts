import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { multipartArbitrary } from "./fuzz-multipart";
import type { InventoryRoute } from "./inventory";
import { schemaValue, weirdValue, type JsonSchema } from "./fuzz-values";

/** One generated request, ready for `app.inject` (the payload is raw text). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** The OpenAPI document's operations and a resolver for its `$ref`s. */
export function openApi(app: FastifyInstance) {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = (ref: string): JsonSchema =>
    doc.components?.schemas?.[ref.split("/").pop() ?? ""] ?? {};
  const operation = (route: InventoryRoute): Operation => {
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    const method = route.method === "HEAD" ? "get" : route.method.toLowerCase();
    return doc.paths[path]?.[method] ?? {};
  };
  return { resolve, operation };
}

const BODY_LIMIT = 1024 * 1024;
const PROTO_KEYS = ["__proto__", "constructor", "prototype"];
type Mode =
  | "json"
  | "raw"
  | "text/plain"
  | "form"
  | "multipart"
  | "xml"
  | "none"
  | "oversized";
/** Every route: mostly JSON, sometimes a form (JSON routes answer those 415). */
const MODES: Mode[] = [
  ...Array<Mode>(5).fill("json"),
  "raw",
  "text/plain",
  "form",
  "multipart",
  "xml",
  "none",
];
/** Routes whose OpenAPI operation consumes forms (login): mostly multipart and urlencoded. */
const FORM_MODES: Mode[] = [
  ...Array<Mode>(6).fill("multipart"),
  ...Array<Mode>(3).fill("form"),
  "json",
  "raw",
  "none",
];
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * Requests for one route: ids from the tenants' real ids and odd values; query parameters and
 * bodies from the route's schema, or the valid example with fields dropped, swapped for odd
 * values, or joined by extra and prototype keys; sometimes the wrong content type, malformed
 * JSON, a form (urlencoded, or multipart whole or broken: `fuzz-multipart.ts`), or a body one byte
 * over the limit. Routes that consume forms get mostly forms.
 */
export function requestArbitrary(
  route: InventoryRoute,
  op: Operation,
  resolve: (ref: string) => JsonSchema,
  example: Record<string, unknown> | undefined,
  ids: number[],
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const id = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.map(String)) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "0",
          "-1",
          "1.5",
          "1e3",
          "9007199254740993",
          "abc",
          "..",
          "' OR 1=1",
        )
        .map(encode),
    },
    // Already encoded: a NUL, malformed escapes, a lone surrogate's bytes (invalid UTF-8).
    {
      weight: 1,
      arbitrary: fc.constantFrom("%00", "%", "%zz", "%ED%A0%80", "%C0%AF"),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encode) },
  );
  const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
  const query = fc.array(
    fc.oneof(
      ...queryParams.map((p) =>
        fc.tuple(
          fc.constant(p.name),
          fc.oneof(schemaValue(p.schema, resolve), weirdValue),
        ),
      ),
      fc.tuple(
        fc.constantFrom("__proto__[x]", "extra", "limit", "amount"),
        weirdValue,
      ),
    ),
    { maxLength: 5 },
  );
  const content = op.requestBody?.content ?? {};
  const takesForms = FORM_TYPES.some((type) => type in content);
  const bodySchema = (
    content["application/json"] ?? content["multipart/form-data"]
  )?.schema;
  const bodies: fc.Arbitrary<unknown>[] = [weirdValue];
  if (bodySchema) bodies.push(schemaValue(bodySchema, resolve));
  if (example) bodies.push(mutated(example), mutated(example));
  const modes = takesForms ? FORM_MODES : MODES;
  const body = fc.oneof(...bodies);
  return fc
    .record({
      id,
      query,
      body,
      multipart: multipartArbitrary(body.map(asFields)),
      proto: fc.boolean(),
      mode: fc.oneof(
        { weight: 200, arbitrary: fc.constantFrom(...modes) },
        { weight: 1, arbitrary: fc.constant<Mode>("oversized") },
      ),
    })
    .map(({ id: idValue, query: pairs, body, multipart, proto, mode }) => {
      const path = route.url.replace(/:\w+/g, idValue);
      const search = pairs
        .map(
          ([k, v]) =>
            `${encode(k)}=${encode(typeof v === "string" ? v : JSON.stringify(v))}`,
        )
        .join("&");
      const url = search ? `${path}?${search}` : path;
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
      };
      const request: FuzzRequest = { method: route.method, url, headers };
      if (route.method === "GET" || route.method === "HEAD" || mode === "none")
        return request;
      if (mode === "multipart") {
        headers["content-type"] = multipart.contentType;
        return { ...request, payload: multipart.payload };
      }
      if (mode === "form") {
        headers["content-type"] = "application/x-www-form-urlencoded";
        return { ...request, payload: formText(body, proto) };
      }
      let text = JSON.stringify(body ?? null);
      if (proto && text.startsWith("{"))
        text = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},${text.slice(1)}`;
      if (mode === "raw") text = text.slice(0, Math.max(1, text.length - 1));
      if (mode === "oversized") text = `{"pad":"${"x".repeat(BODY_LIMIT)}"}`;
      headers["content-type"] =
        mode === "text/plain"
          ? "text/plain"
          : mode === "xml"
            ? "application/xml"
            : "application/json";
      return { ...request, payload: text };
    });
}

/** The valid example with one to three fields dropped, replaced or added. */
function mutated(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  const change = fc.oneof(
    fc.record({
      op: fc.constant("drop" as const),
      key: fc.constantFrom(...keys, "none"),
      value: fc.constant(null),
    }),
    fc.record({
      op: fc.constant("set" as const),
      key: fc.constantFrom(...keys, "none"),
      value: weirdValue,
    }),
    fc.record({
      op: fc.constant("set" as const),
      key: fc.oneof(
        fc.constantFrom(...PROTO_KEYS, "id", "user_id"),
        fc.string({ maxLength: 8 }),
      ),
      value: weirdValue,
    }),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = { ...example };
    for (const { op, key, value } of changes) {
      if (op === "drop") Reflect.deleteProperty(body, key);
      else
        Object.defineProperty(body, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return body;
  });
}

/** A body's fields: a record as it is, anything else as the one field `value`. */
function asFields(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : { value: body };
}

/** A record urlencoded (anything else as its JSON text), prototype keys in front when asked. */
function formText(body: unknown, proto: boolean): string {
  const text = isRecord(body)
    ? Object.entries(body)
        .map(
          ([k, v]) =>
            `${encode(k)}=${encode(typeof v === "string" ? v : JSON.stringify(v ?? null))}`,
        )
        .join("&")
    : JSON.stringify(body ?? null);
  return proto
    ? `__proto__[polluted]=true&constructor[prototype][x]=1&__proto__=x&${text}`
    : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Percent-encodes text; lone surrogates (which encodeURIComponent refuses) become U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, "\ufffd"));
}
