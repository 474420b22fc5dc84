import { describe, expect, it } from "vitest";
import { mapCategory } from "./category-map";

describe("mapCategory", () => {
  it.each([
    ["Groceries", "groceries"],
    ["Supermarket", "groceries"],
    ["Restaurants", "food_dining"],
    ["Food & Dining", "food_dining"],
    ["Auto & Transport", "transportation"],
    ["Auto & Transport:Gas & Fuel", "transportation"],
    ["Paycheck", "salary"],
    ["Transfer", "transfer"],
    ["Usual Expenses:Shopping", "shopping"],
    ["  SUBSCRIPTIONS ", "subscription"],
    ["Food & Drink", "food_dining"],
    ["Gas & Auto Service", "transportation"],
  ])("maps %s to %s", (text, category) => {
    expect(mapCategory(text)).toBe(category);
  });

  it("leaves unknown text unmapped", () => {
    expect(mapCategory("Expenses")).toBeNull();
    // Words naming two categories are no answer.
    expect(mapCategory("Food & Gas")).toBeNull();
    expect(mapCategory("")).toBeNull();
    expect(mapCategory(null)).toBeNull();
  });
});
