/**
 * The part of a bank line that names the merchant: what is left once the bank's own words
 * (card-line prefixes such as POS, CHECKCARD 0412, Kartenzahlung, PRLV SEPA; payment rails such
 * as ZELLE PAYMENT TO) and trailing metadata (value dates, sequence numbers) are cut away, and,
 * when the line has a star, the side of it that names the merchant: the right side after a
 * payment processor (SQ *, TST*, PAYPAL *), else the left (UBER *TRIP, AMZN Mktp US*2K4LM0QX2).
 */
import { foldedTokens } from "./merchant-text";

export interface MerchantCore {
  /** The bank's own words cut from the start (POS, CHECKCARD, PRLV SEPA…), as written. */
  prefix: string;
  /** What stood before a star when it looked like a processor ("SQ", or a brand such as "ATT"). */
  lead: string;
  /** The merchant's words as written (original case and accents). */
  text: string;
  /** What followed the star when the merchant is on its left ("TRIP", a reference…). */
  tail: string;
}

const LIMIT = 240;

/** Metadata that ends the merchant part: nothing after these names the merchant. */
const METADATA =
  /(\/\/|\s(VALUE DATE|TRANSACTION ?#|TRANS(ACTION)? ?ID|REF(ERENCE)?( NO)?[:#.]?(?=\s*[:#]?\s*[A-Z]*\d)|FOLGENR|VERFALLD|AUTH(ORI[SZ]ATION)? ?(CODE|#|NO)|APPROVAL CODE|SEQ ?#|CARD NO|CARD (XX|X|\*+)?\d{4})(?![A-Z])).*$/i;

/** Card-line and payment-type words banks put before the merchant. */
const PREFIX = new RegExp(
  "^(" +
    [
      "POINT OF SALE( PURCHASE)?( - INTERAC)?( RETAIL PURCHASE)?",
      "POS( DEBIT| PURCHASE| TRANSACTION| PRCH)?",
      "PURCHASE( AUTHORI[SZ]ED ON)?",
      "(DEBIT |CREDIT )?CARD PURCHASE",
      "DEBIT PURCHASE",
      "CHECK ?CARD",
      "VISA( DEBIT)?( PURCHASE)?( CARD)?",
      "MASTERCARD( DEBIT)?",
      "DEBIT CARD",
      "CARD PAYMENT( TO)?",
      "CARD",
      "CONTACTLESS( PAYMENT)?",
      "RECURRING( PAYMENT| DEBIT)?",
      "ACH( DEBIT| CREDIT| PMT| PAYMENT)?",
      "SEPA[- ](LASTSCHRIFT|UEBERWEISUNG|ÜBERWEISUNG|GUTSCHRIFT)",
      "LASTSCHRIFT( SEPA)?",
      "KARTENZAHLUNG( GIROCARD)?",
      "GIROCARD",
      "EFTPOS( PURCHASE)?",
      "INTERAC( PURCHASE| RETAIL PURCHASE)?",
      "OPOS|FPOS|IDP PURCHASE",
      "PAIEMENT( PAR)?( CARTE)?( CB)?",
      "CARTE",
      "CB",
      "PRLV( SEPA)?",
      "PRELEVEMENT( SEPA)?",
      "VIR( SEPA)?( INST)?( RECU| EMIS)?",
      "VIREMENT( SEPA)?( RECU| EMIS)?( DE| VERS)?",
      "DD|SO|BGC|FPI|FPO|STO",
      "DIRECT DEBIT",
      "STANDING ORDER",
      "APPLE PAY|GOOGLE PAY|GPAY",
    ].join("|") +
    ")(?=$|[\\s:*-])",
  "i",
);

/** Markers that follow a prefix: card masks, short numbers, dates, dashes, "ON". */
const AFTER_PREFIX =
  /^(\s|-|:|ON\b|X+\d+\b|\*+\d+\b|\d{1,2}[./-]\d{1,2}([./-]\d{2,4})?\b|\d{1,8}\b)+/i;

/** Person-to-person rails: the counterparty, when one is named, is the merchant. */
const RAIL =
  /^(ZELLE( PAYMENT)?( TO| FROM)?|VENMO( PAYMENT)?( TO| FROM)?|(INTERAC )?E-?TRANSFER( SENT| RECEIVED| DEPOSIT)?( TO| FROM)?|PAYMENT TO|PAYMENT FROM|FAST(ER)? (TRANSFER|PAYMENT)( RECEIVED)? (TO|FROM)|OSKO PAYMENT (TO|FROM)|PAYPAL TRANSFER (TO|FROM))(?=$|\s)/i;

/** Payment processors that write their own name before the merchant's. */
const PROCESSORS = new Set([
  "SQ", "SQU", "SQUARE", "TST", "SP", "PP", "PAYPAL", "PAYPL", "SUMUP", "IZ", "IZETTLE", "ZETTLE",
  "GOOGLE", "GGL", "CKO", "WPY", "STRIPE", "PADDLE", "FS", "PY", "DD", "BT", "PLI", "CLV", "YOCO",
]); // prettier-ignore

function stripPrefixes(text: string): { rest: string; prefix: string } {
  let rest = text.trim();
  let prefix = "";
  for (let round = 0; round < 4; round++) {
    const match = PREFIX.exec(rest);
    if (match === null) break;
    prefix = `${prefix} ${match[0]}`.trim();
    rest = rest.slice(match[0].length).replace(AFTER_PREFIX, "").trim();
  }
  return { rest, prefix };
}

function stripRail(text: string): string {
  const match = RAIL.exec(text);
  if (match === null) return text;
  const rest = text.slice(match[0].length).replace(AFTER_PREFIX, "").trim();
  return /[A-Za-z]{2}/.test(rest) ? rest : text;
}

function splitAtStar(prefix: string, text: string, lead = ""): MerchantCore {
  const star = text.indexOf("*");
  if (star < 0) return { prefix, lead, text, tail: "" };
  const left = text.slice(0, star).trim();
  const right = text
    .slice(star + 1)
    .replace(/^[\s*]+/, "")
    .trim();
  const leftWords = foldedTokens(left);
  const processor =
    leftWords.length > 0 &&
    (leftWords.every((w) => PROCESSORS.has(w)) ||
      left.replace(/\W/g, "").length <= 3);
  if (processor && /[A-Za-z]{2}/.test(right))
    return splitAtStar(prefix, right, left);
  if (!/[A-Za-z]{2}/.test(left)) return { prefix, lead, text: right, tail: "" };
  return { prefix, lead, text: left, tail: right };
}

/** The merchant part of a bank line. */
export function merchantCore(description: string): MerchantCore {
  const cut = description.slice(0, LIMIT).replace(METADATA, "");
  const { rest, prefix } = stripPrefixes(cut);
  return splitAtStar(prefix, stripRail(rest));
}
