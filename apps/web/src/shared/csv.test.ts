import { describe, expect, it } from "vitest";
import { textCell } from "@finch/domain";
import { csvText } from "./csv";

describe("csvText", () => {
  it("writes RFC 4180 records after a byte-order mark, quoting only what must be", () => {
    expect(
      csvText([
        ["Merchant", "Amount"],
        ['Joe\'s "Deli", Main St', "12.50"],
        ["Two\r\nlines", "-3.00"],
        ["Plain", "0.00"],
      ]),
    ).toBe(
      '\uFEFFMerchant,Amount\r\n"Joe\'s ""Deli"", Main St",12.50\r\n"Two\r\nlines",-3.00\r\nPlain,0.00\r\n',
    );
  });
});

describe("textCell", () => {
  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+44 shop", "'+44 shop"],
    ["-minus", "'-minus"],
    ["@home", "'@home"],
    ["\tTabbed", "'\tTabbed"],
    ["Trader Joe's", "Trader Joe's"],
    ["1+1", "1+1"],
  ])("keeps %j from reading as a formula", (text, cell) => {
    expect(textCell(text)).toBe(cell);
  });
});
