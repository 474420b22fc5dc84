import fc from "fast-check";

/** A JSON schema as the OpenAPI document prints it (OpenAPI 3.0 flavour: `nullable`). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  $ref?: string;
}

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; DELETE FROM accounts; --',
  "1 UNION SELECT password_hash FROM users",
  "%",
  "_",
  "\\",
  "' || (SELECT 1) || '",
  "$1",
  "?",
  "E'\\x00'",
];
const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "\u202e\u202dreversed",
  "\ud83d\udcb8\u200d\u200b",
  "\ud800",
  "Z\u0351\u0360\u0361a\u0334\u0336l\u0337\u0338g\u035co",
  "<script>alert(1)</script>",
  "{{7*7}}${7*7}",
  "../../etc/passwd",
  "\r\nSet-Cookie: x=1",
  "NaN",
  "Infinity",
  "1e309",
  "-0",
  "12.345",
  "0x10",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "9999-12-31",
  "__proto__",
  "constructor",
];
const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.001,
  0.1 + 0.2,
  12.345,
  1e9,
  1_000_000_000.01,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  1e300,
  Number.MIN_VALUE,
];

/** Values of the wrong type, at the boundaries, or odd and huge (FUZ-1 mutations). */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }),
  fc.constantFrom(...ODD_NUMBERS),
  fc.constantFrom(...SQL, ...ODD_TEXT),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.nat({ max: 20_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom("\u{1F600}", "\u00e9", "e\u0301").map((c) => c.repeat(600)),
);

/** A value that fits `schema` as far as a generic generator can (formats and refines aside). */
export function schemaValue(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return schemaValue(resolve(schema.$ref), resolve, depth);
  const plain = plainValue(schema, resolve, depth);
  return schema.nullable ? fc.oneof(fc.constant(null), plain) : plain;
}

function plainValue(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => schemaValue(s, resolve, depth)));
  if (schema.enum && schema.enum.length > 0)
    return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string":
      return fc.oneof(
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 30, 120),
        }),
        fc.constantFrom("2026-03-14", "12.34", "1", "groceries", "monthly"),
      );
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e6, -1e9),
        max: Math.min(schema.maximum ?? 1e6, 1e9),
      });
    case "number":
      return fc.oneof(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
      );
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(schemaValue(schema.items ?? {}, resolve, depth + 1), {
            maxLength: 3,
          });
    case "object":
      return depth > 3 ? fc.constant({}) : objectValue(schema, resolve, depth);
    default:
      return fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.constant(null),
      );
  }
}

function objectValue(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      schemaValue(value, resolve, depth + 1),
    ]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required });
}

/**
 * Multipart boundaries a client may get wrong: empty, blank, quoted-empty, over RFC 2046's 70
 * characters and over busboy's 256, with a quote, a semicolon, spaces or only dashes.
 */
export const ODD_BOUNDARIES = [
  "",
  '""',
  " ",
  "--",
  "a".repeat(71),
  "b".repeat(257),
  'x"y',
  "a;b",
  "with space",
  "'quoted'",
];

/** Content types that say multipart but carry no usable boundary. */
export const BOUNDARYLESS_MULTIPART = [
  "multipart/form-data",
  "multipart/form-data;",
  "multipart/form-data; charset=utf-8",
  "multipart/form-data; boundary",
  "multipart/form-data; boundary=",
  "multipart/form-data; name=boundary",
];

/**
 * Form field names that reach for a prototype: the plugin refuses every name on Object.prototype,
 * and the bracket forms are what qs-style parsers would expand.
 */
export const PROTO_FIELD_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__proto__[polluted]",
  "constructor[prototype][polluted]",
];
