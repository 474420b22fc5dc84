import {
  budgetBodySchema,
  chatBodySchema,
  contributeQuerySchema,
  transactionBodySchema,
  transactionListQuerySchema,
} from "@finch/contracts";
import { centsToDecimalText } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { planSession, type MixShape } from "./plan";
import { budgetJson, listPath, transactionJson } from "./requests";
import type { Step } from "./steps";
import { vocabularyOf } from "./vocabulary";

const shape: MixShape = {
  lightUsers: 200,
  heavyShare: 0.1,
  today: "2026-11-25",
  vocabulary: vocabularyOf({
    descriptions: ["Groceries", "Coffee", "Refund: Online order"],
    merchants: ["Whole Foods Market", "Starbucks", "Amazon"],
  }),
  accounts: 6,
  budgets: 15,
  goals: 5,
};
const accountIds = [11, 12, 13, 14, 15, 16];

function steps(seed: number, sessions: number): Step[] {
  return Array.from({ length: sessions }, (_, n) =>
    planSession(seed, n, shape),
  ).flatMap((session) => session.steps);
}

describe("the session plan", () => {
  it("gives the same sessions for the same seed, and others for another seed", () => {
    const first = Array.from({ length: 50 }, (_, n) =>
      planSession(3, n, shape),
    );
    const again = Array.from({ length: 50 }, (_, n) =>
      planSession(3, n, shape),
    );
    const other = Array.from({ length: 50 }, (_, n) =>
      planSession(4, n, shape),
    );
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it("gives the heavy user about one session in ten, the rest spread over the light users", () => {
    const users = Array.from(
      { length: 2_000 },
      (_, n) => planSession(1, n, shape).user,
    );
    const heavy = users.filter((user) => user < 0).length;
    expect(heavy).toBeGreaterThan(140);
    expect(heavy).toBeLessThan(260);
    expect(new Set(users.filter((user) => user >= 0)).size).toBeGreaterThan(
      190,
    );
  });

  it("sends list queries the contract accepts, searching the ledger's own words", () => {
    const lists = steps(1, 300).filter((step) => step.kind === "list");
    const searched = lists.flatMap((step) => step.view.filters.text ?? []);
    expect(lists.length).toBeGreaterThan(300);
    expect(searched.length).toBeGreaterThan(50);
    for (const step of lists) {
      const query = new URLSearchParams(
        listPath(step.view, 2_500, accountIds).split("?")[1],
      );
      const parsed = transactionListQuerySchema.safeParse(
        Object.fromEntries(query),
      );
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Every filter arrives under the name the API reads (unknown names would be dropped).
      const f = step.view.filters;
      expect(parsed.data).toEqual({
        skip: 2_500,
        limit: step.view.limit,
        account_id:
          f.accountIndex === undefined ? undefined : accountIds[f.accountIndex],
        category: f.category,
        transaction_type: f.transactionType,
        start_date: f.startDate,
        end_date: f.endDate,
        q: f.text?.trim(),
        min_amount: f.minCents,
        max_amount: f.maxCents,
        // The list's default order and upcoming rows, which the plan leaves to the API.
        sort_by: "date",
        order: "desc",
        upcoming: "include",
      });
    }
    const ledger =
      "groceries coffee refund: online order whole foods market starbucks amazon";
    const found = searched.filter((text) =>
      ledger.includes(text.toLowerCase()),
    );
    // Most terms are in the ledger; the rest are words with two letters swapped.
    expect(found.length / searched.length).toBeGreaterThan(0.8);
  });

  it("sends write bodies and questions the contract accepts", () => {
    for (const step of steps(2, 300)) {
      const body =
        step.kind === "create-transaction" || step.kind === "edit-transaction"
          ? transactionBodySchema.safeParse(
              JSON.parse(transactionJson(step.draft, accountIds)),
            )
          : step.kind === "create-budget" || step.kind === "edit-budget"
            ? budgetBodySchema.safeParse(JSON.parse(budgetJson(step.draft)))
            : step.kind === "chat"
              ? chatBodySchema.safeParse({ message: step.message })
              : step.kind === "contribute"
                ? contributeQuerySchema.safeParse({
                    amount: centsToDecimalText(step.cents),
                  })
                : undefined;
      expect(body?.error?.issues ?? []).toEqual([]);
    }
  });
});
