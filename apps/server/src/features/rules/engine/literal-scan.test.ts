import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { literalScan } from "./literal-scan";

describe("literalScan", () => {
  it("finds overlapping and nested literals", () => {
    const scan = literalScan(["he", "she", "his", "hers", "shell"]);
    expect([...scan.found("ushers")].sort()).toEqual([0, 1, 3]);
    expect([...scan.found("shell oil")].sort()).toEqual([0, 1, 4]);
    expect([...scan.found("nothing")]).toEqual([]);
  });

  it("agrees with includes() on any texts and literals", () => {
    const word = fc.string({
      unit: fc.constantFrom("a", "b", "c", " "),
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.string({ unit: fc.constantFrom("a", "b", "c", " "), maxLength: 30 }),
        (literals, text) => {
          const found = literalScan(literals).found(text);
          literals.forEach((literal, i) => {
            expect(found.has(i)).toBe(text.includes(literal));
          });
        },
      ),
    );
  });
});
