/**
 * Rules and automatic categorisation (docs/design/rules.md): a person's rules kept in order,
 * previewed and applied over their transactions, learnt from their corrections ("always
 * categorise"), and run with suggestions on every row that arrives (`categoriser`).
 */
import { MAX_RULE_TEXT, MAX_RULES } from "@finch/contracts";
import {
  CATEGORY_LABELS,
  invalid,
  notFound,
  type Category,
} from "@finch/domain";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { AccountsService } from "../accounts/accounts.service";
import type {
  RowChange,
  Transaction,
  TransactionsService,
} from "../transactions/transactions.service";
import {
  createCategoriser,
  type CategorisedRow,
  type Categoriser,
  type IncomingRow,
} from "./categoriser";
import { compileRules, type CompiledRules } from "./engine/rule-engine";
import { foldText } from "./engine/rule-text";
import type {
  RuleCondition,
  RuleDefinition,
  RuleRow,
} from "./engine/rule-types";
import { accountsOf } from "./rule-input";
import {
  createRulesRepository,
  type Rule,
  type RuleFields,
} from "./rules.repository";
import { cleanMerchantName } from "./suggestions/merchant-name";

export type { Rule } from "./rules.repository";
export { merchantOf } from "./suggestions/merchant-name";
export { lookupMerchant } from "./suggestions/merchant-dictionary";
export { KIND_CATEGORY, type MerchantKind } from "./suggestions/merchant-kinds";
export type { Categoriser, IncomingRow } from "./categoriser";

/** Matching rows a preview shows. */
const SAMPLE_SIZE = 20;
/** Rows the suggestions learn from: the person's latest categorised rows. */
const TRAINING_ROWS = 20_000;

interface Dependencies {
  db: Db;
  clock: Clock;
  accountsService: AccountsService;
  transactionsService: TransactionsService;
}

export function createRulesService({
  db,
  clock,
  accountsService,
  transactionsService,
}: Dependencies) {
  const rules = createRulesRepository(db);
  const now = () => clock.now().toISOString();

  /** Every account a rule names must be the person's: another's is a 404. */
  async function checkAccounts(userId: number, rule: RuleDefinition) {
    for (const id of accountsOf(rule)) await accountsService.get(userId, id);
  }

  /** What running `compiled` would change on each row, and how many rows its conditions match. */
  function changesOver(compiled: CompiledRules, rows: readonly Transaction[]) {
    const changes: RowChange[] = [];
    const matched: Transaction[] = [];
    for (const row of rows) {
      if (!compiled.matches(ruleRow(row))) continue;
      matched.push(row);
      const change = changeOf(compiled, row);
      if (change) changes.push(change);
    }
    return { changes, matched };
  }

  async function enabledRules(userId: number): Promise<Rule[]> {
    return (await rules.list(userId)).filter((r) => r.enabled);
  }

  async function getRule(userId: number, id: number): Promise<Rule> {
    const rule = await rules.get(userId, id);
    if (!rule) throw notFound("Rule");
    return rule;
  }

  const service = {
    list(userId: number): Promise<Rule[]> {
      return rules.list(userId);
    },

    get: getRule,

    /** A new rule at `position` (last when left out or beyond the end). */
    async create(
      userId: number,
      fields: RuleFields,
      position: number | undefined,
    ): Promise<Rule> {
      await checkAccounts(userId, fields);
      const id = await db.transaction().execute(async (trx) => {
        const repository = createRulesRepository(trx);
        await repository.lockOrder(userId);
        const count = await repository.count(userId);
        if (count >= MAX_RULES)
          throw invalid([
            {
              loc: ["body"],
              msg: `You can keep at most ${String(MAX_RULES)} rules`,
              type: "too_many_rules",
            },
          ]);
        return repository.insert(
          userId,
          fields,
          Math.min(position ?? count, count),
          now(),
        );
      });
      return getRule(userId, id);
    },

    /** Rewrites a rule; a new `position` moves it and shifts the rules between. */
    async update(
      userId: number,
      id: number,
      fields: RuleFields,
      position: number | undefined,
    ): Promise<Rule> {
      await checkAccounts(userId, fields);
      await db.transaction().execute(async (trx) => {
        const repository = createRulesRepository(trx);
        await repository.lockOrder(userId);
        const current = await repository.get(userId, id);
        if (!current) throw notFound("Rule");
        const last = (await repository.count(userId)) - 1;
        await repository.update(
          userId,
          id,
          fields,
          {
            from: current.position,
            to: Math.min(position ?? current.position, last),
          },
          now(),
        );
      });
      return getRule(userId, id);
    },

    async delete(userId: number, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repository = createRulesRepository(trx);
        await repository.lockOrder(userId);
        const rule = await repository.get(userId, id);
        if (!rule) throw notFound("Rule");
        await repository.delete(userId, rule);
      });
    },

    /** What a rule would do to the person's transactions, changing nothing. */
    async preview(userId: number, rule: RuleDefinition) {
      await checkAccounts(userId, rule);
      const { changes, matched } = changesOver(
        compileRules([rule]),
        await transactionsService.all(userId),
      );
      return {
        matched: matched.length,
        wouldChange: changes.length,
        sample: matched.slice(0, SAMPLE_SIZE),
      };
    },

    /** Runs one rule (enabled or not) over the person's transactions; answers how many changed. */
    async apply(userId: number, id: number): Promise<number> {
      const rule = await getRule(userId, id);
      const { changes } = changesOver(
        compileRules([rule]),
        await transactionsService.all(userId),
      );
      return transactionsService.change(userId, changes);
    },

    /**
     * The "always categorise" offer for a transaction whose category the person just set: a
     * rule "merchant → category", unless the row names no merchant or a rule says so already.
     */
    async offer(userId: number, transactionId: number) {
      const transaction = await transactionsService.get(userId, transactionId);
      const learnt = learntRule(transaction);
      if (!learnt) return null;
      const existing = sameMerchantRule(
        await rules.list(userId),
        learnt.condition,
      );
      if (
        existing?.actions.some(
          (a) => a.set === "category" && a.value === transaction.category,
        )
      )
        return null;
      const { changes } = changesOver(
        compileRules([learnt.rule]),
        await transactionsService.all(userId),
      );
      return {
        merchant: learnt.merchant,
        category: transaction.category,
        wouldChange: changes.filter((c) => c.id !== transaction.id).length,
        ruleId: existing?.id ?? null,
      };
    },

    /** Accepts the offer: the merchant's rule is created (or its category updated) and applied. */
    async acceptOffer(userId: number, transactionId: number) {
      const transaction = await transactionsService.get(userId, transactionId);
      const learnt = learntRule(transaction);
      if (!learnt)
        throw invalid([
          {
            loc: ["body", "transaction_id"],
            msg: "This transaction names no merchant to remember",
            type: "no_merchant",
          },
        ]);
      const existing = sameMerchantRule(
        await rules.list(userId),
        learnt.condition,
      );
      const rule = existing
        ? await service.update(
            userId,
            existing.id,
            {
              name: existing.name,
              enabled: true,
              match: existing.match,
              conditions: existing.conditions,
              actions: [
                ...existing.actions.filter((a) => a.set !== "category"),
                { set: "category", value: transaction.category },
              ],
            },
            undefined,
          )
        : await service.create(
            userId,
            {
              name: `${learnt.merchant} → ${CATEGORY_LABELS[transaction.category]}`,
              enabled: true,
              ...learnt.rule,
            },
            undefined,
          );
      return { rule, changed: await service.apply(userId, rule.id) };
    },

    /**
     * The categoriser for rows arriving for the person now (one import or sync): their enabled
     * rules in order, and suggestions learnt from their history when a row needs one.
     */
    async categoriser(userId: number): Promise<Categoriser> {
      const enabled = await enabledRules(userId);
      const history = await transactionsService.training(userId, TRAINING_ROWS);
      return createCategoriser(enabled, () => history);
    },

    /**
     * A row the person typed: rules fill only what they left at its default (`Categoriser.typed`).
     * No history is read (no prediction is made for typed rows), and no rule either when the
     * person set both the category and the merchant.
     */
    async typed(userId: number, row: IncomingRow): Promise<CategorisedRow> {
      if (row.category !== "other" && row.merchantName !== null)
        return {
          description: row.description,
          merchantName: row.merchantName,
          category: row.category,
          categorySource: "user",
        };
      return createCategoriser(await enabledRules(userId), () => []).typed(row);
    },
  };
  return service;
}

