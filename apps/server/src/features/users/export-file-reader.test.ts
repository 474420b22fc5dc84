import { describe, expect, it } from "vitest";
import {
  JsonSyntaxError,
  readExportFile,
  type ExportFileEvent,
} from "./export-file-reader";

const SAMPLE = {
  format_version: 1,
  skipped: { a: [1, "]", { "}": '\\"', b: "\\\\" }], c: null },
  profile: { name: 'Zoë "Q" \\ Ñandú 🏦', n: -1.5e3, t: true, f: false },
  transactions: [
    { d: "plain" },
    { d: 'quote " inside', e: "\\", f: "\\\\", g: '\\"' },
    { d: "tab\tnew\nline \u2028 \u0001", nested: [[[]], {}] },
    "a string element",
    42,
    null,
  ],
  empty: [],
  also_skipped: "x,]}\\",
  goals: [],
};

/** What the reader should give for SAMPLE, with `keys` read. */
function expected(keys: ReadonlySet<string>): ExportFileEvent[] {
  const events: ExportFileEvent[] = [];
  for (const [key, value] of Object.entries(SAMPLE)) {
    if (!keys.has(key)) continue;
    if (!Array.isArray(value)) {
      events.push({ kind: "value", key, value });
      continue;
    }
    events.push({ kind: "array", key });
    value.forEach((element: unknown, index) =>
      events.push({ kind: "element", key, index, value: element }),
    );
  }
  return events;
}

async function readAll(
  chunks: string[],
  keys: ReadonlySet<string>,
  maxValueChars = 1_000,
): Promise<ExportFileEvent[]> {
  const events: ExportFileEvent[] = [];
  async function* source() {
    for (const chunk of chunks) {
      await Promise.resolve();
      yield chunk;
    }
  }
  for await (const batch of readExportFile(source(), { keys, maxValueChars }))
    events.push(...batch);
  return events;
}

function split(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size)
    chunks.push(text.slice(i, i + size));
  return chunks;
}

const KEYS = new Set([
  "format_version",
  "profile",
  "transactions",
  "empty",
  "goals",
]);

describe("readExportFile", () => {
  const texts = [JSON.stringify(SAMPLE), JSON.stringify(SAMPLE, null, 2)];

  it("gives every member and element, however the text is cut into chunks", async () => {
    for (const text of texts) {
      const want = expected(KEYS);
      expect(await readAll([text], KEYS)).toEqual(want);
      for (const size of [1, 2, 3, 5, 8, 13])
        expect(await readAll(split(text, size), KEYS)).toEqual(want);
      for (let at = 0; at <= text.length; at += 1)
        expect(
          await readAll([text.slice(0, at), text.slice(at)], KEYS),
        ).toEqual(want);
    }
  });

  it("skips members it is not asked for, kept or not", async () => {
    const only = new Set(["transactions"]);
    expect(await readAll(split(texts[0] ?? "", 4), only)).toEqual(
      expected(only),
    );
  });

  it("reports an element longer than the limit without keeping it", async () => {
    const text = JSON.stringify({ transactions: ["short", "x".repeat(50)] });
    for (const size of [1, 7, 1_000])
      expect(await readAll(split(text, size), KEYS, 20)).toEqual([
        { kind: "array", key: "transactions" },
        { kind: "element", key: "transactions", index: 0, value: "short" },
        { kind: "oversized", key: "transactions", index: 1 },
      ]);
  });

  it.each([
    "",
    "   ",
    "[]",
    "{",
    '{"transactions": [1, 2',
    '{"transactions": [1,, 2]}',
    '{"transactions": [1 2]}',
    '{"transactions": [{"a": 1}}',
    '{"profile": {"a": tru}}',
    '{"profile" {}}',
    '{"a": 1,}',
    '{"a": 1} {}',
    '{"__proto__": 1}',
    '{"transactions": ["unterminated]}',
  ])("throws JsonSyntaxError for %j", async (text) => {
    for (const size of [1, 3, 1_000])
      await expect(readAll(split(text, size), KEYS)).rejects.toBeInstanceOf(
        JsonSyntaxError,
      );
  });
});
