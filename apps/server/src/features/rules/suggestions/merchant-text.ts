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
 * non-ASCII letters, which join a word without breaking it, take the slow path.
 */
export function foldedTokens(text: string): string[] {
  const tokens: string[] = [];
  let start = -1;
  let pending = "";
  const take = (end: number) => {
    if (start >= 0) pending += text.slice(start, end).toUpperCase();
    start = -1;
  };
  const close = (end: number) => {
    take(end);
    if (pending !== "") tokens.push(pending);
    pending = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isAsciiAlnum(c)) {
      if (start < 0) start = i;
    } else if (APOSTROPHES.has(c)) {
      take(i);
    } else if (c >= 128 && foldChar(text.charAt(i)) !== "") {
      take(i);
      pending += foldChar(text.charAt(i));
    } else {
      close(i);
      if (c === 38) tokens.push("AND");
    }
  }
  close(text.length);
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
