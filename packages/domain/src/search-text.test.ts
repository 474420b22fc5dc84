import { describe, expect, it } from "vitest";
import { searchTextOf } from "./search-text";

describe("searchTextOf", () => {
  it("joins description and merchant on a line break, lower-cased", () => {
    expect(
      searchTextOf({ description: "WHOLE FOODS", merchantName: "Whole Foods" }),
    ).toBe("whole foods\nwhole foods");
  });

  it("leaves the merchant's line empty when there is none", () => {
    expect(searchTextOf({ description: "ÉCOLE", merchantName: null })).toBe(
      "école\n",
    );
  });
});
