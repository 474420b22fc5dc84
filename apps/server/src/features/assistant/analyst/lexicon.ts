import type { Category } from "@finch/domain";

/**
 * Category words (docs/design/assistant.md §4 step 2): each category and the words and phrases
 * people use for it, "|" between them. Matched on word boundaries over the normalized question,
 * longest phrase first so "gas bill" beats "gas".
 */
const WORDS: Partial<Record<Category, string>> = {
  food_dining:
    "food and dining|food & dining|eating out|eat out|ate out|take away|takeaways|takeaway|take out|going out to eat|cafes|cafe|lunches|lunch|dinners|dinner|food delivery|dining|restaurants|restaurant|takeout|take-out|coffee|food|meals out|meal out|meals|meal|pubs|pub|bars|drinks|brunch",
  groceries:
    "grocery bill|grocery bills|grocery|groceries|supermarket|supermarkets",
  utilities:
    "gas bill|energy bill|water bill|household bills|bills|bill|energy|heating|broadband|phone|mobile|phone bill|electric bill|electricity|utilities|utility|electric|internet",
  transportation:
    "petrol|trains|train|buses|bus|taxis|taxi|commute|commuting|public transport|transportation|transport|gas|fuel|parking|transit|rideshare|diesel|tolls|metro|subway|the tube|tram|trams|car park|car parking",
  travel:
    "travel costs|holidays|holiday|travel|flights|flight|hotels|hotel|vacation",
  subscription:
    "streaming services|streaming|software|subscription category|subscriptions|subscription|streaming|gym",
  healthcare:
    "dentist|prescriptions|medicine|health|healthcare|health care|medical|doctor|doctors|pharmacy|chemist|gp",
  education:
    "childcare|daycare|books|textbooks|courses|course fees|education|tuition|school|uni|university",
  entertainment:
    "fun|hobbies|games|entertainment|movies|movie|cinema|concerts|concert|gigs|theatre|theater",
  shopping:
    "shopping|clothes|clothing|shoes|furniture|electronics|gifts|presents|homewares",
  salary:
    "freelance|freelancing|client payments|clients|invoices|invoiced|salary|paycheck|paychecks|wages|stipend|bursary|my job|my employer|work pay|work paid",
  investment: "interest|dividends|investments|investment|investing",
  transfer: "transfers|transfer",
  other:
    "misc|miscellaneous|other stuff|other things|other category|charity|charities|donations|donation",
};

const SYNONYMS: [string, Category][] = Object.entries(WORDS)
  .flatMap(([category, list]) =>
    list.split("|").map((w): [string, Category] => [w, category as Category]),
  )
  .sort((a, b) => b[0].length - a[0].length);

/**
 * Bills people name by what they are rather than by a category: rows whose description or
 * merchant says so ("HALLAM LETTINGS RENT", "MANCHESTER CC COUNCIL TAX").
 */
const FAMILIES = ["council tax", "rent", "insurance", "tax", "dividend"];

/**
 * How a family's rows say it, in the languages of the banks Finch reads (a Berlin standing order
 * says "MIETE", a Dutch one "HUUR"). Short words count as whole words ("rent", not "RENTE" or
 * "CURRENT"); long ones also inside a compound ("KRANKENVERSICHERUNG").
 */
const FAMILY_WORDS: Record<string, readonly string[]> = {
  rent: [
    "rent",
    "miete",
    "kaltmiete",
    "warmmiete",
    "huur",
    "loyer",
    "affitto",
    "alquiler",
  ],
  insurance: [
    "insurance",
    "versicherung",
    "krankenkasse",
    "verzekering",
    "assurance",
    "assicurazione",
  ],
  tax: ["tax", "steuer", "belasting", "impot"],
  dividend: ["dividend", "dividende"],
};

/**
 * Whether a text is read as words the rows say, by `familyWords`' test: a family of bills
 * ("rent", "council tax"), or a short word that inside other words means something else ("pet"
 * in PETROL, "vet" in CORVETTE).
 */
