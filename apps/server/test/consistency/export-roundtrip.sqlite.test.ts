/**
 * Issue 20: an export imports back into a fresh instance of the *other* database and exports
 * again identically. A varied ledger (`roundtrip-ledger.ts`) is built through the API on SQLite
 * and, with the same requests at the same clock, on PostgreSQL; each is exported, imported by a
 * new user on the other database, and exported there again.
 *
 * What may differ between the two files is only what belongs to the account the file is imported
 * into, not to the data it carries: `exported_at` (the moment of each export), and the profile's
 * `email` (the sign-in name of the importing account: an import never changes it), `created_at`
 * (when that account was registered) and `is_verified` (its own email check: an import must not
 * grant it). Those are cut out of both texts as whole lines (and checked to be the importing
 * account's own); the rest must be the same bytes. The format carries no database ids (accounts
 * are numbered by their place in the file), so nothing else is left out. What the API answers
 * about the restored data — balances, net worth, the dashboard, budgets, goals, the transaction
 * lists and the assistant's net worth — must be the same on both databases, ids aside.
 *
 * The file runs once, in the SQLite project (hence `.sqlite.test.ts`): it opens PostgreSQL itself
 * and covers both directions, so running it again from the PostgreSQL project would repeat it.
 */
import type {
  AccountListResponse,
  InsightsSummaryResponse,
} from "@finch/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { ask } from "../assistant-api";
import { buildTestApp, type TestApp } from "../build-test-app";
import { call, exportData, importData } from "../export-fixtures";
import { makeUser, uniqueEmail, type SignedInUser } from "../factories";
import { buildOtherDialectApp } from "../other-dialect";
import {
  buildLedger,
  LEDGER_START,
  type BuiltLedger,
} from "../roundtrip-ledger";

let now = LEDGER_START;
const clock = { now: () => new Date(now) };
const limits = { exportsPerHourPerUser: 1_000, chatPerMinutePerUser: 1_000 };
const here = await buildTestApp({ clock, limits });
const elsewhere = await buildOtherDialectApp({ clock, limits });
const clockControl = { get: () => now, set: (ms: number) => (now = ms) };

/** A ledger built on one instance and its export, taken when the build ends. */
interface Source {
  instance: TestApp;
  ledger: BuiltLedger;
  file: string;
  /** The clock when the file was taken: the copy is read on the same day. */
  at: number;
}

const sources: Source[] = [];

