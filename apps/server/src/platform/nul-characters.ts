/**
 * The paths of every string holding U+0000 in a validated value (object keys included in the
 * path, values only checked). PostgreSQL's text types cannot store NUL ("invalid byte sequence
 * for encoding UTF8: 0x00"), so a NUL that reaches a query is a 500 there and a silently stored
 * control character on SQLite; the validator refuses it on both (found by the security fuzzer).
 */
export function nulCharacterPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === "string") return value.includes("\u0000") ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item: unknown, index) =>
      nulCharacterPaths(item, [...path, index]),
    );
  // Bytes (an uploaded file) are no text: a statement's bytes are decoded and cleaned apart.
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value))
    return [];
  return Object.entries(value).flatMap(([key, item]) =>
    nulCharacterPaths(item, [...path, key]),
  );
}
