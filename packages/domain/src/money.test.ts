import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_CENTS,
  centsToDecimalText,
  centsToWire,
  formatMoney,
  parseMoney,
  parseMoneyInput,
  percentOf,
  splitCents,
  sumCents,
  toCents,
  wireToCents,
  type Cents,
} from "./money";

const c = (n: number): Cents => toCents(n);

describe("toCents", () => {
  it.each([0, 1, -1, MAX_CENTS, -MAX_CENTS])("accepts the integer %d", (n) => {
    expect(toCents(n)).toBe(n);
  });
  it.each([0.5, Number.NaN, Infinity, MAX_CENTS + 1, -(MAX_CENTS + 1)])(
    "rejects %d",
    (n) => {
      expect(() => toCents(n)).toThrow(RangeError);
    },
  );
  it("normalises -0 to 0", () => {
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });
});

describe("parseMoney", () => {
  it.each([
    ["12.34", 1234],
    ["0.1", 10],
    ["0.01", 1],
    ["-5", -500],
    ["+7.5", 750],
    ["  42.00 ", 4200],
    ["007.10", 710],
    ["1000000000.00", 100_000_000_000],
  ])("parses %s exactly as %d cents", (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });
  it.each([
    "",
    "12.345",
    "1e3",
    "1,000",
    "12.",
    ".5",
    "abc",
    "--1",
    "NaN",
    "99999999999999999",
  ])("rejects %j", (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });
});

describe("wireToCents", () => {
  it.each([
    [0.1, 10],
    [19.99, 1999],
    [1234.5, 123_450],
    [-0.01, -1],
  ])("converts the JSON number %d through its decimal text", (value, cents) => {
    expect(wireToCents(value)).toBe(cents);
  });
  it.each([12.345, 1e-7, Number.NaN, Infinity, 1e21])("rejects %d", (value) => {
    expect(wireToCents(value)).toBeUndefined();
  });
  it("round-trips every amount through the wire form", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }),
        (n) => wireToCents(centsToWire(c(n))) === n,
      ),
    );
  });
});

describe("formatting", () => {
  it.each([
    [123_456, "USD", "$1,234.56"],
    [-500, "USD", "-$5.00"],
    [1, "EUR", "€0.01"],
    [99_900, "GBP", "£999.00"],
    [12_345, "JPY", "¥123"],
    [12_350, "JPY", "¥124"],
    [-12_350, "JPY", "-¥124"],
    [123_456_700, "JPY", "¥1,234,567"],
    [0, "CAD", "CA$0.00"],
  ] as const)("formats %d cents in %s as %s", (cents, currency, text) => {
    expect(formatMoney(c(cents), currency)).toBe(text);
  });
  it("formats amounts beyond float precision exactly", () => {
    expect(formatMoney(c(MAX_CENTS), "USD")).toBe("$22,517,998,136,852.48");
  });
  it("parse ∘ decimal text is the identity", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }),
        (n) => parseMoney(centsToDecimalText(c(n))) === n,
      ),
    );
  });
});

describe("arithmetic", () => {
  it("splitCents parts always sum exactly to the total and differ by at most one cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 400 }),
        (total, parts) => {
          const split = splitCents(c(total), parts);
          const max = Math.max(...split);
          const min = Math.min(...split);
          return (
            split.length === parts &&
            sumCents(split) === total &&
            max - min <= 1
          );
        },
      ),
    );
  });
  it.each([
    [1001, 5000, 501],
    [-1001, 5000, -501],
    [1, 5000, 1],
    [1, 4999, 0],
    [10_000, 8000, 8000],
  ])(
    "percentOf(%d, %d bp) rounds half away from zero to %d",
    (cents, bp, expected) => {
      expect(percentOf(c(cents), bp)).toBe(expected);
    },
  );
  it("refuses a sum that leaves the safe range", () => {
    expect(() => sumCents([c(MAX_CENTS), c(1)])).toThrow(RangeError);
  });
});

describe("parseMoneyInput", () => {
  it.each([
    [12.34, 1234],
    ["12.34", 1234],
    ["12.340", 1234],
    [-0.5, -50],
    [1_000_000_000, 100_000_000_000],
    ["-1000000000.00", -100_000_000_000],
    [0, 0],
  ] as const)("accepts %j as %d cents", (value, cents) => {
    expect(parseMoneyInput(value)).toEqual({ cents });
  });

  it.each([
    [12.345, "decimal_places"],
    ["0.001", "decimal_places"],
    [1e-7, "decimal_places"],
    [1_000_000_000.01, "too_big"],
    ["1000000000.01", "too_big"],
    [1e19, "too_big"],
    [1e21, "too_big"],
    [-1e21, "too_big"],
    ["99999999999999999999", "too_big"],
    ["abc", "not_a_number"],
    ["", "not_a_number"],
    ["1e3", "not_a_number"],
    [Number.NaN, "not_a_number"],
    [Infinity, "not_a_number"],
  ] as const)("refuses %j as %s", (value, problem) => {
    expect(parseMoneyInput(value)).toEqual({ problem });
  });
});

describe("parseMoneyInput reads money as people type it (issue 27)", () => {
  it.each([
    ["$500", 50_000],
    ["1,250.00", 125_000],
    ["(100)", -10_000],
    ["-$5.25", -525],
    ["$-5.25", -525],
    ["€ 12,50", 1250],
    ["1.250,50", 125_050],
    ["1 250,50", 125_050],
    ["1'250.50", 125_050],
    ["500 USD", 50_000],
    ["12.50-", -1250],
    [".5", 50],
    ["+7", 700],
    ["−3", -300],
    ["(£1,000)", -100_000],
    ["US$ 9.99", 999],
  ] as const)("accepts %j as %d cents", (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ cents });
  });

  it.each([
    ["12.345", "decimal_places"],
    ["99,999,999,999,999", "too_big"],
    ["$1,000,000,000.01", "too_big"],
    ["1,25,0", "not_a_number"],
    ["1,2345", "not_a_number"],
    ["12..5", "not_a_number"],
    ["5 apples", "not_a_number"],
    ["$", "not_a_number"],
    ["()", "not_a_number"],
    ["1.250.50", "not_a_number"],
  ] as const)("refuses %j as %s", (text, problem) => {
    expect(parseMoneyInput(text)).toEqual({ problem });
  });
});
