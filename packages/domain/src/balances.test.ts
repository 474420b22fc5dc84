import { describe, expect, it } from "vitest";
import {
  balanceOn,
  countedWindow,
  isUpcoming,
  movesBalance,
  upcomingBounds,
  type BalanceAnchor,
  type DatedTransaction,
} from "./balances";
import { toCents } from "./money";

const anchor: BalanceAnchor = {
  balanceCents: toCents(245_075),
  date: "2026-11-27",
  at: "2026-11-27T09:00:00.000Z",
};
const TODAY = "2026-11-28";

const row = (
  transactionDate: string,
  createdAt: string,
  amount: number,
  transactionType: "debit" | "credit" = "debit",
): DatedTransaction => ({
  transactionDate,
  createdAt,
  amountCents: toCents(amount),
  transactionType,
});

describe("movesBalance", () => {
  it.each([
    ["dated after the anchor day", "2026-11-28", "2026-11-28T08:00:00Z", true],
    [
      "on the anchor day, recorded after the anchor moment",
      "2026-11-27",
      "2026-11-27T09:00:00.001Z",
      true,
    ],
    [
      "on the anchor day, recorded before it (part of the stated balance)",
      "2026-11-27",
      "2026-11-27T08:59:59.999Z",
      false,
    ],
    [
      "on the anchor day, recorded at the anchor moment itself",
      "2026-11-27",
      "2026-11-27T09:00:00.000Z",
      false,
    ],
    [
      "back-filled history, recorded later",
      "2026-03-01",
      "2026-11-28T10:00:00Z",
      false,
    ],
    [
      "upcoming (dated after today)",
      "2026-11-29",
      "2026-11-27T10:00:00Z",
      false,
    ],
    [
      "an instant written with an offset compares as the moment it is",
      "2026-11-27",
      "2026-11-27T10:30:00+01:00",
      true,
    ],
  ])("%s → %s", (_why, date, createdAt, expected) => {
    expect(movesBalance(row(date, createdAt, 1), anchor, TODAY)).toBe(expected);
  });
});

const checking = (a: BalanceAnchor = anchor) => ({
  accountType: "checking" as const,
  anchor: a,
});

describe("balanceOn", () => {
  it("keeps the stated balance when history is back-filled", () => {
    const history = Array.from({ length: 240 }, (_, i) =>
      row(
        `2026-0${String(3 + Math.floor(i / 31))}-${String((i % 28) + 1).padStart(2, "0")}`,
        "2026-11-28T12:00:00Z",
        5_000 + i,
        i % 5 === 0 ? "credit" : "debit",
      ),
    );
    expect(balanceOn(checking(), history, TODAY)).toBe(245_075);
  });

  it("moves with rows after the anchor, by their direction", () => {
    const rows = [
      row("2026-11-28", "2026-11-28T08:00:00Z", 500),
      row("2026-11-28", "2026-11-28T08:00:00Z", 10_000, "credit"),
      row("2026-11-27", "2026-11-27T12:00:00Z", 75),
    ];
    expect(balanceOn(checking(), rows, TODAY)).toBe(
      245_075 - 500 + 10_000 - 75,
    );
  });

  it("counts an upcoming row on its day, with nothing written", () => {
    const rent = [row("2026-12-01", "2026-11-28T08:00:00Z", 150_000)];
    expect(balanceOn(checking(), rent, "2026-11-30")).toBe(245_075);
    expect(balanceOn(checking(), rent, "2026-12-01")).toBe(95_075);
  });

  it.each([
    [
      "a card stated below zero goes further below with a purchase",
      "credit_card",
      -120_000,
      "debit",
      -125_000,
    ],
    [
      "a card stated below zero rises with a payment",
      "credit_card",
      -120_000,
      "credit",
      -115_000,
    ],
    [
      "a card stated as the amount owed owes more after a purchase",
      "credit_card",
      120_000,
      "debit",
      125_000,
    ],
    [
      "a loan stated as the amount owed owes less after a payment",
      "loan",
      980_000,
      "credit",
      975_000,
    ],
    [
      "a mortgage at zero goes below zero with a debit",
      "mortgage",
      0,
      "debit",
      -5_000,
    ],
    [
      "an asset's sign never flips the effect",
      "savings",
      120_000,
      "debit",
      115_000,
    ],
  ] as const)("%s", (_why, accountType, stated, transactionType, expected) => {
    const moved = {
      ...row("2026-11-28", "2026-11-28T08:00:00Z", 5_000),
      transactionType,
    };
    expect(
      balanceOn(
        { accountType, anchor: { ...anchor, balanceCents: toCents(stated) } },
        [moved],
        TODAY,
      ),
    ).toBe(expected);
  });
});

describe("isUpcoming", () => {
  it.each([
    ["2026-11-29", true],
    ["2026-11-28", false],
    ["2025-12-31", false],
  ])("%s → %s", (date, expected) => {
    expect(isUpcoming(date, TODAY)).toBe(expected);
  });
});

describe("countedWindow", () => {
  it.each([
    [
      "a past window is whole",
      { startDate: "2026-10-01", endDate: "2026-10-31" },
      { startDate: "2026-10-01", endDate: "2026-10-31" },
    ],
    [
      "the current month stops today",
      { startDate: "2026-11-01", endDate: "2026-11-30" },
      { startDate: "2026-11-01", endDate: TODAY },
    ],
    [
      "a window ending today is whole",
      { startDate: "2026-11-23", endDate: TODAY },
      { startDate: "2026-11-23", endDate: TODAY },
    ],
    [
      "a window starting after today counts nothing",
      { startDate: "2026-12-01", endDate: "2026-12-31" },
      null,
    ],
  ])("%s", (_why, window, expected) => {
    expect(countedWindow(window, TODAY)).toEqual(expected);
  });
});

describe("upcomingBounds", () => {
  it.each([
    ["include leaves the bounds", {}, "include", {}],
    ["exclude ends an open list today", {}, "exclude", { endDate: TODAY }],
    [
      "exclude keeps an earlier end",
      { startDate: "2026-01-01", endDate: "2026-02-01" },
      "exclude",
      { startDate: "2026-01-01", endDate: "2026-02-01" },
    ],
    [
      "exclude cuts a later end",
      { endDate: "2027-01-01" },
      "exclude",
      { endDate: TODAY },
    ],
    ["only starts tomorrow", {}, "only", { startDate: "2026-11-29" }],
    [
      "only keeps a later start",
      { startDate: "2027-01-01" },
      "only",
      { startDate: "2027-01-01" },
    ],
  ] as const)("%s", (_why, bounds, upcoming, expected) => {
    const result = upcomingBounds(bounds, upcoming, TODAY);
    expect(
      Object.fromEntries(
        Object.entries(result).filter(([, v]) => v !== undefined),
      ),
    ).toEqual(expected);
  });
});
