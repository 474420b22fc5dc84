import { jaroWinkler, simplify } from "../analyst/merchants";
import type { AnswerContext } from "./reply";

const NOISE = new Set([
  "find",
  "show",
  "all",
  "transactions",
  "transaction",
  "at",
  "from",
  "my",
  "me",
  "the",
  "list",
  "purchases",
  "spent",
  "spend",
  "much",
  "how",
  "did",
  "i",
  "what",
  "is",
  "in",
  "on",
  "for",
]);

/** Close merchant names for a search that matched nothing ("Starbux" → "Starbucks"), best first. */
export function matchMerchantsLoosely(ctx: AnswerContext): string[] {
  const words = ctx.frame.text
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !NOISE.has(w));
  return ctx.snapshot.merchants
    .map((m) => ({
      m,
      score: Math.max(
        0,
        ...words.map((w) => jaroWinkler(w, simplify(m).replace(/ /g, ""))),
      ),
    }))
    .filter((x) => x.score >= 0.75)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((x) => x.m);
}
