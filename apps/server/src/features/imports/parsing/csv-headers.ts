/**
 * Column headers banks write, in English and the common European languages, by the role the
 * column plays. Matching ignores case, accents, punctuation and camelCase joins
 * ("RunningBalance" = "running balance", "Könyvelés dátuma" = "konyveles datuma").
 */
import { normalizeLabel } from "./category-map";
import type { CsvColumns } from "./types";

export type ColumnRole = keyof CsvColumns;

// Within a role, earlier names win over later ones (a booking date over a value date).
export const HEADER_NAMES: Readonly<Record<ColumnRole, readonly string[]>> = {
  date: [
    "date",
    "transaction date",
    "posting date",
    "posted date",
    "date posted",
    "booking date",
    "book date",
    "trans date",
    "datum",
    "buchungstag",
    "buchungsdatum",
    "fecha",
    "fecha operacion",
    "data",
    "data operazione",
    "data contabile",
    "date d operation",
    "date operation",
    "date de l operation",
    "konyveles datuma",
    "transactiedatum",
    "boekdatum",
    "data transakcji",
    "data ksiegowania",
    "dato",
    "bokforingsdag",
    "started date",
    "completed date",
    "settlement date",
    "value date",
    "valuta",
    "valutadatum",
    "wertstellung",
    "fecha valor",
    "date de valeur",
    "data valuta",
    "created",
    "date created",
    "created date",
    "created at",
  ],
  amount: [
    "amount",
    "transaction amount",
    "amt",
    "betrag",
    "umsatz",
    "importe",
    "monto",
    "montant",
    "bedrag",
    "osszeg",
    "importo",
    "valor",
    "kwota",
    "belopp",
    "belob",
    "summe",
    "amount in account currency",
    "net",
    "gross",
    "total",
    "order total",
    "grand total",
  ],
  debit: [
    "debit",
    "debits",
    "debit amount",
    "amount debit",
    "withdrawal",
    "withdrawals",
    "money out",
    "paid out",
    "soll",
    "lastschrift",
    "ausgang",
    "cargo",
    "debe",
    "retrait",
    "debit eur",
    "outflow",
    "spent",
    "charges",
  ],
  credit: [
    "credit",
    "credits",
    "credit amount",
    "amount credit",
    "deposit",
    "deposits",
    "money in",
    "paid in",
    "haben",
    "gutschrift",
    "eingang",
    "abono",
    "haber",
    "credit eur",
    "inflow",
    "received",
  ],
  description: [
    "description",
    "details",
    "narrative",
    "transaction description",
    "transaction details",
    "beschreibung",
    "descripcion",
    "concepto",
    "libelle",
    "omschrijving",
    "descrizione",
    "particulars",
    "text",
    "konyvelesi informaciok",
    "desc",
    "items",
    "item",
    "product",
    "product name",
  ],
  payee: [
    "payee",
    "merchant",
    "merchant name",
    "name",
    "payee name",
    "beneficiary",
    "empfanger",
    "empfaenger",
    "zahlungsempfanger",
    "auftraggeber",
    "auftraggeber empfanger",
    "begunstigter zahlungspflichtiger",
    "counterparty",
    "recipient",
    "partner nev",
    "nom",
    "beneficiario",
    "naam",
    "name of the payee",
    "counter party",
    "tegenpartij",
    "naam tegenpartij",
    "zahlungsempfanger in",
    "zahlungsempfaenger",
    "zahlungsempfaenger in",
    "empfaenger",
    "beguenstigter zahlungspflichtiger",
  ],
  payer: [
    "payer",
    "payer name",
    "debtor",
    "debtor name",
    "remitter",
    "zahlungspflichtige r",
    "zahlungspflichtiger",
  ],
  memo: [
    "memo",
    "notes",
    "note",
    "reference",
    "verwendungszweck",
    "comments",
    "comment",
    "remarks",
    "original description",
    "kozlemeny",
    "mitteilung",
    "referencia",
    "communication",
    "purpose",
    "message",
    "additional information",
    "megjegyzes",
    "reason",
    "reason for payment",
    "payment reason",
    "mededelingen",
  ],
  id: [
    "id",
    "transaction id",
    "transaction reference",
    "reference number",
    "ref number",
    "ref no",
    "fitid",
    "tranzakcioazonosito",
    "transaktions id",
    "unique id",
  ],
  category: [
    "category",
    "kategorie",
    "categoria",
    "categorie",
    "kategoria",
    "kategori",
  ],
  type: [
    "cr dr",
    "dr cr",
    "debit credit",
    "credit debit",
    "d c",
    "c d",
    "soll haben",
    "s h",
    "type",
    "transaction type",
    "indicator",
    "dc",
    "af bij",
    "bij af",
  ],
  checkNumber: [
    "check number",
    "check no",
    "check num",
    "check",
    "cheque number",
    "cheque no",
    "chk",
    "checknum",
    "check or slip",
  ],
  balance: [
    "balance",
    "running balance",
    "saldo",
    "kontostand",
    "solde",
    "szamlaegyenleg",
    "account balance",
  ],
  currency: [
    "currency",
    "ccy",
    "wahrung",
    "devise",
    "moneda",
    "devizanem",
    "currency code",
    "waehrung",
  ],
  account: ["account name", "account", "konto", "account number", "szamlaszam"],
};

