/**
 * The compiled engine (candidate rules per line, literal scans, memos) against the plainest
 * reading of docs/design/rules.md §2: every rule in order, each condition tested on the row as the
 * rules before left it. Any difference is a bug in a shortcut.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRules, type RuleOutcome } from "./rule-engine";
import { compilePattern } from "./rule-pattern";
import { foldText } from "./rule-text";
import type {
  RuleCondition,
  RuleDefinition,
  RuleRow,
  TextField,
} from "./rule-types";

function holds(condition: RuleCondition, row: RuleRow): boolean {
  switch (condition.field) {
    case "description":
    case "merchant_name": {
      const raw =
        condition.field === "description"
          ? row.description
          : (row.merchantName ?? "");
      if (condition.op === "matches")
        return compilePattern(condition.value).test(raw);
      const text = foldText(raw);
      const value = foldText(condition.value);
      if (condition.op === "contains") return text.includes(value);
      if (condition.op === "equals") return text === value;
      if (condition.op === "starts_with") return text.startsWith(value);
      return text.endsWith(value);
    }
    case "amount": {
      const a = row.amountCents;
      if (condition.op === "between")
        return a >= condition.value[0] && a <= condition.value[1];
      const b = condition.value;
      return {
        equals: a === b,
        gt: a > b,
        gte: a >= b,
        lt: a < b,
        lte: a <= b,
      }[condition.op];
    }
    case "account_id":
      return row.accountId === condition.value;
    case "transaction_type":
      return row.transactionType === condition.value;
    case "category":
      return row.category === condition.value;
  }
}

function reference(
  rules: readonly RuleDefinition[],
  input: RuleRow,
  categoryLocked: boolean,
): RuleOutcome {
  const row = { ...input };
  const outcome = {
    row,
    setCategory: false,
    setMerchantName: false,
    setDescription: false,
    matched: false,
  };
  for (const rule of rules) {
    const tests = rule.conditions.map((c) => () => holds(c, row));
    const ok =
      rule.match === "all" ? tests.every((t) => t()) : tests.some((t) => t());
    if (!ok) continue;
    outcome.matched = true;
    for (const action of rule.actions) {
      if (action.set === "category") {
        if (categoryLocked || row.category === action.value) continue;
        row.category = action.value;
        outcome.setCategory = true;
      } else if (action.set === "merchant_name") {
        if (row.merchantName === action.value) continue;
        row.merchantName = action.value;
        outcome.setMerchantName = true;
      } else {
        if (row.description === action.value) continue;
        row.description = action.value;
        outcome.setDescription = true;
      }
    }
  }
  return outcome;
}

const WORDS = ["shell", "oil", "Café", "cafe", "SQ", "coffee", "blue", "é"];
const text = fc
  .array(fc.constantFrom(...WORDS, " ", "  ", "4821"), { maxLength: 5 })
  .map((parts) => parts.join(" "));
const field = fc.constantFrom<TextField>("description", "merchant_name");
const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    field,
    op: fc.constantFrom(
      "contains" as const,
      "equals" as const,
      "starts_with" as const,
      "ends_with" as const,
    ),
    value: fc.constantFrom(...WORDS, "shell oil", "blue  coffee", ""),
  }),
  fc.record({
    field,
    op: fc.constant("matches" as const),
    value: fc.constantFrom("^shell\\b", "(?i)caf[eé]", "oil$", "\\d{4}", "sq"),
  }),
  fc.record({
    field: fc.constant("amount" as const),
    op: fc.constantFrom(
      "equals" as const,
      "gt" as const,
      "gte" as const,
      "lt" as const,
      "lte" as const,
    ),
    value: fc.integer({ min: 0, max: 3 }).map((n) => n * 1000),
  }),
  fc.record({
    field: fc.constant("transaction_type" as const),
    op: fc.constant("equals" as const),
    value: fc.constantFrom("debit" as const, "credit" as const),
  }),
  fc.record({
    field: fc.constant("category" as const),
    op: fc.constant("equals" as const),
    value: fc.constantFrom("other" as const, "shopping" as const),
  }),
) as fc.Arbitrary<RuleCondition>;
const rule: fc.Arbitrary<RuleDefinition> = fc.record({
  match: fc.constantFrom("all" as const, "any" as const),
  conditions: fc.array(condition, { minLength: 1, maxLength: 3 }),
  actions: fc.array(
    fc.oneof(
      fc.record({
        set: fc.constant("category" as const),
        value: fc.constantFrom("shopping" as const, "travel" as const),
      }),
      fc.record({
        set: fc.constantFrom("merchant_name" as const, "description" as const),
        value: fc.constantFrom(...WORDS, "Shell Oil", "Blue Coffee"),
      }),
    ),
    { minLength: 1, maxLength: 2 },
  ),
});
const row: fc.Arbitrary<RuleRow> = fc.record({
  description: text,
  merchantName: fc.option(text, { nil: null }),
  amountCents: fc.integer({ min: 0, max: 3 }).map((n) => n * 1000),
  accountId: fc.constant(1),
  transactionType: fc.constantFrom("debit", "credit"),
  category: fc.constantFrom("other", "shopping"),
});

describe("the compiled rule engine", () => {
  it("decides as running every rule in order on the row as it stands", () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.array(row, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (rules, rows, categoryLocked) => {
          const compiled = compileRules(rules);
          // Each row twice: the second run reads what the memos kept from the first.
          for (const r of [...rows, ...rows]) {
            expect(compiled.run(r, { categoryLocked })).toEqual(
              reference(rules, r, categoryLocked),
            );
            expect(compiled.matches(r)).toBe(
              rules.some((x) =>
                x.match === "all"
                  ? x.conditions.every((c) => holds(c, r))
                  : x.conditions.some((c) => holds(c, r)),
              ),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
