/**
 * An incremental reader of one JSON object whose large members are arrays: the data export file
 * (issue 7). It takes the text a chunk at a time and hands back each top-level member, and each
 * element of a top-level array one at a time, parsed with `JSON.parse` on that element's text
 * alone. So an import holds one chunk and one element, never the whole file, however many
 * transactions it has. Any JSON text is read; what is not well-formed JSON throws
 * `JsonSyntaxError` where it stops being so.
 */

/** One thing read from the file, in file order. */
export type ExportFileEvent =
  /** A top-level member whose value is not an array, parsed whole. */
  | { kind: "value"; key: string; value: unknown }
  /** The start of a top-level array member. */
  | { kind: "array"; key: string }
  /** One element of the top-level array `key`, at `index` from 0. */
  | { kind: "element"; key: string; index: number; value: unknown }
  /** An element larger than `maxValueChars`, not parsed (its text was dropped while read). */
  | { kind: "oversized"; key: string; index: number | null };

/** The text is not well-formed JSON, or not one JSON object. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly notAnObject = false,
  ) {
    super(message);
    this.name = "JsonSyntaxError";
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

type State =
  | "start"
  | "first-key"
  | "key"
  | "colon"
  | "value"
  | "first-element"
  | "element"
  | "after-element"
  | "after-member"
  | "done";

/** Where a value being captured has got to, so a value split over chunks is scanned once. */
interface Capture {
  start: number;
  at: number;
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** The first character: a string, an object or array, or a bare word or number. */
  opener: "string" | "nested" | "bare";
  /** Characters of this value already dropped (skipped or oversized values keep none). */
  dropped: number;
  keep: boolean;
}

/** Options of `readExportFile`. */
export interface ReaderOptions {
  /** Top-level keys whose values are read; any other member is skipped without being kept. */
  keys: ReadonlySet<string>;
  /** The longest single value or element kept for parsing, in UTF-16 code units. */
  maxValueChars: number;
  /** Parses one value's text (`JSON.parse` by default; a safer parser in the app). */
  parse?: (text: string) => unknown;
}

/**
 * Reads `chunks` (text, in order) as one JSON object and yields its members as events, in
 * batches: everything one chunk completes (a chunk of 256 KiB holds about a thousand
 * transactions). Skipped members and oversized values are never held.
 */
