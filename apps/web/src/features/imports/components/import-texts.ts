import type { StatementFormat } from "../api/import-preview";

const countFormat = new Intl.NumberFormat("en-US");

/** '1 transaction', '1,234 transactions'. */
export function countOf(count: number, noun: string): string {
  return `${countFormat.format(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** The notice after a commit: 'Imported 12 transactions'. */
export function importedText(count: number): string {
  return `Imported ${countOf(count, "transaction")}`;
}

/** How each file format is named to people. */
export const FORMAT_LABELS: Readonly<Record<StatementFormat, string>> = {
  csv: "CSV",
  ofx: "OFX",
  qfx: "QFX",
  qif: "QIF",
  camt053: "CAMT.053",
  mt940: "MT940",
};
