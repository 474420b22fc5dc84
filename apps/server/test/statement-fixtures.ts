/**
 * The public bank-statement fixtures (test/fixtures/import) and their sidecars: loading them and
 * turning a sidecar's expectations into the values Finch's parser returns. How each source's
 * keys map onto ours is decided here once, for every file of that kind (README in that folder).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {
  ParsedRow,
  StatementSection,
} from "../src/features/imports/parsing/types";

export const FIXTURE_DIR = fileURLToPath(
  new URL("./fixtures/import/", import.meta.url),
);

/** A sidecar as stored; only the keys the tests read are typed. */
export interface Sidecar {
  file: string;
  sha256: string;
  parse_options?: Record<string, unknown> | null;
  expected: Record<string, unknown>;
}

/** Every `*.expected.json` below the fixture folder, sorted by path. */
export function loadSidecars(): Sidecar[] {
  const found: Sidecar[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".expected.json")) {
        found.push(JSON.parse(readFileSync(full, "utf8")) as Sidecar);
      }
    }
  };
  walk(FIXTURE_DIR);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** The fixture's bytes, and their sha256 as hex. */
export function fixtureBytes(file: string): {
  bytes: Uint8Array;
  sha256: string;
} {
  const bytes = readFileSync(path.join(FIXTURE_DIR, file));
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/**
 * Signed decimal text → cents, rounding half away from zero past two decimals (the parser's
 * rule, written again here independently so the test does not check the code with itself).
 */
export function decimalToCents(text: string): number {
  const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal in a sidecar: ${text}`);
  const [, sign, whole = "0", fraction = ""] = match;
  let cents =
    BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  return Number(sign === "-" ? -cents : cents);
}

/** A row's amount with its sign: negative for money out. */
export function signedCents(row: ParsedRow): number | null {
  if (row.amountCents === null) return null;
  const cents: number = row.amountCents;
  return row.transactionType === "debit" ? -cents : cents;
}

/**
 * The payee a source asserts is our merchantName where the format keeps a payee apart (CSV
 * payee column, CAMT party, MT940 NAME/?32), else our description; "" means none (null).
 */
export function payeeOf(row: ParsedRow): string | null {
  return row.merchantName ?? (row.description === "" ? null : row.description);
}

/** "••••" and the last four characters, as the parser masks account numbers. */
export function masked(number: string): string {
  return `••••${number.replace(/\s+/g, "").slice(-4)}`;
}

/** Good rows (no error) of all sections, in file order. */
export function goodRows(sections: readonly StatementSection[]): ParsedRow[] {
  return sections.flatMap((s) => s.rows).filter((r) => r.error === null);
}

/**
 * Encodings a sidecar's parse options name: "euc-jp" → ["euc-jp"]; "windows-1252 (or auto)" →
 * the name and detection (undefined); none → detection.
 */
export function encodingVariants(
  options: Record<string, unknown> | null | undefined,
): (string | undefined)[] {
  const value = options?.["encoding"];
  if (typeof value !== "string") return [undefined];
  const [name = ""] = value.split(/\s+/);
  return /\(or auto\)/.test(value) ? [name, undefined] : [name];
}

/** The MT940 statement around a sidecar's inline `:61:`/`:86:` lines (escaped newlines undone). */
export function mt940Statement(
  line61: string | undefined,
  line86: string,
): string {
  const unescape = (s: string) => s.replace(/\\n/g, "\n");
  return [
    ":20:STATEMENT",
    ":25:DE00123456780000000000",
    ":28C:00001/001",
    ":60F:C250801EUR1000,00",
    unescape(line61 ?? ":61:2508020802D150,00NTRFNONREF//BANKREF1"),
    `:86:${unescape(line86)}`,
    ":62F:C250802EUR850,00",
  ].join("\n");
}
