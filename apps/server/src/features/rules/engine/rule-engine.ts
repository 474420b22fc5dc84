/**
 * Runs rules on transactions (docs/design/rules.md §2). Rules run in their order, each on the row
 * as the rules before it left it, so a later rule may refine an earlier one. A rule matches when
 * all (or any) of its conditions hold; its actions then set fields. A category the person chose is
 * never replaced: with `categoryLocked` the category actions are passed over.
 */
import { Memo } from "../memo";
import { literalScan } from "./literal-scan";
import { literalText, requiredLiteral } from "./pattern-literal";
import { compilePattern } from "./rule-pattern";
import { foldText } from "./rule-text";
import type {
  RuleCondition,
  RuleDefinition,
  RuleRow,
  TextField,
  TextOp,
} from "./rule-types";

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

/**
 * A row as the conditions read it: its texts folded (and lower-cased for patterns' literals) once
 * per row, not once per condition, and again only after an action changed them.
 */
interface View {
  row: RuleRow;
  description: string | undefined;
  merchantName: string | undefined;
  lowerDescription: string | undefined;
  lowerMerchantName: string | undefined;
}

type Test = (view: View) => boolean;

/** The rules that may hold for one description, by the merchant name they were worked out for. */
interface Candidates {
  merchant: string;
  list: number[];
  others: Map<string, number[]> | undefined;
}

/** Compiles rules (already checked) in their run order. */
export function compileRules(rules: readonly RuleDefinition[]): CompiledRules {
  // Texts are folded once per row's view; the candidate rules are kept per line, so a line's
  // texts are folded about once (a memo of folds cost more than folding again).
  const texts = {
    description: (v: View) => (v.description ??= foldText(v.row.description)),
    merchant_name: (v: View) =>
      (v.merchantName ??= foldText(v.row.merchantName ?? "")),
  };
  const lowered = {
    description: (v: View) =>
      (v.lowerDescription ??= literalText(v.row.description)),
    merchant_name: (v: View) =>
      (v.lowerMerchantName ??= literalText(v.row.merchantName ?? "")),
  };
  const compiled = rules.map((rule) => {
    const tests = rule.conditions.map((c) => conditionTest(c, texts, lowered));
    const holds: Test =
      rule.match === "all"
        ? (view) => tests.every((test) => test(view))
        : (view) => tests.some((test) => test(view));
    // An "all" rule's text conditions depend on the row's texts alone: decided once per
    // distinct pair of texts (`candidatesOf`), the rest of the rule per row.
    const isText = (c: RuleCondition) =>
      c.field === "description" || c.field === "merchant_name";
    const textTests = tests.filter((_, i) =>
      isText(rule.conditions[i] as RuleCondition),
    );
    const rowTests = tests.filter(
      (_, i) => !isText(rule.conditions[i] as RuleCondition),
    );
    // One `contains` literal the rule cannot hold without: the scan below tells at once for
    // every rule whether its literal is in the line, so rules whose literal is not are skipped.
    const needs = rule.conditions.find(
      (c): c is { field: TextField; op: TextOp; value: string } =>
        c.op === "contains",
    );
    const byText =
      rule.match === "all" && textTests.length > 0
        ? {
            texts: (view: View) => textTests.every((test) => test(view)),
            rest: (view: View) => rowTests.every((test) => test(view)),
            needs: needs && {
              field: needs.field,
              literal: foldText(needs.value),
            },
          }
        : null;
    return { holds, byText, actions: rule.actions };
  });
  const needed = (field: TextField) =>
    compiled.flatMap((rule, i) =>
      rule.byText?.needs?.field === field
        ? [{ rule: i, literal: rule.byText.needs.literal }]
        : [],
    );
  const scans = {
    description: scanOf(needed("description")),
    merchant_name: scanOf(needed("merchant_name")),
  };
  // Rules without a needed literal are candidates for every line; the others only for lines
  // holding their literal (marked per line in `present`, stamped so it is never cleared).
  const always = compiled.flatMap((rule, i) => (rule.byText?.needs ? [] : [i]));
  const present = new Uint32Array(compiled.length);
  let stamp = 0;
  // For each distinct pair of texts, the rules that can hold for it, in order: kept per
  // description, with the merchant name the list was made for (a line nearly always comes with
  // one name; another name is looked up in `others`).
  const candidates = new Memo<string, Candidates>();
  const candidatesOf = (view: View): number[] => {
    const merchant = view.row.merchantName ?? "";
    const kept = candidates.get(view.row.description, () => ({
      merchant,
      list: rulesFor(view),
      others: undefined,
    }));
    if (kept.merchant === merchant) return kept.list;
    kept.others ??= new Map();
    let list = kept.others.get(merchant);
    if (list === undefined) {
      list = rulesFor(view);
      kept.others.set(merchant, list);
    }
    return list;
  };
  const holdsForTexts = (i: number, view: View): boolean => {
    const byText = compiled[i]?.byText;
    return !byText || byText.texts(view);
  };
  const rulesFor = (view: View): number[] => {
    stamp++;
    const marked: number[] = [];
    const mark = (rule: number) => {
      if (present[rule] === stamp) return;
      present[rule] = stamp;
      marked.push(rule);
    };
    scans.description.rulesIn(texts.description(view), mark);
    scans.merchant_name.rulesIn(texts.merchant_name(view), mark);
    // The few rules the scans found, merged in order with the rules always tested (already in
    // order): sorting the whole list for every line cost more than the scans.
    if (marked.length > 1) marked.sort((a, b) => a - b);
    const list: number[] = [];
    let m = 0;
    for (let a = 0; a <= always.length; a++) {
      const next = always[a] ?? compiled.length;
      while (m < marked.length && (marked[m] ?? next) < next) {
        const i = marked[m++] ?? next;
        if (holdsForTexts(i, view)) list.push(i);
      }
      if (next < compiled.length && holdsForTexts(next, view)) list.push(next);
    }
    return list;
  };
  const viewOf = (row: RuleRow): View => ({
    row,
    description: undefined,
    merchantName: undefined,
    lowerDescription: undefined,
    lowerMerchantName: undefined,
  });
  return {
    size: compiled.length,
    matches: (row) => {
      const view = viewOf(row);
      return compiled.some((rule) => rule.holds(view));
    },
    run(input, options = {}) {
      // Copied field by field: a spread costs more than the rest of a row's run on lines seen
      // before.
      const row: RuleRow = {
        description: input.description,
        merchantName: input.merchantName,
        amountCents: input.amountCents,
        accountId: input.accountId,
        transactionType: input.transactionType,
        category: input.category,
      };
      const view = viewOf(row);
      const outcome = {
        row,
        setCategory: false,
        setMerchantName: false,
        setDescription: false,
        matched: false,
      };
      // Only the rules that may hold for the row's texts are tested; when an action changes a
      // text, the later rules that may hold for the new texts take over.
      let list = candidatesOf(view);
      let next = 0;
      while (next < list.length) {
        const i = list[next++] ?? compiled.length;
        const rule = compiled[i];
        if (rule === undefined) break;
        if (rule.byText ? !rule.byText.rest(view) : !rule.holds(view)) continue;
        let textsChanged = false;
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
            view.merchantName = undefined;
            view.lowerMerchantName = undefined;
            textsChanged = true;
            outcome.setMerchantName = true;
          } else {
            if (row.description === action.value) continue;
            row.description = action.value;
            view.description = undefined;
            view.lowerDescription = undefined;
            textsChanged = true;
            outcome.setDescription = true;
          }
        }
        if (textsChanged) {
          list = candidatesOf(view);
          next = list.findIndex((candidate) => candidate > i);
          if (next < 0) break;
        }
      }
      return outcome;
    },
  };
}

