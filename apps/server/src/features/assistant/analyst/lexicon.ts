import type { Category } from "@finch/domain";

/**
 * Category synonyms (docs/design/assistant.md §4 step 2), longest phrase first so "gas bill" beats
 * "gas". Matched on word boundaries over the normalized question.
 */
const SYNONYMS: [string, Category][] = [
  ["food and dining", "food_dining"],
  ["food & dining", "food_dining"],
  ["eating out", "food_dining"],
  ["eat out", "food_dining"],
  ["ate out", "food_dining"],
  ["grocery bill", "groceries"],
  ["grocery bills", "groceries"],
  ["gas bill", "utilities"],
  ["energy bill", "utilities"],
  ["water bill", "utilities"],
  ["council tax", "utilities"],
  ["household bills", "utilities"],
  ["bills", "utilities"],
  ["bill", "utilities"],
  ["energy", "utilities"],
  ["heating", "utilities"],
  ["broadband", "utilities"],
  ["phone", "utilities"],
  ["mobile", "utilities"],
  ["take away", "food_dining"],
  ["takeaways", "food_dining"],
  ["takeaway", "food_dining"],
  ["take out", "food_dining"],
  ["going out to eat", "food_dining"],
  ["cafes", "food_dining"],
  ["cafe", "food_dining"],
  ["lunches", "food_dining"],
  ["lunch", "food_dining"],
  ["dinners", "food_dining"],
  ["dinner", "food_dining"],
  ["food delivery", "food_dining"],
  ["petrol", "transportation"],
  ["trains", "transportation"],
  ["train", "transportation"],
  ["buses", "transportation"],
  ["bus", "transportation"],
  ["taxis", "transportation"],
  ["taxi", "transportation"],
  ["commute", "transportation"],
  ["commuting", "transportation"],
  ["travel costs", "travel"],
  ["holidays", "travel"],
  ["holiday", "travel"],
  ["trips", "travel"],
  ["trip", "travel"],
  ["streaming services", "subscription"],
  ["streaming", "subscription"],
  ["software", "subscription"],
  ["dentist", "healthcare"],
  ["prescriptions", "healthcare"],
  ["medicine", "healthcare"],
  ["health", "healthcare"],
  ["childcare", "education"],
  ["daycare", "education"],
  ["books", "education"],
  ["courses", "education"],
  ["fun", "entertainment"],
  ["hobbies", "entertainment"],
  ["games", "entertainment"],
  ["phone bill", "utilities"],
  ["electric bill", "utilities"],
  ["electricity", "utilities"],
  ["public transport", "transportation"],
  ["grocery", "groceries"],
  ["groceries", "groceries"],
  ["supermarket", "groceries"],
  ["supermarkets", "groceries"],
  ["dining", "food_dining"],
  ["restaurants", "food_dining"],
  ["restaurant", "food_dining"],
  ["takeout", "food_dining"],
  ["take-out", "food_dining"],
  ["coffee", "food_dining"],
  ["food", "food_dining"],
  ["meals", "food_dining"],
  ["transportation", "transportation"],
  ["transport", "transportation"],
  ["gas", "transportation"],
  ["fuel", "transportation"],
  ["parking", "transportation"],
  ["transit", "transportation"],
  ["rideshare", "transportation"],
  ["entertainment", "entertainment"],
  ["movies", "entertainment"],
  ["movie", "entertainment"],
  ["concerts", "entertainment"],
  ["concert", "entertainment"],
  ["shopping", "shopping"],
  ["clothes", "shopping"],
  ["clothing", "shopping"],
  ["utilities", "utilities"],
  ["utility", "utilities"],
  ["rent", "utilities"],
  ["electric", "utilities"],
  ["internet", "utilities"],
  ["healthcare", "healthcare"],
  ["health care", "healthcare"],
  ["medical", "healthcare"],
  ["doctor", "healthcare"],
  ["pharmacy", "healthcare"],
  ["education", "education"],
  ["tuition", "education"],
  ["school", "education"],
  ["travel", "travel"],
  ["flights", "travel"],
  ["flight", "travel"],
  ["hotels", "travel"],
  ["hotel", "travel"],
  ["vacation", "travel"],
  ["subscription category", "subscription"],
  ["streaming", "subscription"],
  ["gym", "subscription"],
  ["salary", "salary"],
  ["paycheck", "salary"],
  ["paychecks", "salary"],
  ["wages", "salary"],
  ["investments", "investment"],
  ["investment", "investment"],
  ["investing", "investment"],
  ["transfers", "transfer"],
  ["transfer", "transfer"],
];

/** A category the question names, and the words that named it. */
export interface CategoryMention {
  category: Category;
  words: string;
}

/** Every category the question names, in order, each once. */
export function findCategories(text: string): CategoryMention[] {
  const hits: { at: number; mention: CategoryMention }[] = [];
  let rest = ` ${text} `;
  for (const [words, category] of SYNONYMS) {
    const pattern = new RegExp(
      `(?<=[^a-z])${words.replace(/[&]/g, "\\&")}(?=[^a-z])`,
    );
    const match = pattern.exec(rest);
    if (!match) continue;
    hits.push({ at: match.index, mention: { category, words } });
    rest =
      rest.slice(0, match.index) +
      " ".repeat(words.length) +
      rest.slice(match.index + words.length);
  }
  // "Bills" names a family only on its own: "the restaurant bill" is about restaurants.
  const isBill = (m: CategoryMention) =>
    m.words === "bill" || m.words === "bills";
  const named = hits.some((h) => !isBill(h.mention))
    ? hits.filter((h) => !isBill(h.mention))
    : hits;
  const seen = new Set<Category>();
  return named
    .sort((a, b) => a.at - b.at)
    .map((h) => h.mention)
    .filter((m) =>
      seen.has(m.category) ? false : (seen.add(m.category), true),
    );
}

/** Words the spelling corrector may correct towards (categories, months, intent words). */
export const VOCABULARY: readonly string[] = [
  ...SYNONYMS.flatMap(([w]) => w.split(" ")),
  "january",
  "february",
  "march",
  "april",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  "spend",
  "spent",
  "spending",
  "budget",
  "budgets",
  "savings",
  "saving",
  "goals",
  "balance",
  "balances",
  "account",
  "accounts",
  "transactions",
  "transaction",
  "purchases",
  "unusual",
  "subscriptions",
  "recurring",
  "income",
  "earned",
  "worth",
  "largest",
  "biggest",
  "expense",
  "expenses",
  "category",
  "categories",
  "merchants",
  "compare",
  "average",
  "monthly",
  "weekly",
  "pending",
  "afford",
  "forecast",
  "quarter",
  "highest",
  "recent",
  "month",
  "week",
  "year",
  "money",
  "checking",
  "credit",
  "liabilities",
  "assets",
  "total",
  "stores",
  "increase",
  "decrease",
  "previous",
  "yesterday",
  "today",
  "transportation",
  "taxes",
  "files",
];
