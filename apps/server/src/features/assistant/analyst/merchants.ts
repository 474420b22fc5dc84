import Fuse from "fuse.js";
import { VOCABULARY } from "./lexicon";
import { editDistance, foldAccents, isEnglish } from "./normalize";

/** Words of the analyst's own vocabulary, never a misspelt merchant ("charges" is not Charles). */
const QUESTION_WORDS: ReadonlySet<string> = new Set(VOCABULARY);

/**
 * Matching the words of a question against the user's own merchants (exact → containment → fuzzy,
 * fuse.js); the names themselves are the rules feature's `merchantOf` (docs/design/assistant.md §2).
 */

/**
 * Everyday words that begin many merchants' names ("Home Depot", "Best Buy", "Whole Foods"): said
 * alone in a question they name no merchant, so only a merchant's whole name or a distinctive
 * word of it does.
 */
const COMMON = new Set(
  (
    "now right charge charges charged home best whole total direct planet trader monthly weekly daily interest mobile transfer " +
    "first city general national american united royal great little big golden green blue red " +
    "black white new old north south east west central main star sun one family express super " +
    "market food foods fresh good happy fast local park river lake ocean bay pacific state " +
    "public global world premier prime smart cost costs save saving savings spent spend money " +
    "cash card bank account payment payments online service services store shop shops the my " +
    "last this next month year week day time times what where when much many more most less " +
    "about over under after before since from with into during pay paid bill bills fee fees"
  ).split(" "),
);

/** A merchant the question names, with how it was found. */
export interface MerchantMatch {
  names: string[];
  how: "exact" | "contains" | "fuzzy";
}

/**
 * The user's merchants that the question names. Close candidates are all kept ("uber" → Uber and
 * Uber Eats) so the answer can name them; fuzzy matching needs tokens of 4+ characters.
 */
export function matchMerchants(
  text: string,
  merchants: readonly string[],
): MerchantMatch | undefined {
  const words = simplify(text).split(" ").filter(Boolean);
  const joined = ` ${words.join(" ")} `;
  const { named, fuse } = indexOf(merchants);
  // Initials of a name of two words or more, as people shorten them ("ah", "tjs"), never a
  // word of their own ("at" is not AMC Theatres).
  const initials = named.filter(
    (n) =>
      n.initials.length >= 2 &&
      !SHORT_WORDS.has(n.initials) &&
      words.some(
        (w) =>
          (w === n.initials || w === `${n.initials}s`) &&
          // A word that is a merchant's own name is that merchant ("cos" is COS, not Co-op).
          !named.some((o) => o.key === w),
      ),
  );
  const exact = named.filter(
    (n) => n.key.length > 0 && joined.includes(` ${n.key} `),
  );
  // The start of a merchant's name: its first two words ("whole foods" for Whole Foods Market)
  // as good as its whole name, or its first word when that word is distinctive ("pret", not "home").
  const twoWords = named.filter((n) =>
    n.pairs.some((pair) => joined.includes(` ${pair} `)),
  );
  const sure = [...widenAll(exact, named), ...initials, ...twoWords];
  // A distinctive first word names its merchant too, unless it is a word of one already named
  // ("zilveren kruis, etos, the apotheek": all three).
  const taken = new Set(sure.flatMap((n) => n.key.split(" ")));
  // So does a later word of the name that is no word of English ("the hoa" for Sunridge HOA).
  const contains = named.filter((n) =>
    n.key
      .split(" ")
      .some(
        (w, i) =>
          w.length >= 3 &&
          !COMMON.has(w) &&
          !taken.has(w) &&
          (i === 0 || !isEnglish(w)) &&
          joined.includes(` ${w} `),
      ),
  );
  if (sure.length > 0)
    return {
      names: [...new Set([...sure, ...contains].map((n) => n.m))],
      how: "exact",
    };
  if (contains.length > 0)
    return { names: contains.map((n) => n.m), how: "contains" };
  // A pet name that keeps the start of a long name ("woolies" for Woolworths, "starbies"):
  // its stem starts the name's first word, and it names one merchant.
  const nicknamed = words.flatMap((w) => {
    const stem = /^([a-z]{4,}?)(ies|ie|ys|y|os|o)$/.exec(w)?.[1];
    if (!stem || isEnglish(w) || COMMON.has(w)) return [];
    const hits = named.filter(
      (n) => n.first.length >= stem.length + 3 && n.first.startsWith(stem),
    );
    return hits.length === 1 ? hits : [];
  });
  if (nicknamed.length > 0)
    return { names: [...new Set(nicknamed.map((n) => n.m))], how: "contains" };
  // A compound the bank writes apart ("rundfunkbeitrag" for ARD ZDF Beitragsservice): a long
  // word whose last six letters or more start a word of one merchant's name.
  const compound = new Set(
    words.flatMap((w) => {
      if (w.length < 10 || isEnglish(w) || COMMON.has(w)) return [];
      const tails = Array.from({ length: w.length - 9 }, (_, i) =>
        w.slice(4 + i),
      );
      return named.filter((n) =>
        n.key
          .split(" ")
          .some((k) => !COMMON.has(k) && tails.some((t) => k.startsWith(t))),
      );
    }),
  );
  if (compound.size === 1)
    return { names: [...compound].map((n) => n.m), how: "contains" };
  const fuzzy = [
    ...new Set([
      ...words
        .filter(
          (w) => w.length >= 5 && !COMMON.has(w) && !QUESTION_WORDS.has(w),
        )
        // A misspelling keeps the name's start ("starbux", "chiptole"); a word that only
        // resembles the middle of a long name ("single" in "campinglespins") is none.
        .flatMap((w) =>
          fuse
            .search(w)
            .filter((r) =>
              r.item.key
                .split(" ")
                .some((k) => k.slice(0, 2) === w.slice(0, 2)),
            )
            .map((r) => r.item.m),
        ),
      ...named
        .filter((n) => n.flat.length >= 6 && spansWords(words, n.flat))
        .map((n) => n.m),
    ]),
  ];
  return fuzzy.length > 0 ? { names: fuzzy, how: "fuzzy" } : undefined;
}

