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
}

interface Wildcard {
  stem: string;
  atStart: boolean;
  kind: MerchantKind;
  weak: boolean;
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
      addPattern(table, { words, kind, name, weak: false, anchored });
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
function scoreOf(pattern: Pattern, letters: number): number {
  const strength = pattern.weak ? 0 : 1_000_000;
  const moving = pattern.kind === "p2p" ? 0 : 100_000;
  return strength + moving + pattern.words.length * 1000 + letters;
}

/** Words after a short brand-like name that say it is some other company (KLM HOLDINGS). */
const COMPANY_WORDS = new Set(["HOLDINGS", "ENTERPRISES", "TRADING", "PROPERTIES", "CONSULTING", "INVESTMENTS", "ASSOCIATES", "PARTNERS", "VENTURES"]); // prettier-ignore

function exactAt(
  table: Table,
  tokens: readonly string[],
  i: number,
): Pattern[] {
  const token = tokens[i] ?? "";
  const found: Pattern[] = [];
  for (const p of table.byFirstWord.get(token) ?? []) {
    if (p.anchored && i > 0) continue;
    if (p.anchored && COMPANY_WORDS.has(tokens[i + 1] ?? "")) continue;
    if (wordsMatch(tokens, i, p.words)) found.push(p);
  }
  if (table.plurals && token.length > 4 && token.endsWith("S")) {
    const single = table.byFirstWord.get(token.slice(0, -1)) ?? [];
    found.push(...single.filter((p) => p.words.length === 1));
  }
  return found;
}

function wildcardsAt(table: Table, token: string): Pattern[] {
  const candidates = [
    ...(table.wildcards.get(edgeOf(token, true)) ?? []),
    ...(table.wildcards.get(edgeOf(token, false)) ?? []),
  ];
  return candidates
    .filter((w) =>
      w.atStart ? token.startsWith(w.stem) : token.endsWith(w.stem),
    )
    .map((w) => ({
      words: [w.stem],
      kind: w.kind,
      name: null,
      weak: w.weak,
      anchored: false,
    }));
}

export function scan(
  table: Table,
  tokens: readonly string[],
  credit: boolean,
): Pattern | null {
  let best: Pattern | null = null;
  let bestScore = -1;
  for (let i = 0; i < tokens.length; i++) {
    for (const p of [
      ...exactAt(table, tokens, i),
      ...wildcardsAt(table, tokens[i] ?? ""),
    ]) {
      if (!credit && CREDIT_ONLY_KINDS.has(p.kind)) continue;
      const score = scoreOf(p, p.words.join("").length);
      if (score > bestScore) {
        best = p;
        bestScore = score;
      }
    }
  }
  return best;
}
