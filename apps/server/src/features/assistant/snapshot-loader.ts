import { CATEGORIES, toCents, type LedgerSums } from "@finch/domain";
import { createKeptRows } from "../../platform/kept-rows";
import { familyWords, isBillFamily, isFamily } from "./analyst/lexicon";
import type { AccountsService } from "../accounts/accounts.service";
import type { BudgetsService } from "../budgets/budgets.service";
import type { GoalsService } from "../goals/goals.service";
import type {
  LedgerFilters,
  Transaction,
  TransactionsService,
} from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";
import {
  lookupMerchant,
  merchantOf,
  type MerchantKind,
} from "../rules/rules.service";
import type {
  AssistantBudget,
  AssistantLedger,
  AssistantTransaction,
  RowFilter,
  Snapshot,
} from "./snapshot";

/** The services the assistant reads through (never another feature's repository). */
export interface SnapshotSources {
  usersService: Pick<UsersService, "get" | "today">;
  accountsService: Pick<AccountsService, "list">;
  transactionsService: Pick<
    TransactionsService,
    "sums" | "rows" | "merchants" | "version"
  >;
  budgetsService: Pick<BudgetsService, "list">;
  goalsService: Pick<GoalsService, "list" | "contributions">;
}

/** Users whose merchant words are kept between questions, least recently asked dropped first. */
const CACHED_USERS = 16;

/**
 * A user's merchants as the ledger names them (a merchant name, else the description) and as the
 * assistant speaks of them (`merchantOf`, the rules feature's one merchant rule),
 * both ways, and the day of the oldest transaction.
 */
export interface MerchantWords {
  canonical: ReadonlyMap<string, string>;
  named: ReadonlyMap<string, readonly string[]>;
  /** What each merchant is, by the rules feature's merchant dictionary ("Shell": fuel). */
  kinds: ReadonlyMap<string, MerchantKind>;
  /** The category of each merchant's rows. */
  categories: ReadonlyMap<string, string>;
  firstDate: string | undefined;
}

/**
 * The words of users' ledgers, kept while the user's transactions version holds (kept rows,
 * `platform/kept-rows.ts`): reading every merchant is one grouped pass over the whole ledger,
 * which a follow-up question need not repeat (figures are never kept: every question reads them
 * from the read model). One per app, so test apps on other databases never share it.
 */
export function createSnapshotCache() {
  const kept = createKeptRows<MerchantWords>(CACHED_USERS);
  return {
    async words(
      sources: Pick<SnapshotSources, "transactionsService">,
      userId: number,
      today: string,
    ): Promise<MerchantWords> {
      const version = await sources.transactionsService.version(userId);
      return kept(userId, [version, today], async () => {
        const canonical = new Map<string, string>();
        const named = new Map<string, string[]>();
        const kinds = new Map<string, MerchantKind>();
        const categories = new Map<string, string>();
        let firstDate: string | undefined;
        for (const m of await sources.transactionsService.merchants(userId)) {
          const name = m.isMerchantName
            ? merchantOf(m.name, "")
            : merchantOf(null, m.name);
          canonical.set(m.name, name);
          const kind = lookupMerchant({
            description: m.name,
            merchantName: m.isMerchantName ? m.name : null,
          })?.kind;
          if (kind && !kinds.has(name)) kinds.set(name, kind);
          if (!categories.has(name)) categories.set(name, m.category);
          const list = named.get(name);
          if (list) list.push(m.name);
          else named.set(name, [m.name]);
          if (m.firstDate <= today && (!firstDate || m.firstDate < firstDate))
            firstDate = m.firstDate;
        }
        return { canonical, named, kinds, categories, firstDate };
      });
    },
  };
}

/** The assistant's copy of users' merchant words. */
export type SnapshotCache = ReturnType<typeof createSnapshotCache>;