describe.skipIf(elsewhere === undefined)(
  "an export carried to the other database (issue 20)",
  () => {
    beforeAll(async () => {
      if (!elsewhere) return;
      // One email on both instances: the two builds send the same requests.
      const email = uniqueEmail("roundtrip");
      for (const instance of [here, elsewhere]) {
        const ledger = await buildLedger(instance.app, email, clockControl);
        const res = await exportData(instance.app, ledger.user);
        expect(res.statusCode, res.body).toBe(200);
        sources.push({ instance, ledger, file: res.body, at: now });
      }
    }, 300_000);

    it("holds the same file when the same requests were made on SQLite and on PostgreSQL", () => {
      const [first, second] = sources;
      expect(first?.ledger.transactions).toBeGreaterThan(2_000);
      // Same requests at the same clock: even the export moment and the profile agree.
      expect(second?.file).toBe(first?.file);
    });

    it.each([0, 1])(
      "restores the export of instance %i into a fresh instance of the other database, which exports it again identically and answers the same figures",
      { timeout: 120_000 },
      async (index) => {
        const source = sources[index];
        const target = index === 0 ? elsewhere : here;
        if (!source || !target) throw new Error("unreachable");
        const dialects = `${source.instance.database.dialect} → ${target.database.dialect}`;
        // Registered a minute later, as another person would: its own email and moment.
        now = source.at + 60_000;
        const user = await makeUser(target.app, {
          email: uniqueEmail("restored"),
        });
        const res = await importData(target.app, user, source.file);
        expect(res.statusCode, `${dialects}: ${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({
          accounts: 8,
          transactions: source.ledger.transactions,
          budgets: 7,
          goals: 3,
          linked_institutions_skipped: 0,
        });
        now += 60_000;
        const copy = await exportData(target.app, user);
        expect(copy.statusCode, copy.body).toBe(200);

        const original = withoutOwnFields(source.file);
        const again = withoutOwnFields(copy.body);
        expect(again.own).toEqual({
          exported_at: new Date(now).toISOString(),
          email: user.email,
          is_verified: false,
          created_at: new Date(source.at + 60_000).toISOString(),
        });
        expect(original.own.email).toBe(source.ledger.user.email);
        expect(again.text.length).toBe(original.text.length);
        expect(again.text === original.text, dialects).toBe(true);

        const before = await figures(source.instance, source.ledger.user);
        const after = await figures(target, user);
        const differing = Object.keys(before).filter(
          (key) =>
            JSON.stringify(after[key as keyof typeof after]) !==
            JSON.stringify(before[key as keyof typeof before]),
        );
        expect(differing, dialects).toEqual([]);
        expect(after, dialects).toEqual(before);
        // The ledger is as varied as it means to be: debts of either sign, pending and
        // upcoming rows, a completed goal.
        expect(before.summary).toMatchObject({ account_count: 8 });
        expect(
          (before.summary as unknown as InsightsSummaryResponse).pending_count,
        ).toBeGreaterThan(0);
        expect(before.upcoming.total).toBeGreaterThan(0);
        expect(
          before.accounts
            .filter((a) => a.account_type === "credit_card")
            .map((a) => Math.sign(a.current_balance)),
        ).toEqual(expect.arrayContaining([-1, 1]));
      },
    );
  },
);

/**
 * The file's text without the lines that belong to the account rather than its data, and those
 * lines' values. Each must appear exactly once where the export writes it (the head is
 * pretty-printed with one space of indent a level).
 */
function withoutOwnFields(text: string): {
  text: string;
  own: Record<string, unknown>;
} {
  const own: Record<string, unknown> = {};
  const cut = (within: string, pattern: RegExp, name: string): string => {
    const found = [...within.matchAll(pattern)];
    if (found.length !== 1)
      throw new Error(`${name}: ${String(found.length)} lines, expected 1`);
    const line = found[0]?.[0] ?? "";
    own[name] = JSON.parse(
      line.slice(line.indexOf(":") + 1).replace(/,\n$/, ""),
    );
    return within.replace(pattern, "");
  };
  const head = text.indexOf('\n "profile": {\n');
  const end = text.indexOf("\n },\n", head);
  if (head < 0 || end < 0) throw new Error("No profile in the file");
  let profile = text.slice(head, end + 1);
  profile = cut(profile, /^ {2}"email": .*,\n/gm, "email");
  profile = cut(profile, /^ {2}"is_verified": .*,\n/gm, "is_verified");
  profile = cut(profile, /^ {2}"created_at": .*,\n/gm, "created_at");
  const start = cut(
    text.slice(0, head + 1),
    /^ "exported_at": .*,\n/gm,
    "exported_at",
  );
  return { text: start + profile + text.slice(end + 1), own };
}

/** Drops `id` (and a nested account's id) from each item: database ids differ by instance. */
function idFree<T extends object>(items: T[]): Omit<T, "id">[] {
  return items.map((item) => {
    const rest = { ...item } as Record<string, unknown>;
    delete rest.id;
    const account = (rest as { account?: { name: string } }).account;
    return (
      account ? { ...rest, account: { name: account.name } } : rest
    ) as Omit<T, "id">;
  });
}

/** Every figure the API answers about the user's money, ids left out. */
async function figures(instance: TestApp, user: SignedInUser) {
  const { app } = instance;
  const get = async <T>(path: string) =>
    (await call(app, user, "GET", path)).json<T>();
  const accounts = (await get<AccountListResponse>("/accounts")).accounts;
  const list = async (query: string) => {
    const page = await get<{ transactions: { id: number }[]; total: number }>(
      `/transactions?${query}`,
    );
    return { total: page.total, transactions: idFree(page.transactions) };
  };
  const goals = (await get<{ goals: { id: number }[] }>("/goals")).goals;
  const contributions = [];
  for (const goal of goals)
    contributions.push(
      idFree(
        (
          await get<{ contributions: { id: number }[] }>(
            `/goals/${String(goal.id)}/contributions`,
          )
        ).contributions,
      ),
    );
  return {
    accounts: idFree(accounts),
    summary: await get<Record<string, unknown>>("/insights/summary"),
    budgets: idFree(
      (await get<{ budgets: { id: number }[] }>("/budgets")).budgets,
    ),
    goals: idFree(goals),
    contributions,
    recent: await list("limit=100"),
    recentCounted: await list("limit=100&upcoming=exclude"),
    upcoming: await list("limit=100&upcoming=only"),
    oldest: await list("limit=100&sort_by=date&order=asc"),
    largest: await list("limit=50&sort_by=amount&order=desc"),
    // Text orders and searches: both dialects must agree on case and on letters past ASCII.
    byDescription: await list("limit=100&sort_by=description&order=asc"),
    byDescriptionDesc: await list("limit=100&sort_by=description&order=desc"),
    byMerchant: await list("limit=100&sort_by=merchant&order=desc"),
    byAccount: await list("limit=100&sort_by=account&order=asc&skip=900"),
    byCategory: await list("limit=100&sort_by=category&order=asc&skip=500"),
    search: await list("limit=100&q=corrected"),
    searchAccented: await list(`limit=100&q=${encodeURIComponent("ÉCLAIR")}`),
    searchUnicode: await list(`limit=100&q=${encodeURIComponent("ümlaut")}`),
    netWorthAnswer: (await ask(instance, user, "What's my net worth?"))
      .response,
    spendingAnswer: (
      await ask(instance, user, "How much have I spent this month?")
    ).response,
  };
}
