/**
 * A tolerant reader for OFX markup, 1.x SGML and 2.x XML alike: leaf elements may be unclosed
 * (`<TRNAMT>-6.60<FITID>…`), the whole body may sit on one line, aggregates may be closed out of
 * order. It walks the text once and hands every closed aggregate, with the leaf values found
 * directly inside it, to a callback — no tree of the whole file is built.
 */

/** An aggregate (an element holding other elements) once it is closed. */
export interface OfxFrame<T> {
  name: string;
  /** Leaf values directly inside, plus `CHILD.LEAF` values lifted from closed child aggregates. */
  fields: Map<string, string>;
  /** What the caller keeps on an open aggregate (the rows of a statement). */
  items: T[];
}

/**
 * Called as each aggregate closes, with the aggregates still open around it. Returning true says
 * the frame was consumed (a transaction): its fields are then not lifted into the parent.
 */
export type CloseHandler<T> = (
  frame: OfxFrame<T>,
  stack: readonly OfxFrame<T>[],
) => boolean;

// Leaf elements that may legitimately be empty; an empty one of these is not an aggregate.
const LEAVES = new Set([
  "TRNTYPE",
  "DTPOSTED",
  "DTUSER",
  "DTAVAIL",
  "TRNAMT",
  "FITID",
  "NAME",
  "MEMO",
  "CHECKNUM",
  "REFNUM",
  "PAYEEID",
  "SIC",
  "BALAMT",
  "DTASOF",
  "ACCTID",
  "ACCTTYPE",
  "BANKID",
  "BRANCHID",
  "CURDEF",
  "CODE",
  "SEVERITY",
  "MESSAGE",
  "DTSTART",
  "DTEND",
  "CATEGORY",
  "LANGUAGE",
]);

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9._:-]*)[^>]*>|<[?!][^>]*>/g;

/**
 * Reads `text` and calls `onClose(frame, stack)` for each aggregate as it closes (the root
 * last); `stack` holds the aggregates still open around it.
 */
export function walkOfx<T>(text: string, onClose: CloseHandler<T>): void {
  const stack: OfxFrame<T>[] = [];
  let pendingLeaf: string | null = null;
  let match: RegExpExecArray | null;
  TAG.lastIndex = 0;
  while ((match = TAG.exec(text)) !== null) {
    const name = match[2]?.toUpperCase();
    if (name === undefined) continue; // a processing instruction or comment
    const textStart = TAG.lastIndex;
    const cdata = cdataAt(text, textStart);
    if (cdata !== null) TAG.lastIndex = cdata.end;
    const next = text.indexOf("<", textStart);
    const raw =
      cdata?.value ?? text.slice(textStart, next < 0 ? text.length : next);
    if (match[1] === "/") {
      // `</NAME>` right after `<NAME>value` closes that leaf; otherwise it closes an aggregate.
      if (pendingLeaf === name) {
        pendingLeaf = null;
        continue;
      }
      pendingLeaf = null;
      closeAggregate(stack, name, onClose);
      continue;
    }
    const parent = stack[stack.length - 1];
    const value = raw.trim();
    if (
      cdata !== null ||
      value !== "" ||
      (parent && LEAVES.has(name)) ||
      closesAtOnce(text, textStart, name)
    ) {
      if (parent)
        parent.fields.set(name, cdata ? value : unescapeEntities(value));
      pendingLeaf = parent ? name : null;
    } else {
      pendingLeaf = null;
      stack.push({ name, fields: new Map(), items: [] });
    }
  }
  while (stack.length > 0) closeTop(stack, onClose);
}

/**
 * A value written as `<![CDATA[…]]>` right after its tag (some banks wrap NAME and MEMO so):
 * its text as written, and where the text after it starts.
 */
function cdataAt(
  text: string,
  from: number,
): { value: string; end: number } | null {
  let at = from;
  while (at < text.length && /\s/.test(text[at] ?? "")) at++;
  if (!text.startsWith("<![CDATA[", at)) return null;
  const close = text.indexOf("]]>", at + 9);
  if (close < 0) return null;
  return { value: text.slice(at + 9, close), end: close + 3 };
}

/** `<BALAMT></BALAMT>` or `<BALAMT> </BALAMT>`: an empty leaf, not an aggregate. */
function closesAtOnce(text: string, from: number, name: string): boolean {
  const next = text.indexOf("<", from);
  if (next < 0 || text[next + 1] !== "/") return false;
  const closing = text.slice(next + 2, next + 3 + name.length);
  return (
    closing.slice(0, name.length).toUpperCase() === name &&
    /^[\s>]$/.test(closing.slice(name.length))
  );
}

function closeAggregate<T>(
  stack: OfxFrame<T>[],
  name: string,
  onClose: CloseHandler<T>,
): void {
  // A closing tag with no open aggregate of that name (a closed leaf we did not pair) is ignored.
  if (!stack.some((frame) => frame.name === name)) return;
  while (stack.length > 0) {
    const top = closeTop(stack, onClose);
    if (top.name === name) return;
  }
}

function closeTop<T>(
  stack: OfxFrame<T>[],
  onClose: CloseHandler<T>,
): OfxFrame<T> {
  const frame = stack.pop();
  if (!frame) throw new Error("closeTop on an empty stack");
  const parent = stack[stack.length - 1];
  const consumed = onClose(frame, stack);
  if (parent && !consumed) {
    for (const [key, value] of frame.fields) {
      if (!key.includes(".")) parent.fields.set(`${frame.name}.${key}`, value);
    }
  }
  return frame;
}

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** One pass over the entities: "&amp;lt;" becomes "&lt;", never "<". */
export function unescapeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (whole, body: string) => {
      if (body.startsWith("#")) {
        const code =
          body[1] === "x" || body[1] === "X"
            ? parseInt(body.slice(2), 16)
            : parseInt(body.slice(1), 10);
        return code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return NAMED[body.toLowerCase()] ?? whole;
    },
  );
}
