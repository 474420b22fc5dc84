import { describe, expect, it } from "vitest";
import type { EvalQuestion } from "./household";
import { firstSentence, score } from "./score";

const figure = (text: string): EvalQuestion => ({
  kind: "k",
  ask: "q",
  need: [text],
  lead: text,
});

describe("score", () => {
  it("wants the one figure in the first sentence, whose end is not a decimal point", () => {
    expect(
      score(figure("$1,234.56"), "You spent $1,234.56. Most went on rent.")
        .pass,
    ).toBe(true);
    expect(
      score(figure("$1,234.56"), "Here is May. You spent $1,234.56.").problems,
    ).toEqual(["$1,234.56 is not in the first sentence"]);
    expect(firstSentence("Total: **£12.50** in June!\nMore")).toBe(
      "Total: **£12.50** in June!",
    );
    expect(firstSentence("Groceries\n\nYou spent £5.00.")).toBe("Groceries\n");
  });

  it("reads typographic minus signs and apostrophes as plain ones", () => {
    const q: EvalQuestion = {
      kind: "k",
      ask: "q",
      need: ["-$9,997.19", { name: "Sainsbury's" }],
    };
    expect(
      score(q, "Net worth is \u2212$9,997.19; Sainsbury\u2019s tops the list.")
        .pass,
    ).toBe(true);
  });

  it("counts a number standing alone or spelled out, never a digit inside an amount or year", () => {
    const q = (n: number): EvalQuestion => ({
      kind: "k",
      ask: "q",
      need: [{ count: n }],
    });
    expect(score(q(4), "You went 4 times.").pass).toBe(true);
    expect(score(q(2), "Twice in October.").pass).toBe(true);
    expect(score(q(4), "Your coffee was $4.50 in 2024.").pass).toBe(false);
    expect(score(q(20), "In 2025 you went 12 times.").pass).toBe(false);
  });

  it("matches names at word boundaries, allowing a plural", () => {
    const q: EvalQuestion = { kind: "k", ask: "q", need: [{ name: "Other" }] };
    expect(score(q, "Another month of rent.").pass).toBe(false);
    expect(score(q, "Others: £20.00").pass).toBe(true);
  });

  it("fails an answer that shows a forbidden figure", () => {
    const q: EvalQuestion = { ...figure("£10.00"), forbid: ["£12.00"] };
    expect(
      score(q, "£10.00 this week (£12.00 with Saturday's bill).").pass,
    ).toBe(false);
  });

  it("takes a refusal only without a currency figure and with a can't-answer phrase", () => {
    const q: EvalQuestion = {
      kind: "refusal",
      ask: "rain?",
      need: [],
      refuse: true,
    };
    expect(
      score(q, "I can\u2019t see the weather, only your money.").pass,
    ).toBe(true);
    expect(
      score(q, "I cannot say, but you spent $5.00 on umbrellas.").pass,
    ).toBe(false);
    expect(score(q, "Expect showers after noon.").pass).toBe(false);
  });
});
