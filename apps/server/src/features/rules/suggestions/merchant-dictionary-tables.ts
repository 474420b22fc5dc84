/**
 * The dictionary's lookup tables, built once: brand names and aliases, keywords and wildcard
 * keywords, indexed by their first word (or a wildcard's first or last letters), and the scan
 * that finds the best match in folded words.
 */
import { BRANDS } from "./merchant-dictionary-data";
import { RETAIL_BRANDS } from "./merchant-dictionary-data-retail";
import { MORE_BRANDS } from "./merchant-dictionary-data-shops";
import { KEYWORDS } from "./merchant-dictionary-keywords";
import { CREDIT_ONLY_KINDS, type MerchantKind } from "./merchant-kinds";
import { foldText } from "./merchant-text";

export interface Pattern {
  words: readonly string[];
  kind: MerchantKind;
  name: string | null;
  weak: boolean;
  anchored: boolean;
  /** Letters matched (for ties between runs of as many words). */
  letters: number;
}

interface Wildcard {
  stem: string;
  /** What a match reports: the stem as a one-word keyword. */
  pattern: Pattern;
}

export interface Table {
  /** Keywords also match their plural (PHARMACIES, MUSEES); brand names only as written. */
  plurals: boolean;
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
  const table: Table = {
    plurals: false,
    byFirstWord: new Map(),
    wildcards: new Map(),
  };
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
      const letters = variant.replaceAll(" ", "").length;
      addPattern(table, { words, kind, name, weak: false, anchored, letters });
    }
  }
}

function keywordTable(): Table {
  const table: Table = {
    plurals: true,
    byFirstWord: new Map(),
    wildcards: new Map(),
  };
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
        const pattern = {
          words: [stem],
          kind,
          name: null,
          weak,
          anchored: false,
          letters: stem.length,
        };
        list.push({ stem, pattern });
        table.wildcards.set(edge, list);
      } else {
        const words = foldText(text).split(" ");
        const letters = words.join("").length;
        addPattern(table, {
          words,
          kind,
          name: null,
          weak,
          anchored: false,
          letters,
        });
      }
    }
  }
  return table;
}

export const BRAND_TABLE = brandTable();
export const KEYWORD_TABLE = keywordTable();

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
function scoreOf(pattern: Pattern): number {
  const strength = pattern.weak ? 0 : 1_000_000;
  const moving = pattern.kind === "p2p" ? 0 : 100_000;
  return strength + moving + pattern.words.length * 1000 + pattern.letters;
}

/** Words after a short brand-like name that say it is some other company (KLM HOLDINGS). */
const COMPANY_WORDS = new Set(["HOLDINGS", "ENTERPRISES", "TRADING", "PROPERTIES", "CONSULTING", "INVESTMENTS", "ASSOCIATES", "PARTNERS", "VENTURES"]); // prettier-ignore

/** The best match so far of one scan. */
interface Best {
  pattern: Pattern | null;
  score: number;
  credit: boolean;
}

function offer(best: Best, p: Pattern): void {
  if (!best.credit && CREDIT_ONLY_KINDS.has(p.kind)) return;
  const score = scoreOf(p);
  if (score > best.score) {
    best.pattern = p;
    best.score = score;
  }
}

function offerExact(
  table: Table,
  tokens: readonly string[],
  i: number,
  best: Best,
): void {
  const token = tokens[i] ?? "";
  for (const p of table.byFirstWord.get(token) ?? []) {
    if (p.anchored && (i > 0 || COMPANY_WORDS.has(tokens[i + 1] ?? "")))
      continue;
    if (wordsMatch(tokens, i, p.words)) offer(best, p);
  }
  if (table.plurals && token.length > 4 && token.endsWith("S")) {
    for (const p of table.byFirstWord.get(token.slice(0, -1)) ?? []) {
      if (p.words.length === 1) offer(best, p);
    }
  }
}

function offerWildcards(table: Table, token: string, best: Best): void {
  for (const atStart of [true, false]) {
    for (const w of table.wildcards.get(edgeOf(token, atStart)) ?? []) {
      const hit = atStart ? token.startsWith(w.stem) : token.endsWith(w.stem);
      if (hit) offer(best, w.pattern);
    }
  }
}

/** The best pattern of a table in folded words (money-in kinds only for credits). */
export function scan(
  table: Table,
  tokens: readonly string[],
  credit: boolean,
): Pattern | null {
  const best: Best = { pattern: null, score: -1, credit };
  for (let i = 0; i < tokens.length; i++) {
    offerExact(table, tokens, i, best);
    offerWildcards(table, tokens[i] ?? "", best);
  }
  return best.pattern;
}
