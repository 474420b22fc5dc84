import { describe, expect, it } from "vitest";
import {
  accountTypeOf,
  balanceCentsOf,
  categoryOf,
  mapTransaction,
  statusAfterError,
} from "./bank-mapping";
import type { ProviderTransaction } from "./bank-provider";

describe("accountTypeOf", () => {
  it.each([
    ["depository", "checking", "checking"],
    ["depository", "savings", "savings"],
    ["depository", "money market", "savings"],
    ["depository", "cd", "savings"],
    ["depository", "hsa", "savings"],
    ["depository", "prepaid", "checking"],
    ["depository", "paypal", "checking"],
    ["depository", null, "checking"],
    ["credit", "credit card", "credit_card"],
    ["credit", "paypal", "credit_card"],
    ["loan", "mortgage", "mortgage"],
    ["loan", "home equity", "mortgage"],
    ["loan", "student", "loan"],
    ["loan", "auto", "loan"],
    ["investment", "401k", "investment"],
    ["brokerage", null, "investment"],
    ["other", null, "other"],
    ["payroll", null, "other"],
  ])("maps %s / %s to %s", (type, subtype, expected) => {
    expect(accountTypeOf(type, subtype)).toBe(expected);
  });
});

describe("categoryOf", () => {
  it.each([
    ["FOOD_AND_DRINK", "FOOD_AND_DRINK_GROCERIES", null, "groceries"],
    ["FOOD_AND_DRINK", "FOOD_AND_DRINK_RESTAURANT", null, "food_dining"],
    ["INCOME", "INCOME_DIVIDENDS", null, "investment"],
    ["INCOME", "INCOME_INTEREST_EARNED", null, "investment"],
    ["INCOME", "INCOME_WAGES", null, "salary"],
    ["INCOME", "INCOME_SALARY", null, "salary"],
    [
      "TRANSFER_OUT",
      "TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS",
      null,
      "investment",
    ],
    ["TRANSFER_IN", "TRANSFER_IN_ACCOUNT_TRANSFER", null, "transfer"],
    ["LOAN_DISBURSEMENTS", "LOAN_DISBURSEMENTS_AUTO", null, "transfer"],
    ["LOAN_PAYMENTS", "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT", null, "transfer"],
    ["LOAN_PAYMENTS", "LOAN_PAYMENTS_MORTGAGE_PAYMENT", null, "other"],
    [
      "ENTERTAINMENT",
      "ENTERTAINMENT_CASINOS_AND_GAMBLING",
      null,
      "entertainment",
    ],
    ["ENTERTAINMENT", "ENTERTAINMENT_TV_AND_MOVIES", "Netflix", "subscription"],
    [
      "ENTERTAINMENT",
      "ENTERTAINMENT_MUSIC_AND_AUDIO",
      "Spotify",
      "subscription",
    ],
    [
      "GENERAL_MERCHANDISE",
      "GENERAL_MERCHANDISE_SUPERSTORES",
      null,
      "shopping",
    ],
    ["HOME_IMPROVEMENT", "HOME_IMPROVEMENT_HARDWARE", null, "shopping"],
    ["MEDICAL", "MEDICAL_PHARMACIES_AND_SUPPLEMENTS", null, "healthcare"],
    [
      "PERSONAL_CARE",
      "PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS",
      null,
      "subscription",
    ],
    ["PERSONAL_CARE", "PERSONAL_CARE_HAIR_AND_BEAUTY", null, "other"],
    ["GENERAL_SERVICES", "GENERAL_SERVICES_EDUCATION", null, "education"],
    ["GENERAL_SERVICES", "GENERAL_SERVICES_AUTOMOTIVE", null, "transportation"],
    [
      "GENERAL_SERVICES",
      "GENERAL_SERVICES_POSTAGE_AND_SHIPPING",
      null,
      "other",
    ],
    ["TRANSPORTATION", "TRANSPORTATION_GAS", null, "transportation"],
    ["TRAVEL", "TRAVEL_FLIGHTS", null, "travel"],
    ["RENT_AND_UTILITIES", "RENT_AND_UTILITIES_RENT", null, "utilities"],
    [
      "GOVERNMENT_AND_NON_PROFIT",
      "GOVERNMENT_AND_NON_PROFIT_DONATIONS",
      null,
      "other",
    ],
    ["BANK_FEES", "BANK_FEES_OVERDRAFT_FEES", null, "other"],
    ["SOMETHING_NEW", "SOMETHING_NEW_ENTIRELY", null, "other"],
  ])("maps %s / %s (%s) to %s", (primary, detailed, merchant, expected) => {
    expect(categoryOf({ primary, detailed }, merchant)).toBe(expected);
  });

  it("falls back to other without a category", () => {
    expect(categoryOf(null, "Corner Shop")).toBe("other");
  });
});

