/**
 * `matches` conditions: a regular expression, checked before it is kept and run by RE2's
 * linear-time engine (re2js), so no pattern can backtrack catastrophically (ADR 0046). A pattern
 * must be at most `MAX_RULE_TEXT` characters, use RE2's syntax (no look-around or
 * back-references), have no nested unbounded repetition (safe-regex2's star height, refused even
 * though RE2 would run it in linear time: such a pattern is almost always a mistake), and match a
 * long adversarial line within `PATTERN_TIME_LIMIT_MS`. Matching is case-insensitive.
 */
import { MAX_RULE_TEXT } from "@finch/contracts";
import { RE2JS } from "re2js";
import safeRegex from "safe-regex2";

/** A checked pattern, ready to test text. */
export interface RulePattern {
  test(text: string): boolean;
}

/** How long a pattern may take on the adversarial probe lines before it is refused. */
export const PATTERN_TIME_LIMIT_MS = 50;

/** Lines long as the longest description (500 characters) that make slow patterns show. */
const PROBES = [
  "a".repeat(500),
  "ab".repeat(250),
  `${"x ".repeat(249)}!`,
  `${"1".repeat(499)}x`,
];

/** Why a pattern is refused, as the 422 says it; undefined when it is fine. */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.length === 0) return "Pattern is required";
  if (pattern.length > MAX_RULE_TEXT)
    return `Pattern must be at most ${String(MAX_RULE_TEXT)} characters long`;
  let compiled: RulePattern;
  try {
    compiled = compilePattern(pattern);
  } catch (error) {
    return `Pattern is not a valid regular expression (${describe(error)})`;
  }
  if (!safeRegex(pattern, { limit: 25 }))
    return "Pattern nests repetitions (like (a+)+); write it without a repeated group of repeats";
  const started = performance.now();
  for (const probe of PROBES) compiled.test(probe);
  if (performance.now() - started > PATTERN_TIME_LIMIT_MS)
    return "Pattern is too slow to run on every transaction; make it simpler";
  return undefined;
}

/** Compiles a pattern already checked by `patternProblem` (throws on one that is not valid). */
export function compilePattern(pattern: string): RulePattern {
  const re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  return { test: (text) => re.matcher(text).find() };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^error parsing regexp: /, "").slice(0, 120);
}