/** The rules whose needed literal a folded text contains, found in one pass. */
function scanOf(needs: { rule: number; literal: string }[]) {
  const scan = literalScan(needs.map((n) => n.literal));
  return {
    rulesIn(text: string, found: (rule: number) => void): void {
      if (needs.length === 0) return;
      scan.find(text, (index) => {
        const need = needs[index];
        if (need !== undefined) found(need.rule);
      });
    },
  };
}

/** One condition as a test of a row. */
function conditionTest(
  condition: RuleCondition,
  texts: Record<TextField, (view: View) => string>,
  lowered: Record<TextField, (view: View) => string>,
): Test {
  switch (condition.field) {
    case "description":
    case "merchant_name": {
      if (condition.op === "matches") {
        // A line without the pattern's required literal is passed over without running RE2,
        // which costs about 1.5 µs a line in JavaScript.
        const pattern = compilePattern(condition.value);
        const literal = requiredLiteral(condition.value);
        const raw =
          condition.field === "description"
            ? (v: View) => v.row.description
            : (v: View) => v.row.merchantName ?? "";
        const lower = lowered[condition.field];
        return (view) =>
          (literal === null || lower(view).includes(literal)) &&
          pattern.test(raw(view));
      }
      const read = texts[condition.field];
      const value = foldText(condition.value);
      const compare = TEXT_COMPARE[condition.op];
      return (view) => compare(read(view), value);
    }
    case "amount": {
      if (condition.op === "between") {
        const [low, high] = condition.value;
        return ({ row }) => row.amountCents >= low && row.amountCents <= high;
      }
      const value = condition.value;
      const compare = AMOUNT_COMPARE[condition.op];
      return ({ row }) => compare(row.amountCents, value);
    }
    case "account_id": {
      const value = condition.value;
      return ({ row }) => row.accountId === value;
    }
    case "transaction_type": {
      const value = condition.value;
      return ({ row }) => row.transactionType === value;
    }
    case "category": {
      const value = condition.value;
      return ({ row }) => row.category === value;
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
