import { describe, expect, it } from "vitest";
import { formatCount, formatInteger } from "./counts";

describe("formatCount", () => {
  it.each([
    [0, "purchase", undefined, "0 purchases"],
    [1, "purchase", undefined, "1 purchase"],
    [2, "purchase", undefined, "2 purchases"],
    [1159, "purchase", undefined, "1,159 purchases"],
    [1_000_000, "transaction", undefined, "1,000,000 transactions"],
    [1, "subscription", undefined, "1 subscription"],
    [3, "is", "are", "3 are"],
  ])("%d %s reads %s", (n, singular, plural, text) => {
    expect(formatCount(n, singular, plural)).toBe(text);
  });

  it("writes whole numbers with thousands separators", () => {
    expect(formatInteger(1159)).toBe("1,159");
    expect(formatInteger(42)).toBe("42");
  });
});
