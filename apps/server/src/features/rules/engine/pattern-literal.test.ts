import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { literalText, requiredLiteral } from "./pattern-literal";
import { compilePattern } from "./rule-pattern";

describe("requiredLiteral", () => {
  it.each([
    ["^amzn mktp", "amzn mktp"],
    ["shell\\s+oil\\s+\\d{4}", "shell"],
    ["^Uber \\*Trip", "uber "],
    ["netflix(\\.com)?", "netflix"],
    ["colou?r", "colo"],
    ["shell|esso", null],
    ["(shell)", null],
    ["[abc]def", "def"],
    ["ab", null],
    ["x+yzw", "yzw"],
  ])("%s needs %s", (pattern, literal) => {
    expect(requiredLiteral(pattern)).toBe(literal);
  });

  it("never passes over a line the pattern matches", () => {
    const unit = fc.constantFrom("a", "b", "A", "s", "ſ", "K", " ", "1");
    const patternUnit = fc.constantFrom(
      "a",
      "b",
      "s",
      "k",
      " ",
      "1",
      ".",
      "*",
      "+",
      "?",
      "(",
      ")",
      "[ab]",
      "\\d",
      "\\s",
      "^",
      "$",
      "{1,2}",
      "|",
    );
    fc.assert(
      fc.property(
        fc.array(patternUnit, { maxLength: 10 }),
        fc.string({ unit, maxLength: 20 }),
        (parts, text) => {
          const pattern = parts.join("");
          let compiled;
          try {
            compiled = compilePattern(pattern);
          } catch {
            return;
          }
          const literal = requiredLiteral(pattern);
          if (literal !== null && compiled.test(text))
            expect(literalText(text).includes(literal)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
