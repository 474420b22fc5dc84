import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanMerchantName, merchantOf } from "./merchant-name";

describe("cleanMerchantName", () => {
  it.each([
    ["SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA", "Blue Bottle Coffee"],
    ["AMZN Mktp US*2K4LM0QX2", "Amazon"],
    ["POS 4821 TESCO STORES 3017 LONDON GB", "Tesco"],
    ["PAYPAL *SPOTIFY 35314369001", "Spotify"],
    ["CHECKCARD 0412 SHELL OIL 57442 HOUSTON TX", "Shell"],
  ])("reads the merchant out of %s", (raw, name) => {
    expect(cleanMerchantName(raw)).toBe(name);
  });

  it.each([
    ["WM SUPERCENTER #1234", "Walmart"],
    ["WAL-MART #3321 DALLAS TX", "Walmart"],
    ["AMAZON MKTPLACE PMTS", "Amazon"],
    ["Amazon.com*MK1AB2CD3", "Amazon"],
    ["McDONALD'S F12345", "McDonald's"],
    ["MCDONALDS 4411 CHICAGO IL", "McDonald's"],
    ["NETFLIX.COM", "Netflix"],
    ["UBER *TRIP HELP.UBER.COM", "Uber"],
    ["UBER *EATS", "Uber Eats"],
    ["TIM HORTONS #2345", "Tim Hortons"],
  ])("gives known brands their own name: %s → %s", (raw, name) => {
    expect(cleanMerchantName(raw)).toBe(name);
  });

  it.each([
    ["TST* COMAL RESTAURANT", "Comal Restaurant"],
    ["ARIZMENDI BAKERY BERKELEY CA", "Arizmendi Bakery"],
    ["TEMESCAL AUTO BODY 4521 EMERYVILLE CA", "Temescal Auto Body"],
    ["GRAND LAKE THEATER SAN LEANDRO CA", "Grand Lake Theater"],
    ["Interac purchase - 1234 BANH MI BOYS NORTH YORK ON", "Banh Mi Boys"],
    ["CARD PAYMENT TO ROSE GARDEN CAFE ON 12-03-2024", "Rose Garden Cafe"],
    [
      "PAIEMENT PAR CARTE X1234 PHARMACIE DU MARCHE PARIS 12/03",
      "Pharmacie du Marche",
    ],
    [
      "Kartenzahlung girocard Bäckerei Schmidt Filiale 12//Berlin/DE 2024-03-04T18:22:31",
      "Bäckerei Schmidt",
    ],
    ["ZELLE PAYMENT TO LAKESIDE PROPERTIES JPM99123", "Lakeside Properties"],
    ["TRADER JOE S #552 QPS OAKLAND CA", "Trader Joe's"],
    ["O'REILLY FAMILY DENTAL 555-123-4567", "O'Reilly Family Dental"],
    ["SAS LMB DISTRIBUTION", "LMB Distribution"],
    ["ACME WIDGETS LTD REF 88812", "Acme Widgets"],
    ["GREEN LEAF NURSERY 88 PORTLAND OR", "Green Leaf Nursery"],
    ["GREEN LEAF NURSERY 14 PORTLAND OR", "Green Leaf Nursery"],
    ["CASA MIA TRATTORIA 21 BROOKLYN NY", "Casa Mia Trattoria"],
  ])(
    "cuts store numbers, dates, references, places and legal forms: %s",
    (raw, name) => {
      expect(cleanMerchantName(raw)).toBe(name);
    },
  );

  it("keeps the original description untouched and gives the same answer every time", () => {
    const raw = "SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA";
    expect(cleanMerchantName(raw)).toBe(cleanMerchantName(raw));
    expect(raw).toBe("SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA");
  });

  it.each([
    "",
    "   ",
    "#1234",
    "1234 5678",
    "12/03/2024 18:22",
    "POS 4821",
    "***",
    null,
    undefined,
    42,
  ])("answers null when nothing names a merchant (%s)", (raw) => {
    expect(cleanMerchantName(raw)).toBeNull();
  });

  it("never throws and never returns an empty name, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const name = cleanMerchantName(text);
        expect(name === null || name.trim().length > 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("copes with very long lines", () => {
    const name = cleanMerchantName(
      `SQ *CORNER BAKERY ${"X1Y2Z3 ".repeat(5000)}`,
    );
    expect(name).toBe("Corner Bakery");
  });
});

describe("merchantOf", () => {
  it("names a row by its merchant name, else its clean description, else the text as written", () => {
    expect(merchantOf(" Netflix ", "NETFLIX.COM 866-579-7172")).toBe("Netflix");
    expect(merchantOf(null, "STARBUCKS STORE 1234 SEATTLE WA")).toBe(
      "Starbucks",
    );
    expect(merchantOf(null, "AMZN MKTP US*2K3L #5521")).toBe("Amazon");
    expect(merchantOf("", "WHOLE FOODS #123 SEATTLE WA")).toBe(
      "Whole Foods Market",
    );
    expect(merchantOf(null, "  ")).toBe("");
  });
});
