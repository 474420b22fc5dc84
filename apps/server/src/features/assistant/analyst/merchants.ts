/**
 * Merchant names (docs/design/assistant.md §2): `merchant_name`, else the description normalized —
 * case folded, store numbers, `*XXXX`, `#1234` and a trailing city/state removed — and matching of
 * the words of a question against the user's own merchants (exact → containment → fuzzy).
 */

// A trailing state code and the one word before it (the city): "… SEATTLE WA". One word only,
// so a merchant's own words are never taken for a city ("WHOLE FOODS SEATTLE WA" → Whole Foods).
const US_STATE =
  /\s+(?:[a-z.]+\s)?(?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc)$/i;

/** The canonical merchant of a transaction: its merchant name, else its cleaned description. */
export function canonicalMerchant(
  merchantName: string | null,
  description: string,
): string {
  const named = merchantName?.trim();
  if (named) return named;
  const cleaned = description
    .replace(/\*\s*[a-z0-9]{2,}/gi, " ")
    .replace(/#\s*\d+/g, " ")
    .replace(/\b(?:store|str|no\.?)\s*\d+\b/gi, " ")
    .replace(/\b\d{3,}\b/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(US_STATE, "")
    .trim();
  return titleCase(cleaned || description.trim());
}

/**
 * Everyday words that begin many merchants' names ("Home Depot", "Best Buy", "Whole Foods"): said
 * alone in a question they name no merchant, so only a merchant's whole name or a distinctive
 * word of it does.
 */
const COMMON = new Set(
  (
    "home best whole total direct planet trader monthly weekly daily interest mobile transfer " +
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
  const words = text.toLowerCase().match(/[a-z0-9&']+/g) ?? [];
  const joined = ` ${words.join(" ")} `;
  const squashed = words.join("");
  const exact = merchants.filter((m) => {
    const key = simplify(m);
    return key.length > 0 && joined.includes(` ${key} `);
  });
  if (exact.length > 0) return { names: widen(exact, merchants), how: "exact" };
  // The start of a merchant's name: its first two words ("whole foods" for Whole Foods Market),
  // or its first word when that word is distinctive ("pret", not "home").
  const contains = merchants.filter((m) => {
    const [first = "", second] = simplify(m).split(" ");
    if (second && joined.includes(` ${first} ${second} `)) return true;
    return (
      first.length >= 4 && !COMMON.has(first) && joined.includes(` ${first} `)
    );
  });
  if (contains.length > 0) return { names: contains, how: "contains" };
  const fuzzy = merchants.filter((m) => {
    const key = simplify(m);
    const flat = key.replace(/ /g, "");
    const first = key.split(" ")[0] ?? "";
    return (
      words.some(
        (w) =>
          w.length >= 5 &&
          !COMMON.has(w) &&
          (jaroWinkler(w, flat) >= 0.9 ||
            (first.length >= 4 && jaroWinkler(w, first) >= 0.9)),
      ) ||
      (flat.length >= 6 && squashed.includes(flat))
    );
  });
  return fuzzy.length > 0 ? { names: fuzzy, how: "fuzzy" } : undefined;
}

/** Jaro-Winkler similarity in [0, 1]. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (
      let j = Math.max(0, i - range);
      j <= Math.min(b.length - 1, i + range);
      j++
    ) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = bHit[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let transpositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] !== undefined && a[prefix] === b[prefix])
    prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Lower case, letters and digits only, single spaces. */
export function simplify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9&' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An exact name also brings the user's other merchants that start with it ("Uber" → "Uber Eats"). */
function widen(exact: string[], merchants: readonly string[]): string[] {
  const prefixes = exact.map((m) => `${simplify(m)} `);
  const more = merchants.filter(
    (m) =>
      !exact.includes(m) && prefixes.some((p) => simplify(m).startsWith(p)),
  );
  return [...exact, ...more];
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
