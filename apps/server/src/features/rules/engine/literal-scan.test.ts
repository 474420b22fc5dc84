import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { literalScan, type LiteralScan } from "./literal-scan";

function foundIn(scan: LiteralScan, text: string): Set<number> {
  const found = new Set<number>();
  scan.find(text, (index) => found.add(index));
  return found;
}

describe("literalScan", () => {
  it("finds overlapping and nested literals", () => {
    const scan = literalScan(["he", "she", "his", "hers", "shell"]);
    expect([...foundIn(scan, "ushers")].sort()).toEqual([0, 1, 3]);
    expect([...foundIn(scan, "shell oil")].sort()).toEqual([0, 1, 4]);
    expect([...foundIn(scan, "nothing")]).toEqual([]);
  });

  it("agrees with includes() on any texts and literals", () => {
    const word = fc.string({
      unit: fc.constantFrom("a", "b", "c", " ", "é", "😀"),
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(word, fc.constant("")), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.string({
          unit: fc.constantFrom("a", "b", "c", " ", "é", "😀"),
          maxLength: 30,
        }),
        (literals, text) => {
          const found = foundIn(literalScan(literals), text);
          literals.forEach((literal, i) => {
            expect(found.has(i)).toBe(text.includes(literal));
          });
        },
      ),
    );
  });
});
