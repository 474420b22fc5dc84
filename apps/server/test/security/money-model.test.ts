import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, makeUser, type SignedInUser } from "../factories";
import {
  buildSecurityApp,
  DIALECTS,
  report,
  scale,
  SECRETS,
  SEED,
  type SecurityApp,
} from "./harness";
import {
  apply,
  balancesOf,
  BUDGETED,
  IN_WINDOW,
  step,
  type Model,
} from "./money-model-steps";

const SEQUENCES = scale(300, 2_000);
const MAX_STEPS = scale(8, 30);
/**
 * "Now": budgets look at March 2026 up to the 20th; February's rows fall outside the window. The
 * clock moves a millisecond per reading, so what is recorded later is later (ADR 0032).
 */
const NOW = Date.parse("2026-03-20T12:00:00.000Z");
let ticks = 0;

describe.each(DIALECTS)("money integrity model on %s", (dialect) => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await buildSecurityApp(dialect, {
      clock: { now: () => new Date(NOW + ticks++) },
    });
  });
  afterAll(() => s.close());

  it(`agrees with the model after every step of ${String(SEQUENCES)} random sequences`, async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: MAX_STEPS }),
        async (sequence) => {
          const user = await makeUser(s.app, { password: GOOD_PASSWORD });
          SECRETS.add(user.token);
          const model: Model = {
            accounts: new Map(),
            txs: new Map(),
            writes: 0,
          };
          for (const each of sequence) {
            await apply(s.app, user, model, each);
            steps++;
            await compare(s.app, user, model);
          }
          await compareNetWorth(s.app, user, model);
        },
      ),
      { numRuns: SEQUENCES, seed: SEED, endOnFailure: true },
    );
    report("money-model", {
      dialect,
      sequences: SEQUENCES,
      steps,
      mismatches: 0,
    });
  });
});

async function compare(
  app: FastifyInstance,
  user: SignedInUser,
  model: Model,
): Promise<void> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({
      method: "GET",
      url: `/api/v1${url}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const { accounts } = await get<{
    accounts: { id: number; current_balance: number }[];
  }>("/accounts");
  const shown = Object.fromEntries(
    accounts.map((a) => [a.id, Math.round(a.current_balance * 100)]),
  );
  expect(shown).toEqual(Object.fromEntries(balancesOf(model)));
  await compareBudgets(app, user, model, get);
}

/** The dashboard's Total Balance (net worth) at the end of a sequence. */
async function compareNetWorth(
  app: FastifyInstance,
  user: SignedInUser,
  model: Model,
): Promise<void> {
  const res = await app.inject({
    method: "GET",
    url: "/api/v1/insights/summary",
    headers: user.auth,
  });
  // Net worth by the one rule (docs/product.md §9): a liability's balance is an amount owed,
  // whichever sign it carries.
  const total = [...balancesOf(model)].reduce(
    (sum, [id, cents]) =>
      sum + (model.accounts.get(id)?.liability ? -Math.abs(cents) : cents),
    0,
  );
  expect(
    Math.round(res.json<{ total_balance: number }>().total_balance * 100),
  ).toBe(total);
}

async function compareBudgets(
  app: FastifyInstance,
  user: SignedInUser,
  model: Model,
  get: <T>(url: string) => Promise<T>,
): Promise<void> {
  let { budgets } = await get<BudgetList>("/budgets");
  if (budgets.length === 0) {
    for (const category of BUDGETED)
      await app.inject({
        method: "POST",
        url: "/api/v1/budgets",
        headers: user.auth,
        payload: { name: category, category, amount: 100, period: "monthly" },
      });
    ({ budgets } = await get<BudgetList>("/budgets"));
  }
  for (const budget of budgets) {
    const rows = [...model.txs.values()].filter(
      (t) => t.category === budget.category && IN_WINDOW(t.date),
    );
    const debits = rows.filter((t) => t.debit).reduce((a, t) => a + t.cents, 0);
    const credits = rows
      .filter((t) => !t.debit)
      .reduce((a, t) => a + t.cents, 0);
    const spent =
      budget.category === "transfer" ? 0 : Math.max(0, debits - credits);
    expect(Math.round(budget.spent_amount * 100), budget.category).toBe(spent);
    expect(budget.spent).toBe(budget.spent_amount);
  }
}
interface BudgetList {
  budgets: { category: string; spent_amount: number; spent: number }[];
}
