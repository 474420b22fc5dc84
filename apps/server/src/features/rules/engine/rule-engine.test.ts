import { toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { compileRules } from "./rule-engine";
import { patternProblem } from "./rule-pattern";
import type { RuleDefinition, RuleRow } from "./rule-types";

const row = (over: Partial<RuleRow> = {}): RuleRow => ({
  description: "POS 4821 SHELL OIL 5744 HOUSTON TX",
  merchantName: null,
  amountCents: 4000,
  accountId: 1,
  transactionType: "debit",
  category: "other",
  ...over,
});

const rule = (over: Partial<RuleDefinition>): RuleDefinition => ({
  match: "all",
  conditions: [],
  actions: [],
  ...over,
});

describe("the rule engine", () => {
  it("runs a later rule on the texts an earlier rule wrote", () => {
    const rules = compileRules([
      rule({
        conditions: [
          { field: "description", op: "contains", value: "shell oil" },
        ],
        actions: [{ set: "merchant_name", value: "Shell" }],
      }),
      rule({
        conditions: [{ field: "merchant_name", op: "equals", value: "shell" }],
        actions: [{ set: "category", value: "transportation" }],
      }),
    ]);
    // Twice: the second run reads the texts' verdicts kept by the first.
    for (let i = 0; i < 2; i++)
      expect(rules.run(row())).toMatchObject({
        row: { merchantName: "Shell", category: "transportation" },
        setMerchantName: true,
        setCategory: true,
      });
  });

  it("tests an 'all' rule's amount per row, its texts once", () => {
    const rules = compileRules([
      rule({
        conditions: [
          { field: "description", op: "contains", value: "shell" },
          { field: "amount", op: "gt", value: toCents(5000) },
        ],
        actions: [{ set: "category", value: "travel" }],
      }),
    ]);
    expect(rules.run(row({ amountCents: 4000 })).setCategory).toBe(false);
    expect(rules.run(row({ amountCents: 6000 })).row.category).toBe("travel");
  });

  it("holds an 'any' rule when one condition holds", () => {
    const rules = compileRules([
      rule({
        match: "any",
        conditions: [
          { field: "description", op: "contains", value: "nothing like it" },
          { field: "transaction_type", op: "equals", value: "debit" },
        ],
        actions: [{ set: "category", value: "shopping" }],
      }),
    ]);
    expect(rules.run(row()).row.category).toBe("shopping");
    expect(rules.run(row({ transactionType: "credit" })).matched).toBe(false);
  });

  it("leaves a locked category, but still sets the other fields", () => {
    const rules = compileRules([
      rule({
        conditions: [{ field: "description", op: "starts_with", value: "pos" }],
        actions: [
          { set: "category", value: "transportation" },
          { set: "description", value: "Shell fuel" },
        ],
      }),
    ]);
    const outcome = rules.run(row({ category: "travel" }), {
      categoryLocked: true,
    });
    expect(outcome.row).toMatchObject({
      category: "travel",
      description: "Shell fuel",
    });
    expect(outcome.setCategory).toBe(false);
  });

  it("matches patterns case-insensitively and refuses unsafe ones", () => {
    const rules = compileRules([
      rule({
        conditions: [
          {
            field: "description",
            op: "matches",
            value: "shell\\s+oil\\s+\\d{4}",
          },
        ],
        actions: [{ set: "category", value: "transportation" }],
      }),
    ]);
    expect(rules.run(row()).row.category).toBe("transportation");
    expect(patternProblem("(a+)+$")).toMatch(/nests repetitions/);
    expect(patternProblem("(a|a)*\\1")).toMatch(
      /not a valid regular expression/,
    );
    expect(patternProblem("x".repeat(201))).toMatch(/at most 200/);
    expect(patternProblem("^amzn\\b")).toBeUndefined();
  });
});
