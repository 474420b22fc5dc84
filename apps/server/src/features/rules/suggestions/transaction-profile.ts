/**
 * What the classifier reads of one transaction: the merchant's identity (the clean name's key,
 * and the bank sync's name's key when there is one), what the dictionary says, and weighted
 * features for the text classifier: the clean name's words and their four-letter stems, the
 * description's other words (lighter: card-line noise, cities), the dictionary's kind and
 * category, the direction and the order of magnitude of the amount.
 */
import { lookupMerchant, type DictionaryHit } from "./merchant-dictionary";
import { cleanMerchantName } from "./merchant-name";
import { foldedTokens, merchantKey } from "./merchant-text";

export interface ProfileInput {
  description: string;
  merchantName?: string | null;
  amountCents: number;
  transactionType: string;
}

export type Features = ReadonlyMap<string, number>;

export interface Profile {
  /** Identities of the merchant, most specific first; empty when no name could be told. */
  keys: readonly string[];
  hit: DictionaryHit | null;
  credit: boolean;
  features: Features;
}

const NAME_WEIGHT = 1;
const STEM_WEIGHT = 0.5;
const DESCRIPTION_WEIGHT = 0.4;
const KIND_WEIGHT = 2;
const DICTIONARY_CATEGORY_WEIGHT = 1;
const DIRECTION_WEIGHT = 1;
const AMOUNT_WEIGHT = 0.5;

/** Amount bands in cents: a coffee, a meal, a shop, a bill, rent or salary… */
const AMOUNT_BANDS = [500, 1500, 5000, 15000, 50000, 150000];

interface TextPart {
  keys: string[];
  hit: DictionaryHit | null;
  features: Map<string, number>;
}

const textCache = new Map<string, TextPart>();
const CACHE_LIMIT = 50_000;

function isNoise(token: string): boolean {
  return /\d/.test(token) && (token.length >= 4 || /^\d+$/.test(token));
}

function add(features: Map<string, number>, key: string, weight: number): void {
  features.set(key, Math.max(features.get(key) ?? 0, weight));
}

function textPart(input: ProfileInput, credit: boolean): TextPart {
  const names = [
    input.merchantName ?? null,
    cleanMerchantName(input.description),
  ]
    .filter((n): n is string => n !== null && n.trim() !== "")
    .map((n) => cleanMerchantName(n) ?? n);
  const keys = [...new Set(names.map(merchantKey).filter((k) => k !== ""))];
  const hit = lookupMerchant({
    ...input,
    transactionType: credit ? "credit" : "debit",
  });
  const features = new Map<string, number>();
  for (const word of names.flatMap(foldedTokens)) {
    if (isNoise(word)) continue;
    add(features, `w:${word}`, NAME_WEIGHT);
    if (word.length >= 5) add(features, `s:${word.slice(0, 4)}`, STEM_WEIGHT);
  }
  for (const word of foldedTokens(input.description)) {
    if (!isNoise(word)) add(features, `w:${word}`, DESCRIPTION_WEIGHT);
  }
  if (hit !== null) {
    add(features, `k:${hit.kind}`, KIND_WEIGHT);
    add(features, `c:${hit.category}`, DICTIONARY_CATEGORY_WEIGHT);
  }
  return { keys, hit, features };
}

function amountBand(cents: number): number {
  const band = AMOUNT_BANDS.findIndex((limit) => Math.abs(cents) < limit);
  return band < 0 ? AMOUNT_BANDS.length : band;
}

/** The profile of a transaction; the text part is cached, as bank lines repeat. */
export function profileOf(input: ProfileInput): Profile {
  const credit = input.transactionType !== "debit";
  const cacheKey = `${input.description}\u0000${input.merchantName ?? ""}\u0000${credit ? "c" : "d"}`;
  let part = textCache.get(cacheKey);
  if (part === undefined) {
    part = textPart(input, credit);
    if (textCache.size >= CACHE_LIMIT) textCache.clear();
    textCache.set(cacheKey, part);
  }
  const features = new Map(part.features);
  features.set(credit ? "d:credit" : "d:debit", DIRECTION_WEIGHT);
  features.set(`a:${String(amountBand(input.amountCents))}`, AMOUNT_WEIGHT);
  return { keys: part.keys, hit: part.hit, credit, features };
}
