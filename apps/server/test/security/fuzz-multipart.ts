import fc from "fast-check";
import {
  BOUNDARYLESS_MULTIPART,
  ODD_BOUNDARIES,
  PROTO_FIELD_NAMES,
  weirdValue,
} from "./fuzz-values";

/** A body with the content type that goes with it. */
export interface EncodedBody {
  contentType: string;
  payload: string;
}

/** How a multipart body is built or broken. */
const SHAPES = [
  "valid",
  "no-boundary",
  "odd-boundary",
  "wrong-boundary",
  "truncated",
  "no-end",
  "lf-only",
  "nameless",
  "file",
  "json-part",
  "proto-name",
  "duplicate",
  "many-parts",
  "huge-field",
  "garbage",
] as const;
type Shape = (typeof SHAPES)[number];

/**
 * `multipart/form-data` bodies carrying the given fields: well formed (one in four), or with no
 * boundary, an odd one or another than the body's, cut short, without the closing delimiter,
 * LF-only, with a nameless part, a file part, a part typed JSON, a prototype field name, every
 * field twice, more parts than the parser's limit, a field over its size limit, or no parts.
 */
export function multipartArbitrary(
  fields: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<EncodedBody> {
  return fc
    .record({
      fields,
      shape: fc.oneof(
        { weight: 4, arbitrary: fc.constant<Shape>("valid") },
        { weight: 14, arbitrary: fc.constantFrom(...SHAPES) },
      ),
      boundary: fc.stringMatching(/^[0-9A-Za-z'()+_,-./:=?]{1,60}$/),
      odd: fc.constantFrom(...ODD_BOUNDARIES),
      boundaryless: fc.constantFrom(...BOUNDARYLESS_MULTIPART),
      protoName: fc.constantFrom(...PROTO_FIELD_NAMES),
      garbage: fc.oneof(fc.string({ maxLength: 200 }), weirdValue.map(String)),
      cut: fc.nat(),
    })
    .map((g) => {
      const entries = Object.entries(g.fields).map(
        ([name, value]) => [name, text(value)] as const,
      );
      return build(g.shape, entries, g);
    });
}

interface Generated {
  boundary: string;
  odd: string;
  boundaryless: string;
  protoName: string;
  garbage: string;
  cut: number;
}

function build(
  shape: Shape,
  entries: (readonly [string, string])[],
  g: Generated,
): EncodedBody {
  const boundary = shape === "odd-boundary" ? g.odd : g.boundary;
  const contentType =
    shape === "no-boundary"
      ? g.boundaryless
      : `multipart/form-data; boundary=${boundary}`;
  const parts = entries.map(([name, value]) =>
    part(boundary, `form-data; name="${name}"`, value),
  );
  const end = `--${boundary}--\r\n`;
  const body = (extra: string[] = [], closing = end): EncodedBody => ({
    contentType,
    payload: [...extra, ...parts].join("") + closing,
  });
  switch (shape) {
    case "wrong-boundary":
      return {
        ...body(),
        contentType: `multipart/form-data; boundary=not-${boundary}`,
      };
    case "truncated": {
      const whole = body().payload;
      return {
        contentType,
        payload: whole.slice(0, g.cut % Math.max(1, whole.length)),
      };
    }
    case "no-end":
      return body([], "");
    case "lf-only":
      return { contentType, payload: body().payload.replace(/\r\n/g, "\n") };
    case "nameless":
      return body([
        part(boundary, "form-data", g.garbage),
        `--${boundary}\r\n\r\nno disposition\r\n`,
      ]);
    case "file":
      return body([
        part(
          boundary,
          'form-data; name="upload"; filename="a.csv"',
          "a,b\r\n1,2",
        ),
        part(
          boundary,
          'form-data; name="blob"',
          "\u0000\u0001",
          "application/octet-stream",
        ),
      ]);
    case "json-part":
      return body([
        part(
          boundary,
          'form-data; name="username"',
          g.garbage,
          "application/json",
        ),
      ]);
    case "proto-name":
      return body([
        part(boundary, `form-data; name="${g.protoName}"`, '{"polluted":true}'),
      ]);
    case "duplicate":
      return body(parts);
    case "many-parts":
      return body(
        Array.from({ length: 12 }, (_, i) =>
          part(boundary, `form-data; name="f${String(i)}"`, "x"),
        ),
      );
    case "huge-field":
      return body([
        part(boundary, 'form-data; name="username"', "x".repeat(5000)),
      ]);
    case "garbage":
      return { contentType, payload: g.garbage };
    default:
      return body();
  }
}

function part(
  boundary: string,
  disposition: string,
  value: string,
  type?: string,
): string {
  const typeLine = type ? `\r\nContent-Type: ${type}` : "";
  return `--${boundary}\r\nContent-Disposition: ${disposition}${typeLine}\r\n\r\n${value}\r\n`;
}

/** A field's text: strings as they are, anything else as JSON (as a careless client would). */
function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
}