export function isFamily(text: string): boolean {
  return isBillFamily(text) || /^[a-z]{2,5}$/.test(text);
}

/** Whether a text is one of the families of bills. */
export function isBillFamily(text: string): boolean {
  return FAMILIES.includes(text);
}

/** The words a family's rows may say, each with the test a row's text must pass. */
export function familyWords(
  family: string,
): { word: string; says: (text: string) => boolean }[] {
  return (FAMILY_WORDS[family] ?? [family]).map((word) => {
    const pattern =
      word.length >= 6
        ? new RegExp(word, "i")
        : new RegExp(`\\b${word}(s|es)?\\b`, "i");
    return { word, says: (text: string) => pattern.test(text) };
  });
}

/** The family of bills the question names, as the text its rows carry. */
export function findFamily(text: string): string | undefined {
  // "Tax" alone is the rows that say so, but not a tax refund or return (those are refunds).
  // Several families are alternatives ("rent and council tax": "rent|council tax").
  let rest = text;
  const said = FAMILIES.filter((f) => {
    const pattern = new RegExp(`\\b${f}(es|s|'s)?\\b`);
    if (!pattern.test(rest)) return false;
    if (f === "tax" && /\btax (refund|return|rebate)s?\b/.test(rest))
      return false;
    rest = rest.replace(pattern, " ");
    return true;
  });
  return said.length ? said.join("|") : undefined;
}

/**
 * Kinds of merchant people name, finer than a category ("gas" is the fuel stations, "streaming"
 * the streaming services): each list of phrases and the merchant kinds of the rules feature's
 * merchant dictionary it means. A phrase "<word> bill" also means the user's merchants whose
 * name holds the word ("gas bill": Peoples Gas).
 */
const KINDS: [string, string[]][] = [
  ["streaming services|streaming service|streaming", ["streaming", "music"]],
  ["music streaming", ["music"]],
  [
    "gas bill|gas and electric|electric bill|electricity bill|electricity|electric|energy bill|energy|power bill|heating",
    ["energy"],
  ],
  ["water bill|water", ["water"]],
  [
    "phone bill|cell phone|mobile phone|phone|mobile|internet|broadband|wifi|cable",
    ["telecom"],
  ],
  [
    "gas stations|gas station|gas|fuel|petrol|diesel|filling up|fill up",
    ["fuel"],
  ],
  ["coffee shops|coffee shop|coffees|coffee|cafes|cafe", ["coffee"]],
  ["fast food", ["fast_food"]],
  [
    "food delivery|takeout|takeaways|takeaway|deliveries|delivery|ordering in|ordered in",
    ["food_delivery"],
  ],
  ["bars|pubs|pub|drinks", ["bar"]],
  ["gyms|gym|fitness", ["gym"]],
  ["pharmacy|chemist|drugstore|prescriptions", ["pharmacy", "drugstore"]],
  ["rideshare|ride share|taxis|taxi|cabs", ["ride_hailing"]],
  [
    "public transport|public transit|transit|trains|train|buses|bus|metro|subway|the tube|trams|tram",
    ["transit", "rail"],
  ],
  [
    "scooters|scooter|e-scooters|bike share|bike hire|hire bikes",
    ["micromobility"],
  ],
  [
    "car insurance|auto insurance|motor insurance|vehicle insurance",
    ["car_insurance"],
  ],
  ["health insurance|medical insurance", ["health_insurance"]],
  ["parking", ["parking"]],
  [
    "car costs|car expenses|car stuff|motoring|vehicles|vehicle|cars|car",
    ["fuel", "parking", "tolls", "car_service", "car_insurance", "ev_charging"],
  ],
  ["charities|charity|donations|donation|donated|donate", ["charity"]],
  ["flights|flight|airfare|airlines", ["airline"]],
  ["hotels|hotel", ["hotel"]],
  [
    "pet stuff|pets|pet|vets|vet|dogs|dog|cats|cat|puppy|kitten",
    ["pet_store", "vet"],
  ],
  ["doctors|doctor|gp|medical", ["medical"]],
  ["dentist|dental", ["dental"]],
  ["clothes|clothing", ["clothing"]],
  ["electronics", ["electronics"]],
  ["movies|movie|cinema", ["cinema"]],
  ["concerts|concert|gigs", ["events"]],
  [
    "taxes|tax payments|tax bills|tax bill|income tax|property tax|self assessment|tax",
    ["government", "local_tax"],
  ],
];

