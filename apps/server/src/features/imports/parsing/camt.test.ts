import { describe, expect, it } from "vitest";
import { parseCamt } from "./camt";

/** A CAMT document with one statement holding `entries` (Ntry elements). */
function document(root: string, entries: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.01">
  <${root}><GrpHdr><MsgId>1</MsgId></GrpHdr>
    <Rpt><Id>R1</Id><Acct><Id><IBAN>CH2801234000123456789</IBAN></Id></Acct>${entries}</Rpt>
  </${root}>
</Document>`;
}

const detail = (amount: string | null, name: string, cheque = "") =>
  `<TxDtls>${cheque ? `<Refs><ChqNb>${cheque}</ChqNb></Refs>` : ""}${
    amount === null
      ? ""
      : `<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>`
  }<RltdPties><Cdtr><Nm>${name}</Nm></Cdtr></RltdPties></TxDtls>`;

const entry = (amount: string, details: string) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-03-11</Dt></BookgDt><NtryDtls>${details}</NtryDtls></Ntry>`;

function rows(xml: string) {
  return parseCamt(xml)
    .flatMap((s) => s.rows)
    .map((r) => [r.amountCents, r.merchantName, r.checkNumber, r.error]);
}

describe("parseCamt", () => {
  it("reads the first versions, whose message name carries its version", () => {
    const xml = document(
      "BkToCstmrAcctRptV01",
      entry("12.00", detail(null, "Shop")),
    );
    expect(rows(xml)).toEqual([[1200, "Shop", null, null]]);
  });

  it("splits a batch into its details only when their amounts make the entry's", () => {
    const batch = entry("3.45", detail("2.25", "A") + detail("1.20", "B"));
    expect(rows(document("BkToCstmrAcctRpt", batch))).toEqual([
      [225, "A", null, null],
      [120, "B", null, null],
    ]);
    // Details without amounts, or with amounts that are not a breakdown: one booked entry.
    const bare = entry("200.00", detail(null, "A") + detail(null, "B"));
    const other = entry("200.00", detail("3.10", "A") + detail("3.20", "B"));
    for (const xml of [bare, other])
      expect(rows(document("BkToCstmrAcctRpt", xml))).toEqual([
        [20000, "A", null, null],
      ]);
  });

  it("keeps a cheque number", () => {
    const xml = document(
      "BkToCstmrAcctRpt",
      entry("10.00", detail(null, "Payee", "3003")),
    );
    expect(rows(xml)).toEqual([[1000, "Payee", "3003", null]]);
  });
});
