import { isAppError } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { parseStatement } from "./parse-statement";

function fileErrorType(
  bytes: Uint8Array,
  fileName = "statement.csv",
): string | undefined {
  try {
    parseStatement(bytes, { fileName });
  } catch (error) {
    if (
      isAppError(error, "validation_failed") &&
      error.fieldErrors?.[0]?.loc.join(".") === "body.file"
    ) {
      return error.fieldErrors[0].type;
    }
    throw error;
  }
  return undefined;
}

describe("parseStatement", () => {
  it("answers 422 for an empty file, a PNG and text that is no statement", () => {
    expect(fileErrorType(new Uint8Array())).toBe("empty_file");
    expect(fileErrorType(new TextEncoder().encode("  \n\n"))).toBe(
      "empty_file",
    );
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48,
      0x44, 0x52, 0, 0, 1, 0,
    ]);
    expect(fileErrorType(png, "statement.png")).toBe("not_a_statement");
    expect(
      fileErrorType(
        new TextEncoder().encode(
          "Dear customer,\nthank you for banking with us.\nKind regards\n",
        ),
      ),
    ).toBe("columns_not_found");
    expect(
      fileErrorType(
        new TextEncoder().encode('<?xml version="1.0"?><rss><channel/></rss>'),
        "feed.xml",
      ),
    ).toBe("not_a_statement");
  });

  it("reads a text file with NUL padding or a NUL after each line, refuses one full of NULs", () => {
    const csv = "Date,Payee,Amount\n2025-12-04,Café Rémy,100.25\n";
    const bytes = (text: string) => new TextEncoder().encode(text);
    for (const padded of [
      `${csv}${"\u0000".repeat(200)}`,
      csv.replaceAll("\n", "\u0000\n"),
    ]) {
      const rows = parseStatement(bytes(padded), { fileName: "s.csv" })
        .sections[0]?.rows;
      expect(rows?.map((r) => [r.transactionDate, r.description])).toEqual([
        ["2025-12-04", "Café Rémy"],
      ]);
    }
    const spread = Array.from(csv, (c) => `${c}\u0000\u0000`).join("");
    expect(fileErrorType(bytes(spread))).toBe("not_a_statement");
  });

  it("detects the format from the content, whatever the file is called", () => {
    const qif = new TextEncoder().encode(
      "!Type:Bank\nD01/02/2024\nT-1.00\nPA\n^\n",
    );
    expect(parseStatement(qif, { fileName: "export.txt" }).format).toBe("qif");
    const ofx = new TextEncoder().encode(
      "OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    );
    expect(parseStatement(ofx, { fileName: "download.QFX" }).format).toBe(
      "qfx",
    );
    const csv = parseStatement(
      new TextEncoder().encode("Date,Amount\n2024-01-01,1.00\n"),
      { fileName: "a.csv" },
    );
    expect(csv).toMatchObject({
      format: "csv",
      encoding: "utf-8",
      options: { delimiter: ",", header: true, negate: false },
    });
  });
});