const LOOKUP = new Map<string, { role: ColumnRole; rank: number }>();
for (const [role, names] of Object.entries(HEADER_NAMES) as [
  ColumnRole,
  readonly string[],
][]) {
  names.forEach((name, rank) => {
    if (!LOOKUP.has(name)) LOOKUP.set(name, { role, rank });
  });
}

/** "RunningBalance" → "running balance", "Könyvelés dátuma" → "konyveles datuma". */
export function normalizeHeader(text: string): string {
  return normalizeLabel(text.replace(/([a-z])([A-Z])/g, "$1 $2"));
}

/**
 * The role a header names, with a rank (lower is better). A currency code after a known name
 * ("Amount (EUR)", "Betrag EUR") still counts, one rank lower.
 */
export function headerRole(
  header: string,
): { role: ColumnRole; rank: number } | null {
  const name = normalizeHeader(header);
  const exact = LOOKUP.get(name);
  if (exact) return exact;
  const withoutCurrency = name.replace(
    /\s(eur|usd|gbp|chf|cad|aud|huf|pln|sek|nok|dkk|czk|jpy)$/,
    "",
  );
  const found =
    withoutCurrency === name ? undefined : LOOKUP.get(withoutCurrency);
  if (found) return { role: found.role, rank: found.rank + 100 };
  return phraseRole(withoutCurrency);
}

// Names too general to end another header: "Posting Text" is the kind of booking, not its text.
const NOT_AN_ENDING: ReadonlySet<string> = new Set(["text", "data"]);

/**
 * A header of a few words whose ending is a known name ("Journal Date", "Net Amount", "Partner
 * Name", "Payment Reference"), or a known name numbered ("Description 1"): the role of that
 * name, ranked below every exact one so a plain "Amount" beside "Original Amount" wins.
 */
function phraseRole(name: string): { role: ColumnRole; rank: number } | null {
  const numbered = /^(.*\D) \d{1,2}$/.exec(name)?.[1];
  const exact = numbered === undefined ? undefined : LOOKUP.get(numbered);
  if (exact) return { role: exact.role, rank: exact.rank + 200 };
  const words = name.split(" ");
  if (words.length > 4 || /\d/.test(name)) return null;
  for (let start = 1; start < words.length; start++) {
    const ending = words.slice(start).join(" ");
    const found = NOT_AN_ENDING.has(ending) ? undefined : LOOKUP.get(ending);
    if (found) return { role: found.role, rank: found.rank + 300 };
  }
  return null;
}

/** How many cells of a row name a role: a header row names several, a date among them. */
export function headerScore(cells: readonly string[]): number {
  const roles = new Set(
    cells.map((c) => headerRole(c)?.role).filter((r) => r !== undefined),
  );
  return roles.has("date") ? roles.size : 0;
}
