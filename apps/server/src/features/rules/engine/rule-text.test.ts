import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldText } from "./rule-text";

/** The fold without its shortcut for plain ASCII. */
const slowFold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

describe("foldText", () => {
  it("reads case, accents and runs of spaces alike", () => {
    expect(foldText("  Café\t  NERO ")).toBe("cafe nero");
    expect(foldText("ＳＨＥＬＬ")).toBe("shell");
  });

  it("agrees with the full Unicode fold on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" })),
        (text) => {
          expect(foldText(text)).toBe(slowFold(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
