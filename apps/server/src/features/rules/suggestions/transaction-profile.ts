/**
 * What the classifier reads of one transaction: the merchant's identity (the clean name's key,
 * and the bank sync's name's key when there is one), what the dictionary says, and weighted
 * features for the text classifier. Words: the clean name's words and their four-letter stems,
 * the other words of the merchant part of the line (lighter), the dictionary's kind and category.
 * Facts, one value per row: the direction, the amount band, the payment processor (SQ, SUMUP…)
 * and the bank's prefix (DD, PRLV, CHECKCARD…). Places and the bank's card-line words are left
 * out: they say how the bank writes, not what was bought.
 */
import {
  KEYWORD_CONFIDENCE,
  lookupWords,
  type DictionaryHit,
} from "./merchant-dictionary";
import { Memo, MEMO_LIMIT } from "../memo";
import { cleanMerchantName, readLine, type LineReading } from "./merchant-name";
import { PLACE_WORDS } from "./merchant-places";
import { foldedTokens } from "./merchant-text";

export interface ProfileInput {
  description: string;
  merchantName?: string | null;
  amountCents: number;
  transactionType: string;
  /** The reading of `description` when the caller made it already (the categoriser does). */
  line?: LineReading;
}

export type Features = ReadonlyMap<string, number>;

export interface Profile {
  /** Identities of the merchant, most specific first; empty when no name could be told. */
  keys: readonly string[];
  hit: DictionaryHit | null;
  credit: boolean;
  /** Word features (shared between rows with the same text: never modify). */
  words: Features;
  /** Fact features: `d:` direction, `a:` amount band, `l:` processor, `p:` bank prefix. */
  facts: readonly (readonly [string, number])[];
  /** Equal for rows the classifier cannot tell apart (same words, facts). */
  readonly signature: string;
}

const NAME_WEIGHT = 1;
const STEM_WEIGHT = 0.5;
const DESCRIPTION_WEIGHT = 0.4;
const KIND_WEIGHT = 2;
const WEAK_KIND_WEIGHT = 0.7;
const DICTIONARY_CATEGORY_WEIGHT = 1;
const DIRECTION_WEIGHT = 1;
const AMOUNT_WEIGHT = 0.5;
const PROCESSOR_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.5;

/** Amount bands in cents: a coffee, a meal, a shop, a bill, rent or salary… */
const AMOUNT_BANDS = [500, 1500, 5000, 15000, 50000, 150000];

interface TextPart {
  keys: string[];
  hit: DictionaryHit | null;
  words: Map<string, number>;
  processor: string;
  prefix: string;
  /** The profiles of this text, one per direction and amount band, made on first use. */
  profiles: (Profile | undefined)[];
}

function isNoise(token: string): boolean {
  if (PLACE_WORDS.has(token)) return true;
  return /\d/.test(token) && (token.length >= 4 || /^\d+$/.test(token));
}

function add(words: Map<string, number>, key: string, weight: number): void {
  words.set(key, Math.max(words.get(key) ?? 0, weight));
}

const ARTICLES = new Set(["THE", "LE", "LA", "LES", "L", "EL", "IL", "DER", "DIE", "DAS", "DE", "HET"]); // prettier-ignore

/** A merchant's identity from its name's folded words, without a leading article ("Le Café X" = "Cafe X"). */
function identityOf(words: readonly string[]): string {
  let start = 0;
  while (words.length - start > 1 && ARTICLES.has(words[start] ?? "")) start++;
  return words.slice(start).join("");
}

function textPart(
  input: ProfileInput,
  credit: boolean,
  clean: (name: string) => string | null,
): TextPart {
  const line = input.line ?? readLine(input.description);
  const coreWords = line.tokens;
  const synced = input.merchantName ?? "";
  // The synced name's clean form and the line's own name; often the same name twice.
  const names = new Set<string>();
  if (synced.trim() !== "") names.add(clean(synced) ?? synced);
  if (line.name !== null) names.add(line.name);
  const nameWords = [...names].map(foldedTokens);
  const keys = [...new Set(nameWords.map(identityOf).filter((k) => k !== ""))];
  const hit = lookupWords(
    foldedTokens(synced),
    coreWords,
    () => foldedTokens(input.description),
    credit,
  );
  const words = new Map<string, number>();
  for (const word of nameWords.flat()) {
    if (isNoise(word)) continue;
    add(words, `w:${word}`, NAME_WEIGHT);
    if (word.length >= 5) add(words, `s:${word.slice(0, 4)}`, STEM_WEIGHT);
  }
  for (const word of coreWords) {
    if (!isNoise(word)) add(words, `w:${word}`, DESCRIPTION_WEIGHT);
  }
  if (hit !== null) {
    const weak = hit.confidence < KEYWORD_CONFIDENCE;
    add(words, `k:${hit.kind}`, weak ? WEAK_KIND_WEIGHT : KIND_WEIGHT);
    add(words, `c:${hit.category}`, DICTIONARY_CATEGORY_WEIGHT);
  }
  const processor = `l:${foldedTokens(line.core.lead)[0] ?? "-"}`;
  const prefix = `p:${foldedTokens(line.core.prefix)[0] ?? "-"}`;
  return { keys, hit, words, processor, prefix, profiles: [] };
}

/** The amount band a row falls in: rows of one text, direction and band predict alike. */
export function amountBand(cents: number): number {
  const band = AMOUNT_BANDS.findIndex((limit) => Math.abs(cents) < limit);
  return band < 0 ? AMOUNT_BANDS.length : band;
}

/**
 * One profile object per text, direction and band: rows that cannot be told apart share it,
 * so training can count them instead of adding each.
 */
function profileFor(part: TextPart, credit: boolean, band: number): Profile {
  const direction = credit ? "d:credit" : "d:debit";
  const amount = `a:${String(band)}`;
  let signature: string | undefined;
  return {
    keys: part.keys,
    hit: part.hit,
    credit,
    words: part.words,
    facts: [
      [direction, DIRECTION_WEIGHT],
      [amount, AMOUNT_WEIGHT],
      [part.processor, PROCESSOR_WEIGHT],
      [part.prefix, PREFIX_WEIGHT],
    ],
    // Only training groups rows by it: made on first read, not for every prediction.
    get signature() {
      signature ??= `${[...part.words.keys()].sort().join(" ")}|${direction}|${amount}`;
      return signature;
    },
  };
}

/** Profiles of transactions, with the text part kept per distinct bank line (lines repeat). */
export class ProfileCache {
  private readonly parts: Memo<string, TextPart>;
  /** Clean names of synced merchant names (the categoriser's own names come through here). */
  private readonly names: Memo<string, string | null>;

  constructor(limit = MEMO_LIMIT) {
    this.parts = new Memo(limit);
    this.names = new Memo(limit);
  }

  private readonly clean = (name: string): string | null =>
    this.names.get(name, cleanMerchantName);

  profileOf(input: ProfileInput): Profile {
    const credit = input.transactionType !== "debit";
    const key = `${input.description}\u0000${input.merchantName ?? ""}\u0000${credit ? "c" : "d"}`;
    const part = this.parts.get(key, () => textPart(input, credit, this.clean));
    const band = amountBand(input.amountCents);
    const slot = (credit ? AMOUNT_BANDS.length + 1 : 0) + band;
    return (part.profiles[slot] ??= profileFor(part, credit, band));
  }
}
