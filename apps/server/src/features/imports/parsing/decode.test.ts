import { isAppError } from "@finch/domain";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeStatement } from "./decode";

const CSV =
  "Date,Payee,Amount\n2024-01-02,Café Müller,-12.50\n2024-01-03,Søren Ågård,100.00\n";

describe("decodeStatement", () => {
  it("reads UTF-8 with and without a byte-order mark, dropping the mark", () => {
    const plain = new TextEncoder().encode(CSV);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    expect(decodeStatement(plain)).toEqual({ text: CSV, encoding: "utf-8" });
    expect(decodeStatement(withBom)).toEqual({ text: CSV, encoding: "utf-8" });
  });

  it("reads UTF-16 with a mark and without one, little- and big-endian", () => {
    const le = iconv.encode(CSV, "utf-16le");
    const be = iconv.encode(CSV, "utf-16be");
    expect(decodeStatement(new Uint8Array([0xff, 0xfe, ...le]))).toEqual({
      text: CSV,
      encoding: "utf-16le",
    });
    expect(decodeStatement(new Uint8Array([0xfe, 0xff, ...be]))).toEqual({
      text: CSV,
      encoding: "utf-16be",
    });
    expect(decodeStatement(le)).toEqual({ text: CSV, encoding: "utf-16le" });
    expect(decodeStatement(be)).toEqual({ text: CSV, encoding: "utf-16be" });
  });

  it("reads UTF-8 with a damaged byte as UTF-8, the damage as U+FFFD", () => {
    const good = new TextEncoder().encode(
      "Date,Payee,Amount\n2025-12-04,Café R",
    );
    const rest = new TextEncoder().encode(
      "émy,100.25\n2025-12-05,Straße,5.00\n",
    );
    const damaged = new Uint8Array([...good, 0xe9, ...rest]);
    expect(decodeStatement(damaged)).toEqual({
      text: "Date,Payee,Amount\n2025-12-04,Café R\ufffdémy,100.25\n2025-12-05,Straße,5.00\n",
      encoding: "utf-8",
    });
  });

  it("reads a file named Latin-1 by the caller with bytes 0x80-0x9F as windows-1252", () => {
    const bytes = iconv.encode(
      "Date,Payee\n2025-12-04,Café €Rémy\n",
      "windows-1252",
    );
    expect(decodeStatement(bytes, "iso-8859-1")).toEqual({
      text: "Date,Payee\n2025-12-04,Café €Rémy\n",
      encoding: "windows-1252",
    });
  });

  it("detects Western single-byte text as windows-1252, € and — included", () => {
    const text =
      "Datum;Empfänger;Betrag\n01.02.2024;Bäckerei Größe — 5€;-12,50\n";
    expect(decodeStatement(iconv.encode(text, "windows-1252"))).toEqual({
      text,
      encoding: "windows-1252",
    });
  });

  it.each(["euc-jp", "shift_jis", "gb18030", "big5", "euc-kr"])(
    "detects %s text",
    (encoding) => {
      const names: Record<string, string> = {
        "euc-jp": "山田下社,東京スーパー,山中純一",
        shift_jis: "山田下社,東京スーパー,山中純一",
        gb18030: "北京餐厅,上海超市,张伟",
        big5: "台北餐廳,高雄超市,張偉",
        "euc-kr": "서울식당,부산마트,김민수",
      };
      const text = `Date,Payee,Amount\n2024-05-01,${names[encoding] ?? ""},-35.00\n`;
      expect(decodeStatement(iconv.encode(text, encoding))).toEqual({
        text,
        encoding,
      });
    },
  );

  it("honours an OFX CHARSET and an XML prolog, but trusts UTF-8 bytes over a wrong label", () => {
    const ofx = "OFXHEADER:100\nCHARSET:1252\n<OFX><NAME>Café €</OFX>";
    expect(decodeStatement(iconv.encode(ofx, "windows-1252")).encoding).toBe(
      "windows-1252",
    );
    const xml =
      '<?xml version="1.0" encoding="ISO-8859-1"?><Document>Grüße</Document>';
    expect(decodeStatement(iconv.encode(xml, "latin1"))).toEqual({
      text: xml,
      encoding: "iso-8859-1",
    });
    const mislabelled =
      "OFXHEADER:100\nCHARSET:8859-1\n<OFX><NAME>Carte prépayée</OFX>";
    expect(decodeStatement(new TextEncoder().encode(mislabelled))).toEqual({
      text: mislabelled,
      encoding: "utf-8",
    });
  });

  it("lets an explicit encoding win, and refuses an unknown name on the option", () => {
    const bytes = iconv.encode("Größe", "windows-1252");
    expect(decodeStatement(bytes, "latin1").text).toBe("Größe");
    expect(decodeStatement(bytes, "auto").encoding).toBe("windows-1252");
    let thrown: unknown;
    try {
      decodeStatement(bytes, "not-an-encoding");
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, "validation_failed")).toBe(true);
    expect(isAppError(thrown) && thrown.fieldErrors?.[0]?.loc).toEqual([
      "body",
      "options",
      "encoding",
    ]);
  });
});