const KIND_PHRASES = KINDS.flatMap(([list, kinds]) =>
  list.split("|").map((phrase) => ({
    phrase,
    kinds,
    pattern: new RegExp(`\\b${phrase}(s|es)?\\b`),
    billed: /^(\w+) bill$/.exec(phrase)?.[1],
  })),
).sort((a, b) => b.phrase.length - a.phrase.length);

/** Whether words are a kind's own phrase ("broadband"), not a whole category's. */
export function isKindPhrase(words: string): boolean {
  return KIND_PHRASES.some((k) => k.pattern.test(words));
}

/**
 * The user's merchants of the kind the question names, and the words that named it (no merchants
 * when the user has none of it); none when it names no kind. A merchant
 * the dictionary does not know counts when every known merchant of its category is of the kind
 * ("Applegreen" beside "Circle K": fuel).
 */
export function findKindMerchants(
  text: string,
  user: {
    merchants: readonly string[];
    merchantKinds?: ReadonlyMap<string, string> | undefined;
    merchantCategories?: ReadonlyMap<string, string> | undefined;
  },
): { merchants: string[]; words: string; phrases: string[] } | undefined {
  // Every kind said, longest phrase first ("energy, water, phone and internet"); a tax refund
  // is money back, not the taxes paid, and council tax the rows that say so (`findFamily`).
  // A car loan is an account, not the car's running costs.
  let rest = text.replace(
    /\b(tax (refund|return|rebate)s?|council tax(es)?|car (loan|payment|finance|lease|note)s?)\b/g,
    " ",
  );
  const found: string[] = [];
  const words: string[] = [];
  for (const hit of KIND_PHRASES) {
    if (!hit.pattern.test(rest)) continue;
    rest = rest.replace(hit.pattern, " ");
    for (const m of merchantsOfKind(hit, user))
      if (!found.includes(m)) found.push(m);
    words.push(hit.phrase);
  }
  return words.length
    ? { merchants: found, words: words.join(" "), phrases: words }
    : undefined;
}

/** The user's merchants one kind phrase names. */
function merchantsOfKind(
  hit: (typeof KIND_PHRASES)[number],
  user: {
    merchants: readonly string[];
    merchantKinds?: ReadonlyMap<string, string> | undefined;
    merchantCategories?: ReadonlyMap<string, string> | undefined;
  },
): string[] {
  const kindOf = (m: string) => user.merchantKinds?.get(m);
  const categoryOf = (m: string) => user.merchantCategories?.get(m);
  const word = hit.billed;
  const byName = word
    ? user.merchants.filter(
        (m) => new RegExp(`\\b${word}\\b`, "i").test(m) && kindOf(m) !== "fuel",
      )
    : [];
  const known = user.merchants.filter((m) =>
    hit.kinds.includes(kindOf(m) ?? ""),
  );
  const categories = new Set(known.map(categoryOf));
  const isAllOfKind = (c: string | undefined) =>
    user.merchants.every(
      (m) =>
        categoryOf(m) !== c ||
        kindOf(m) === undefined ||
        hit.kinds.includes(kindOf(m) ?? ""),
    );
  // A bill named by its word ("electric bill") is never a merchant guessed for it.
  const unknown = user.merchants.filter(
    (m) =>
      !word &&
      kindOf(m) === undefined &&
      categories.has(categoryOf(m)) &&
      isAllOfKind(categoryOf(m)),
  );
  return byName.length ? byName : [...known, ...unknown];
}

