/**
 * Bank text folded to one comparable form: upper case, German umlauts spelled out (banks write
 * "MUELLER" as often as "MÜLLER"), other accents dropped, apostrophes removed ("MCDONALD'S" and
 * "MCDONALDS" meet), "&" read as AND, every other symbol a space. One pass over the characters,
 * no regular expressions: the categoriser folds every description it trains on.
 */

const SPELLED: Readonly<Record<string, string>> = {
  Ä: "AE",
  Ö: "OE",
  Ü: "UE",
  ß: "SS",
  ẞ: "SS",
  Æ: "AE",
  Œ: "OE",
  Ø: "O",
  Ł: "L",
  Đ: "D",
  Ð: "D",
  Þ: "TH",
};

const foldedChars = new Map<string, string>();

/** A non-ASCII character's folded letters ("é" → "E", "ü" → "UE", "€" → ""). */
function foldChar(ch: string): string {
  let folded = foldedChars.get(ch);
  if (folded === undefined) {
    const upper = ch.toUpperCase();
    folded =
      SPELLED[upper] ??
      upper
        .normalize("NFD")
        .replace(/[^A-Z0-9]/g, "")
        .slice(0, 2);
    if (foldedChars.size < 4096) foldedChars.set(ch, folded);
  }
  return folded;
}

const APOSTROPHES = new Set([39, 96, 0xb4, 0x2018, 0x2019]);

function isAsciiAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * The folded words of a text. ASCII runs are sliced and upper-cased whole; only apostrophes and
 * non-ASCII letters, which join a word without breaking it, take the slow path. (No closures:
 * this runs for every description a person ever categorised.)
 */
export function foldedTokens(text: string): string[] {
  const tokens: string[] = [];
  let start = -1;
  let word = "";
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isAsciiAlnum(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) word += text.slice(start, i).toUpperCase();
    start = -1;
    const letters = c >= 128 ? foldChar(text.charAt(i)) : "";
    if (APOSTROPHES.has(c) || letters !== "") {
      word += letters;
      continue;
    }
    if (word !== "") tokens.push(word);
    word = "";
    if (c === 38) tokens.push("AND");
  }
  return tokens;
}

/** Upper-case ASCII words separated by single spaces; "" when nothing is left. */
export function foldText(text: string): string {
  return foldedTokens(text).join(" ");
}

/** A merchant's identity for matching: folded, without spaces ("Trader Joe's" → "TRADERJOES"). */
export function merchantKey(name: string): string {
  return foldedTokens(name).join("");
}
