import { describe, expect, it } from "vitest";
import { heldOutHouseholds } from "./held-out";
import { seenMerchants } from "./ledger";

describe("held-out households", () => {
  it("are the same ledgers every run, so scores can be compared across commits", () => {
    const first = heldOutHouseholds();
    const second = heldOutHouseholds();
    expect(second).toEqual(first);
  });

  it("test a month with both known and never-seen merchants, and train on the bank's guesses too", () => {
    for (const h of heldOutHouseholds()) {
      const seen = seenMerchants(h.train);
      const unseen = h.test.filter((r) => !seen.has(r.merchantKey));
      expect(unseen.length).toBeGreaterThan(10);
      expect(h.test.length - unseen.length).toBeGreaterThan(30);
      expect(h.train.some((r) => r.categorySource === "provider")).toBe(true);
      expect(h.test.every((r) => r.date > (h.train.at(-1)?.date ?? ""))).toBe(
        true,
      );
    }
  });
});
