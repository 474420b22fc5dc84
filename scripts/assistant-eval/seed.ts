/**
 * Puts a household into the app through its public API, the way a user's client would: the
 * profile, each account with the balance typed at creation, its transactions, then the final
 * balance typed over it (so the truth is the same whether or not adding older history moves a
 * typed balance), budgets, and goals with contributions made on their own dates.
 */
import type { AppUnderTest } from "./app-under-test";
import { wire } from "./format";
import type { Household } from "./household";

export const PASSWORD = "Evaluation-Harbor-42";

export function emailOf(h: Household): string {
  return `${h.id}@example.com`;
}

export async function seedHousehold(
  t: AppUnderTest,
  h: Household,
): Promise<void> {
  t.setClock(h.now);
  await t.signIn(emailOf(h), PASSWORD, h.fullName);
  const me = (await t.call("GET", "/users/me", undefined, 200)).json<{
    notification_preferences: string;
  }>();
  await t.call(
    "PUT",
    "/users/me",
    {
      full_name: h.fullName,
      currency: h.currency,
      timezone: h.timezone,
      notification_preferences: me.notification_preferences,
    },
    200,
  );
  const ids = new Map<string, number>();
  for (const a of h.accounts) {
    const created = await t.call(
      "POST",
      "/accounts",
      {
        name: a.name,
        account_type: a.type,
        institution_name: a.institution ?? null,
        current_balance: wire(a.openingCents),
      },
      201,
    );
    ids.set(a.key, created.json<{ id: number }>().id);
  }
  await addTransactions(t, h, ids);
  for (const a of h.accounts)
    await t.call(
      "PUT",
      `/accounts/${String(ids.get(a.key))}`,
      { current_balance: wire(a.finalCents) },
      200,
    );
  for (const b of h.budgets)
    await t.call(
      "POST",
      "/budgets",
      {
        name: b.name,
        category: b.category,
        amount: wire(b.cents),
        period: b.period,
        alert_threshold: b.thresholdPercent / 100,
      },
      201,
    );
  await addGoals(t, h);
}

async function addTransactions(
  t: AppUnderTest,
  h: Household,
  ids: Map<string, number>,
): Promise<void> {
  for (const x of h.transactions) {
    const account = ids.get(x.account);
    if (account === undefined)
      throw new Error(`${h.id}: no account ${x.account}`);
    await t.call(
      "POST",
      "/transactions",
      {
        description: x.description,
        merchant_name: x.merchant,
        category: x.category,
        amount: wire(x.cents),
        transaction_type: x.type,
        account_id: account,
        transaction_date: x.date,
        is_pending: x.pending,
      },
      201,
    );
  }
}

/**
 * Contributions are dated by the app's clock, so it is set to each one's day (noon UTC). A goal is
 * created on its first contribution's day (or the household's today, if earlier), or on its
 * target date if that came first: the app takes only a target date not yet past, so a goal whose
 * date has passed by the household's today was set up before it.
 */
async function addGoals(t: AppUnderTest, h: Household): Promise<void> {
  for (const g of h.goals) {
    const firstDay = [h.today, ...g.contributions.map((c) => c.date)].sort()[0];
    const createdOn =
      firstDay === undefined || g.targetDate < firstDay
        ? g.targetDate
        : firstDay;
    t.setClock(`${createdOn}T12:00:00.000Z`);
    await t.signIn(emailOf(h), PASSWORD, h.fullName);
    const created = await t.call(
      "POST",
      "/goals",
      {
        name: g.name,
        target_amount: wire(g.targetCents),
        target_date: g.targetDate,
      },
      201,
    );
    const id = created.json<{ id: number }>().id;
    for (const c of [...g.contributions].sort((a, b) =>
      a.date < b.date ? -1 : 1,
    )) {
      t.setClock(`${c.date}T12:00:00.000Z`);
      await t.signIn(emailOf(h), PASSWORD, h.fullName);
      await t.call(
        "POST",
        `/goals/${String(id)}/contribute?amount=${wire(c.cents)}`,
        undefined,
        200,
      );
    }
  }
  t.setClock(h.now);
  await t.signIn(emailOf(h), PASSWORD, h.fullName);
}
