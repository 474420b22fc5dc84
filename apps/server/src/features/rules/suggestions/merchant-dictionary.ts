/**
 * The built-in merchant dictionary: real brands (→ name and kind) and generic keywords
 * (→ kind) matched against folded bank text. A brand is matched as a run of whole words anywhere
 * in the text, except very short names (BP, EE, O2, AMC…), which must open it; the longest match
 * wins. Keywords are only consulted when no brand matched, and are less sure of themselves.
 */
import type { Category } from "@finch/domain";
import {
  BRAND_TABLE,
  KEYWORD_TABLE,
  scan,
  type Pattern,
} from "./merchant-dictionary-tables";
import { KIND_CATEGORY, type MerchantKind } from "./merchant-kinds";
import { merchantCore, type MerchantCore } from "./merchant-core";
import { foldedTokens } from "./merchant-text";

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

/** The folded words a brand is looked for in: the merchant part of a line, from its start. */
export function coreTokens(core: MerchantCore): string[] {
  const tokens = foldedTokens(core.lead);
  for (const part of [core.text, core.tail]) {
    for (const token of foldedTokens(part)) tokens.push(token);
  }
  return tokens;
}

/**
 * The dictionary's answer from folded words: a brand in the bank sync's merchant name, else in
 * the merchant part of the line; else a keyword in the name, else anywhere in the line (`line`
 * gives the line's folded words, made only when they are needed).
 */
export function lookupWords(
  named: readonly string[],
  core: readonly string[],
  line: () => readonly string[],
  credit: boolean,
): DictionaryHit | null {
  return (
    findBrand(named, credit) ??
    findBrand(core, credit) ??
    findKeyword(named, credit) ??
    findKeyword(line(), credit)
  );
}

/** What the dictionary knows of a transaction; null when nothing matched. */
export function lookupMerchant(row: {
  description: string;
  merchantName?: string | null;
  transactionType?: string;
}): DictionaryHit | null {
  const credit =
    row.transactionType !== undefined && row.transactionType !== "debit";
  return lookupWords(
    foldedTokens(row.merchantName ?? ""),
    coreTokens(merchantCore(row.description)),
    () => foldedTokens(row.description),
    credit,
  );
}
