/**
 * A multinomial naive Bayes over weighted features, with Laplace smoothing. Features never seen
 * in training are ignored rather than smoothed, so an unknown word does not favour the smaller
 * categories. The posterior is softened by a temperature: naive Bayes multiplies evidence as if
 * independent, which makes its raw probabilities far too sure of themselves.
 */
import type { Category } from "@finch/domain";
import type { Features } from "./transaction-profile";

const ALPHA = 0.5;
const TEMPERATURE = 2.5;

export interface Posterior {
  category: Category;
  probability: number;
}

export class NaiveBayes {
  private readonly docs = new Map<Category, number>();
  private readonly totals = new Map<Category, number>();
  private readonly counts = new Map<string, Map<Category, number>>();
  private documents = 0;

  /** Adds a training row (or, with `asDocument` false, prior evidence that is not a row). */
  add(features: Features, category: Category, asDocument = true): void {
    if (asDocument) {
      this.documents++;
      this.docs.set(category, (this.docs.get(category) ?? 0) + 1);
    }
    for (const [feature, weight] of features) {
      let perCategory = this.counts.get(feature);
      if (perCategory === undefined) {
        perCategory = new Map();
        this.counts.set(feature, perCategory);
      }
      perCategory.set(category, (perCategory.get(category) ?? 0) + weight);
      this.totals.set(category, (this.totals.get(category) ?? 0) + weight);
    }
  }

  get size(): number {
    return this.documents;
  }

  /** Categories by posterior probability, most likely first; empty before any row. */
  classify(features: Features): Posterior[] {
    // Categories the person never used can still win on the dictionary's prior evidence.
    const categories = [...this.totals.keys()];
    if (this.documents === 0 || categories.length === 0) return [];
    const vocabulary = this.counts.size;
    const scores = categories.map((category) => {
      const total = this.totals.get(category) ?? 0;
      const denominator = Math.log(total + ALPHA * vocabulary);
      let score = Math.log(
        ((this.docs.get(category) ?? 0) + 1) /
          (this.documents + categories.length),
      );
      for (const [feature, weight] of features) {
        const perCategory = this.counts.get(feature);
        if (perCategory === undefined) continue;
        score +=
          weight *
          (Math.log((perCategory.get(category) ?? 0) + ALPHA) - denominator);
      }
      return score / TEMPERATURE;
    });
    const top = Math.max(...scores);
    const exp = scores.map((s) => Math.exp(s - top));
    const sum = exp.reduce((a, b) => a + b, 0);
    return categories
      .map((category, i) => ({ category, probability: (exp[i] ?? 0) / sum }))
      .sort((a, b) => b.probability - a.probability);
  }
}
