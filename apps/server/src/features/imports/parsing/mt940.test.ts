import { isAppError } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { parseMt940 } from "./mt940";

function statement(...lines: string[]): string {
  return [
    ":20:REF",
    ":25:DE89370400440532013000",
    ":28C:1/1",
    ":60F:C250801EUR100,00",
    ...lines,
    ":62F:D250805EUR12,34",
    "-",
  ].join("\r\n");
}

describe("parseMt940", () => {
  it("signs C and RD as money in, D and RC as money out", () => {
    const rows = parseMt940(
      statement(
        ":61:2508020802C50,00NTRFNONREF//B1",
        ":86:Salary",
        ":61:2508020802D10,00NTRFNONREF//B2",
        ":86:Shop",
        ":61:2508020802RD5,00NTRFNONREF//B3",
        ":86:Refund",
        ":61:2508020802RC7,00NTRFNONREF//B4",
        ":86:Chargeback",
      ),
    )[0]?.rows;
    expect(
      rows?.map((r) => [r.transactionType, r.amountCents, r.externalId]),
    ).toEqual([
      ["credit", 5000, "B1"],
      ["debit", 1000, "B2"],
      ["credit", 500, "B3"],
      ["debit", 700, "B4"],
    ]);
  });

  it("gives no id for NONREF without a bank reference and reads the account and closing balance", () => {
    const [section] = parseMt940(
      statement(":61:250802D1,00NTRFNONREF", ":86:Vendor A"),
    );
    expect(section?.rows[0]?.externalId).toBeNull();
    expect(section?.account).toMatchObject({
      numberMasked: "••••3000",
      currency: "EUR",
      balanceCents: -1234,
      balanceDate: "2025-08-05",
    });
  });

  it("takes the booking date when it is earlier, across a New Year", () => {
    const rows = parseMt940(
      statement(":61:2501021230D1,00NTRFNONREF//X", ":86:Late booking"),
    )[0]?.rows;
    expect(rows?.[0]?.transactionDate).toBe("2024-12-30");
  });

  it("reads German ?-subfields with continuation lines", () => {
    const rows = parseMt940(
      statement(
        ":61:250803D89,99NTRFNONREF//B",
        ":86:105?00BASISLASTSCHRIFT?10931?20EREF+1234 Strom",
        "?21abschlag August?32STADTWERKE MUSTER",
        "?33STADT GMBH",
      ),
    )[0]?.rows;
    expect(rows?.[0]).toMatchObject({
      description: "STADTWERKE MUSTER STADT GMBH",
      memo: "EREF+1234 Strom abschlag August BASISLASTSCHRIFT",
    });
  });

  it("reads an account written with its currency and Rabobank's /REMI/USTD// text", () => {
    const text = [
      ":20:940S240105",
      ":25:NL11RABO0104955555 EUR",
      ":28C:00000",
      ":60F:C240104EUR000000001000,00",
      ":61:240104C000000001000,00N541NONREF",
      ":86:/EREF/ABC/CNTP/NL91ABNA0417164300/ABNANL2A/ACME BV///REMI/USTD//Sala",
      "ris januari/",
      ":62F:C240105EUR000000002000,00",
    ].join("\n");
    const [section] = parseMt940(text);
    expect(section?.account?.numberMasked).toBe("••••5555");
    expect(
      section?.rows.map((r) => [r.merchantName, r.memo, r.amountCents]),
    ).toEqual([["ACME BV", "Salaris januari", 100000]]);
  });

  it("merges pages of one account and refuses text that is no MT940", () => {
    const page = statement(":61:250802D1,00NTRFNONREF//A", ":86:A");
    expect(parseMt940(`${page}\n${page}`).map((s) => s.rows.length)).toEqual([
      2,
    ]);
    let thrown: unknown;
    try {
      parseMt940("not a statement");
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, "validation_failed")).toBe(true);
  });
});
