/**
 * The payee and memo hidden in an MT940 `:86:` field, which banks fill in three ways:
 * - slash keys, `/TRTP/…/NAME/John Doe/REMI/Invoice 12345/`;
 * - German subfields after a business code, `166?00SEPA ÜBERWEISUNG?20Rechnung 4711?32MÜLLER`;
 * - free text, optionally after a bank code (`A44?`): the first line names the payee.
 */

export interface Mt940Details {
  payee: string | null;
  /** True when the payee came from a named field rather than from free text. */
  structured: boolean;
  memo: string | null;
}

// Keys of the slash form that banks use (SWIFT, SEPA, Dutch and French variants).
const SLASH_KEYS = [
  "TRTP",
  "IBAN",
  "BIC",
  "NAME",
  "REMI",
  "EREF",
  "MARF",
  "CSID",
  "ORDP",
  "BENM",
  "ADDR",
  "CNTP",
  "PURP",
  "ULTC",
  "ULTD",
  "ULTB",
  "SVCL",
  "RTRN",
  "ISDT",
  "PREF",
  "ID",
  "CDTRREF",
  "CDTRREFTP",
  "CD",
  "USTD",
  "STRD",
  "CUR",
  "ACCW",
  "BUSP",
  "EXCH",
  "CHGS",
  "OCMT",
  "RTYP",
];
const SLASH_KEY = new RegExp(`/(${SLASH_KEYS.join("|")})/`, "g");
const HAS_SLASH_KEY = new RegExp(SLASH_KEY.source);

/** Reads `:86:` text; `supplementary` is the second line of the `:61:` field, if any. */
export function readDetails(
  lines: readonly string[],
  supplementary: string,
): Mt940Details {
  const cleaned = lines
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((l) => l !== "");
  const joined = cleaned.join("");
  if (/^\d{3}\?\d{2}/.test(joined) || /^\?\d{2}/.test(joined))
    return germanSubfields(joined);
  if (joined.startsWith("/") && HAS_SLASH_KEY.test(joined))
    return slashKeys(joinWrapped(lines));
  return freeText(cleaned, supplementary.replace(/\s+/g, " ").trim());
}

/** MT940 lines wrap at 65 characters, mid-word: a full line continues without a space. */
function joinWrapped(lines: readonly string[]): string {
  let out = "";
  let previous = "";
  for (const line of lines) {
    out =
      out === "" || previous.length >= 65
        ? out + line
        : `${out} ${line.trim()}`;
    previous = line;
  }
  return out.replace(/\s+/g, " ").trim();
}

function slashKeys(text: string): Mt940Details {
  const values = new Map<string, string>();
  const keys = [...text.matchAll(SLASH_KEY)];
  for (const [i, match] of keys.entries()) {
    const start = match.index + match[0].length;
    const end = keys[i + 1]?.index ?? text.length;
    const value = text.slice(start, end).replace(/\/+$/, "").trim();
    const key = match[1] ?? "";
    // ING's `/CNTP/iban/bic/name/city/` and `/REMI/USTD//text/` carry sub-fields.
    if (!values.has(key)) values.set(key, value);
  }
  const counterpart = values.get("CNTP")?.split("/")[2]?.trim();
  const payee = values.get("NAME") || counterpart || null;
  // `/REMI/USTD//text/` (Rabobank, ING): the unstructured text behind its sub-key.
  const remittance =
    values.get("USTD") || values.get("REMI")?.replace(/^USTD\/\//, "") || null;
  if (payee === null)
    return { payee: remittance, structured: false, memo: null };
  return { payee, structured: true, memo: remittance };
}

/** `?20`–`?29` and `?60`–`?63` remittance, `?32`/`?33` name, `?00` posting text. */
function germanSubfields(text: string): Mt940Details {
  const fields = new Map<string, string[]>();
  for (const part of text.replace(/^\d{3}/, "").split(/\?(?=\d{2})/)) {
    if (part === "") continue;
    const code = part.slice(0, 2);
    fields.set(code, [...(fields.get(code) ?? []), part.slice(2)]);
  }
  const pick = (codes: string[]) =>
    joinPieces(codes.flatMap((c) => fields.get(c) ?? []));
  const remittance = pick([
    "20",
    "21",
    "22",
    "23",
    "24",
    "25",
    "26",
    "27",
    "28",
    "29",
    "60",
    "61",
    "62",
    "63",
  ]);
  const payee = pick(["32", "33"]);
  const posting = pick(["00"]);
  if (payee === null)
    return {
      payee: remittance ?? posting,
      structured: false,
      memo: remittance ? posting : null,
    };
  return {
    payee,
    structured: true,
    memo: [remittance, posting].filter((p) => p !== null).join(" ") || null,
  };
}

/**
 * Subfield lines hold 27 characters: a full one was cut mid-word and continues in the next
 * without a space; shorter ones end a word.
 */
function joinPieces(pieces: readonly string[]): string | null {
  let out = "";
  let previous = "";
  for (const piece of pieces) {
    if (piece.trim() === "") continue;
    out =
      out === ""
        ? piece
        : previous.length >= 27
          ? out + piece
          : `${out.trimEnd()} ${piece.trimStart()}`;
    previous = piece;
  }
  const trimmed = out.trim();
  return trimmed === "" ? null : trimmed;
}

function freeText(
  lines: readonly string[],
  supplementary: string,
): Mt940Details {
  const [first = "", ...rest] = lines;
  // A bank's own code before a question mark ("A44?") is no part of the payee.
  let payee = first.replace(/^[A-Z0-9]{2,4}\?/, "").trim();
  let memo = rest.join(" ").trim();
  // Some banks repeat the `:61:` details after the payee on the same line.
  if (
    memo === "" &&
    supplementary !== "" &&
    payee.length > supplementary.length &&
    payee.endsWith(supplementary)
  ) {
    payee = payee.slice(0, -supplementary.length).trim();
    memo = supplementary;
  }
  if (payee === "")
    return { payee: memo || null, structured: false, memo: null };
  return { payee, structured: false, memo: memo || null };
}
