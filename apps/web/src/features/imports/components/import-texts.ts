import { countOf } from "../../../shared/count-text";
import type { StatementFormat } from "../api/import-preview";

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
