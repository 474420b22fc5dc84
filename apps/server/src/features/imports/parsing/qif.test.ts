import { describe, expect, it } from "vitest";
import { parseQif } from "./qif";

describe("parseQif", () => {
  it("reads an !Account block as the account, not as a transaction", () => {
    const [section, ...rest] = parseQif(
      "!Account\nNCard Gold\nTCCard\n^\n!Type:CCard\nD01/05/2024\nT-20.00\nPShop\n^\n",
    );
    expect(rest).toEqual([]);
    expect(section?.account).toMatchObject({
      name: "Card Gold",
      type: "credit_card",
    });
    expect(section?.rows).toHaveLength(1);
  });

  it("reads Quicken's apostrophe years, payee, memo, check number and child categories", () => {
    const text =
      "!Type:Bank\nD1/ 5'24\nU-1,234.56\nPLandlord\nMJanuary\nN1001\nLHousing:Rent\nC*\n^\nD12/31'23\nT50.00\nPRefund\nL[Savings]\n^\n";
    const rows = parseQif(text)[0]?.rows;
    expect(
      rows?.map((r) => [
        r.transactionDate,
        r.transactionType,
        r.amountCents,
        r.description,
        r.memo,
        r.checkNumber,
        r.rawCategory,
        r.category,
      ]),
    ).toEqual([
      [
        "2024-01-05",
        "debit",
        123456,
        "Landlord",
        "January",
        "1001",
        "Rent",
        "utilities",
      ],
      [
        "2023-12-31",
        "credit",
        5000,
        "Refund",
        null,
        null,
        "[Savings]",
        "transfer",
      ],
    ]);
  });

  it("reads European day-first dates and decimal commas decided over the whole file", () => {
    const rows = parseQif(
      "!Type:Bank\nD03.04.2024\nT-1.234,50\nPA\n^\nD25.04.2024\nT12,00\nPB\n^\n",
    )[0]?.rows;
    expect(rows?.map((r) => [r.transactionDate, r.amountCents])).toEqual([
      ["2024-04-03", 123450],
      ["2024-04-25", 1200],
    ]);
  });

  it("makes a record with a bad date an error row", () => {
    const rows = parseQif(
      "!Type:Bank\nD13/45/2024\nT-1.00\nPBad\n^\nD01/02/2024\nT-2.00\nPGood\n^\n",
    )[0]?.rows;
    expect(rows?.map((r) => r.error)).toEqual([
      "Row 1: the date '13/45/2024' cannot be read",
      null,
    ]);
  });
});
