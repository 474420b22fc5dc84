import { describe, expect, it } from "vitest";
import { parseQuestion } from "./frame";
import { findCategories, findFamily } from "./lexicon";
import { matchMerchants } from "./merchants";
import { correctSpelling, normalize, vocabularyOf } from "./normalize";

describe("findCategories", () => {
  it.each([
    ["how much on eating out", "food_dining"],
    ["restaurants last week", "food_dining"],
    ["coffee this month", "food_dining"],
    ["gas this month", "transportation"],
    ["my gas bill", "utilities"],
    ["uber rides", undefined],
    ["the electricity in may", "utilities"],
    ["supermarket runs", "groceries"],
    ["streaming services", "subscription"],
    ["doctor visits", "healthcare"],
    ["tuition", "education"],
    ["flights and hotels", "travel"],
    ["my paycheck", "salary"],
    ["movies", "entertainment"],
    ["what is my net worth", undefined],
  ])("%s → %s", (text, category) => {
    expect(findCategories(text)[0]?.category).toBe(category);
  });
});

describe("findFamily", () => {
  it.each([
    ["how much did we pay in rent in may", "rent"],
    ["next council tax payment", "council tax"],
    ["how much is my car insurance", "insurance"],
    ["how much did i spend at the current account", undefined],
  ])("%s → %s", (text, family) => {
    expect(findFamily(text)).toBe(family);
  });
});

describe("merchants", () => {
  const merchants = [
    "Starbucks",
    "Whole Foods Market",
    "Uber",
    "Uber Eats",
    "Amazon",
    "Trader Joe's",
  ];
  it.each([
    ["starbucks", ["Starbucks"]],
    ["starbux", ["Starbucks"]],
    ["wholefoods", ["Whole Foods Market"]],
    ["whole foods", ["Whole Foods Market"]],
    ["uber", ["Uber", "Uber Eats"]],
    ["tesla", undefined],
  ])("%s → %j", (text, names) => {
    expect(matchMerchants(text, merchants)?.names).toEqual(names);
  });

  it("reads a misspelt name as the merchant, and a word of the question as none", () => {
    const merchants = ["Starbucks", "Spotify", "Trader Joes"];
    expect(matchMerchants("starbux", merchants)?.names).toEqual(["Starbucks"]);
    expect(matchMerchants("spend", merchants)).toBeUndefined();
  });
});

describe("normalize and spelling", () => {
  it("expands contractions and separators", () => {
    expect(normalize("What’s my  $1,200 budget?")).toBe(
      "what is my $1200 budget?",
    );
  });
  it("reads words typed without vowels as the known word with that skeleton", () => {
    const vocabulary = vocabularyOf(["spend", "month", "groceries"]);
    expect(
      correctSpelling("how mch did i spnd last mnth on grcrs", vocabulary),
    ).toBe("how mch did i spend last month on groceries");
  });
  it("corrects typos of 5+ letters against the vocabulary, not inflections", () => {
    const vocabulary = vocabularyOf([
      "groceries",
      "spending",
      "compare",
      "budget",
    ]);
    expect(correctSpelling("grocereis spendign", vocabulary)).toBe(
      "groceries spending",
    );
    expect(correctSpelling("compared budgets", vocabulary)).toBe(
      "compared budgets",
    );
  });
});

describe("parseQuestion", () => {
  const ctx = {
    today: "2025-06-15",
    merchants: ["Starbucks", "Uber", "Uber Eats"],
    accounts: [],
  };
  it("reads the period, the amount and its comparator", () => {
    const frame = parseQuestion("List purchases over $200 in March", ctx);
    expect(frame).toMatchObject({
      intent: "query",
      amountCents: 20000,
      comparator: "over",
    });
    expect(frame.periods[0]).toMatchObject({
      start: "2025-03-01",
      end: "2025-03-31",
    });
  });
  it("keeps weather out of recurring (no statistical guess)", () => {
    expect(parseQuestion("what is the weather today", ctx).intent).toBe(
      "out_of_scope",
    );
  });
});
