/**
 * Typed reading of fast-xml-parser's output (plain objects of unknown shape): a child by name, a
 * list of children, an element's text. Namespace prefixes are removed by the parser.
 */
import { XMLParser } from "fast-xml-parser";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  // Every value stays text: account numbers and amounts must not become JavaScript numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  // Only the ends are trimmed: line breaks inside a remittance text are the bank's.
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The parsed document, or null when the text is not well-formed enough to read. */
export function parseXml(text: string): unknown {
  try {
    return parser.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first element at `path` below `node` (lists resolve to their first item). */
export function child(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const name of path) {
    const first: unknown = Array.isArray(current)
      ? (current as unknown[])[0]
      : current;
    if (!isRecord(first)) return undefined;
    current = first[name];
  }
  return Array.isArray(current) ? (current as unknown[])[0] : current;
}

/** Every element named `name` directly below `node`, as a list. */
export function children(node: unknown, name: string): unknown[] {
  const first: unknown = Array.isArray(node) ? (node as unknown[])[0] : node;
  if (!isRecord(first)) return [];
  const value = first[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

/** The text of the element at `path`, or null when it is absent or empty. */
export function textAt(node: unknown, ...path: string[]): string | null {
  const value = child(node, ...path);
  const text =
    typeof value === "string"
      ? value
      : isRecord(value)
        ? value["#text"]
        : undefined;
  return typeof text === "string" && text.trim() !== "" ? text : null;
}

/** An attribute of the element at `path`. */
export function attributeAt(
  node: unknown,
  attribute: string,
  ...path: string[]
): string | null {
  const value = child(node, ...path);
  const found = isRecord(value) ? value[`@${attribute}`] : undefined;
  return typeof found === "string" ? found : null;
}
