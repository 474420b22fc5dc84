/**
 * Scoring one answer. Figures are exact text; names match without regard to case at word
 * boundaries (a plural "s" allowed); a count is a whole number standing alone or spelled out.
 * The lead figure must be in the first sentence: the text up to the first ".", "!" or "?"
 * followed by a space or the end, or up to the first blank line. A refusal holds no currency
 * figure and says it cannot answer.
 */
import type { EvalQuestion, Need } from "./household";

export interface Verdict {
  pass: boolean;
  /** What was wrong, for the tuned set's `--verbose` listing. */
  problems: string[];
}

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const REFUSALS = [
  "can't",
  "cannot",
  "can not",
  "not able",
  "unable",
  "don't have",
  "do not have",
];
const CURRENCY_FIGURE = /[$£€¥]\s?-?\d|\d\s?(?:USD|GBP|EUR)\b/;

/** The answer as scored: typographic minus signs, apostrophes and spaces made plain. */
export function normalise(text: string): string {
  return text
    .replace(/\u2212/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u00a0\u202f]/g, " ");
}

export function firstSentence(text: string): string {
  const trimmed = text.trimStart();
  const end = /[.!?](?=\s|$)|\n\s*\n/.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function hasName(text: string, name: string): boolean {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${escape(name)}(?:s|es)?(?![\\p{L}\\p{N}])`,
    "iu",
  ).test(text);
}

function hasCount(text: string, n: number): boolean {
  if (new RegExp(`(?<![\\d.,$£€¥-])${String(n)}(?![\\d]|[.,]\\d)`).test(text))
    return true;
  const words = [
    WORDS[n],
    n === 1 ? "once" : undefined,
    n === 2 ? "twice" : undefined,
  ];
  return words.some((w) => w !== undefined && hasName(text, w));
}

export function holds(text: string, need: Need): boolean {
  if (typeof need === "string") return text.includes(need);
  if ("name" in need) return hasName(text, need.name);
  if ("count" in need) return hasCount(text, need.count);
  return need.anyOf.some((name) => hasName(text, name));
}

export function describe(need: Need): string {
  if (typeof need === "string") return need;
  if ("name" in need) return need.name;
  if ("count" in need) return `count ${String(need.count)}`;
  return `one of ${need.anyOf.join(" / ")}`;
}

export function score(q: EvalQuestion, answer: string): Verdict {
  const text = normalise(answer);
  const problems: string[] = [];
  if (q.refuse) {
    if (CURRENCY_FIGURE.test(text))
      problems.push("a refusal shows a currency figure");
    if (!REFUSALS.some((r) => text.toLowerCase().includes(r)))
      problems.push("does not say it cannot answer");
  }
  for (const need of q.need)
    if (!holds(text, need)) problems.push(`missing ${describe(need)}`);
  if (
    q.lead !== undefined &&
    text.includes(q.lead) &&
    !firstSentence(text).includes(q.lead)
  )
    problems.push(`${q.lead} is not in the first sentence`);
  for (const f of q.forbid ?? [])
    if (holds(text, f))
      problems.push(`shows ${describe(f)}, which is wrong here`);
  return { pass: problems.length === 0, problems };
}