export async function* readExportFile(
  chunks: AsyncIterable<string>,
  options: ReaderOptions,
): AsyncGenerator<ExportFileEvent[]> {
  const parse =
    options.parse ?? ((text: string) => JSON.parse(text) as unknown);
  let buf = "";
  let pos = 0;
  let state = "start" as State;
  let key = "";
  let index = 0;
  let capture: Capture | undefined;
  let keyCapture: Capture | undefined;
  let ended = false;

  const consume = (batch: ExportFileEvent[]): void => {
    for (;;) {
      if (keyCapture) {
        if (!scanString(buf, keyCapture)) {
          if (keyCapture.at - keyCapture.start > options.maxValueChars)
            throw new JsonSyntaxError("A member name is too long");
          break;
        }
        key = JSON.parse(buf.slice(keyCapture.start, keyCapture.at)) as string;
        // Refused as the server's JSON parser refuses it (prototype poisoning), even unread.
        if (key === "__proto__")
          throw new JsonSyntaxError(
            "Object contains forbidden prototype property",
          );
        pos = keyCapture.at;
        keyCapture = undefined;
        state = "colon";
        continue;
      }
      if (capture) {
        const complete = scanValue(buf, capture);
        if (
          capture.keep &&
          capture.at - capture.start > options.maxValueChars
        ) {
          capture.keep = false;
          capture.dropped = capture.at - capture.start;
          pos = capture.at;
        }
        if (!complete) {
          if (!capture.keep) pos = capture.at;
          break;
        }
        const inArray = state === "element";
        const event = finishCapture(capture, inArray);
        pos = capture.at;
        capture = undefined;
        if (event) batch.push(event);
        if (inArray) {
          index += 1;
          state = "after-element";
        } else state = "after-member";
        continue;
      }
      while (pos < buf.length && isSpace(buf.charCodeAt(pos))) pos += 1;
      if (pos >= buf.length) break;
      const c = buf.charCodeAt(pos);
      switch (state) {
        case "start":
          if (c !== OPEN_BRACE)
            throw new JsonSyntaxError(
              "The file is not one JSON object",
              isValueStart(c),
            );
          pos += 1;
          state = "first-key";
          break;
        case "first-key":
        case "key":
          if (c === CLOSE_BRACE && state === "first-key") {
            pos += 1;
            state = "done";
            break;
          }
          if (c !== QUOTE) throw syntax("a member name");
          keyCapture = newCapture(pos, "string", true);
          break;
        case "colon":
          if (c !== COLON) throw syntax("':'");
          pos += 1;
          state = "value";
          break;
        case "value":
          if (c === OPEN_BRACKET && options.keys.has(key)) {
            pos += 1;
            index = 0;
            state = "first-element";
            batch.push({ kind: "array", key });
            break;
          }
          capture = startValue(buf, pos, options.keys.has(key));
          break;
        case "first-element":
          if (c === CLOSE_BRACKET) {
            pos += 1;
            state = "after-member";
            break;
          }
          state = "element";
          capture = startValue(buf, pos, true);
          break;
        case "element":
          capture = startValue(buf, pos, true);
          break;
        case "after-element":
          if (c === COMMA) {
            pos += 1;
            state = "element";
          } else if (c === CLOSE_BRACKET) {
            pos += 1;
            state = "after-member";
          } else throw syntax("',' or ']'");
          break;
        case "after-member":
          if (c === COMMA) {
            pos += 1;
            state = "key";
          } else if (c === CLOSE_BRACE) {
            pos += 1;
            state = "done";
          } else throw syntax("',' or '}'");
          break;
        case "done":
          throw syntax("the end of the text");
      }
    }
  };

  const iterator = chunks[Symbol.asyncIterator]();
  for (;;) {
    // Everything before `pos` (or the capture's start) is consumed: drop it, then read on.
    const keepFrom = capture?.keep ? capture.start : (keyCapture?.start ?? pos);
    if (capture && !capture.keep) {
      capture.dropped += capture.at - pos;
      capture.at = 0;
      capture.start = 0;
      buf = "";
      pos = 0;
    } else if (keepFrom > 0) {
      buf = buf.slice(keepFrom);
      pos -= keepFrom;
      if (capture) {
        capture.at -= keepFrom;
        capture.start -= keepFrom;
      }
      if (keyCapture) {
        keyCapture.at -= keepFrom;
        keyCapture.start -= keepFrom;
      }
    }
    const next = await iterator.next();
    if (next.done) ended = true;
    else buf += next.value;
    if (ended) buf += " "; // ends a bare number or word at the end of the text
    const batch: ExportFileEvent[] = [];

    // Consume as much of the buffer as forms whole tokens. What came before a syntax error is
    // handed on first, so problems are met in file order.
    try {
      consume(batch);
    } catch (error) {
      if (batch.length > 0) yield batch;
      throw error;
    }
    if (batch.length > 0) yield batch;
    if (ended) break;
  }
  if (state !== "done" || capture || keyCapture)
    throw new JsonSyntaxError(
      state === "start"
        ? "The file is empty"
        : "The file ends before its JSON does",
    );

  function syntax(expected: string): JsonSyntaxError {
    return new JsonSyntaxError(`Expected ${expected} in the JSON text`);
  }

  function finishCapture(
    done: Capture,
    inArray: boolean,
  ): ExportFileEvent | undefined {
    if (!done.keep) {
      // A skipped member, or a value too long to keep.
      if (!options.keys.has(key)) return undefined;
      return { kind: "oversized", key, index: inArray ? index : null };
    }
    const text = buf.slice(done.start, done.at);
    let value: unknown;
    try {
      value = parse(text);
    } catch (error) {
      throw new JsonSyntaxError(
        error instanceof Error ? error.message : "Invalid JSON value",
      );
    }
    return inArray
      ? { kind: "element", key, index, value }
      : { kind: "value", key, value };
  }
}

