import { commitImportResponseSchema } from "@finch/contracts";
import { apiRequest } from "../../../shared/api-client";
import { statementPreviewSchema } from "../api/import-preview";

/** A German bank's export: semicolons, DD.MM.YYYY, decimal commas and thousands dots. */
export const EUROPEAN_CSV =
  "Datum;Betrag;Text\n15.03.2024;-1.234,56;Miete\n01.04.2024;2.500,00;Gehalt\n";

/** An OFX 1.x statement with one 42.00 debit at a gas station. */
export const ONE_ROW_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20250101<DTEND>20250131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250110<TRNAMT>-42.00<FITID>A1<NAME>GAS STATION</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>958.00<DTASOF>20250131</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

/** A statement file as a browser hands it over from a file input or a drop. */
export function statementFile(name: string, text: string): File {
  return new File([text], name, { type: "application/octet-stream" });
}

/** Reads a statement for an account through the real API; nothing is imported yet. */
export function previewStatement(accountId: number, file: File) {
  const form = new FormData();
  form.append("account_id", String(accountId));
  form.append("file", file, file.name);
  return apiRequest("/imports", {
    method: "POST",
    body: form,
    schema: statementPreviewSchema,
  });
}

/** Imports a statement into an account through the real API: preview, then commit every new row. */
export async function importStatement(
  accountId: number,
  file: File,
): Promise<{ id: number; imported: number }> {
  const preview = await previewStatement(accountId, file);
  return apiRequest(`/imports/${String(preview.id)}/commit`, {
    method: "POST",
    body: {},
    schema: commitImportResponseSchema,
  });
}
