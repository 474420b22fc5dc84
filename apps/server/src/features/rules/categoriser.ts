/**
 * What happens to a transaction that arrives from a statement file, a bank sync or a form left at
 * its defaults (docs/design/rules.md §2):
 *   1. a row without a merchant name gets one cleaned from its bank text;
 *   2. the person's enabled rules run in order (a later one may refine an earlier one);
 *   3. a row whose category no rule set and that arrived without one (`other`) gets a prediction
 *      from the person's own history (or, for a new person, the built-in dictionary); a confident
 *      one is applied as `suggested`.
 * Nothing leaves the server. A person's own category is never replaced: rows that carry one do
 * not come through here.
 */
import type { Category, CategorySource } from "@finch/domain";
import { compileRules, type CompiledRules } from "./engine/rule-engine";
import type { RuleDefinition } from "./engine/rule-types";
import {
  isConfident,
  trainCategoryClassifier,
  type CategoryClassifier,
  type TrainingRow,
} from "./suggestions/category-classifier";
import { Memo } from "./memo";
import { readLine, type LineReading } from "./suggestions/merchant-name";
import { amountBand } from "./suggestions/transaction-profile";

/** A row as it arrives. `category` is what its source said (`other` when nothing). */
export interface IncomingRow {
  description: string;
  merchantName: string | null;
  amountCents: number;
  transactionType: string;
  accountId: number | null;
  category: Category;
}

/** The row as it will be written, and where its category came from. */
export interface CategorisedRow {
  description: string;
  merchantName: string | null;
  category: Category;
  categorySource: CategorySource;
}

export interface Categoriser {
  /** `source` says where an unchanged category came from: the file, the bank or the person. */
  categorise<S extends CategorySource>(
    row: IncomingRow,
    source: S,
  ): CategorisedRow & { categorySource: S | "rule" | "suggested" };
  /**
   * A row typed by the person: rules fill only what they left at its default — the category
   * when it is `other`, the merchant when it is empty. No name is guessed from their text and
   * no prediction is made (what they typed is theirs).
   */
  typed(row: IncomingRow): CategorisedRow;
}

const DIGITS = /\d+/g;

/** What the categoriser keeps of one distinct bank line. */
interface Line {
  /** The cleaner's reading, made when a row of the line arrives without a merchant name. */
  reading: LineReading | undefined;
  /** Predictions by direction, amount band and merchant name, made on the first one. */
  predictions: Map<string, Category | null> | undefined;
}

/** The longest merchant name a transaction keeps. */
const MERCHANT_LENGTH = 100;

/**
 * A categoriser over the person's rules and history. `history` is read only when a row needs a
 * prediction, once; predictions are kept per line (its digits aside), direction and amount band
 * for the categoriser's life (one import or sync), since a statement repeats its merchants.
 */
export function createCategoriser(
  rules: readonly RuleDefinition[],
  history: () => readonly TrainingRow[],
): Categoriser {
  const compiled: CompiledRules = compileRules(rules);
  let classifier: CategoryClassifier | undefined;
  // Predictions of lines that differ only in their digits (store numbers, references, dates) are
  // shared: a prediction reads the merchant's name, the line's words, the direction and the
  // amount's band, and no digit.
  const byDigitsFree = new Memo<string, Map<string, Category | null>>();
  // Per distinct line: the cleaner's reading (handed on to the classifier, which reads the same
  // line) and the predictions of its digits-free form.
  const lines = new Memo<string, Line>();
  const lineOf = (): Line => ({ reading: undefined, predictions: undefined });
  const predict = (row: IncomingRow, line: Line): Category | null => {
    const key = `${row.transactionType}\u0000${String(amountBand(row.amountCents))}\u0000${row.merchantName ?? ""}`;
    line.predictions ??= byDigitsFree.get(
      row.description.replace(DIGITS, "#"),
      () => new Map(),
    );
    let category = line.predictions.get(key);
    if (category === undefined) {
      classifier ??= trainCategoryClassifier(history());
      const reading = line.reading;
      const prediction = classifier.predict(
        reading ? { ...row, line: reading } : row,
      );
      category = isConfident(prediction)
        ? (prediction?.category ?? null)
        : null;
      line.predictions.set(key, category);
    }
    return category;
  };
  return {
    categorise(row, source) {
      const line = lines.get(row.description, lineOf);
      if (row.merchantName === null) line.reading ??= readLine(row.description);
      // Rows are built field by field: a spread of the caller's object costs more than the
      // rest of a row's work on a line seen before.
      const named: IncomingRow = {
        description: row.description,
        merchantName:
          row.merchantName ??
          line.reading?.name?.slice(0, MERCHANT_LENGTH) ??
          null,
        amountCents: row.amountCents,
        transactionType: row.transactionType,
        accountId: row.accountId,
        category: row.category,
      };
      const ruled = compiled.size === 0 ? null : compiled.run(named);
      const after = ruled?.row ?? named;
      if (ruled?.setCategory)
        return {
          description: after.description,
          merchantName: after.merchantName,
          category: after.category as Category,
          categorySource: "rule",
        };
      if (row.category === "other" && source !== "user") {
        const category = predict(named, line);
        if (category !== null)
          return {
            description: after.description,
            merchantName: after.merchantName,
            category,
            categorySource: "suggested",
          };
      }
      return {
        description: after.description,
        merchantName: after.merchantName,
        category: row.category,
        categorySource: source,
      };
    },
    typed(row) {
      const kept = {
        description: row.description,
        merchantName: row.merchantName,
        category: row.category,
        categorySource: "user" as const,
      };
      if (compiled.size === 0) return kept;
      const { row: after, setCategory } = compiled.run(row, {
        categoryLocked: row.category !== "other",
      });
      return {
        ...kept,
        merchantName: row.merchantName ?? after.merchantName,
        ...(setCategory && {
          category: after.category as Category,
          categorySource: "rule" as const,
        }),
      };
    },
  };
}
