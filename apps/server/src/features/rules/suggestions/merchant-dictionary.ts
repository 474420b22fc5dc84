/**
 * The built-in merchant dictionary: real brands (→ name and kind) and generic keywords
 * (→ kind) matched against folded bank text. A brand is matched as a run of whole words anywhere
 * in the text, except very short names (BP, EE, O2, AMC…), which must open it; the longest match
 * wins. Keywords are only consulted when no brand matched, and are less sure of themselves.
 */
import type { Category } from "@finch/domain";
import { BRANDS } from "./merchant-dictionary-data";
import { RETAIL_BRANDS } from "./merchant-dictionary-data-retail";
import { MORE_BRANDS } from "./merchant-dictionary-data-shops";
import { KEYWORDS } from "./merchant-dictionary-keywords";
import {
  CREDIT_ONLY_KINDS,
  KIND_CATEGORY,
  type MerchantKind,
} from "./merchant-kinds";
import { foldText, foldedTokens } from "./merchant-text";

export const BRAND_CONFIDENCE = 0.85;
export const KEYWORD_CONFIDENCE = 0.7;
export const WEAK_KEYWORD_CONFIDENCE = 0.5;

export interface DictionaryHit {
  kind: MerchantKind;
  category: Category;
  /** The brand's display name; null for a keyword. */
  name: string | null;
  source: "dictionary" | "keyword";
  confidence: number;
}

interface Pattern {
  words: readonly string[];
  kind: MerchantKind;
  name: string | null;
  weak: boolean;
  anchored: boolean;
}

interface Wildcard {
  stem: string;
  atStart: boolean;
  kind: MerchantKind;
  weak: boolean;
}

interface Table {
  byFirstWord: Map<string, Pattern[]>;
  /** Wildcards by the first (or, for `*STEM`, last) letters of their stem. */
  wildcards: Map<string, Wildcard[]>;
}

const EDGE = 4;

function edgeOf(word: string, atStart: boolean): string {
  return atStart ? word.slice(0, EDGE) : `*${word.slice(-EDGE)}`;
}

function addPattern(table: Table, pattern: Pattern): void {
  const first = pattern.words[0];
  if (first === undefined) return;
  const list = table.byFirstWord.get(first) ?? [];
  list.push(pattern);
  table.byFirstWord.set(first, list);
}

function brandTable(): Table {
  const table: Table = { byFirstWord: new Map(), wildcards: new Map() };
  for (const group of [BRANDS, MORE_BRANDS, RETAIL_BRANDS]) {
    for (const [kind, entries] of Object.entries(group) as [
      MerchantKind,
      readonly string[],
    ][]) {
      for (const entry of entries) addBrand(table, kind, entry);
    }
  }
  return table;
}

/**
 * A brand's aliases. `^` before the name or an alias keeps it to the start of the merchant text
 * (common words: Target, Crave, Costa); names of three letters or fewer always are.
 */
function addBrand(table: Table, kind: MerchantKind, entry: string): void {
  const [rawName = "", aliasText = ""] = entry.split("=");
  const name = rawName.replace(/^\^/, "");
  const seen = new Set<string>();
  for (const raw of [rawName, ...aliasText.split("|")]) {
    const start = raw.startsWith("^");
    const alias = foldText(raw);
    const variants = alias.includes(" ")
      ? [alias, alias.replaceAll(" ", "")]
      : [alias];
    for (const variant of variants) {
      if (variant === "" || seen.has(variant)) continue;
      seen.add(variant);
      const words = variant.split(" ");
      const anchored = start || (words.length === 1 && variant.length <= 3);
      addPattern(table, { words, kind, name, weak: false, anchored });
    }
  }
}

function keywordTable(): Table {
  const table: Table = { byFirstWord: new Map(), wildcards: new Map() };
  for (const [kind, words] of Object.entries(KEYWORDS) as [
    MerchantKind,
    readonly string[],
  ][]) {
    for (const raw of words) {
      const weak = raw.startsWith("~");
      const text = weak ? raw.slice(1) : raw;
      if (text.endsWith("*") || text.startsWith("*")) {
        const atStart = text.endsWith("*");
        const stem = text.replaceAll("*", "");
        if (stem.length < EDGE) throw new Error(`wildcard too short: ${raw}`);
        const edge = edgeOf(stem, atStart);
        const list = table.wildcards.get(edge) ?? [];
        list.push({ stem, atStart, kind, weak });
        table.wildcards.set(edge, list);
      } else {
        const words = foldText(text).split(" ");
        addPattern(table, { words, kind, name: null, weak, anchored: false });
      }
    }
  }
  return table;
}