/**
 * Whether a name written without its spaces is some of the words run together, from the start
 * of one to the end of another ("homedepot", "home depot"), never letters inside a word
 * ("transaction" holds no "Action").
 */
function spansWords(words: readonly string[], flat: string): boolean {
  for (let first = 0; first < words.length; first++) {
    let joined = "";
    for (let last = first; last < words.length; last++) {
      joined += words[last] ?? "";
      if (joined === flat) return true;
      if (joined.length >= flat.length || !flat.startsWith(joined)) break;
    }
  }
  return false;
}

/** Words of two or three letters that are words, not a merchant's initials. */
const SHORT_WORDS = new Set(
  "am an as at be by do go he hi if in is it me my no of ok on or so to up us we all and any are but can did for get got had has her him his how its let may new not now off old one our out own put say see she the too two use was way who why yes yet you".split(
    " ",
  ),
);

/**
 * The index of a merchant list — each name simplified once, and fuse.js's fuzzy index — kept
 * while the list is (the snapshot keeps one list while the user's ledger holds): with 2,000
 * merchants, reading a question costs 7 ms with it and 18 ms without (docs/performance.md).
 */
const INDEXES = new WeakMap<readonly string[], ReturnType<typeof buildIndex>>();

function indexOf(merchants: readonly string[]) {
  const kept = INDEXES.get(merchants);
  if (kept) return kept;
  const index = buildIndex(merchants);
  INDEXES.set(merchants, index);
  return index;
}

function buildIndex(merchants: readonly string[]) {
  // Rows moving money between accounts ("Transfer to Venmo") are no merchant a person asks about.
  const named = merchants
    .filter(
      (m) => !/^(transfer|xfer|payment|deposit|standing order)\b/i.test(m),
    )
    .map((m) => {
      const key = simplify(m);
      const words = key.split(" ");
      // Its first two words ("whole foods"), or two others side by side ("golf club") unless
      // both are everyday words.
      const pairs = words
        .slice(1)
        .map((w, i) => [words[i] ?? "", w])
        .filter(
          ([a = "", b = ""], i) => i === 0 || !(COMMON.has(a) && COMMON.has(b)),
        )
        .map((p) => p.join(" "));
      return {
        m,
        key,
        flat: key.replace(/ /g, ""),
        first: words[0] ?? "",
        initials: words.length >= 2 ? words.map((w) => w[0]).join("") : "",
        pairs,
      };
    });
  return {
    named,
    fuse: new Fuse(named, { keys: ["flat", "first"], threshold: 0.2 }),
  };
}

/** Lower case, letters and digits only (apostrophes dropped: "Joe's" is "joes"), single spaces. */
export function simplify(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9& ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An exact name also brings the user's other merchants that start with it ("Uber" → "Uber Eats"). */
function widenAll<T extends { m: string; key: string }>(
  exact: readonly T[],
  named: readonly T[],
): T[] {
  const prefixes = exact.map((n) => `${n.key} `);
  const more = named.filter(
    (n) => !exact.includes(n) && prefixes.some((p) => n.key.startsWith(p)),
  );
  return [...exact, ...more];
}

/**
 * Whether a question (simplified, space-padded) says a word of a name: as written, or misspelt by
 * one letter when the word is long enough to tell ("japn" for Japan, "noodfnds").
 */
export function saysWord(said: string, word: string): boolean {
  if (said.includes(` ${word} `)) return true;
  if (word.length < 4) return false;
  return said
    .trim()
    .split(" ")
    .some(
      (w) =>
        w[0] === word[0] &&
        Math.abs(w.length - word.length) <= 1 &&
        w.length >= 4 &&
        // A word of its own is no typo of another ("show" is not "shop").
        !isEnglish(w) &&
        editDistance(w, word, 2) <= 1,
    );
}