/** The ledger of one user through the transactions service's read model. */
export function ledgerOf(
  sources: Pick<SnapshotSources, "transactionsService">,
  userId: number,
  words: MerchantWords,
): AssistantLedger {
  const filtersOf = (f: RowFilter): LedgerFilters => ({
    startDate: f.start,
    endDate: f.end,
    categories: f.categories,
    // A canonical merchant is every name the ledger gives it.
    merchants: f.merchants?.flatMap((m) => words.named.get(m) ?? [m]),
    accountId: f.accountId,
    accountIds: f.accountIds,
    transactionType: f.type,
    isPending:
      f.pending === "only" ? true : f.pending === "exclude" ? false : undefined,
    minAmountCents: f.minCents === undefined ? undefined : toCents(f.minCents),
    maxAmountCents: f.maxCents === undefined ? undefined : toCents(f.maxCents),
    text: f.text,
  });
  const service = sources.transactionsService;
  /**
   * The canonical merchants whose rows say a family ("rent": MIETE, HUUR…), over all time: a
   * landlord's latest hundred rows name it. Worked out once per question (a question reads the
   * family for its figure, its count and its check that any row says it).
   */
  const said = new Map<string, Promise<Set<string>>>();
  const saying = (families: string, base: RowFilter): Promise<Set<string>> => {
    const where = {
      ...base,
      text: undefined,
      start: undefined,
      end: undefined,
    };
    const key = JSON.stringify([families, where]);
    const kept = said.get(key);
    if (kept) return kept;
    const found = (async () => {
      const names = new Set<string>();
      // A household's bank says a family in one language: the first word found is its word.
      for (const family of families.split("|"))
        for (const { word, says } of familyWords(family)) {
          const before = names.size;
          for (const r of await service.rows(
            userId,
            filtersOf({ ...where, text: word }),
            "date",
            100,
          ))
            if (says(`${r.description} ${r.merchantName ?? ""}`))
              names.add(merchantOf(r.merchantName, r.description));
          if (names.size > before) break;
        }
      return names;
    })();
    said.set(key, found);
    return found;
  };
  /**
   * A filter as the read model takes it: a family of bills as its merchants, and without what it
   * leaves out — the categories and the canonical merchants that remain ("excluding rent": every
   * merchant but those whose rows say rent).
   */
  const keep = async (wanted: RowFilter): Promise<RowFilter> => {
    const filter = await familiesAsMerchants(wanted);
    const out = filter.exclude;
    if (!out) return filter;
    const rest: RowFilter = { ...filter, exclude: undefined };
    const categories = out.categories?.length
      ? (filter.categories ?? CATEGORIES).filter(
          (c) => !out.categories?.includes(c),
        )
      : filter.categories;
    const gone = new Set([
      ...(out.merchants ?? []),
      ...(out.text ? await saying(out.text, rest) : []),
    ]);
    const merchants =
      gone.size > 0
        ? (filter.merchants ?? [...words.named.keys()]).filter(
            (m) => !gone.has(m),
          )
        : filter.merchants;
    return { ...rest, categories, merchants };
  };
  /**
   * A family of bills ("rent") as the merchants whose rows say it in any of its words; the text
   * itself when no row does (or for longer words that are no family: the list's search). A short
   * word no row says as a word is in no row ("pet", though PETROL holds it).
   */
  const familiesAsMerchants = async (filter: RowFilter): Promise<RowFilter> => {
    const text = filter.text;
    if (!text || filter.anyOf || !text.split("|").every(isFamily))
      return filter;
    const found = await saying(text, { ...filter, text: undefined });
    if (found.size === 0)
      return text.split("|").every(isBillFamily)
        ? filter
        : { ...filter, text: undefined, merchants: [] };
    const merchants = filter.merchants
      ? filter.merchants.filter((m) => found.has(m))
      : [...found];
    return { ...filter, text: undefined, merchants };
  };
  const ledger: AssistantLedger = {
    async sums(wanted, groupBy) {
      const filter = await keep(wanted);
      if (filter.anyOf && (groupBy === undefined || groupBy === "merchant")) {
        // Alternatives: each merchant's sums, kept when its category or its name was asked.
        const { categories, merchants, text, ...others } = filter;
        const rest = { ...others, anyOf: undefined };
        // The bills named by their words are the merchants whose rows say them (`saying`).
        const named = new Set([
          ...(merchants ?? []),
          ...(text ? await saying(text, rest) : []),
        ]);
        return (await ledger.sums(rest, "merchant")).filter(
          (r) => categories?.includes(r.category) || named.has(r.key),
        );
      }
      const sums = await service.sums(userId, filtersOf(filter), groupBy);
      if (groupBy !== "merchant") return sums;
      return sums.map((row): LedgerSums => ({
        ...row,
        key: words.canonical.get(row.key) ?? merchantOf(null, row.key),
      }));
    },
    async rows(wanted, order, limit) {
      const filter = await keep(wanted);
      const rows = await service.rows(userId, filtersOf(filter), order, limit);
      return rows.map(toAssistant);
    },
    async upcoming() {
      const rows = await service.rows(userId, {}, "date", undefined, "only");
      return rows.map(toAssistant).reverse();
    },
  };
  return ledger;
}

/** Loads one user's data as the screens show it: same services, same spending rules. */
export async function loadSnapshot(
  sources: SnapshotSources,
  userId: number,
  cache: SnapshotCache = createSnapshotCache(),
): Promise<Snapshot> {
  const today = await sources.usersService.today(userId);
  const [user, accounts, words, goals] = await Promise.all([
    sources.usersService.get(userId),
    sources.accountsService.list(userId),
    cache.words(sources, userId, today),
    sources.goalsService.list(userId),
  ]);
  let budgets: Promise<AssistantBudget[]> | undefined;
  return {
    today,
    currency: user.currency,
    accounts: accounts.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.accountType,
      institution: a.institutionName,
      balanceCents: a.balanceCents,
      isActive: a.isActive,
    })),
    ledger: ledgerOf(sources, userId, words),
    merchants: [...words.named.keys()],
    merchantKinds: words.kinds,
    merchantCategories: words.categories,
    firstDate: words.firstDate,
    budgets: () =>
      (budgets ??= sources.budgetsService.list(userId).then((list) =>
        list.map((b) => ({
          name: b.name,
          category: b.category,
          period: b.period,
          startDate: b.window.startDate,
          endDate: b.window.endDate,
          limitCents: b.amountCents,
          spentCents: b.spentCents,
          remainingCents: b.remainingCents,
          percentUsed: b.percentUsed,
          status: b.status,
        })),
      )),
    goals: goals.map((g) => ({
      name: g.name,
      targetCents: g.targetCents,
      currentCents: g.currentCents,
      remainingCents: g.remainingCents,
      progressPercent: g.progressPercent,
      targetDate: g.targetDate,
      daysLeft: g.daysLeft,
      isCompleted: g.isCompleted,
      requiredPerMonthCents: g.requiredPerMonthCents,
      pacePerMonthCents: g.pacePerMonthCents,
      projectedCompletionDate: g.projectedCompletionDate,
      contributions: async () =>
        (await sources.goalsService.contributions(userId, g.id)).map((c) => ({
          date: c.contributedOn,
          cents: c.amountCents,
        })),
    })),
  };
}

function toAssistant(t: Transaction): AssistantTransaction {
  return {
    id: t.id,
    date: t.transactionDate,
    description: t.description,
    merchant: merchantOf(t.merchantName, t.description),
    category: t.category,
    amountCents: t.amountCents,
    type: t.transactionType,
    isPending: t.isPending,
    accountId: t.accountId,
    accountName: t.accountName,
  };
}