const BRAND_TABLE = brandTable();
const KEYWORD_TABLE = keywordTable();

interface Found {
  pattern: Pattern;
  score: number;
}

function wordsMatch(
  tokens: readonly string[],
  at: number,
  words: readonly string[],
): boolean {
  for (let k = 1; k < words.length; k++) {
    if (tokens[at + k] !== words[k]) return false;
  }
  return true;
}

/** Longer runs of words win, then more letters; a weak or money-moving match loses ties. */
function scoreOf(pattern: Pattern, letters: number): number {
  const strength = pattern.weak ? 0 : 1_000_000;
  const moving = pattern.kind === "p2p" ? 0 : 100_000;
  return strength + moving + pattern.words.length * 1000 + letters;
}

function scan(
  table: Table,
  tokens: readonly string[],
  credit: boolean,
): Pattern | null {
  let best: Found | null = null;
  const consider = (pattern: Pattern, letters: number) => {
    if (!credit && CREDIT_ONLY_KINDS.has(pattern.kind)) return;
    const score = scoreOf(pattern, letters);
    if (best === null || score > best.score) best = { pattern, score };
  };
  tokens.forEach((token, i) => {
    for (const p of table.byFirstWord.get(token) ?? []) {
      if (p.anchored && i > 0) continue;
      if (wordsMatch(tokens, i, p.words)) consider(p, p.words.join("").length);
    }
    const wildcards = [
      ...(table.wildcards.get(edgeOf(token, true)) ?? []),
      ...(table.wildcards.get(edgeOf(token, false)) ?? []),
    ];
    for (const w of wildcards) {
      const hit = w.atStart ? token.startsWith(w.stem) : token.endsWith(w.stem);
      if (hit)
        consider(
          {
            words: [token],
            kind: w.kind,
            name: null,
            weak: w.weak,
            anchored: false,
          },
          w.stem.length,
        );
    }
  });
  return (best as Found | null)?.pattern ?? null;
}

function hitOf(pattern: Pattern): DictionaryHit {
  const brand = pattern.name !== null;
  return {
    kind: pattern.kind,
    category: KIND_CATEGORY[pattern.kind],
    name: pattern.name,
    source: brand ? "dictionary" : "keyword",
    confidence: brand
      ? BRAND_CONFIDENCE
      : pattern.weak
        ? WEAK_KEYWORD_CONFIDENCE
        : KEYWORD_CONFIDENCE,
  };
}

/** The brand named by folded words, if any. */
export function findBrand(
  tokens: readonly string[],
  credit = false,
): DictionaryHit | null {
  const pattern = scan(BRAND_TABLE, tokens, credit);
  return pattern === null ? null : hitOf(pattern);
}

/** The kind a generic word in folded words suggests, if any. */
export function findKeyword(
  tokens: readonly string[],
  credit = false,
): DictionaryHit | null {
  const pattern = scan(KEYWORD_TABLE, tokens, credit);
  return pattern === null ? null : hitOf(pattern);
}

/**
 * What the dictionary knows of a transaction: the brand in its merchant name or description,
 * else a keyword in either. Null when nothing matched.
 */
export function lookupMerchant(row: {
  description: string;
  merchantName?: string | null;
  transactionType?: string;
}): DictionaryHit | null {
  const credit =
    row.transactionType !== undefined && row.transactionType !== "debit";
  const texts = [row.merchantName ?? "", row.description].map(foldedTokens);
  for (const tokens of texts) {
    const brand = findBrand(tokens, credit);
    if (brand !== null) return brand;
  }
  for (const tokens of texts) {
    const keyword = findKeyword(tokens, credit);
    if (keyword !== null) return keyword;
  }
  return null;
}
