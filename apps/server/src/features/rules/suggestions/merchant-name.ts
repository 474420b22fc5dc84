/**
 * Raw bank text → a clean merchant name ("SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA" → "Blue Bottle
 * Coffee"), kept beside the original description. A known brand anywhere in the merchant part
 * gives the brand's own name; otherwise store numbers, references, dates, phone numbers, web
 * addresses, trailing places and legal forms are cut and the rest is title-cased. Deterministic,
 * never throws; null when nothing that names a merchant remains.
 */
import { merchantCore, type MerchantCore } from "./merchant-core";
import { coreTokens, findBrand, findKeyword } from "./merchant-dictionary";
import {
  CITIES_BY_LAST_WORD,
  COUNTRY_CODES,
  REGION_CODES,
} from "./merchant-places";
import { foldedTokens } from "./merchant-text";
import { titleCase } from "./merchant-title-case";

interface Word {
  text: string;
  fold: string;
  /** A store number or reference was cut right before this word. */
  afterCut: boolean;
}

const NUMBER_WORDS = new Set(["STORE", "STR", "FIL", "FILIALE", "BRANCH", "UNIT", "NO", "NR", "LOC", "STATION"]); // prettier-ignore
const GENERIC_TAIL = new Set(["PAYMENT", "PAYMENTS", "PMT", "PMTS", "PYMT", "PYMTS", "PYMNTS", "PURCHASE", "ONLINE", "RECURRING", "AUTOPAY", "BILL", "BILLPAY", "DEBIT", "WEB", "PENDING", "DIRECT"]); // prettier-ignore
const LEGAL = new Set(["LTD", "LIMITED", "INC", "INCORPORATED", "LLC", "LLP", "PLC", "PTY", "CORP", "CORPORATION", "GMBH", "MBH", "AG", "KG", "OHG", "UG", "EK", "SARL", "SAS", "SASU", "EURL", "SRL", "SPA", "BV", "NV", "CIE", "CO"]); // prettier-ignore
const AMBIGUOUS_CODES = new Set(["IN", "ME", "OR", "OK", "HI", "LA", "DE", "CO", "SA", "AB", "IT", "AT", "NO", "ON", "MA", "PA", "AL", "ID", "NE"]); // prettier-ignore
const CITY_LEADS = new Set(["NORTH", "SOUTH", "EAST", "WEST", "NEW", "SAN", "SANTA", "ST", "SAINT", "PORT", "FORT", "MOUNT", "MT", "LAKE", "GREATER", "LOS", "LAS", "EL", "LA", "LE"]); // prettier-ignore

const URL =
  /^(?:(WWW|HELP|SUPPORT|PAY|BILLING)\.)?([A-Z0-9][A-Z0-9-]*)\.(COM|NET|ORG|CO|IO|APP|TV|DE|FR|NL|CA|AU|UK|IE|ES|IT|BE|AT|CH|EU|US|GOV)(\.[A-Z]{2,3})?(\/\S*)?$/i;
const DATE =
  /^(\d{1,4}[./-]\d{1,2}([./-]\d{1,4})?|\d{4}-\d{2}-\d{2}T\S*|\d{1,2}:\d{2}(:\d{2})?)$/;
const PHONE =
  /^\+?\(?\d{3}\)?[-.]?\d{3}[-.]\d{4}$|^\+?\d{1,3}[-.]\d{2,4}[-.]\d{3,}[-.]?\d*$/;
const MASK = /^([X*.]{2,}\d*|\.{2,}\d+)$/i;
const EDGE_PUNCTUATION = /^[("'[\]{}<>.,:;!?-]+|[)"'[\]{}<>.,:;!?-]+$/g;

function hasDigitOrDot(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 46 || c === 58) return true;
  }
  return false;
}

