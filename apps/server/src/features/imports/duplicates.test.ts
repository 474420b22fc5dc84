import { addDays, daysBetween, seededRandom, toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import {
  findDuplicates,
  type ExistingTransaction,
  type RowVerdict,
} from "./duplicates";
import type { ParsedRow } from "./parsing/types";

// The import's duplicate rules: what a person re-importing an overlapping statement, or a
// statement of an account the bank already syncs, sees flagged.

let nextRow = 1;
function row(fields: Partial<ParsedRow> = {}): ParsedRow {
  return {
    row: nextRow++,
    transactionDate: "2026-03-10",
    amountCents: toCents(450),
    transactionType: "debit",
    description: "STARBUCKS STORE #1234 SEATTLE WA",
    merchantName: null,
    memo: null,
    externalId: null,
    category: null,
    rawCategory: null,
    checkNumber: null,
    error: null,
    ...fields,
  };
}

let nextId = 100;
function existing(
  fields: Partial<ExistingTransaction> = {},
): ExistingTransaction {
  return {
    id: nextId++,
    transactionDate: "2026-03-10",
    amountCents: toCents(450),
    transactionType: "debit",
    description: "Starbucks",
    merchantName: null,
    externalId: null,
    ...fields,
  };
}

const NEW: RowVerdict = { status: "new", duplicateOf: null };
const duplicateOf = (id: number): RowVerdict => ({
  status: "duplicate",
  duplicateOf: id,
});

describe("findDuplicates", () => {
  it("flags a row whose bank id the account holds, whatever else changed", () => {
    const held = existing({ externalId: "FIT-1", amountCents: toCents(999) });
    expect(
      findDuplicates(
        [row({ externalId: "FIT-1", transactionDate: "2026-04-30" })],
        [held],
      ),
    ).toEqual([duplicateOf(held.id)]);
  });

  it("flags the same purchase named differently by another source, up to three days apart", () => {
    const synced = existing({ transactionDate: "2026-03-07" });
    expect(findDuplicates([row()], [synced])).toEqual([duplicateOf(synced.id)]);
    const typed = existing({
      transactionDate: "2026-03-13",
      description: "Coffee",
      merchantName: "Starbucks",
    });
    expect(findDuplicates([row()], [typed])).toEqual([duplicateOf(typed.id)]);
  });

  it("keeps a row four days away, in the other direction, of another amount or another payee", () => {
    expect(
      findDuplicates(
        [row()],
        [
          existing({ transactionDate: "2026-03-14" }),
          existing({ transactionType: "credit" }),
          existing({ amountCents: toCents(451) }),
          existing({ description: "SHELL OIL 5551212" }),
        ],
      ),
    ).toEqual([NEW]);
  });

  it("never merges identical rows of one file: each existing transaction answers for one", () => {
    const first = existing();
    expect(findDuplicates([row(), row()], [])).toEqual([NEW, NEW]);
    expect(findDuplicates([row(), row()], [first])).toEqual([
      duplicateOf(first.id),
      NEW,
    ]);
    const second = existing();
    const verdicts = findDuplicates([row(), row()], [first, second]);
    expect(verdicts.map((v) => v.status)).toEqual(["duplicate", "duplicate"]);
    expect(new Set(verdicts.map((v) => v.duplicateOf))).toEqual(
      new Set([first.id, second.id]),
    );
  });

  it("finds a whole statement imported before, in any order, once each", () => {
    const statement = [
      row({ transactionDate: "2026-03-01", amountCents: toCents(1_250) }),
      row({ transactionDate: "2026-03-01", amountCents: toCents(1_250) }),
      row({
        transactionDate: "2026-03-02",
        description: "PAYROLL ACME CORP",
        transactionType: "credit",
        amountCents: toCents(2_500_00),
      }),
      row({ transactionDate: "2026-03-03", description: "" }),
    ];
    const ledger = statement.map((r) =>
      existing({
        transactionDate: r.transactionDate ?? "",
        amountCents: r.amountCents ?? toCents(0),
        transactionType: r.transactionType ?? "debit",
        description: r.description,
      }),
    );
    const verdicts = findDuplicates(statement, [...ledger].reverse());
    expect(verdicts.every((v) => v.status === "duplicate")).toBe(true);
    expect(new Set(verdicts.map((v) => v.duplicateOf)).size).toBe(4);
    const reversed = findDuplicates([...statement].reverse(), ledger);
    expect(reversed.map((v) => v.status)).toEqual(
      verdicts.map((v) => v.status),
    );
    expect(new Set(reversed.map((v) => v.duplicateOf))).toEqual(
      new Set(verdicts.map((v) => v.duplicateOf)),
    );
  });

  it("finds every row of a long statement of few distinct amounts once", () => {
    const random = seededRandom(26);
    const statement = Array.from({ length: 2_000 }, () =>
      row({
        transactionDate: addDays("2026-01-01", Math.floor(random() * 60)),
        amountCents: toCents(100 * (1 + Math.floor(random() * 10))),
        description: random() < 0.5 ? "CORNER GROCER 12" : "Blue Bottle",
      }),
    );
    const ledger = statement.map((r) =>
      existing({
        transactionDate: r.transactionDate ?? "",
        amountCents: r.amountCents ?? toCents(0),
        description: r.description,
      }),
    );
    const verdicts = findDuplicates(statement, ledger.reverse());
    expect(verdicts.filter((v) => v.status !== "duplicate")).toEqual([]);
    expect(new Set(verdicts.map((v) => v.duplicateOf)).size).toBe(2_000);
    // Each row matched a transaction of its own amount, within three days.
    const byId = new Map(ledger.map((t) => [t.id, t]));
    statement.forEach((r, index) => {
      const match = byId.get(verdicts[index]?.duplicateOf ?? 0);
      expect(match?.amountCents).toBe(r.amountCents);
      expect(
        Math.abs(
          daysBetween(match?.transactionDate ?? "", r.transactionDate ?? ""),
        ),
      ).toBeLessThanOrEqual(3);
    });
  });

  it("pairs the nearest date first, and does not reuse a transaction matched by id", () => {
    const older = existing({ transactionDate: "2026-03-08" });
    const sameDay = existing({ transactionDate: "2026-03-10" });
    expect(findDuplicates([row()], [older, sameDay])).toEqual([
      duplicateOf(sameDay.id),
    ]);
    const byId = existing({ externalId: "FIT-9" });
    expect(
      findDuplicates([row(), row({ externalId: "FIT-9" })], [byId]),
    ).toEqual([NEW, duplicateOf(byId.id)]);
  });

  it("leaves rows that could not be read as errors", () => {
    expect(
      findDuplicates(
        [row({ error: "Row 3: no date", transactionDate: null })],
        [existing()],
      ),
    ).toEqual([{ status: "error", duplicateOf: null }]);
  });
});
