/**
 * Runs rules on transactions (docs/design/rules.md §2). Rules run in their order, each on the row
 * as the rules before it left it, so a later rule may refine an earlier one. A rule matches when
 * all (or any) of its conditions hold; its actions then set fields. A category the person chose is
 * never replaced: with `categoryLocked` the category actions are passed over.
 */
import { compilePattern } from "./rule-pattern";
import { foldText } from "./rule-text";
import type { RuleCondition, RuleDefinition, RuleRow } from "./rule-types";

/** Which fields the rules set, and the row after them. */
export interface RuleOutcome {
  row: RuleRow;
  /** Fields some rule set to a new value. */
  setCategory: boolean;
  setMerchantName: boolean;
  setDescription: boolean;
  /** Some rule's conditions held (whether or not its actions changed anything). */
  matched: boolean;
}

/** Rules compiled once and run on many rows. */
export interface CompiledRules {
  readonly size: number;
  run(row: RuleRow, options?: { categoryLocked?: boolean }): RuleOutcome;
  /** Whether the conditions of the rules hold for the row (no action taken). */
  matches(row: RuleRow): boolean;
}

type Test = (row: RuleRow) => boolean;

/** Compiles rules (already checked) in their run order. */
export function compileRules(rules: readonly RuleDefinition[]): CompiledRules {
  const fold = foldOnce();
  const compiled = rules.map((rule) => {
    const tests = rule.conditions.map((c) => conditionTest(c, fold));
    const holds: Test =
      rule.match === "all"
        ? (row) => tests.every((test) => test(row))
        : (row) => tests.some((test) => test(row));
    return { holds, actions: rule.actions };
  });
  return {
    size: compiled.length,
    matches: (row) => compiled.some((rule) => rule.holds(row)),
    run(input, options = {}) {
      const row = { ...input };
      const outcome = {
        row,
        setCategory: false,
        setMerchantName: false,
        setDescription: false,
        matched: false,
      };
      for (const rule of compiled) {
        if (!rule.holds(row)) continue;
        outcome.matched = true;
        for (const action of rule.actions) {
          if (action.set === "category") {
            if (options.categoryLocked || row.category === action.value)
              continue;
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
    },
  };
}

/**
 * Folds text once per distinct line for the life of one compiled rule set: rows of one merchant
 * repeat the same few lines, and every text condition of every rule reads the same fold. The
 * memo is dropped when it holds 50,000 lines, so one run cannot grow it without end.
 */
function foldOnce(): (text: string) => string {
  const folds = new Map<string, string>();
  return (text) => {
    let value = folds.get(text);
    if (value === undefined) {
      value = foldText(text);
      if (folds.size >= 50_000) folds.clear();
      folds.set(text, value);
    }
    return value;
  };
}

/** One condition as a test of a row. */
function conditionTest(
  condition: RuleCondition,
  folded: (text: string) => string,
): Test {
  switch (condition.field) {
    case "description":
    case "merchant_name": {
      const read =
        condition.field === "description"
          ? (row: RuleRow) => row.description
          : (row: RuleRow) => row.merchantName ?? "";
      if (condition.op === "matches") {
        const pattern = compilePattern(condition.value);
        return (row) => pattern.test(read(row));
      }
      const value = foldText(condition.value);
      const compare = TEXT_COMPARE[condition.op];
      return (row) => compare(folded(read(row)), value);
    }
    case "amount": {
      if (condition.op === "between") {
        const [low, high] = condition.value;
        return (row) => row.amountCents >= low && row.amountCents <= high;
      }
      const value = condition.value;
      const compare = AMOUNT_COMPARE[condition.op];
      return (row) => compare(row.amountCents, value);
    }
    case "account_id": {
      const value = condition.value;
      return (row) => row.accountId === value;
    }
    case "transaction_type": {
      const value = condition.value;
      return (row) => row.transactionType === value;
    }
    case "category": {
      const value = condition.value;
      return (row) => row.category === value;
    }
  }
}

const TEXT_COMPARE = {
  contains: (text: string, value: string) => text.includes(value),
  equals: (text: string, value: string) => text === value,
  starts_with: (text: string, value: string) => text.startsWith(value),
  ends_with: (text: string, value: string) => text.endsWith(value),
} as const;

const AMOUNT_COMPARE = {
  equals: (a: number, b: number) => a === b,
  gt: (a: number, b: number) => a > b,
  gte: (a: number, b: number) => a >= b,
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
} as const;