const base: ProviderTransaction = {
  transaction_id: "t1",
  account_id: "a1",
  amount: 12.34,
  iso_currency_code: "USD",
  date: "2026-03-15",
  authorized_date: null,
  name: "Coffee",
  merchant_name: "Blue Bottle",
  pending: false,
  pending_transaction_id: null,
  personal_finance_category: {
    primary: "FOOD_AND_DRINK",
    detailed: "FOOD_AND_DRINK_COFFEE",
  },
};

describe("mapTransaction", () => {
  it.each([
    [12.34, "debit", 1234],
    [-2500, "credit", 250_000],
    [0.01, "debit", 1],
    [-0.01, "credit", 1],
    [1.005, "debit", 101],
    [-1.005, "credit", 101],
    [0.1 + 0.2, "debit", 30],
  ])("turns Plaid's amount %s into a %s of %i cents", (amount, type, cents) => {
    expect(mapTransaction({ ...base, amount })).toMatchObject({
      transactionType: type,
      amountCents: cents,
    });
  });

  it("skips a zero amount, which the ledger cannot hold", () => {
    expect(mapTransaction({ ...base, amount: 0 })).toBeUndefined();
  });

  it("dates by authorized_date when present", () => {
    expect(
      mapTransaction({ ...base, authorized_date: "2026-03-13" })
        ?.transactionDate,
    ).toBe("2026-03-13");
    expect(mapTransaction(base)?.transactionDate).toBe("2026-03-15");
  });
});

describe("balanceCentsOf", () => {
  const account = (
    type: string,
    current: number | null,
    available: number | null,
  ) => ({
    account_id: "a",
    name: "A",
    mask: null,
    type,
    subtype: null,
    balances: { current, available, iso_currency_code: "USD" },
  });
  it.each([
    ["depository", 100.5, 90, 10_050],
    ["depository", null, 90, 9_000],
    ["depository", null, null, 0],
    ["credit", 1245.67, null, -124_567],
    ["loan", 14820, null, -1_482_000],
    ["investment", 5000, null, 500_000],
  ])(
    "stores a %s balance of %s / %s as %i cents",
    (type, current, available, cents) => {
      expect(balanceCentsOf(account(type, current, available))).toBe(cents);
    },
  );
});

describe("statusAfterError", () => {
  it.each([
    ["ITEM_LOGIN_REQUIRED", "needs_reauth"],
    ["PENDING_EXPIRATION", "needs_reauth"],
    ["INVALID_CREDENTIALS", "needs_reauth"],
    ["ITEM_LOCKED", "needs_reauth"],
    ["ITEM_NOT_FOUND", "revoked"],
    ["USER_PERMISSION_REVOKED", "revoked"],
    ["INSTITUTION_DOWN", undefined],
    ["RATE_LIMIT_EXCEEDED", undefined],
    ["TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION", "error"],
  ])("puts an item with %s in %s", (code, status) => {
    expect(statusAfterError(code)).toBe(status);
  });
});