/** A category the question names, and the words that named it. */
export interface CategoryMention {
  category: Category;
  words: string;
}

/**
 * Every category the question names, in order: a category named twice is two mentions ("petrol
 * as a % of transport costs" names transportation as the kind and as the whole).
 */
export function findCategories(text: string): CategoryMention[] {
  const hits: { at: number; mention: CategoryMention }[] = [];
  // "Take out" said as a verb ("did medicare take out", "to take out of savings") is money
  // leaving, never a takeout.
  let rest = ` ${text} `.replace(
    /\b((?:did|does|do|will|would|to|can|could|has|have|had)(?: \w+){0,2} )take out\b|\btake out(?= (?:of|from)\b)/g,
    (match, before?: string) =>
      `${before ?? ""}${" ".repeat(match.length - (before ?? "").length)}`,
  );
  // A night out is eating and drinking out and the show: two categories by one phrase.
  const out =
    /(?<=[^a-z])(going out|nights? out|socialising|socializing)(?=[^a-z])/.exec(
      rest,
    );
  if (out) {
    for (const category of ["food_dining", "entertainment"] as const)
      hits.push({ at: out.index, mention: { category, words: out[0] } });
    rest =
      rest.slice(0, out.index) +
      " ".repeat(out[0].length) +
      rest.slice(out.index + out[0].length);
  }
  for (const [words, category] of SYNONYMS) {
    // A plural or possessive typed on the end still names it ("grocerys", "restaurant's").
    const pattern = new RegExp(
      `(?<=[^a-z])${words.replace(/[&]/g, "\\&")}(?:'?s|es)?(?=[^a-z])`,
    );
    const match = pattern.exec(rest);
    if (!match) continue;
    hits.push({ at: match.index, mention: { category, words: match[0] } });
    rest =
      rest.slice(0, match.index) +
      " ".repeat(match[0].length) +
      rest.slice(match.index + match[0].length);
  }
  // "Bills" names a family only on its own: "the restaurant bill" is about restaurants.
  const isBill = (m: CategoryMention) =>
    m.words === "bill" || m.words === "bills";
  const named = hits.some((h) => !isBill(h.mention))
    ? hits.filter((h) => !isBill(h.mention))
    : hits;
  return named.sort((a, b) => a.at - b.at).map((h) => h.mention);
}

/** Words people say for the same kind of goal or budget ("the holiday fund" for "Japan Trip"). */
const KINDRED: readonly (readonly string[])[] = [
  ["trip", "holiday", "holidays", "vacation", "getaway"],
  ["house", "home", "deposit"],
  ["emergency", "rainy"],
  ["car", "vehicle"],
  ["reno", "renovation", "remodel"],
];

/** The other words of a word's kind, never the word itself. */
export function kindredWords(word: string): readonly string[] {
  return (
    KINDRED.find((kin) => kin.includes(word))?.filter((w) => w !== word) ?? []
  );
}

/** Words the spelling corrector may correct towards (categories, months, question words). */
export const VOCABULARY: readonly string[] = [
  ...SYNONYMS.flatMap(([w]) => w.split(" ")),
  ..."january february march april june july august september october november december spend spent spending budget budgets savings saving goals balance balances account accounts transactions transaction purchases unusual subscriptions recurring income earned worth largest biggest expense expenses category categories merchants compare average monthly weekly pending afford forecast quarter highest recent month week year money checking credit liabilities assets total stores increase decrease previous yesterday today transportation taxes files much many purchase transaction payment payments interest expensive share percent number charge charges charged journey journeys fare fares trip trips ride rides order orders payout payouts deposit deposits paycheck paychecks bonus refund refunded cheapest smallest lowest change changed changes difference usual average every each".split(
    " ",
  ),
];
