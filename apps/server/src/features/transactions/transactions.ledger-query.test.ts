import {
  answerOf,
  averagePer,
  LEDGER_GROUPINGS,
  LEDGER_MEASURES,
  toCents,
  type Category,
  type LedgerShape,
} from "@finch/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { instanceServices } from "../../../test/instance-services";
import { moneyApi, TODAY_UTC } from "../../../test/money-api";

// The ledger's read model adds rows up in the database; the same question answered from the
// rows themselves, one by one, must give the same answer for any filters, measure and grouping.
const { app, database } = await buildTestApp();
const money = moneyApi(app, database);
const { transactionsService } = instanceServices(database.db, {
  now: () => new Date(),
});

const CATEGORIES: Category[] = [
  "groceries",
  "food_dining",
  "transfer",
  "salary",
  "other",
];
const DATES = [
  "2026-01-05",
  "2026-02-28",
  "2026-03-02",
  "2026-11-23",
  TODAY_UTC,
];
const row = fc.record({
  account: fc.nat({ max: 1 }),
  category: fc.constantFrom(...CATEGORIES),
  cents: fc.integer({ min: 1, max: 50_000 }),
  debit: fc.boolean(),
  date: fc.constantFrom(...DATES),
  merchant: fc.constantFrom("Blue Bottle", "Corner Deli", null),
  pending: fc.boolean(),
});

describe("the ledger's read model", () => {
  it("answers every shape as the rows themselves do, on both databases", async () => {
    const user = await makeUser(app);
    const accounts = [
      await money.createAccount(user, { name: "A" }),
      await money.createAccount(user, { name: "B" }),
    ];
    const rows = fc.sample(fc.array(row, { minLength: 30, maxLength: 30 }), {
      numRuns: 1,
      seed: 20261128,
    })[0];
    if (!rows) throw new Error("no sample");
    // One upcoming row, which no answer counts yet.
    const tomorrow = new Date(Date.parse(TODAY_UTC) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await money.createTransaction(user, accounts[0]?.id ?? 0, {
      amount: 999,
      category: "groceries",
      transaction_date: tomorrow,
    });
    for (const r of rows)
      await money.createTransaction(user, accounts[r.account]?.id ?? 0, {
        description: `Row ${r.merchant ?? "plain"}`,
        merchant_name: r.merchant,
        category: r.category,
        amount: r.cents / 100,
        transaction_type: r.debit ? "debit" : "credit",
        transaction_date: r.date,
        is_pending: r.pending,
      });

    // The merchants the ledger names: a merchant name, else the description, with its span.
    const merchants = await transactionsService.merchants(user.id);
    const named = (m: string | null) => rows.filter((r) => r.merchant === m);
    expect(
      merchants
        .filter((m) => m.name !== "Purchase")
        .map((m) => [m.name, m.isMerchantName, m.count])
        .sort(),
    ).toEqual(
      [
        ["Blue Bottle", true, named("Blue Bottle").length],
        ["Corner Deli", true, named("Corner Deli").length],
        ["Row plain", false, named(null).length],
      ].filter(([, , count]) => count !== 0),
    );
    expect(merchants.find((m) => m.name === "Purchase")?.firstDate).toBe(
      tomorrow,
    );

    // An average per period of a dated window: the total over the window's periods.
    const window = { startDate: "2026-01-01", endDate: "2026-03-31" };
    const perMonth = await transactionsService.query(user.id, window, {
      measure: "spending",
      per: "month",
    });
    expect(perMonth.average).toBe(
      averagePer(perMonth.total, window.startDate, window.endDate, "month"),
    );
    expect(perMonth.average).toBe(Math.round(perMonth.total / 3));

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          measure: fc.constantFrom(...LEDGER_MEASURES),
          groupBy: fc.option(fc.constantFrom(...LEDGER_GROUPINGS), {
            nil: undefined,
          }),
          sort: fc.constantFrom("value_desc", "value_asc", "key" as const),
          limit: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        }),
        fc.record({
          category: fc.option(fc.constantFrom(...CATEGORIES), {
            nil: undefined,
          }),
          startDate: fc.option(fc.constantFrom(...DATES), { nil: undefined }),
          isPending: fc.option(fc.boolean(), { nil: undefined }),
          account: fc.option(fc.nat({ max: 1 }), { nil: undefined }),
          accounts: fc.option(fc.subarray([0, 1]), { nil: undefined }),
          categories: fc.option(fc.subarray(CATEGORIES), { nil: undefined }),
          merchants: fc.option(
            fc.subarray(["blue bottle", "CORNER DELI", "Row plain"]),
            { nil: undefined },
          ),
        }),
        async (shape: LedgerShape, f) => {
          const accountId =
            f.account === undefined ? undefined : accounts[f.account]?.id;
          const filters = {
            category: f.category,
            startDate: f.startDate,
            isPending: f.isPending,
            accountId,
            accountIds: f.accounts?.map((a) => accounts[a]?.id ?? 0),
            categories: f.categories,
            merchants: f.merchants,
          };
          const answer = await transactionsService.query(
            user.id,
            filters,
            shape,
          );
          const kept = rows.filter(
            (r) =>
              (f.category === undefined || r.category === f.category) &&
              (f.startDate === undefined || r.date >= f.startDate) &&
              (f.isPending === undefined || r.pending === f.isPending) &&
              (f.account === undefined || r.account === f.account) &&
              (f.accounts === undefined || f.accounts.includes(r.account)) &&
              (f.categories === undefined ||
                f.categories.includes(r.category)) &&
              (f.merchants === undefined ||
                f.merchants.some(
                  (m) =>
                    m.toLowerCase() ===
                    (r.merchant ?? "Row plain").toLowerCase(),
                )),
          );
          const expected = answerOf(
            kept.map((r) => ({
              key:
                shape.groupBy === "merchant"
                  ? (r.merchant ?? `Row plain`)
                  : shape.groupBy === "account"
                    ? String(accounts[r.account]?.id)
                    : r.date,
              category: r.category,
              debitCents: toCents(r.debit ? r.cents : 0),
              creditCents: toCents(r.debit ? 0 : r.cents),
              count: 1,
              debitCount: r.debit ? 1 : 0,
            })),
            shape,
          );
          expect(answer.total).toBe(expected.total);
          // The read model's rows: the same filters, newest or largest first, ties newest created.
          const order = shape.sort === "key" ? "date" : "amount";
          const listed = await transactionsService.rows(
            user.id,
            filters,
            order,
            shape.limit,
          );
          const byOrder = kept
            .map((r, created) => ({ ...r, created }))
            .sort(
              (a, b) =>
                (order === "amount" ? b.cents - a.cents : 0) ||
                b.date.localeCompare(a.date) ||
                b.created - a.created,
            )
            .slice(0, shape.limit);
          expect(listed.map((t) => [t.transactionDate, t.amountCents])).toEqual(
            byOrder.map((r) => [r.date, r.cents]),
          );
          expect(answer.count).toBe(expected.count);
          // Ties may come in either order within equal values; compare as sets when limited.
          if (shape.limit === undefined)
            expect(
              [...answer.groups].sort((a, b) => a.key.localeCompare(b.key)),
            ).toEqual(
              [...expected.groups].sort((a, b) => a.key.localeCompare(b.key)),
            );
          else
            expect(answer.groups.map((g) => g.value)).toEqual(
              expected.groups.map((g) => g.value),
            );
        },
      ),
      { numRuns: 60, seed: 20261128 },
    );
  });
});
