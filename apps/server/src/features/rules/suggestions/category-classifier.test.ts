import { toCents, type Category } from "@finch/domain";
import { describe, expect, it } from "vitest";
import {
  isConfident,
  SUGGESTION_THRESHOLD,
  trainCategoryClassifier,
  type TrainingRow,
} from "./category-classifier";

function rows(
  description: string,
  category: Category,
  times: number,
  extra: Partial<TrainingRow> = {},
): TrainingRow[] {
  return Array.from({ length: times }, (_, i) => ({
    description: description.replace("#", String(1000 + i * 7)),
    merchantName: null,
    amountCents: toCents(1200 + i * 35),
    transactionType: "debit",
    category,
    categorySource: "user",
    ...extra,
  }));
}

const row = (description: string, transactionType = "debit", cents = 2500) => ({
  description,
  merchantName: null,
  amountCents: toCents(cents),
  transactionType,
});

/** A year of one person's categorised rows: coffee under food_dining, the gym as entertainment. */
const history: TrainingRow[] = [
  ...rows("SQ *CORNER BEAN # OAKLAND CA", "food_dining", 20),
  ...rows("24 HOUR FITNESS USA CLUB DUES", "entertainment", 12),
  ...rows("SAFEWAY #", "groceries", 30),
  ...rows("TRADER JOE S # QPS", "groceries", 25),
  ...rows("CHEVRON #", "transportation", 12),
  ...rows("NETFLIX.COM", "subscription", 12),
  ...rows("PGANDE WEB ONLINE #", "utilities", 12),
  ...rows("AMZN Mktp US*#AB", "shopping", 16),
  ...rows("AMZN Mktp US*#CD", "groceries", 4),
  ...rows("Amazon Prime*#PR", "subscription", 12, {
    amountCents: toCents(1499),
  }),
  ...rows("ACME ROBOTICS PAYROLL PPD ID #", "salary", 24, {
    transactionType: "credit",
    amountCents: toCents(312500),
  }),
  ...rows("TRANSFER TO SAVINGS XXXX4821", "transfer", 12),
  ...rows("VENMO PAYMENT #", "other", 10),
  ...rows("PIEDMONT DENTAL GROUP", "healthcare", 3),
  ...rows("LAKESHORE THAI KITCHEN", "food_dining", 6),
];

