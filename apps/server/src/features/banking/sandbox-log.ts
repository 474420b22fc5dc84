import { LruCache } from "../../platform/lru-cache";
import { centsToWire, toCents, wireToCents } from "@finch/domain";
import type { ProviderAccount, ProviderTransaction } from "./bank-provider";
import {
  addDays,
  int,
  makeTransaction,
  random,
  sandboxAccounts,
  type SandboxAccount,
  type SandboxSeed,
} from "./sandbox-data";
import {
  DAILY_TEMPLATES,
  MONTHLY_TEMPLATES,
  OCCASIONAL_TEMPLATES,
  type Template,
} from "./sandbox-templates";

/**
 * The sandbox's append-only change log: the history up to the anchor as `added` events, then one
 * batch per later date (new rows, pending rows posted as removed + added with
 * `pending_transaction_id`, now and then a modified or removed row). A cursor is an offset into
 * it, so a cursor stays valid however many batches follow.
 */
export interface SandboxEvent {
  kind: "added" | "modified" | "removed";
  txn: ProviderTransaction;
}

/**
 * About 18 months of history (docs/design/bank-linking.md §9, issue 5): the default of
 * SANDBOX_HISTORY_DAYS.
 */
export const HISTORY_DAYS = 548;

/** An item's log and its accounts with their balances after every event. */
export interface SandboxItemLog {
  events: readonly SandboxEvent[];
  accounts: readonly ProviderAccount[];
}

/**
 * The logs built last, by seed. A sync reads its item's log once per page, and a long history
 * (SANDBOX_HISTORY_DAYS) takes about 100 ms to build: without this, a first sync of 10,000 rows
 * would spend two seconds rebuilding the same log. Logs are frozen, so no caller can change one.
 */
const recentLogs = new LruCache<string, SandboxItemLog>(8);

/** The whole log of an item, and its accounts with balances after every event. */
export function sandboxLog(seed: SandboxSeed): SandboxItemLog {
  const key = JSON.stringify(seed);
  const cached = recentLogs.get(key);
  if (cached) return cached;
  const log = buildLog(seed);
  for (const event of log.events) Object.freeze(event.txn);
  for (const account of log.accounts) Object.freeze(account);
  const frozen = Object.freeze({
    events: Object.freeze(log.events),
    accounts: Object.freeze(log.accounts),
  });
  recentLogs.set(key, frozen);
  return frozen;
}

function buildLog(seed: SandboxSeed): {
  events: SandboxEvent[];
  accounts: ProviderAccount[];
} {
  const accounts = sandboxAccounts(seed);
  const { posted, pending } = history(seed, accounts);
  const events: SandboxEvent[] = posted
    .concat(pending)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((txn) => ({ kind: "added", txn }));
  let open = pending;
  let previousNew: ProviderTransaction[] = [];
  seed.batchDates.forEach((date, index) => {
    const batch = makeBatch(seed, accounts, index + 1, date, open, previousNew);
    events.push(...batch.events);
    open = batch.pending;
    previousNew = batch.newPosted;
  });
  return {
    events,
    accounts: withBalances(accounts, events),
  };
}

function history(seed: SandboxSeed, accounts: SandboxAccount[]) {
  const posted: ProviderTransaction[] = [];
  const add = (
    template: Template,
    date: string,
    cents: number,
    key: string,
  ) => {
    const txn = makeTransaction(seed, accounts, template, {
      id: key,
      date,
      cents,
      pending: false,
    });
    if (txn) posted.push(txn);
  };
  for (let offset = seed.historyDays; offset >= 0; offset -= 1) {
    const date = addDays(seed.anchorDate, -offset);
    const day = Number(date.slice(8, 10));
    const month = date.slice(0, 7);
    const rng = random(`${seed.itemId}:day:${date}`);
    const monthRng = random(`${seed.itemId}:month:${month}`);
    const cardPayment = int(monthRng, 60_000, 120_000);
    for (const [template, dayOfMonth] of MONTHLY_TEMPLATES) {
      if (day !== dayOfMonth) continue;
      const cents = template.key.startsWith("card_")
        ? cardPayment
        : int(rng, template.minCents, template.maxCents);
      add(template, date, cents, `${date}:${template.key}`);
    }
    // The last two days' card spending is still pending (added below).
    if (offset > 2)
      for (const [template, chance] of DAILY_TEMPLATES)
        if (rng() < chance)
          add(
            template,
            date,
            int(rng, template.minCents, template.maxCents),
            `${date}:${template.key}`,
          );
    const tripMonth = Number(month.slice(5)) % 4 === 2;
    for (const [template, dayOfMonth] of OCCASIONAL_TEMPLATES) {
      if (day !== dayOfMonth) continue;
      const happens = template.key === "refund" ? monthRng() < 0.35 : tripMonth;
      const cents = int(rng, template.minCents, template.maxCents);
      if (happens) add(template, date, cents, `${date}:${template.key}`);
    }
  }
  const pendingRng = random(`${seed.itemId}:pending`);
  const pending = [
    pendingRow(seed, accounts, 0, addDays(seed.anchorDate, -2), pendingRng),
    pendingRow(seed, accounts, 1, addDays(seed.anchorDate, -1), pendingRng),
    pendingRow(seed, accounts, 2, seed.anchorDate, pendingRng),
  ].filter((txn): txn is ProviderTransaction => txn !== undefined);
  return { posted, pending };
}