function cutKind(text: string, index: number): "keep" | "cut" | "drop" {
  if (!hasDigitOrDot(text)) return MASK.test(text) ? "drop" : "keep";
  if (DATE.test(text) || PHONE.test(text) || MASK.test(text)) return "drop";
  if (/^#\d+$/.test(text) || /^(NO|NR)\.?\d+$/i.test(text)) return "cut";
  if (/^\d+$/.test(text)) return index > 0 && text.length >= 3 ? "cut" : "keep";
  const digits = text.replace(/\D/g, "").length;
  if (digits === 0 || /^\d+(ST|ND|RD|TH)$/i.test(text)) return "keep";
  if (/^[A-Z]{1,2}-?\d{2,}$/i.test(text)) return "cut";
  if (text.length >= 5 && digits >= 2) return "cut";
  return "keep";
}

/** A token without edge punctuation, or its brand part when it is a web address. */
function tokenOf(piece: string, index: number): string | null {
  const token = piece.replace(EDGE_PUNCTUATION, "");
  if (!token.includes(".")) return token;
  const url = URL.exec(token);
  if (url === null) return token;
  return url[1] !== undefined && index > 0 ? null : (url[2] ?? "");
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let afterCut = false;
  const raw = text.split(/[\s/,*|;]+/);
  for (let index = 0; index < raw.length; index++) {
    const token = tokenOf(raw[index] ?? "", index);
    if (token === null || token === "") continue;
    const fold = foldedTokens(token).join("");
    if (fold === "") continue;
    if (NUMBER_WORDS.has(fold) && /^#?\d+$/.test(raw[index + 1] ?? "")) {
      index++;
      afterCut = true;
      continue;
    }
    const kind = cutKind(token, words.length);
    if (kind === "cut") afterCut = true;
    if (kind !== "keep") continue;
    words.push({ text: token, fold, afterCut });
    afterCut = false;
  }
  return words;
}

function isCode(word: Word, count: number): boolean {
  if (COUNTRY_CODES.has(word.fold) || REGION_CODES.has(word.fold)) {
    return AMBIGUOUS_CODES.has(word.fold) ? count >= 3 : count >= 2;
  }
  return false;
}

function cityLength(words: readonly Word[]): number {
  for (const city of CITIES_BY_LAST_WORD.get(words.at(-1)?.fold ?? "") ?? []) {
    const start = words.length - city.length;
    if (start < 1) continue;
    if (city.every((w, i) => words[start + i]?.fold === w)) return city.length;
  }
  return 0;
}

/** Drops an unknown city before a region code: the words after a cut number, else one word. */
function dropUnknownCity(words: Word[]): void {
  const cutAt = words.findLastIndex((w) => w.afterCut);
  if (cutAt >= 1 && words.length - cutAt <= 3) {
    words.splice(cutAt);
    return;
  }
  const last = words.at(-1);
  if (
    words.length >= 3 &&
    last !== undefined &&
    findKeyword([last.fold]) === null
  ) {
    words.pop();
    if (CITY_LEADS.has(words.at(-1)?.fold ?? "") && words.length >= 3)
      words.pop();
  }
}

/** Drops what closes a name without naming it: generic words, legal forms, short numbers. */
function trimTail(words: Word[]): void {
  for (;;) {
    const last = words.at(-1);
    if (last === undefined || words.length === 1) return;
    if (
      !GENERIC_TAIL.has(last.fold) &&
      !LEGAL.has(last.fold) &&
      !/^\d{1,2}$/.test(last.fold)
    )
      return;
    words.pop();
  }
}

function trimEnd(words: Word[]): void {
  let region = false;
  for (;;) {
    trimTail(words);
    const last = words.at(-1);
    if (last === undefined || words.length === 1) break;
    if (isCode(last, words.length)) {
      words.pop();
      region = true;
    } else {
      const city = cityLength(words);
      if (city > 0 && words.length - city >= (region ? 1 : 2)) {
        words.splice(words.length - city);
        if (CITY_LEADS.has(words.at(-1)?.fold ?? "") && words.length >= 2)
          words.pop();
      } else if (region) dropUnknownCity(words);
      // What stood before the place may close the name too ("NURSERY 88 PORTLAND OR").
      trimTail(words);
      break;
    }
  }
}

function mergePossessive(words: Word[]): Word[] {
  const merged: Word[] = [];
  for (const word of words) {
    const previous = merged.at(-1);
    if (
      word.fold === "S" &&
      previous !== undefined &&
      /[A-Z]$/i.test(previous.text)
    ) {
      merged[merged.length - 1] = { ...previous, text: `${previous.text}'s` };
    } else merged.push(word);
  }
  return merged;
}

/** The name from a line's merchant part and its folded words (see `coreTokens`). */
export function nameFromCore(
  core: MerchantCore,
  tokens: readonly string[],
): string | null {
  const brand = findBrand(tokens, true);
  if (brand?.name != null) return brand.name;
  const words = wordsOf(core.text);
  while (words.length > 1 && LEGAL.has(words[0]?.fold ?? "")) words.shift();
  trimEnd(words);
  if (!words.some((w) => /[A-Z]{2}/.test(w.fold))) return null;
  return titleCase(mergePossessive(words).map((w) => w.text));
}

/**
 * What the cleaner reads of one bank line: its merchant part, that part's folded words and the
 * clean name. The classifier reads the same line for its profile (transaction-profile.ts), so a
 * caller that cleaned the line hands the reading on instead of having it made twice.
 */
export interface LineReading {
  core: MerchantCore;
  tokens: readonly string[];
  name: string | null;
}

const NO_READING: LineReading = {
  core: { prefix: "", lead: "", text: "", tail: "" },
  tokens: [],
  name: null,
};

/** The reading of a bank line; never throws (a malformed line reads as naming nothing). */
export function readLine(description: string): LineReading {
  try {
    const core = merchantCore(description);
    const tokens = coreTokens(core);
    return { core, tokens, name: nameFromCore(core, tokens) };
  } catch {
    // A malformed line must never stop an import: no name is a valid answer.
    return NO_READING;
  }
}

/** The clean merchant name of a bank description, or null when none can be told. */
export function cleanMerchantName(description: unknown): string | null {
  return typeof description === "string" ? readLine(description).name : null;
}

/**
 * The merchant a transaction is known by, the one rule every feature names it by: its merchant
 * name, else the clean name of its description ("STARBUCKS #1234 SEATTLE WA" → "Starbucks"),
 * else the description as written.
 */
export function merchantOf(
  merchantName: string | null | undefined,
  description: string,
): string {
  return (
    merchantName?.trim() || cleanMerchantName(description) || description.trim()
  );
}