describe("trainCategoryClassifier", () => {
  const classifier = trainCategoryClassifier(history);

  it("gives a merchant seen before the person's usual category, however the bank writes it", () => {
    const p = classifier.predict(
      row("CHECKCARD 0412 SQ *CORNER BEAN 5521 BERKELEY CA"),
    );
    expect(p).toMatchObject({ category: "food_dining", reason: "merchant" });
    expect(p?.confidence).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
  });

  it("follows the person's habit over the dictionary's default", () => {
    expect(classifier.predict(row("24HR FITNESS CLUB DUES"))?.category).toBe(
      "entertainment",
    );
    const newGym = classifier.predict(row("PLANET FITNESS 0231"));
    expect(newGym).toMatchObject({
      category: "entertainment",
      reason: "similar",
    });
  });

  it("is less sure of a merchant the person splits between categories", () => {
    const amazon = classifier.predict(
      row("AMAZON MKTPLACE PMTS", "debit", 3300),
    );
    const netflix = classifier.predict(row("NETFLIX.COM", "debit", 1549));
    expect(amazon?.category).toBe("shopping");
    expect(amazon?.confidence ?? 1).toBeLessThan(netflix?.confidence ?? 0);
  });

  it("tells a merchant's different purchases apart by their words (Prime is a subscription)", () => {
    expect(
      classifier.predict(row("Amazon Prime*8XY7Z", "debit", 1499))?.category,
    ).toBe("subscription");
  });

  it("uses the direction: a credit from the employer is salary, a refund keeps the category", () => {
    expect(
      classifier.predict(
        row("ACME ROBOTICS PAYROLL PPD ID 99", "credit", 312500),
      )?.category,
    ).toBe("salary");
    expect(
      classifier.predict(row("CHEVRON 0042 REFUND", "credit", 1800))?.category,
    ).toBe("transportation");
  });

  it("finds the category of a new merchant from similar words in the person's history", () => {
    const p = classifier.predict(row("BAYSIDE THAI KITCHEN"));
    expect(p).toMatchObject({ category: "food_dining", reason: "similar" });
  });

  it("falls back on the dictionary's knowledge for kinds the person never filed", () => {
    expect(classifier.predict(row("WALGREENS #4410"))?.category).toBe(
      "healthcare",
    );
    expect(
      classifier.predict(row("HILTON GARDEN INN SEATTLE WA", "debit", 28000))
        ?.category,
    ).toBe("travel");
  });

  it("makes no confident suggestion for a merchant that gives no clue", () => {
    const p = classifier.predict(row("QZX HOLDINGS 7731"));
    expect(isConfident(p)).toBe(false);
  });

  it("learns only from rows the person set or confirmed", () => {
    const guesses = rows("TRADER JOE S # QPS", "shopping", 30, {
      categorySource: "provider",
    });
    const trained = trainCategoryClassifier([
      ...guesses,
      ...rows("SAFEWAY #", "groceries", 5),
    ]);
    expect(trained.trainedOn).toBe(5);
    expect(trained.predict(row("TRADER JOE S #552 QPS"))?.category).not.toBe(
      "shopping",
    );
  });

  it("ignores rows whose category is not one of the fourteen", () => {
    const trained = trainCategoryClassifier(
      rows("SAFEWAY #", "groceries", 3).map((r) => ({
        ...r,
        category: "housing",
      })),
    );
    expect(trained.trainedOn).toBe(0);
  });

  it("is surer of a merchant the more often the person categorised it the same way", () => {
    const once = trainCategoryClassifier(
      rows("BLUE DOOR FLORIST", "shopping", 1),
    );
    const often = trainCategoryClassifier(
      rows("BLUE DOOR FLORIST", "shopping", 8),
    );
    const a = once.predict(row("BLUE DOOR FLORIST"))?.confidence ?? 0;
    const b = often.predict(row("BLUE DOOR FLORIST"))?.confidence ?? 0;
    expect(b).toBeGreaterThan(a);
  });
});

describe("a person with no history", () => {
  const newcomer = trainCategoryClassifier([]);

  it("gets the dictionary's brand, then keyword answers, less sure of keywords", () => {
    const brand = newcomer.predict(row("POS 4821 TESCO STORES 3017 LONDON GB"));
    const keyword = newcomer.predict(row("RIVERSIDE DENTAL CLINIC"));
    expect(brand).toMatchObject({
      category: "groceries",
      reason: "dictionary",
    });
    expect(keyword).toMatchObject({
      category: "healthcare",
      reason: "keyword",
    });
    expect(keyword?.confidence ?? 1).toBeLessThan(brand?.confidence ?? 0);
  });

  it("gets nothing when the dictionary knows nothing", () => {
    expect(newcomer.predict(row("J D ENTERPRISES"))).toBeNull();
  });
});

describe("a person who corrected a few rows", () => {
  it("keeps the dictionary's suggestions for kinds of merchant they never filed", () => {
    const newcomer = trainCategoryClassifier([]);
    const corrected = trainCategoryClassifier([
      {
        ...row("CVS/PHARMACY #04512", "debit", 987),
        category: "shopping",
        categorySource: "user",
      },
      {
        ...row("NETFLIX.COM", "debit", 1549),
        category: "entertainment",
        categorySource: "user",
      },
    ]);
    for (const line of [
      "GREEN LEAF NURSERY 31 PORTLAND OR",
      "SHELL OIL 57442 HOUSTON TX",
      "CASA MIA TRATTORIA 21",
    ]) {
      const before = newcomer.predict(row(line, "debit", 4400));
      const after = corrected.predict(row(line, "debit", 4400));
      expect(isConfident(before)).toBe(true);
      expect(after?.category).toBe(before?.category);
      expect(isConfident(after)).toBe(true);
    }
  });
});