function pendingRow(
  seed: SandboxSeed,
  accounts: SandboxAccount[],
  n: number,
  date: string,
  rng: () => number,
): ProviderTransaction | undefined {
  const pool = DAILY_TEMPLATES.map(([template]) => template);
  const template = pool[int(rng, 0, pool.length - 1)] ?? pool[0];
  if (!template) return undefined;
  return makeTransaction(seed, accounts, template, {
    id: `pending:${String(n)}:${date}`,
    date,
    cents: int(rng, template.minCents, template.maxCents),
    pending: true,
  });
}

function makeBatch(
  seed: SandboxSeed,
  accounts: SandboxAccount[],
  k: number,
  date: string,
  open: ProviderTransaction[],
  previousNew: ProviderTransaction[],
) {
  const events: SandboxEvent[] = [];
  const rng = random(`${seed.itemId}:batch:${String(k)}`);
  // Pending → posted: removed (pending id) + added (posted id, linked by pending_transaction_id).
  for (const txn of open) {
    events.push({ kind: "removed", txn });
    events.push({
      kind: "added",
      txn: {
        ...txn,
        transaction_id: `${txn.transaction_id.slice(0, 30)}P${String(k).padStart(6, "0")}`,
        pending: false,
        pending_transaction_id: txn.transaction_id,
        authorized_date: txn.authorized_date ?? txn.date,
        date,
      },
    });
  }
  const pool = DAILY_TEMPLATES.map(([template]) => template);
  const newPosted: ProviderTransaction[] = [];
  for (const n of [0, 1]) {
    const template = pool[int(rng, 0, pool.length - 1)];
    const txn =
      template &&
      makeTransaction(seed, accounts, template, {
        id: `batch:${String(k)}:${String(n)}`,
        date,
        cents: int(rng, template.minCents, template.maxCents),
        pending: false,
      });
    if (txn) newPosted.push(txn);
  }
  events.push(
    ...newPosted.map((txn): SandboxEvent => ({ kind: "added", txn })),
  );
  const pendingTxn = pendingRow(seed, accounts, 100 + k, date, rng);
  if (pendingTxn) events.push({ kind: "added", txn: pendingTxn });
  const [first, second] = previousNew;
  // A merchant settles a different amount (a tip added): the row is modified in place.
  if (k % 2 === 0 && first)
    events.push({
      kind: "modified",
      txn: { ...first, amount: shiftWire(first.amount, 200) },
    });
  // A duplicate authorisation the bank reverses: the row disappears.
  if (k % 3 === 0 && second) events.push({ kind: "removed", txn: second });
  return { events, pending: pendingTxn ? [pendingTxn] : [], newPosted };
}

/**
 * Balances after the whole log: each account's balance before its history (`baseCents`, an
 * opening balance) moved by every posted row since (depository: money out lowers it; credit and
 * loan: Plaid reports what is owed, which money out raises) — so the history adds up to the
 * balance, and a balance worked back through it (the net-worth report) is the opening one.
 */
function withBalances(
  accounts: SandboxAccount[],
  events: SandboxEvent[],
): ProviderAccount[] {
  const current = new Map<string, ProviderTransaction>();
  for (const event of events) {
    if (event.kind === "removed") current.delete(event.txn.transaction_id);
    else current.set(event.txn.transaction_id, event.txn);
  }
  return accounts.map(({ account, baseCents }) => {
    const owed = account.type !== "depository";
    let cents = baseCents;
    let pendingCents = 0;
    for (const txn of current.values()) {
      if (txn.account_id !== account.account_id) continue;
      const txnCents: number = wireToCents(txn.amount) ?? 0;
      if (txn.pending) pendingCents += txnCents;
      else cents += owed ? txnCents : -txnCents;
    }
    return {
      ...account,
      balances: {
        current: centsToWire(toCents(cents)),
        available: owed ? null : centsToWire(toCents(cents - pendingCents)),
        iso_currency_code: "USD",
      },
    };
  });
}

/** A wire amount moved `cents` further from zero, through integer cents. */
function shiftWire(amount: number, cents: number): number {
  const base = wireToCents(amount) ?? 0;
  return centsToWire(toCents(base + (base > 0 ? cents : -cents)));
}
