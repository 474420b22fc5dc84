import { describe, expect, it } from "vitest";
import { moneyOutputCents } from "./money";

describe("moneyOutputCents", () => {
  it.each([
    [12.34, 1234],
    [0.1, 10],
    [0.3, 30],
    [-5, -500],
    [0, 0],
    [1_000_000_000, 100_000_000_000],
    ["12.34", 1234],
    [" -0.50 ", -50],
    ["1000", 100_000],
  ])("reads %j as %d cents", (wire, cents) => {
    expect(moneyOutputCents.parse(wire)).toBe(cents);
  });

  it.each([
    [1.005],
    [Number.NaN],
    [Infinity],
    ["12.345"],
    ["abc"],
    [""],
    [null],
  ])("refuses %j", (wire) => {
    expect(moneyOutputCents.safeParse(wire).success).toBe(false);
  });
});
