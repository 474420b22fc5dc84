import { isAppError } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { parseOfx } from "./ofx";

const HEADER = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n";

function bank(transactions: string, extra = ""): string {
  return `${HEADER}<OFX><BANKMSGSRSV1><STMTTRNRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>1<ACCTID>123456789<ACCTTYPE>SAVINGS</BANKACCTFROM><BANKTRANLIST>${transactions}</BANKTRANLIST>${extra}</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

describe("parseOfx", () => {
  it("reads unclosed leaves, several transactions on one line and the account", () => {
    const text = bank(
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105120000[-5:EST]<TRNAMT>-12,50<FITID>a1<NAME>Shop<MEMO>Card</STMTTRN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240106<TRNAMT>100<FITID>a2<CHECKNUM>42<NAME>Pay</STMTTRN>",
      "<LEDGERBAL><BALAMT>1234.56<DTASOF>20240107</LEDGERBAL>",
    );
    const [section] = parseOfx(text);
    expect(section?.account).toMatchObject({
      numberMasked: "••••6789",
      type: "savings",
      currency: "EUR",
      balanceCents: 123456,
      balanceDate: "2024-01-07",
    });
    expect(
      section?.rows.map((r) => [
        r.transactionDate,
        r.transactionType,
        r.amountCents,
        r.description,
        r.memo,
        r.externalId,
        r.checkNumber,
      ]),
    ).toEqual([
      ["2024-01-05", "debit", 1250, "Shop", "Card", "a1", null],
      ["2024-01-06", "credit", 10000, "Pay", null, "a2", "42"],
    ]);
  });

  it("unescapes entities exactly once and prefers the PAYEE aggregate's name", () => {
    const text = bank(
      "<STMTTRN><DTPOSTED>20240105<TRNAMT>-1<NAME>A &amp;amp; B<PAYEE><NAME>Full &amp; Co</PAYEE></STMTTRN>",
    );
    expect(parseOfx(text)[0]?.rows[0]?.description).toBe("Full & Co");
    const plain = bank(
      "<STMTTRN><DTPOSTED>20240105<TRNAMT>-1<NAME>A &amp;amp; B &#233;</STMTTRN>",
    );
    expect(parseOfx(plain)[0]?.rows[0]?.description).toBe("A &amp; B é");
  });

  it("reads a NAME or MEMO written as CDATA, its text as written", () => {
    const text = bank(
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20131215<TRNAMT>-16.85<FITID>1<NAME><![CDATA[EFTPOS ALDI STORE  ]]></NAME><MEMO><![CDATA[EFTPOS ALDI   GEELONG & CO <VIC>]]></MEMO></STMTTRN>",
    );
    expect(
      parseOfx(text)[0]?.rows.map((r) => [
        r.description,
        r.memo,
        r.amountCents,
      ]),
    ).toEqual([
      ["EFTPOS ALDI STORE", "EFTPOS ALDI   GEELONG & CO <VIC>", 1685],
    ]);
  });

  it("reads credit card statements and OFX 2 XML", () => {
    const xml = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="211"?><OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><CCSTMTRS><CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>4111111111111111</ACCTID></CCACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240105</DTPOSTED><TRNAMT>-5.00</TRNAMT><FITID>x</FITID><NAME>Cafe</NAME></STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    const [section] = parseOfx(xml);
    expect(section?.account?.type).toBe("credit_card");
    expect(section?.account?.numberMasked).toBe("••••1111");
    expect(section?.rows[0]).toMatchObject({
      amountCents: 500,
      transactionType: "debit",
      description: "Cafe",
    });
  });

  it("makes a transaction without a readable date an error row and keeps the others", () => {
    const rows = parseOfx(
      bank(
        "<STMTTRN><TRNAMT>-1<NAME>No date</STMTTRN><STMTTRN><DTPOSTED>20240105<TRNAMT>-2<NAME>Fine</STMTTRN>",
      ),
    )[0]?.rows;
    expect(rows?.map((r) => r.error)).toEqual([
      "Row 1: the date is missing",
      null,
    ]);
  });

  it("answers 422 for a bank error status or a file without statements", () => {
    const failed = `${HEADER}<OFX><BANKMSGSRSV1><STMTTRNRS><STATUS><CODE>2000<SEVERITY>ERROR<MESSAGE>General Server Error</STATUS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    for (const [text, type] of [
      [failed, "statement_error"],
      [`${HEADER}<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>`, "no_statement"],
    ] as const) {
      let thrown: unknown;
      try {
        parseOfx(text);
      } catch (error) {
        thrown = error;
      }
      expect(
        isAppError(thrown, "validation_failed") &&
          thrown.fieldErrors?.[0]?.type,
      ).toBe(type);
    }
  });
});
