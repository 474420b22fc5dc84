/**
 * Predicts the category of a new transaction from the person's own categorised history:
 *   1. merchant — the same (cleaned) merchant before: the person's usual category for it;
 *   2. similar — otherwise a naive Bayes over the words, the dictionary's kind, the direction
 *      and the amount band of their rows, which learns their habits (coffee under food_dining,
 *      the gym under entertainment) and carries the dictionary's defaults as prior evidence;
 *   3. dictionary / keyword — for a person with no history, the built-in dictionary alone.
 * Only rows whose category the person set or confirmed are learnt from.
 */
import { CATEGORIES, isCategory, type Category } from "@finch/domain";
import { KIND_CATEGORY, type MerchantKind } from "./merchant-kinds";
import { MerchantHistory, type MerchantVote } from "./merchant-history";
import { NaiveBayes } from "./naive-bayes";
import {
  ProfileCache,
  type Profile,
  type ProfileInput,
} from "./transaction-profile";

/** At or above this confidence a prediction is applied as a suggestion; below it, nothing. */
export const SUGGESTION_THRESHOLD = 0.6;

/**
 * `category_source` values that mean the person chose or confirmed the category. Finch stores a
 * confirmed suggestion as `user`; `confirmed` is accepted too. The bank's guess (`provider`), a
 * rule's or a suggestion's category are never learnt from: they would teach the classifier itself.
 */
export const TRAINING_SOURCES: ReadonlySet<string> = new Set([
  "user",
  "confirmed",
]);

/** Rows of a merchant from which its history alone decides. */
const SURE_MERCHANT_ROWS = 3;

/** How much the dictionary's default for a kind counts, in rows' worth of evidence. */
const PRIOR_ROWS = 1.5;

export type PredictionReason =
  "merchant" | "similar" | "dictionary" | "keyword";

export interface CategoryPrediction {
  category: Category;
  confidence: number;
  reason: PredictionReason;
}

export interface TrainingRow extends ProfileInput {
  category: string;
  categorySource: string;
}

export interface CategoryClassifier {
  /** Rows learnt from (those the person set or confirmed). */
  readonly trainedOn: number;
  predict(row: ProfileInput): CategoryPrediction | null;
}

/** True when a prediction is sure enough to be applied as a suggestion. */
export function isConfident(prediction: CategoryPrediction | null): boolean {
  return prediction !== null && prediction.confidence >= SUGGESTION_THRESHOLD;
}

function addPriors(model: NaiveBayes): void {
  for (const [kind, category] of Object.entries(KIND_CATEGORY) as [
    MerchantKind,
    Category,
  ][]) {
    model.addPrior(new Map([[`k:${kind}`, 2 * PRIOR_ROWS]]), category);
  }
  for (const category of CATEGORIES) {
    model.addPrior(new Map([[`c:${category}`, PRIOR_ROWS]]), category);
  }
}

/** Confidence from the share of the person's rows and how many there are (Laplace). */
function merchantConfidence(vote: MerchantVote): number {
  return (vote.share * vote.rows + 1) / (vote.rows + 2);
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

class Classifier implements CategoryClassifier {
  readonly profiles = new ProfileCache();
  readonly merchants = new MerchantHistory();
  readonly model = new NaiveBayes();
  /** Kinds the person has categorised at least once. */
  readonly kindsSeen = new Set<MerchantKind>();

  get trainedOn(): number {
    return this.model.size;
  }

  learn(profile: Profile, category: Category, rows: number): void {
    this.merchants.add(profile, category, rows);
    this.model.add(profile, category, rows);
    if (profile.hit !== null) this.kindsSeen.add(profile.hit.kind);
  }

  predict(row: ProfileInput): CategoryPrediction | null {
    // Rows come from bank files: a missing description is read as empty rather than a crash.
    const description =
      typeof row.description === "string" ? row.description : "";
    const profile = this.profiles.profileOf({ ...row, description });
    const vote = this.merchants.vote(profile);
    const byMerchant: CategoryPrediction | null =
      vote === null || vote.share < 0.5
        ? null
        : {
            category: vote.category,
            confidence: round(merchantConfidence(vote)),
            reason: "merchant",
          };
    // A merchant met often enough speaks for itself; met once or twice, the words may know better.
    if (byMerchant !== null && (vote?.rows ?? 0) >= SURE_MERCHANT_ROWS)
      return byMerchant;
    const byText = this.fromText(profile);
    if (byMerchant === null) return byText;
    if (byText === null || byText.category === byMerchant.category)
      return byMerchant;
    return byText.confidence > byMerchant.confidence ? byText : byMerchant;
  }

  private fromText(profile: Profile): CategoryPrediction | null {
    const hit = profile.hit;
    if (this.model.size === 0) {
      return hit === null
        ? null
        : {
            category: hit.category,
            confidence: hit.confidence,
            reason: hit.source,
          };
    }
    const best = this.model.classify(profile)[0];
    if (best === undefined) return null;
    const fromDictionary =
      hit !== null &&
      !this.kindsSeen.has(hit.kind) &&
      hit.category === best.category;
    // The person's history knows nothing of this kind of merchant and agrees with the
    // dictionary: a few rows of other merchants must not make the dictionary less sure.
    return {
      category: best.category,
      confidence: round(
        fromDictionary
          ? Math.max(best.probability, hit.confidence)
          : best.probability,
      ),
      reason: fromDictionary ? hit.source : "similar",
    };
  }
}

/** Learns one person's habits from their categorised rows (any order, any number). */
export function trainCategoryClassifier(
  rows: Iterable<TrainingRow>,
): CategoryClassifier {
  const classifier = new Classifier();
  addPriors(classifier.model);
  // Rows that cannot be told apart share one profile: count them, then learn each once.
  const counted = new Map<Profile, Map<Category, number>>();
  for (const row of rows) {
    if (!TRAINING_SOURCES.has(row.categorySource) || !isCategory(row.category))
      continue;
    if (typeof row.description !== "string") continue;
    const profile = classifier.profiles.profileOf(row);
    const perCategory = counted.get(profile) ?? new Map<Category, number>();
    perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + 1);
    counted.set(profile, perCategory);
  }
  for (const [profile, perCategory] of counted) {
    for (const [category, n] of perCategory)
      classifier.learn(profile, category, n);
  }
  return classifier;
}
