/**
 * Title case for merchant words written in capitals by banks: "BLUE BOTTLE COFFEE" → "Blue Bottle
 * Coffee", "PETRO-CANADA" → "Petro-Canada", "JOE'S" → "Joe's", "O'REILLY" → "O'Reilly", "CVS" and
 * "JD" stay capitals, small joining words are lower case inside a name. Words the bank already
 * wrote in mixed case ("dm-drogerie", "eBay") are left as written.
 */

const SMALL = new Set(["AND", "OF", "THE", "DE", "DU", "DES", "LA", "LE", "LES", "DA", "DI", "DEL", "VON", "VAN", "DER", "DEN", "AM", "IM", "Y", "ET", "AT", "ON", "FOR", "IN", "BY", "AU", "AUX", "SUR"]); // prettier-ignore
const ABBREVIATIONS = new Set([
  "ST",
  "DR",
  "MR",
  "MRS",
  "MS",
  "JR",
  "SR",
  "MT",
  "FT",
  "NO",
]);

function capitalise(part: string): string {
  return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
}

function caseWord(word: string, first: boolean): string {
  if (/[a-z]/.test(word) && /[A-Z]/.test(word)) return word;
  const upper = word.toUpperCase();
  if (!first && SMALL.has(upper)) return upper.toLowerCase();
  const letters = upper.replace(/[^A-Z]/g, "");
  if (
    letters.length <= 4 &&
    !/[AEIOUY]/.test(letters) &&
    !ABBREVIATIONS.has(letters)
  )
    return upper;
  if (/\d/.test(word) && !word.includes("-")) return upper;
  return upper
    .split("-")
    .map((part) =>
      part
        .split("'")
        .map((piece, i) =>
          i > 0 && piece.length <= 1 ? piece.toLowerCase() : capitalise(piece),
        )
        .join("'"),
    )
    .join("-");
}

export function titleCase(words: readonly string[]): string {
  return words.map((w, i) => caseWord(w, i === 0)).join(" ");
}
