import { describe, expect, it } from "vitest";
import { detectDateFormat, parseDate, parseOfxDate } from "./dates";

describe("detectDateFormat", () => {
  it("reads all values: a later 25/04 proves day-first although 03/04 fits both", () => {
    const values = ["03/04/2024", "04/04/2024", "12/04/2024", "25/04/2024"];
    expect(detectDateFormat(values)).toBe("DD/MM/YYYY");
    expect(parseDate("03/04/2024", "DD/MM/YYYY")).toBe("2024-04-03");
  });

  it("stays month-first for US files and day-first on a tie in a decimal-comma file", () => {
    expect(detectDateFormat(["03/04/2024", "12/25/2024"])).toBe("MM/DD/YYYY");
    expect(detectDateFormat(["03/04/2024", "05/06/2024"])).toBe("MM/DD/YYYY");
    expect(detectDateFormat(["03/04/2024", "05/06/2024"], true)).toBe(
      "DD/MM/YYYY",
    );
  });

  it("names unpadded and other common forms", () => {
    expect(detectDateFormat(["2/8/15", "2/24/15"])).toBe("M/D/YY");
    expect(detectDateFormat(["31.12.2024", "01.01.2025"])).toBe("DD.MM.YYYY");
    expect(detectDateFormat(["31.12.24"])).toBe("DD.MM.YY");
    expect(detectDateFormat(["2025.12.04"])).toBe("YYYY.MM.DD");
    expect(detectDateFormat(["20240315"])).toBe("YYYYMMDD");
    expect(detectDateFormat(["15-Mar-2024", "01-Apr-2024"])).toBe(
      "DD-MMM-YYYY",
    );
    expect(detectDateFormat(["Mar 15, 2024"])).toBe("MMM DD, YYYY");
    expect(
      detectDateFormat(["2024-03-15T10:15:00Z", "2024-03-16 08:00:00"]),
    ).toBe("YYYY-MM-DD");
    expect(detectDateFormat(["hello", ""])).toBeNull();
  });
});

describe("parseDate", () => {
  it("maps two-digit years 00–69 to the 2000s and 70–99 to the 1900s", () => {
    expect(parseDate("01/02/69", "MM/DD/YY")).toBe("2069-01-02");
    expect(parseDate("01/02/70", "MM/DD/YY")).toBe("1970-01-02");
    expect(parseDate("12/19/18", "MM/DD/YY")).toBe("2018-12-19");
  });

  it("refuses days that do not exist", () => {
    expect(parseDate("31/02/2024", "DD/MM/YYYY")).toBeNull();
    expect(parseDate("29.02.2023", "DD.MM.YYYY")).toBeNull();
    expect(parseDate("29.02.2024", "DD.MM.YYYY")).toBe("2024-02-29");
  });

  it("reads English month names, short and long", () => {
    expect(parseDate("5 September 2024", "DD MMM YYYY")).toBe("2024-09-05");
    expect(parseDate("Sept 5, 2024", "MMM DD, YYYY")).toBe("2024-09-05");
    expect(parseDate("5-Foo-2024", "DD-MMM-YYYY")).toBeNull();
  });
});

describe("parseOfxDate", () => {
  it("keeps the calendar day as written, whatever the zone", () => {
    expect(parseOfxDate("20120720000000.000[-4:EDT]")).toBe("2012-07-20");
    expect(parseOfxDate("20230330235959[+10:AEST]")).toBe("2023-03-30");
    expect(parseOfxDate("20090401")).toBe("2009-04-01");
    expect(parseOfxDate("")).toBeNull();
    expect(parseOfxDate("20120231")).toBeNull();
  });
});
