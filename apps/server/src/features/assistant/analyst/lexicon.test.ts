import { describe, expect, it } from "vitest";
import { parseQuestion } from "./frame";
import { findCategories, findFamily } from "./lexicon";
import { matchMerchants, saysWord } from "./merchants";
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
    // A word of the question is never a misspelt merchant ("charges" is not Charles Schwab).
    expect(
      matchMerchants("largest charge on my card", ["Charles Schwab"]),
    ).toBeUndefined();
    // A word that only resembles the middle of a long name names nothing.
    expect(
      matchMerchants("biggest single thing", ["Camping Les Pins"]),
    ).toBeUndefined();
  });

  it("reads a compound the bank writes apart, and a name typed without its accents", () => {
    const merchants = [
      "ARD ZDF Beitragsservice",
      "BVG",
      "Zahnarztpraxis Dr. Öztürk",
    ];
    expect(
      matchMerchants("when is the rundfunkbeitrag due", merchants)?.names,
    ).toEqual(["ARD ZDF Beitragsservice"]);
    expect(matchMerchants("dr ozturk", merchants)?.names).toEqual([
      "Zahnarztpraxis Dr. Öztürk",
    ]);
    // A long English word is no compound ("subscriptions" starts no merchant's word).
    expect(
      matchMerchants("all my subscriptions", ["Scriptionsbureau Nord"]),
    ).toBeUndefined();
  });

  it("names every merchant a list says, by whole name or distinctive first word", () => {
    const merchants = ["Zilveren Kruis", "Etos", "Apotheek De Pijp", "Jumbo"];
    expect(
      matchMerchants("health stuff zilveren kruis etos the apotheek", merchants)
        ?.names,
    ).toEqual(["Zilveren Kruis", "Etos", "Apotheek De Pijp"]);
  });

  it("reads a name typed without its spaces, never letters inside a word", () => {
    const names = ["Action", "Albert Heijn", "Home Depot"];
    expect(matchMerchants("our largest transaction", names)).toBeUndefined();
    expect(matchMerchants("spent at albertheijn", names)?.names).toEqual([
      "Albert Heijn",
    ]);
    expect(matchMerchants("at homedepot", names)?.names).toEqual([
      "Home Depot",
    ]);
  });

  it("reads a merchant's initials, never a word that happens to be them", () => {
    const merchants = ["Albert Heijn", "Jumbo", "AMC Theatres", "Trader Joe's"];
    expect(matchMerchants("ah last month", merchants)?.names).toEqual([
      "Albert Heijn",
    ]);
    expect(matchMerchants("ah vs jumbo", merchants)?.names).toEqual([
      "Jumbo",
      "Albert Heijn",
    ]);
    expect(matchMerchants("tjs this week", merchants)?.names).toEqual([
      "Trader Joe's",
    ]);
    expect(
      matchMerchants("what did i spend at this quarter", merchants),
    ).toBeUndefined();
    // A word that is a merchant's own name is that merchant, not another's initials.
    expect(
      matchMerchants("just zara and cos", ["Zara", "COS", "Co-op"])?.names,
    ).toEqual(["Zara", "COS"]);
    // A goal's word misspelt by a letter still names it.
    expect(saysWord(" put away for japn ", "japan")).toBe(true);
    expect(saysWord(" put away for jam ", "japan")).toBe(false);
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
  it("reads a short grammar word typed with a letter dropped, never a real word", () => {
    const vocabulary = vocabularyOf(["petrol"]);
    expect(correctSpelling("spent on petrol snce july", vocabulary)).toBe(
      "spent on petrol since july",
    );
    expect(correctSpelling("tis month vs his", vocabulary)).toBe(
      "this month vs his",
    );
  });
  it("never corrects a real English word towards a merchant's", () => {
    const vocabulary = vocabularyOf([
      "water",
      "whole",
      "shoes",
      "chuck",
      "starbucks",
    ]);
    expect(correctSpelling("later while shows check", vocabulary)).toBe(
      "later while shows check",
    );
    expect(correctSpelling("starbuks", vocabulary)).toBe("starbucks");
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
  it("reads a type said where an account goes beside a named one as that account, in order", () => {
    const accounts = [
      { id: 1, name: "CommBank Everyday Offset", type: "checking" },
      { id: 2, name: "ING Savings Maximiser", type: "savings" },
    ].map((a) => ({
      ...a,
      type: a.type as "checking" | "savings",
      institution: null,
      balanceCents: 0 as never,
      isActive: true,
    }));
    const ids = (text: string) =>
      parseQuestion(text, { ...ctx, accounts }).accountIds;
    expect(ids("how much went from savings to the offset this year")).toEqual([
      2, 1,
    ]);
    expect(ids("how much went to the offset from savings")).toEqual([1, 2]);
    expect(ids("whats in the offset")).toEqual([1]);
  });
  it("names a goal by another word of its kind", () => {
    const goals = ["Japan Trip", "Kitchen Reno"];
    const named = (text: string) =>
      parseQuestion(text, { ...ctx, goals }).isGoalNamed;
    expect(named("how close are we to the holiday fund")).toBe(true);
    expect(named("how is the renovation goal going")).toBe(true);
    expect(named("how much did we spend on holidays this year")).toBe(false);
  });
  it("keeps weather out of recurring (no statistical guess)", () => {
    expect(parseQuestion("what is the weather today", ctx).intent).toBe(
      "out_of_scope",
    );
  });
});

describe("kinds of merchant", () => {
  const user = {
    today: "2026-03-18",
    accounts: [],
    merchants: [
      "Shell",
      "Applegreen",
      "Uber",
      "Peoples Gas",
      "ComEd",
      "Netflix",
      "Spotify",
      "Starbucks",
      "Lou Malnati's",
      "Just Eat",
    ],
    merchantKinds: new Map([
      ["Shell", "fuel"],
      ["Uber", "ride_hailing"],
      ["ComEd", "energy"],
      ["Netflix", "streaming"],
      ["Spotify", "music"],
      ["Starbucks", "coffee"],
      ["Just Eat", "food_delivery"],
    ]),
    merchantCategories: new Map([
      ["Shell", "transportation"],
      ["Applegreen", "transportation"],
      ["Uber", "transportation"],
      ["Peoples Gas", "utilities"],
      ["ComEd", "utilities"],
      ["Netflix", "subscription"],
      ["Spotify", "subscription"],
      ["Starbucks", "food_dining"],
      ["Lou Malnati's", "food_dining"],
      ["Just Eat", "food_dining"],
    ]),
  };
  const read = (text: string) => {
    const f = parseQuestion(text, user);
    return { merchants: f.merchants, categories: f.categories };
  };

  it("reads a kind as the user's merchants of it, not the whole category", () => {
    expect(read("how much on gas last month")).toEqual({
      merchants: ["Shell"],
      categories: [],
    });
    expect(read("streaming services this year")).toEqual({
      merchants: ["Netflix", "Spotify"],
      categories: [],
    });
    expect(read("coffee this month")).toEqual({
      merchants: ["Starbucks"],
      categories: [],
    });
  });

  it("reads 'the gas bill' as the merchant named so, never a fuel station", () => {
    expect(read("how much was the gas bill").merchants).toEqual([
      "Peoples Gas",
    ]);
    expect(read("electric bill in january").merchants).toEqual(["ComEd"]);
  });

  it("counts a merchant the dictionary does not know when its category holds only that kind", () => {
    const alone = {
      ...user,
      merchants: ["Circle K", "Applegreen"],
      merchantKinds: new Map([["Circle K", "fuel"]]),
      merchantCategories: new Map([
        ["Circle K", "transportation"],
        ["Applegreen", "transportation"],
      ]),
    };
    expect(parseQuestion("petrol in november", alone).merchants).toEqual([
      "Circle K",
      "Applegreen",
    ]);
    // Beside Uber, an unknown transport merchant may be anything: only what is known is fuel.
    expect(read("petrol in november").merchants).toEqual(["Shell"]);
  });

  it("reads every kind a list names", () => {
    expect(read("electric bill and coffee last month").merchants).toEqual([
      "ComEd",
      "Starbucks",
    ]);
  });

  it("keeps the whole category when the question names it too", () => {
    expect(read("restaurants, cafes and takeaways in december")).toEqual({
      merchants: [],
      categories: ["food_dining"],
    });
  });

  it("falls back on the category when the user has no merchant of the kind", () => {
    expect(read("how much on parking")).toEqual({
      merchants: [],
      categories: ["transportation"],
    });
  });
});

describe("a phrase of two categories", () => {
  it("reads a night out as eating out and entertainment", () => {
    expect(
      findCategories("how much did i spend on going out").map(
        (m) => m.category,
      ),
    ).toEqual(["food_dining", "entertainment"]);
  });
});
