/**
 * The contract's 14 transaction categories (docs/product.md §3), with labels and the sets rules
 * use.
 */

/** Category values, in the contract's order. */
export const CATEGORIES = [
  "food_dining",
  "groceries",
  "transportation",
  "entertainment",
  "shopping",
  "utilities",
  "healthcare",
  "education",
  "travel",
  "subscription",
  "salary",
  "investment",
  "transfer",
  "other",
] as const;

/** One of the 14 categories. */
export type Category = (typeof CATEGORIES)[number];

/** Readable label of each category (food_dining → 'Food & Dining'). */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  food_dining: "Food & Dining",
  groceries: "Groceries",
  transportation: "Transportation",
  entertainment: "Entertainment",
  shopping: "Shopping",
  utilities: "Utilities",
  healthcare: "Healthcare",
  education: "Education",
  travel: "Travel",
  subscription: "Subscription",
  salary: "Salary",
  investment: "Investment",
  transfer: "Transfer",
  other: "Other",
};

/** Credits in these categories are income; credits elsewhere (but transfer) are refunds. */
export const INCOME_CATEGORIES: ReadonlySet<Category> = new Set([
  "salary",
  "investment",
  "other",
]);

/** Transfers are neither spending nor income (docs/architecture.md §5). */
export const TRANSFER_CATEGORY: Category = "transfer";

/** True when the value is one of the 14 categories. */
export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The label of a category, or the raw value when it is unknown. */
export function categoryLabel(value: string): string {
  return isCategory(value) ? CATEGORY_LABELS[value] : value;
}

/**
 * Where a transaction's category came from: the person (`user`, also a suggestion they
 * accepted), a rule, a prediction (`suggested`), the bank's sync (`bank`) or the statement file
 * (`file`). Rules and suggestions never replace a `user` category.
 */
export const CATEGORY_SOURCES = [
  "user",
  "rule",
  "suggested",
  "bank",
  "file",
] as const;
/** One of `CATEGORY_SOURCES`. */
export type CategorySource = (typeof CATEGORY_SOURCES)[number];
