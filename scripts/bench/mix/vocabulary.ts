/**
 * Words the sessions type, drawn from the seeded ledgers themselves (their descriptions and
 * merchants): search terms as people type them, and questions for the assistant.
 */
import {
  CATEGORIES,
  CATEGORY_LABELS,
  MONTH_NAMES,
  type Category,
} from "@finch/domain";

/** The distinct texts the seed wrote. */
export interface LedgerTexts {
  descriptions: readonly string[];
  merchants: readonly string[];
}

/** What a session may type. */
export interface Vocabulary {
  /** Whole words of the ledger, lower case (3 letters or more). */
  words: readonly string[];
  /** Whole merchant names and descriptions, as a user pastes or types them out. */
  phrases: readonly string[];
  merchants: readonly string[];
}

/** The vocabulary of the seeded texts. */
export function vocabularyOf(texts: LedgerTexts): Vocabulary {
  const phrases = [...texts.merchants, ...texts.descriptions];
  const words = new Set<string>();
  for (const phrase of phrases)
    for (const word of phrase.toLowerCase().split(/[^\p{L}\p{N}']+/u))
      if (word.length >= 3) words.add(word);
  return {
    words: [...words].sort(),
    phrases,
    merchants: texts.merchants,
  };
}

/** Picks one element; the lists here are never empty. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/**
 * A search term: usually a word of the ledger, sometimes a whole merchant or description, the
 * first letters of a word (typing in progress), or a word with a slip (mostly no result).
 */
export function searchTerm(random: () => number, vocabulary: Vocabulary) {
  const roll = random();
  const word = pick(random, vocabulary.words);
  if (roll < 0.45) return word;
  if (roll < 0.7) return pick(random, vocabulary.phrases);
  if (roll < 0.9) return word.slice(0, 3 + Math.floor(random() * 2));
  // Two letters swapped, a typing slip: it rarely matches anything.
  return `${word.slice(0, 1)}${word.slice(2, 3)}${word.slice(1, 2)}${word.slice(3)}`;
}

type Slots = { category: string; merchant: string; month: string };

/** Question shapes; the slots take a category, a merchant of the ledger or a month. */
const QUESTIONS: readonly ((s: Slots) => string)[] = [
  (s) => `How much did I spend on ${s.category} last month?`,
  (s) => `How much did I spend at ${s.merchant} this year?`,
  (s) => `Find all transactions at ${s.merchant}`,
  () => "What's my biggest expense category?",
  () => "Show me my budget status",
  () => "How are my savings goals doing?",
  () => "What's my net worth?",
  () => "How much money do I have left to spend this month?",
  () => "Which account has the highest balance?",
  () => "Show me my recent transactions",
  () => "Compare my spending this month with last month",
  (s) => `What did I spend on ${s.category} in ${s.month}?`,
  (s) => `Am I over budget on ${s.category}?`,
  () => "How much did I earn this year?",
  (s) => `When did I last pay ${s.merchant}?`,
];

/** An assistant question with its slots filled from the ledger. */
export function question(random: () => number, vocabulary: Vocabulary): string {
  const category: Category = pick(random, CATEGORIES);
  return pick(
    random,
    QUESTIONS,
  )({
    category: CATEGORY_LABELS[category].toLowerCase(),
    merchant: pick(random, vocabulary.merchants),
    month: pick(random, MONTH_NAMES),
  });
}
