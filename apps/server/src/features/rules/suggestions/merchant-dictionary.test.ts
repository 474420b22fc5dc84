import { describe, expect, it } from "vitest";
import { BRANDS } from "./merchant-dictionary-data";
import { RETAIL_BRANDS } from "./merchant-dictionary-data-retail";
import { MORE_BRANDS } from "./merchant-dictionary-data-shops";
import {
  BRAND_CONFIDENCE,
  KEYWORD_CONFIDENCE,
  lookupMerchant,
} from "./merchant-dictionary";

const debit = (description: string, merchantName: string | null = null) =>
  lookupMerchant({ description, merchantName, transactionType: "debit" });
const credit = (description: string) =>
  lookupMerchant({ description, transactionType: "credit" });

describe("merchant dictionary: brands", () => {
  it.each([
    ["POS 4821 TESCO STORES 3017 LONDON GB", "Tesco", "groceries"],
    ["WOOLWORTHS 3345 SYDNEY", "Woolworths", "groceries"],
    ["REWE Markt GmbH//Berlin/DE", "REWE", "groceries"],
    ["LOBLAWS #1234", "Loblaws", "groceries"],
    [
      "SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA",
      "Blue Bottle Coffee",
      "food_dining",
    ],
    ["CHECKCARD 0412 SHELL OIL 57442 HOUSTON TX", "Shell", "transportation"],
    ["UBER *TRIP HELP.UBER.COM", "Uber", "transportation"],
    ["UBER CANADA/UBEREATS", "Uber Eats", "food_dining"],
    ["DELTA AIR 0062345678901", "Delta Air Lines", "travel"],
    ["MARRIOTT HOTELS NEW YORK", "Marriott", "travel"],
    ["NETFLIX.COM", "Netflix", "subscription"],
    ["PAYPAL *SPOTIFY 35314369001", "Spotify", "subscription"],
    ["DD OCTOPUS ENERGY", "Octopus Energy", "utilities"],
    ["WALGREENS #1234", "Walgreens", "healthcare"],
    ["AMZN Mktp US*2K4LM0QX2", "Amazon", "shopping"],
    ["PLANET FITNESS", "Planet Fitness", "healthcare"],
    ["COURSERA *T8KX4TDTU", "Coursera", "education"],
    ["VANGUARD BUY INVESTMENT", "Vanguard", "investment"],
  ])("knows %s", (description, name, category) => {
    expect(debit(description)).toMatchObject({
      name,
      category,
      source: "dictionary",
      confidence: BRAND_CONFIDENCE,
    });
  });

  it("reads the bank sync's merchant name before the description", () => {
    expect(debit("ACH DEBIT 88812", "Trader Joe's")).toMatchObject({
      name: "Trader Joe's",
    });
  });

  it("prefers the longer name: Costco's fuel is transport, Amazon Prime a subscription", () => {
    expect(debit("COSTCO GAS #1234")?.category).toBe("transportation");
    expect(debit("COSTCO WHSE #1234")?.category).toBe("groceries");
    expect(debit("AMAZON PRIME MEMBERSHIP")?.category).toBe("subscription");
  });

  it("matches a short or common-word brand only where the merchant's name starts", () => {
    expect(debit("BP CONNECT SYDNEY")?.name).toBe("BP");
    expect(debit("JOHN'S BP SERVICE")?.name ?? null).toBeNull();
    expect(debit("TARGET 00012345")?.name).toBe("Target");
    expect(debit("ON TARGET ARCHERY RANGE")?.name ?? null).toBeNull();
  });

  it("does not take a holding company for the airline with the same letters", () => {
    expect(debit("KLM HOLDINGS LLC")?.category).not.toBe("travel");
  });

  it("holds several hundred real brands", () => {
    const all = [BRANDS, MORE_BRANDS, RETAIL_BRANDS].flatMap((g) =>
      Object.values(g).flat(),
    );
    expect(all.length).toBeGreaterThanOrEqual(700);
  });
});

describe("merchant dictionary: keywords for unknown merchants", () => {
  it.each([
    ["OAKLAND FAMILY DENTISTRY", "healthcare"],
    ["QUEENS PHARMACY 123", "healthcare"],
    ["ZAHNARZTPRAXIS DR MEIER", "healthcare"],
    ["Adler Apotheke Berlin", "healthcare"],
    ["GOLDEN DRAGON CHINESE RESTAURANT", "food_dining"],
    ["CORNER CAFE", "food_dining"],
    ["BOULANGERIE LEBLANC", "food_dining"],
    ["NORTHSIDE GROCERY & DELI", "groceries"],
    ["VALLEY FUEL STOP", "transportation"],
    ["CITY OF SPRINGFIELD PARKING", "transportation"],
    ["GRAND HOTEL ROMA", "travel"],
    ["MUSEES DE LA VILLE", "entertainment"],
    ["RIVERSIDE WATER DISTRICT", "utilities"],
    ["STATE COLLEGE TUITION", "education"],
    ["ATM WITHDRAWAL 123456", "other"],
    ["ONLINE TRANSFER TO SAVINGS", "transfer"],
  ])("%s → %s", (description, category) => {
    const hit = debit(description);
    expect(hit).toMatchObject({ category, source: "keyword", name: null });
    expect(hit?.confidence).toBeLessThan(BRAND_CONFIDENCE);
  });

  it("says salary only for money coming in", () => {
    expect(credit("ACME CORP PAYROLL PPD ID 1234")?.category).toBe("salary");
    expect(debit("ACME CORP PAYROLL PPD ID 1234")?.category).not.toBe("salary");
  });

  it("trusts a plain word less than a specific one", () => {
    const weak = debit("CLUB FEES");
    expect(weak?.confidence).toBeLessThan(KEYWORD_CONFIDENCE);
  });

  it("answers null when nothing is known", () => {
    expect(debit("J D ENTERPRISES")).toBeNull();
    expect(debit("")).toBeNull();
  });
});