/** The engine's view of a transaction. */
function ruleRow(t: Transaction): RuleRow {
  return {
    description: t.description,
    merchantName: t.merchantName,
    amountCents: t.amountCents,
    accountId: t.accountId,
    transactionType: t.transactionType,
    category: t.category,
  };
}

/**
 * What the rules change on an existing row. A category the person chose stays; the texts of a
 * row they typed themselves (their category and no bank behind it) stay too.
 */
function changeOf(compiled: CompiledRules, t: Transaction): RowChange | null {
  const chosen = t.categorySource === "user";
  const outcome = compiled.run(ruleRow(t), { categoryLocked: chosen });
  const texts =
    (outcome.setDescription || outcome.setMerchantName) &&
    (!chosen || t.isSynced);
  if (!outcome.setCategory && !texts) return null;
  return {
    id: t.id,
    ...(outcome.setCategory && {
      category: outcome.row.category as Category,
      categorySource: "rule" as const,
    }),
    ...(texts && {
      texts: {
        description: outcome.row.description,
        merchantName: outcome.row.merchantName,
      },
    }),
  };
}

/** The rule a correction teaches: the row's merchant (or, without one, its exact text) → its category. */
function learntRule(t: Transaction) {
  const merchant = t.merchantName ?? cleanMerchantName(t.description);
  if (!merchant) return null;
  const text = t.description.slice(0, MAX_RULE_TEXT);
  const condition: RuleCondition = t.merchantName
    ? { field: "merchant_name", op: "equals", value: t.merchantName }
    : {
        field: "description",
        // A text longer than a condition holds is known by its start.
        op: text.length < t.description.length ? "starts_with" : "equals",
        value: text,
      };
  const rule: RuleDefinition = {
    match: "all",
    conditions: [condition],
    actions: [{ set: "category", value: t.category }],
  };
  return { merchant, condition, rule };
}

/** The person's rule that is about exactly this merchant, if any. */
function sameMerchantRule(
  list: readonly Rule[],
  condition: RuleCondition,
): Rule | undefined {
  return list.find((rule) => {
    if (rule.conditions.length !== 1) return false;
    const [only] = rule.conditions;
    return (
      only?.field === condition.field &&
      only.op === condition.op &&
      typeof only.value === "string" &&
      typeof condition.value === "string" &&
      foldText(only.value) === foldText(condition.value)
    );
  });
}

/** The rules service. */
export type RulesService = ReturnType<typeof createRulesService>;
