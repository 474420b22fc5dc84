/**
 * A naive Bayes over two kinds of features. Words (and the dictionary's kind and category) are
 * multinomial, with light Laplace smoothing; features never seen in training are ignored rather
 * than smoothed, so an unknown word does not favour the smaller categories. Facts every row has
 * exactly one value of — direction, amount band, bank prefix, payment processor, written
 * `d:`, `a:`, `p:`, `l:` — are categorical, estimated per row: as words they would count against
 * every category the person used rarely. The posterior is softened by a temperature, as naive
 * Bayes multiplies evidence as if independent and is far too sure of itself.
 */
import type { Category } from "@finch/domain";
import type { Features, Profile } from "./transaction-profile";

type Evidence = Pick<Profile, "words" | "facts">;

const WORD_ALPHA = 0.1;
const FACT_BETA = 0.5;
const TEMPERATURE = 2.5;

export interface Posterior {
  category: Category;
  probability: number;
}

function isFact(feature: string): boolean {
  return (
    feature.length > 1 &&
    feature.charAt(1) === ":" &&
    "dapl".includes(feature.charAt(0))
  );
}

function bump<K>(map: Map<K, number>, key: K, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export class NaiveBayes {
  private readonly docs = new Map<Category, number>();
  private readonly totals = new Map<Category, number>();
  private readonly counts = new Map<string, Map<Category, number>>();
  /** Number of distinct values seen per fact (`d`, `a`, `p`, `l`). */
  private readonly factValues = new Map<string, Set<string>>();
  private documents = 0;

  /** Adds `rows` training rows with the same evidence and category. */
  add(evidence: Evidence, category: Category, rows = 1): void {
    this.documents += rows;
    bump(this.docs, category, rows);
    this.addFeatures(evidence.words, category, rows);
    this.addFeatures(evidence.facts, category, rows);
  }

  /** Adds evidence that is not a row: the dictionary's default category of a kind. */
  addPrior(words: Features, category: Category): void {
    this.addFeatures(words, category);
  }

  private addFeatures(
    features: Iterable<readonly [string, number]>,
    category: Category,
    rows = 1,
  ): void {
    for (const [feature, weight] of features) {
      const fact = isFact(feature);
      let perCategory = this.counts.get(feature);
      if (perCategory === undefined) {
        perCategory = new Map();
        this.counts.set(feature, perCategory);
      }
      bump(perCategory, category, fact ? rows : weight * rows);
      if (fact) {
        const values = this.factValues.get(feature.charAt(0)) ?? new Set();
        values.add(feature);
        this.factValues.set(feature.charAt(0), values);
      } else bump(this.totals, category, weight * rows);
    }
  }

  get size(): number {
    return this.documents;
  }

  private score(
    evidence: Evidence,
    category: Category,
    vocabulary: number,
    classes: number,
  ): number {
    const docs = this.docs.get(category) ?? 0;
    const wordDenominator = Math.log(
      (this.totals.get(category) ?? 0) + WORD_ALPHA * vocabulary,
    );
    let score = Math.log((docs + 1) / (this.documents + classes));
    for (const [feature, weight] of [...evidence.words, ...evidence.facts]) {
      const perCategory = this.counts.get(feature);
      if (perCategory === undefined) continue;
      const n = perCategory.get(category) ?? 0;
      if (isFact(feature)) {
        const values = this.factValues.get(feature.charAt(0))?.size ?? 1;
        score +=
          weight * Math.log((n + FACT_BETA) / (docs + FACT_BETA * values));
      } else score += weight * (Math.log(n + WORD_ALPHA) - wordDenominator);
    }
    return score / TEMPERATURE;
  }

  /** Categories by posterior probability, most likely first; empty before any row. */
  classify(evidence: Evidence): Posterior[] {
    // Categories the person never used can still win on the dictionary's prior evidence.
    const categories = [...this.totals.keys()];
    if (this.documents === 0 || categories.length === 0) return [];
    const vocabulary = this.counts.size;
    const scores = categories.map((c) =>
      this.score(evidence, c, vocabulary, categories.length),
    );
    const top = Math.max(...scores);
    const exp = scores.map((s) => Math.exp(s - top));
    const sum = exp.reduce((a, b) => a + b, 0);
    return categories
      .map((category, i) => ({ category, probability: (exp[i] ?? 0) / sum }))
      .sort((a, b) => b.probability - a.probability);
  }
}
