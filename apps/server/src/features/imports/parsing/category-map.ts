/**
 * A file's category text → one of Finch's 14 categories, through a small synonym table. Text the
 * table does not know maps to null; the caller keeps it as `rawCategory`.
 */
import { CATEGORIES, type Category } from "@finch/domain";

// Whole category names as banks, Mint, Quicken and budgeting apps export them (normalised:
// lower case, no accents, "&" as "and", punctuation as spaces).
const NAMES: Readonly<Record<Category, readonly string[]>> = {
  food_dining: [
    "food and dining",
    "dining",
    "restaurants",
    "restaurant",
    "fast food",
    "coffee shops",
    "coffee",
    "cafe",
    "cafes",
    "bars",
    "alcohol and bars",
    "eating out",
    "takeaway",
    "food",
    "dining out",
  ],
  groceries: [
    "groceries",
    "grocery",
    "supermarket",
    "supermarkets",
    "food and groceries",
    "lebensmittel",
    "courses",
    "alimentation",
  ],
  transportation: [
    "auto and transport",
    "transportation",
    "transport",
    "gas and fuel",
    "fuel",
    "gas",
    "petrol",
    "parking",
    "public transportation",
    "public transport",
    "taxi",
    "ride share",
    "auto",
    "car",
    "auto insurance",
    "service and parts",
    "tolls",
  ],
  entertainment: [
    "entertainment",
    "movies",
    "movies and dvds",
    "music",
    "amusement",
    "games",
    "arts",
    "sports",
    "hobbies",
    "leisure",
    "recreation",
  ],
  shopping: [
    "shopping",
    "clothing",
    "electronics and software",
    "books",
    "general merchandise",
    "home",
    "household",
    "home improvement",
    "furnishings",
    "gifts",
    "personal care",
  ],
  utilities: [
    "utilities",
    "bills and utilities",
    "bills",
    "electricity",
    "water",
    "internet",
    "phone",
    "mobile phone",
    "television",
    "gas and electric",
    "energy",
    "rent",
    "housing",
  ],
  healthcare: [
    "health and fitness",
    "healthcare",
    "health care",
    "health",
    "medical",
    "doctor",
    "dentist",
    "pharmacy",
    "gym",
    "fitness",
    "insurance health",
  ],
  education: [
    "education",
    "tuition",
    "school",
    "student",
    "books and supplies",
    "courses and training",
  ],
  travel: [
    "travel",
    "air travel",
    "airfare",
    "flights",
    "hotel",
    "hotels",
    "vacation",
    "holiday",
    "rental car and taxi",
    "lodging",
  ],
  subscription: [
    "subscription",
    "subscriptions",
    "streaming",
    "memberships",
    "membership",
    "software subscriptions",
  ],
  salary: [
    "paycheck",
    "salary",
    "salaries",
    "wages",
    "payroll",
    "income",
    "bonus",
    "gehalt",
    "lohn",
    "salaire",
    "nomina",
  ],
  investment: [
    "investments",
    "investment",
    "dividend",
    "dividends",
    "interest income",
    "interest",
    "brokerage",
    "securities",
  ],
  transfer: [
    "transfer",
    "transfers",
    "credit card payment",
    "internal transfer",
    "account transfer",
    "umbuchung",
    "virement",
    "ueberweisung",
    "uberweisung",
  ],
  other: [
    "other",
    "misc",
    "miscellaneous",
    "uncategorized",
    "uncategorised",
    "fees and charges",
    "fees",
    "bank fees",
    "cash and atm",
    "cash",
    "atm",
    "taxes",
    "charity",
    "donations",
  ],
};

const LOOKUP = new Map<string, Category>();
for (const category of CATEGORIES) {
  for (const name of NAMES[category]) LOOKUP.set(name, category);
  LOOKUP.set(category.replace(/_/g, " "), category);
}

/** Lower case, accents removed, "&" → "and", other punctuation → single spaces. */
export function normalizeLabel(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const mapped = new Map<string, Category | null>();

/**
 * The Finch category of a file's category text, or null. A `Parent:Child` path is read child
 * first, then parent ("Auto & Transport:Gas & Fuel" → transportation).
 */
export function mapCategory(text: string | null | undefined): Category | null {
  if (!text) return null;
  // A file repeats a handful of category names: each is looked up once.
  const known = mapped.get(text);
  if (known !== undefined) return known;
  const category = lookupCategory(text);
  if (mapped.size > 10_000) mapped.clear();
  mapped.set(text, category);
  return category;
}

function lookupCategory(text: string): Category | null {
  const parts = text
    .split(":")
    .map(normalizeLabel)
    .filter((p) => p !== "");
  parts.reverse();
  for (const part of parts) {
    const found = LOOKUP.get(part);
    if (found) return found;
  }
  // No whole name: the words of each part, when the known ones agree ("Food & Drink" → food,
  // "Bills & Utilities" → utilities; "Food & Gas" names two categories and stays unmapped).
  for (const part of parts) {
    const named = new Set(
      part.split(" ").flatMap((word) => {
        const found = LOOKUP.get(word);
        return found ? [found] : [];
      }),
    );
    if (named.size === 1) return [...named][0] ?? null;
  }
  return null;
}
