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
  ])("maps %s to %s", (text, category) => {
    expect(mapCategory(text)).toBe(category);
  });

  it("leaves unknown text unmapped", () => {
    expect(mapCategory("Expenses")).toBeNull();
    expect(mapCategory("")).toBeNull();
    expect(mapCategory(null)).toBeNull();
  });
});