function isValueStart(c: number): boolean {
  return (
    c === OPEN_BRACKET ||
    c === QUOTE ||
    c === 0x2d ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x74 ||
    c === 0x66 ||
    c === 0x6e
  );
}

function newCapture(
  start: number,
  opener: Capture["opener"],
  keep: boolean,
): Capture {
  return {
    start,
    at: start + (opener === "bare" ? 0 : 1),
    depth: opener === "nested" ? 1 : 0,
    inString: opener === "string",
    escaped: false,
    opener,
    dropped: 0,
    keep,
  };
}

function startValue(buf: string, pos: number, keep: boolean): Capture {
  const c = buf.charCodeAt(pos);
  if (c === QUOTE) return newCapture(pos, "string", keep);
  if (c === OPEN_BRACE || c === OPEN_BRACKET)
    return newCapture(pos, "nested", keep);
  if (c === CLOSE_BRACE || c === CLOSE_BRACKET || c === COMMA || c === COLON)
    throw new JsonSyntaxError("Expected a value in the JSON text");
  return newCapture(pos, "bare", keep);
}

/**
 * Finds where the string that `at` is inside of ends: just past its closing quote, or -1 when the
 * buffer ends first (`capture.escaped` then says whether it ended on a backslash). Jumps from
 * quote to quote with `indexOf`, which is many times faster than reading character by character.
 */
function endOfString(buf: string, at: number, capture: Capture): number {
  const end = buf.length;
  if (capture.escaped) {
    if (at >= end) return -1;
    at += 1;
    capture.escaped = false;
  }
  for (;;) {
    const quote = buf.indexOf('"', at);
    if (quote === -1) {
      // Ends inside the string: on an escaping backslash if the last run of them is odd.
      capture.escaped = backslashesBefore(buf, end, at) % 2 === 1;
      return -1;
    }
    if (backslashesBefore(buf, quote, at) % 2 === 0) return quote + 1;
    at = quote + 1;
  }
}

/** How many backslashes stand right before `index`, looking no further back than `from`. */
function backslashesBefore(buf: string, index: number, from: number): number {
  let n = 0;
  while (index - n - 1 >= from && buf.charCodeAt(index - n - 1) === BACKSLASH)
    n += 1;
  return n;
}

/** Scans a string from `capture.at` to just past its closing quote; false if the buffer ends first. */
function scanString(buf: string, capture: Capture): boolean {
  const after = endOfString(buf, capture.at, capture);
  if (after === -1) {
    capture.at = buf.length;
    return false;
  }
  capture.at = after;
  capture.inString = false;
  return true;
}

/**
 * Scans a value from `capture.at` to its end: the closing quote, the bracket that closes its
 * depth, or (a number or word) the first delimiter. False if the buffer ends first. What lies
 * between is checked by `JSON.parse` later (kept values) or not at all (skipped ones, whose
 * structure is still followed bracket by bracket).
 */
function scanValue(buf: string, capture: Capture): boolean {
  if (capture.opener === "string") return scanString(buf, capture);
  const end = buf.length;
  if (capture.opener === "bare") {
    let at = capture.at;
    while (at < end) {
      const c = buf.charCodeAt(at);
      if (
        isSpace(c) ||
        c === COMMA ||
        c === CLOSE_BRACE ||
        c === CLOSE_BRACKET ||
        c === COLON
      ) {
        capture.at = at;
        return true;
      }
      at += 1;
    }
    capture.at = at;
    return false;
  }
  let at = capture.at;
  let depth = capture.depth;
  while (at < end) {
    if (capture.inString) {
      const after = endOfString(buf, at, capture);
      if (after === -1) break;
      capture.inString = false;
      at = after;
      continue;
    }
    const c = buf.charCodeAt(at);
    at += 1;
    if (c === QUOTE) capture.inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) {
        capture.at = at;
        capture.depth = 0;
        return true;
      }
    }
  }
  capture.at = end;
  capture.depth = depth;
  return false;
}
