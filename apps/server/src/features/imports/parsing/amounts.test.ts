import { describe, expect, it } from "vitest";
import { detectDecimalSeparator, readAmount } from "./amounts";

describe("readAmount", () => {
  it.each([
    ["12.50", 1250],
    ["-12.50", -1250],
    ["+7", 700],
    ["(12.50)", -1250],
    ["12.50-", -1250],
    ["12.50 CR", 1250],
    ["12.50 DR", -1250],
    ["$1,036.47", 103647],
    ["-$5.00", -500],
    ["$-5.00", -500],
    ["US$ 1,000", 100000],
    ["1'234.56", 123456],
    ["EUR 99.90", 9990],
    ["1,00,000.00", 10000000],
    ["−3.20", -320],
  ])("reads %s with a decimal point as %i cents", (text, cents) => {
    expect(readAmount(text, ".")).toBe(cents);
  });

  it.each([
    ["1.234,56", 123456],
    ["1 234,56", 123456],
    ["1\u00a0234,56 €", 123456],
    ["12,50", 1250],
    ["-0,99", -99],
  ])("reads %s with a decimal comma as %i cents", (text, cents) => {
    expect(readAmount(text, ",")).toBe(cents);
  });

  it("keeps trailing zero decimals exact and rounds other extra decimals half away from zero", () => {
    expect(readAmount("-30.000", ".")).toBe(-3000);
    expect(readAmount("-3.77000", ".")).toBe(-377);
    expect(readAmount("115.8331", ".")).toBe(11583);
    expect(readAmount("0.125", ".")).toBe(13);
    expect(readAmount("-0.125", ".")).toBe(-13);
    expect(readAmount("-197.1063", ".")).toBe(-19711);
  });

  it("reads zero-padded amounts with an explicit sign", () => {
    expect(readAmount("-00000000001500.0000", ".")).toBe(-150000);
    expect(readAmount("+00000000000115.8331", ".")).toBe(11583);
  });

  it("refuses text that is not an amount in the given decimal style", () => {
    for (const text of [
      "",
      "abc",
      "-",
      "12,50",
      "1.2.3",
      "1,23,4",
      "N/A",
      "1e5",
    ]) {
      expect(readAmount(text, "."), text).toBeNull();
    }
    expect(readAmount("1,234.56", ",")).toBeNull();
    expect(readAmount("99999999999999999", ".")).toBeNull();
  });

  it("never gives negative zero", () => {
    expect(Object.is(readAmount("-0.00", "."), -0)).toBe(false);
  });
});

describe("detectDecimalSeparator", () => {
  it("finds a comma from European amounts, a lone '12,50' included", () => {
    expect(detectDecimalSeparator(["1.234,56", "-12,50", "3,00"])).toBe(",");
    expect(detectDecimalSeparator(["12,50"])).toBe(",");
  });

  it("finds a point from US amounts and treats 1,234 alone as no evidence", () => {
    expect(detectDecimalSeparator(["1,234.56", "12.50"])).toBe(".");
    expect(detectDecimalSeparator(["1,234", "2,000,000"])).toBe(".");
    expect(detectDecimalSeparator([])).toBe(".");
  });
});
