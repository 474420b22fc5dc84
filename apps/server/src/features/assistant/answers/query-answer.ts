import {
  ACCOUNT_TYPE_LABELS,
  cashFlowOf,
  negateCents,
  addDays,
  answerOf,
  daysBetween,
  periodWindow,
  averagePer,
  categoryLabel,
  CATEGORIES,
  formatCount,
  formatInteger,
  INCOME_CATEGORIES,
  isLiability,
  periodsIn,
  toCents,
  TRANSFER_CATEGORY,
  type Category,
  type Cents,
  shortDate,
} from "@finch/domain";
import Fuse from "fuse.js";
import { make, type Period } from "../analyst/period-units";
import { simplify } from "../analyst/merchants";
import {
  CASH_TEXT,
  INCOME_AHEAD,
  MONEY_OUT,
  SINCE_PAY,
  queryName,
  type Query,
} from "../analyst/query";
import type { AssistantTransaction, RowFilter } from "../snapshot";
import { recurringCharges } from "../tools/recurring-charges";
import { divideCents, percentText, tenthsOfPercent } from "../tools/ledger";
import {
  allTime,
  joinWords,
  money,
  periodWords,
  reply,
  sayer,
  safeName,
  transactionsLink,
  type AnswerContext,
  type Reply,
} from "./reply";
import { answerComparison, answerSeries } from "./over-time";
import {
  defaultPeriod,
  describe,
  flowOf,
  link,
  rowFilter,
  measureOf,
  SUBJECT_MEASURE,
  thisMonth,
} from "./query-parts";
import {
  answerAccounts,
  answerBudgets,
  answerGoals,
  answerSubscriptions,
} from "./holdings";

/**
 * The answer to a query (docs/design/assistant.md §1): run it through the ledger's read model
 * (or the accounts, budgets and goals the screens show) and render it with one of a few
 * templates — one figure, a count, an average, a share, a ranking, or rows.
 */
export async function answerQuery(
  ctx: AnswerContext,
  asked: Query,
): Promise<Reply> {
  const q = await settle(ctx, await sincePay(ctx, asked));
  return { ...(await answerSettled(ctx, q)), intent: queryName(q) };
}

/**
 * "How much have I spent since payday": from the day of the latest salary (else any income) to
 * today, when no other period is said.
 */
async function sincePay(ctx: AnswerContext, q: Query): Promise<Query> {
  if (q.period || !SINCE_PAY.test(ctx.frame.text)) return q;
  const today = ctx.snapshot.today;
  const latest = async (categories?: readonly Category[]) =>
    (
      await ctx.snapshot.ledger.rows(
        { type: "credit", categories, end: today, pending: "exclude" },
        "date",
        1,
      )
    )[0];
  const pay =
    (await latest(["salary"])) ?? (await latest([...INCOME_CATEGORIES]));
  if (!pay) return q;
  return {
    ...q,
    period: make(
      pay.date,
      today,
      "range",
      `since your last pay from ${safeName(pay.merchant)}`,
    ),
  };
}

async function answerSettled(ctx: AnswerContext, q: Query): Promise<Reply> {
  switch (q.subject) {
    case "balance":
    case "net_worth":
    case "liabilities":
    case "assets":
      return answerAccounts(ctx, q);
    case "budgets":
      return answerBudgets(ctx, q);
    case "goals":
      return answerGoals(ctx, q);
    case "subscriptions":
      return answerSubscriptions(ctx, q);
    case "upcoming":
      return answerUpcomingRows(ctx, q);
    case "pending":
      // "Anything still pending from last week": the period said, else all that is pending.
      return answerRows(ctx, q, { pending: "only" }, q.period ?? allTime(ctx));
    case "transactions":
      return answerRows(ctx, q, {}, q.period ?? allTime(ctx));
    case "cash_flow":
    case "savings_rate":
      return answerCashFlow(ctx, q);
    default:
      // The largest purchase with no period is the largest there is; the latest rows likewise.
      if (q.measure === "rows")
        return answerRows(ctx, q, {}, q.period ?? allTime(ctx));
      return answerLedger(ctx, q);
  }
}

/**
 * The query as the user's rows bear it out: a name they have no merchant by is the rows that
 * say it ("tutoring": "VENMO FROM PRIYA RAMAN SAT TUTORING"), and spending or refunds from
 * where only income ever came is that income ("how much did the irs refund me").
 */
export async function settle(ctx: AnswerContext, q: Query): Promise<Query> {
  const f = q.filters;
  const isFlow = q.subject === "spending" || q.subject === "refunds";
  const isIntoDebt = q.subject === "transfers" && f.type === "credit";
  if (!isFlow && !isIntoDebt && q.subject !== "income") return q;
  // "Without the mortgage": its repayments at its lender are left out (transfers are already).
  const debtIds = f.exclude?.debtIds;
  if (debtIds?.length) {
    const toward = await towardDebt(ctx, {
      ...q,
      subject: "spending",
      filters: { accountIds: [...debtIds] },
    });
    const exclude = {
      ...f.exclude,
      debtIds: undefined,
      merchants: [
        ...(f.exclude?.merchants ?? []),
        ...(toward.subject === "spending"
          ? (toward.filters.merchants ?? [])
          : []),
      ],
    };
    return settle(ctx, { ...q, filters: { ...f, exclude } });
  }
  const payments =
    q.subject === "spending" || isIntoDebt ? await towardDebt(ctx, q) : q;
  if (payments !== q || isIntoDebt) return payments;
  const names = ctx.frame.unknownNames;
  const isUnknown =
    names.length === 1 &&
    f.merchants?.length === 1 &&
    f.merchants[0] === names[0];
  // Words naming nothing known, in a question with no other filter, may be what rows say: a
  // name of three words or more whole, then its pairs ("per diem shifts" is paid as
  // "INTELYCARE PER DIEM PAYOUT").
  const said = isUnknown
    ? names.flatMap((name) => phrasesOf(name.toLowerCase()))
    : f.merchants?.length ||
        f.categories?.length ||
        f.text ||
        f.accountIds?.length
      ? []
      : [
          // Two words said together first ("san juan"), then each alone.
          ...ctx.frame.otherWords
            .slice(1)
            .map((w, i) => `${ctx.frame.otherWords[i] ?? ""} ${w}`)
            .filter((pair) => ctx.frame.text.includes(pair)),
          ...ctx.frame.otherWords,
        ];
  let filters = f;
  for (const text of said) {
    const found = { ...f, merchants: undefined, text };
    const any = await ctx.snapshot.ledger.sums(
      rowFilter({ ...q, filters: found }, allTime(ctx)),
    );
    if (any.length > 0) {
      filters = found;
      break;
    }
  }
  if (!filters.merchants?.length && !filters.text) return q;
  let sums = await ctx.snapshot.ledger.sums(
    rowFilter({ ...q, filters }, allTime(ctx)),
  );
  // A kind of bill no row names ("health insurance" paid as "VHI HEALTHCARE DD"): the rest of
  // the question's filters answer.
  if (
    sums.length === 0 &&
    filters === f &&
    f.text &&
    (f.categories?.length || f.merchants?.length)
  ) {
    filters = { ...f, text: undefined };
    sums = await ctx.snapshot.ledger.sums(
      rowFilter({ ...q, filters }, allTime(ctx)),
    );
  }
  const { measure } = SUBJECT_MEASURE[flowOf(q)];
  // "How much have we paid in interest": money out, even where only interest came in.
  const isPaidOut = /\b(i|we) (have |'ve )?(paid|pay|spent|spend)\b/.test(
    ctx.frame.text,
  );
  const isIncome =
    isFlow &&
    !isPaidOut &&
    answerOf(sums, { measure }).total === 0 &&
    answerOf(sums, { measure: "income" }).total > 0;
  if (!isIncome) return { ...q, filters };
  // Refunds from a named place are asked of all time; so is the income they turn out to be.
  const period =
    q.period ?? (q.subject === "refunds" ? allTime(ctx) : undefined);
  return { ...q, filters, subject: "income", period };
}

/**
 * Spending "on" a loan or a mortgage is what was paid toward it ("what % of our income went on
 * the mortgage"): bills at its lender (a merchant named like the account or its bank, "ING
 * Hypotheken" for the "Hypotheek"), else what the other accounts moved into it.
 */
async function towardDebt(ctx: AnswerContext, q: Query): Promise<Query> {
  const named = q.filters.accountIds ?? [];
  const debts = ctx.snapshot.accounts.filter(
    (a) =>
      (a.type === "mortgage" || a.type === "loan") &&
      (named.includes(a.id) ||
        (named.length === 0 &&
          q.filters.text === "mortgage" &&
          a.type === "mortgage")),
  );
  if (debts.length === 0 || debts.length < named.length) return q;
  const stems = new Set(
    debts.flatMap((a) =>
      simplify(`${a.name} ${a.institution ?? ""}`)
        .split(" ")
        .filter((w) => w.length >= 5)
        .map((w) => w.slice(0, 6)),
    ),
  );
  const lenders = ctx.snapshot.merchants.filter((m) =>
    simplify(m)
      .split(" ")
      .some((w) => w.length >= 5 && stems.has(w.slice(0, 6))),
  );
  const rest = {
    ...q.filters,
    accountIds: undefined,
    accountTypes: undefined,
    text: undefined,
    type: undefined,
  };
  const into = {
    ...rest,
    accountIds: debts.map((a) => a.id),
    type: "credit" as const,
  };
  // Paid into it from the other accounts: those transfers are the payments.
  if (q.subject === "transfers") {
    const sums = await ctx.snapshot.ledger.sums(
      rowFilter({ ...q, filters: into }, allTime(ctx)),
    );
    if (answerOf(sums, { measure: "credits" }).total > 0) return q;
  }
  if (lenders.length > 0) {
    const atLenders = { ...rest, merchants: lenders };
    const sums = await ctx.snapshot.ledger.sums(
      rowFilter(
        { ...q, subject: "spending", filters: atLenders },
        allTime(ctx),
      ),
    );
    if (answerOf(sums, { measure: "spending" }).total > 0)
      return { ...q, subject: "spending", filters: atLenders };
  }
  return q.subject === "transfers"
    ? q
    : { ...q, subject: "transfers", filters: into };
}

/**
 * A name, then each two words of it said together. Never a word alone: "zzyzx hardware" is not
 * Ace Hardware.
 */
function phrasesOf(name: string): string[] {
  const words = name.split(/\s+/).filter((w) => w !== "");
  if (words.length < 3) return [name];
  return [name, ...words.slice(1).map((w, i) => `${words[i] ?? ""} ${w}`)];
}

/** The one or two words of "did the bike shop cost", "was my tv licence", and so on. */
function thingCosted(text: string): string[] | undefined {
  const said =
    /\b(?:did|does|do|was|were|is) (?:the|my|our|that|this) ([a-z]+)(?: ([a-z]+))? (?:cost|come to|set (?:me|us) back|run (?:me|us))\b/.exec(
      text,
    );
  return said ? [said[1], said[2]].filter((w) => w !== undefined) : undefined;
}

/**
 * Whether a question that said no period may be answered over all time when this month holds
 * none of it: what it names (a merchant, a category, an account, words rows say) — "how much did
 * i pay in property tax", "what did the hail claim pay", "how much did i spend on textbooks" ask
 * about something that happens now and then, whenever it was.
 */
function isAskedWhenever(q: Query, period: Period): boolean {
  const f = q.filters;
  const isNamed = !!(
    f.merchants?.length ||
    f.categories?.length ||
    f.text ||
    f.accountIds?.length ||
    f.fromAccountId !== undefined
  );
  return (
    !q.period &&
    period.phrase === "this month" &&
    isNamed &&
    (q.measure === "total" || q.measure === "count") &&
    !q.groupBy
  );
}

/** One figure (a total, a count, an average, a share) or a ranking of a ledger subject. */
async function answerLedger(ctx: AnswerContext, q: Query): Promise<Reply> {
  const subject = flowOf(q);
  const isCash = q.filters.text === CASH_TEXT;
  const words: (typeof SUBJECT_MEASURE)[typeof subject] = isCash
    ? { measure: "debits", unit: ["cash withdrawal", "cash withdrawals"] }
    : SUBJECT_MEASURE[subject];
  if (q.compareTo) return answerComparison(ctx, q);
  let period = defaultPeriod(ctx, q);
  let filter = rowFilter(q, period);
  // "How much of our income goes on the mortgage" with no mortgage, "…on rent" when no row says
  // rent: what the question is about is not in the ledger, and no figure answers it.
  const f = q.filters;
  const refuse = sayer(ctx, { period, tools: ["ledger_query"], links: [] });
  if (f.accountTypes?.length && !f.accountIds?.length)
    return refuse(
      `You have no ${joinWords(f.accountTypes.map((t) => ACCOUNT_TYPE_LABELS[t].toLowerCase()))} account, so I can't answer that from your data.`,
    );
  const isTextAlone =
    !!f.text &&
    !isCash &&
    !f.merchants?.length &&
    !f.categories?.length &&
    !f.accountIds?.length;
  const isUnsaid = async (text: string) =>
    (await ctx.snapshot.ledger.rows({ text }, "date", 1)).length === 0;
  if (
    isTextAlone &&
    (await Promise.all((f.text?.split("|") ?? []).map(isUnsaid))).every(Boolean)
  )
    return refuse(
      `No transaction of yours mentions ${joinWords(f.text?.split("|") ?? [])}, so I can't tell what it cost.`,
    );
  const before = beforeTheLedger(ctx, q, period);
  if (before) return before;
  if (q.groupBy === "month" || q.groupBy === "weekday" || q.groupBy === "day")
    return answerSeries(ctx, q);
  const what = describe(ctx, q);
  const grouping = q.groupBy;
  let sums = await ctx.snapshot.ledger.sums(filter, grouping);
  const measure = isCash ? words.measure : measureOf(q);
  let total = toCents(answerOf(sums, { measure }).total);
  // Nothing this month of a thing named with no period: whenever it was, if ever.
  // Nothing ever ("zzyzx hardware"): said as such, not as this month's nought.
  let isNever = false;
  // A place the ledger has never seen ("pret" for someone who never went): whatever the period.
  const names = ctx.frame.unknownNames;
  const isUnseen =
    total === 0 &&
    !!q.filters.merchants?.length &&
    q.filters.merchants.every((m) => names.includes(m));
  if (isUnseen && !isAskedWhenever(q, period))
    isNever =
      (await ctx.snapshot.ledger.sums(rowFilter(q, allTime(ctx)), grouping))
        .length === 0;
  if (total === 0 && isAskedWhenever(q, period)) {
    const all = allTime(ctx);
    const wider = await ctx.snapshot.ledger.sums(rowFilter(q, all), grouping);
    const widerTotal = toCents(answerOf(wider, { measure }).total);
    isNever = wider.length === 0;
    if (widerTotal !== 0) {
      [period, filter, sums, total] = [
        all,
        rowFilter(q, all),
        wider,
        widerTotal,
      ];
    }
  }
  const when = periodWords(period);
  // Transfers into an account that records only the sending side: what the others sent out.
  // From one account to another: what arrived that left the other (same amount, within 3 days).
  if (q.filters.fromAccountId !== undefined && q.measure === "total") {
    const paired = await pairedTransfers(ctx, filter, q.filters.fromAccountId);
    if (paired !== undefined) total = paired;
  }
  if (q.subject === "transfers" && filter.type === "credit" && total === 0) {
    const others = ctx.snapshot.accounts
      .filter((a) => !filter.accountIds?.includes(a.id))
      .map((a) => a.id);
    filter = { ...filter, type: "debit", accountIds: others };
    sums = await ctx.snapshot.ledger.sums(filter, grouping);
    total = toCents(answerOf(sums, { measure: "debits" }).total);
  }
  const count =
    subject === "spending"
      ? answerOf(sums, { measure: "purchases" }).total
      : subject === "income"
        ? countIncome(sums)
        : subject === "refunds"
          ? countRefunds(sums)
          : answerOf(sums, { measure: "count" }).total;
  const links = [link(q, period)];
  const say = sayer(ctx, { period, tools: ["ledger_query"], links });
  const sentence = (figure: string) =>
    subject === "income"
      ? `Your income ${what} ${when} was ${figure}`
      : subject === "refunds"
        ? `You got ${figure} back in refunds ${what} ${when}`
        : isCash
          ? `You took out ${figure} in cash ${what} ${when}`
          : subject === "transfers"
            ? `You transferred ${figure} ${what} ${when}`
            : `You spent ${figure} ${what} ${when}`;
  if (q.groupBy) return ranking(ctx, q, period, sums, total);
  // "Spent on the kids", "at the campus store", "what did the bike cost": a thing no category,
  // merchant or account is, and no row mentions, is not all spending.
  const unmatched =
    /\b(spend|spent|spending|cost|costs|paid|pay|much)\b.*\b(?:on|for|at) (?:the |my |our )?(?!(?:everything|anything|all|things?|stuff|average|total|least|once|most|home|work|night|weekends?)\b)([a-z]+)\b/.exec(
      ctx.frame.text,
    )?.[2] ??
    // "Did the bike shop cost", "did the tv licence cost": a word of the thing no row says.
    thingCosted(ctx.frame.text)?.find((w) => ctx.frame.otherWords.includes(w));
  // "How much overtime did i get": words no row says, and nothing of spending said.
  const unsaid =
    unmatched !== undefined && ctx.frame.otherWords.includes(unmatched)
      ? unmatched
      : !MONEY_OUT.test(ctx.frame.text) && ctx.frame.otherWords.length > 0
        ? ctx.frame.otherWords.join(" ")
        : undefined;
  if (!what.trim() && subject === "spending" && unsaid !== undefined)
    return refuse(
      `I can't tell which of your ${unsaid === unmatched ? `spending was ${new RegExp(`\\bat (?:the |my |our )?${unsaid}\\b`).test(ctx.frame.text) ? "at" : "on"}` : "transactions are"} ${unsaid}: no merchant, category or account matches it, and no transaction mentions it. You could ask by category or merchant, for example "how much did I spend on groceries this month?"`,
    );
  // "How much did i get from my parents", "invoice acme": a payer no row names is not all income.
  const payer =
    /\b(?:from|invoiced?|billed?) (?:the |my |our )?([a-z]+)\b/.exec(
      ctx.frame.text,
    )?.[1];
  if (
    !what.trim() &&
    subject === "income" &&
    payer !== undefined &&
    ctx.frame.otherWords.includes(payer)
  )
    return refuse(
      `I can't tell which of your income came from ${payer}: no payer, account or transaction mentions it. You could ask by who paid you, for example "how much did my employer pay me last month?"`,
    );
  if (q.measure === "count") {
    const [one, many] = words.unit;
    return say(
      `${subject === "spending" ? "You made" : "There were"} **${formatInteger(count)}** ${count === 1 ? one : many} ${what} ${when}, ${money(ctx, total)} in total.`,
    );
  }
  if (q.measure === "average") {
    if (q.per === "purchase") {
      // An average purchase is what the purchases cost (before refunds) over their count.
      const bought = toCents(
        answerOf(
          sums.filter((r) => r.category !== TRANSFER_CATEGORY),
          { measure: "debits" },
        ).total,
      );
      const avg = divideCents(subject === "spending" ? bought : total, count);
      return say(
        `Your average ${words.unit[0]} ${what} ${when} was **${money(ctx, avg)}** (${money(ctx, total)} over ${formatCount(count, words.unit[0])}).`,
      );
    }
    const per = q.per ?? "month";
    const avg = averagePer(total, period.start, period.end, per);
    const spans = periodsIn(
      period.start,
      period.end,
      per === "month" ? "month" : "day",
    );
    return say(
      `${sentence(`**${money(ctx, avg)} a ${per}**`).replace(` ${when}`, "")} on average over ${period.label} (${money(ctx, total)} in total over ${formatInteger(spans)} ${per === "month" ? (spans === 1 ? "month" : "months") : "days"}).`,
    );
  }
  if (q.measure === "share") {
    // Of the spending on an account when something else is shared ("groceries on the amex"); of
    // all spending when the account is what is shared ("how much of it went on the amex").
    const f = q.filters;
    const isOfAccount =
      !!(f.categories ?? f.merchants ?? f.text) && !q.shareWithinMerchants;
    const wholeFilter: RowFilter = {
      start: period.start,
      end: period.end,
      accountIds:
        q.shareWithinAccounts ?? (isOfAccount ? filter.accountIds : undefined),
      categories: q.shareWithin,
      merchants: q.shareWithinMerchants,
    };
    const wholeSums = await ctx.snapshot.ledger.sums(wholeFilter);
    // "How much of my salary goes on rent": the whole is a kind of income.
    const isIncomeWithin =
      q.shareWithin?.every((c) => INCOME_CATEGORIES.has(c)) === true;
    const whole = toCents(
      answerOf(wholeSums, {
        measure:
          q.shareOf === "income" || isIncomeWithin ? "income" : "spending",
      }).total,
    );
    const share = percentText(tenthsOfPercent(total, whole));
    const of = q.shareWithinMerchants
      ? `spending at ${joinWords(q.shareWithinMerchants.map(safeName))}`
      : q.shareWithin
        ? `${joinWords(q.shareWithin.map((c) => categoryLabel(c)))} ${isIncomeWithin ? "income" : "spending"}`
        : q.shareOf === "income"
          ? "income"
          : "spending";
    // A share of nothing named (a merchant or a word the ledger does not know) is not 100 %.
    if (!what && subject === "spending" && q.shareOf !== "income")
      return say(
        `I can't tell which part of your spending you mean: no merchant, category or account of your question matches your transactions ${when}.`,
        didYouMean(ctx),
      );
    const figures = `${money(ctx, total)} of ${money(ctx, whole)}`;
    if (!what && subject === "spending" && q.shareOf === "income")
      return say(`You spent **${share}** of your income ${when}: ${figures}.`);
    const went =
      subject === "income"
        ? `came from ${what.replace(/^(on|from) /, "") || "there"}`
        : `went ${what.replace(/^at /, "to ") || "there"}`;
    return say(`**${share}** of your ${of} ${when} ${went}: ${figures}.`);
  }
  const lines = [
    `${sentence(`**${money(ctx, total)}**`)}${count > 0 && subject !== "transfers" ? `, across ${formatCount(count, words.unit[0])}` : ""}.`,
  ];
  if (isNever)
    lines.push(
      `You have no transactions ${what.trim() || "of this kind"} at any date.`,
    );
  if (subject === "spending") {
    const refunds = toCents(answerOf(sums, { measure: "refunds" }).total);
    if (refunds > 0)
      lines.push(`That is net of ${money(ctx, refunds)} in refunds.`);
    const pending = answerOf(
      await ctx.snapshot.ledger.sums({ ...filter, pending: "only" }),
      { measure: "spending" },
    );
    if (pending.count > 0)
      lines.push(
        `It includes ${money(ctx, pending.total)} pending (${formatCount(pending.count, "transaction")}).`,
      );
    if (!q.filters.categories?.length && !q.filters.merchants?.length)
      lines.push(
        "Transfers are excluded: money moved between your own accounts is not spending.",
      );
  }
  if (
    subject === "income" &&
    !q.filters.categories?.length &&
    !q.filters.merchants?.length
  )
    lines.push(
      "Income is salary, investment and other credits; refunds and transfers are not income.",
    );
  return say(...lines);
}

/** Credits in the income categories, counted. */
function countIncome(sums: Parameters<typeof answerOf>[0]): number {
  return sums
    .filter((s) => INCOME_CATEGORIES.has(s.category))
    .reduce((n, s) => n + (s.count - s.debitCount), 0);
}

/** Credits outside income and transfers, counted. */
function countRefunds(sums: Parameters<typeof answerOf>[0]): number {
  return sums
    .filter(
      (s) =>
        !INCOME_CATEGORIES.has(s.category) && s.category !== TRANSFER_CATEGORY,
    )
    .reduce((n, s) => n + (s.count - s.debitCount), 0);
}

/** A ranking of categories, merchants, accounts or months: the top N, or all with a breakdown. */
function ranking(
  ctx: AnswerContext,
  q: Query,
  period: Period,
  sums: Parameters<typeof answerOf>[0],
  total: number,
): Reply {
  const measure =
    SUBJECT_MEASURE[q.subject === "income" ? "income" : "spending"].measure;
  const groups = answerOf(sums, {
    measure,
    groupBy: q.groupBy,
  }).groups.filter((g) => g.value > 0);
  // "Where do i shop most often": by how many purchases (refunds are none), then by how much.
  const isByCount = q.measure === "count";
  if (isByCount) {
    const bought = new Map(
      answerOf(sums, { measure: "purchases", groupBy: q.groupBy }).groups.map(
        (g) => [g.key, g.value],
      ),
    );
    for (const g of groups) g.count = bought.get(g.key) ?? 0;
    groups.sort((a, b) => b.count - a.count || b.value - a.value);
  }
  const name = (key: string) =>
    q.groupBy === "category"
      ? categoryLabel(key)
      : q.groupBy === "account"
        ? safeName(
            ctx.snapshot.accounts.find((a) => String(a.id) === key)?.name ??
              key,
          )
        : safeName(key);
  const nouns: Record<string, [string, string]> = {
    category: ["category", "categories"],
    merchant:
      q.subject === "income"
        ? ["source", "sources"]
        : ["merchant", "merchants"],
    account: ["account", "accounts"],
  };
  const noun = nouns[q.groupBy ?? "category"] ?? ["group", "groups"];
  const when = periodWords(period);
  const say = sayer(ctx, {
    period,
    tools: ["ledger_query"],
    links: [
      transactionsLink({ from: period.start, to: period.end, type: "debit" }),
    ],
  });
  if (groups.length === 0)
    return say(
      `No ${q.subject === "income" ? "income" : "spending"} ${describe(ctx, q)} ${when}: ${money(ctx, 0)}.`,
    );
  const shown = q.limit ? groups.slice(0, q.limit) : groups;
  const share = (value: number) =>
    percentText(tenthsOfPercent(toCents(value), toCents(total)));
  const first = shown[0];
  const second = groups[1];
  // "How much more at costco than trader joes": the difference first.
  if (
    groups.length === 2 &&
    first &&
    second &&
    /\bhow much (more|less)\b|\bdifference\b/.test(ctx.frame.text)
  )
    return say(
      `You spent **${money(ctx, first.value - second.value)}** more ${q.groupBy === "category" ? "on" : "at"} ${name(first.key)} than ${q.groupBy === "category" ? "on" : "at"} ${name(second.key)} ${when}: ${money(ctx, first.value)} against ${money(ctx, second.value)}.`,
    );
  const times = (g: { count: number; value: number }) =>
    `${formatCount(g.count, "purchase")}, ${money(ctx, g.value)}`;
  if (isByCount && first)
    return say(
      `The ${noun[0]} you went to most often ${when} was **${name(first.key)}**: **${formatCount(first.count, "purchase")}**, ${money(ctx, first.value)} in total.`,
      ...shown
        .slice(1, Math.max(q.limit ?? 5, 3))
        .map((g) => `- Next: ${name(g.key)}, ${times(g)}`),
    );
  if (q.limit === 1 && first)
    return say(
      `Your top ${noun[0]} ${when} was **${name(first.key)}**: ${money(ctx, first.value)}, ${share(first.value)} of your ${money(ctx, total)} ${q.subject === "income" ? "income" : "spending"}.`,
      groups.length > 1 &&
        `Next: ${name(groups[1]?.key ?? "")} at ${money(ctx, groups[1]?.value ?? 0)}.`,
    );
  const lines = [
    `${q.limit ? `Your top ${formatInteger(shown.length)} ${shown.length === 1 ? noun[0] : noun[1]}` : `Your ${q.subject === "income" ? "income" : "spending"} by ${noun[0]}`} ${when}, out of ${money(ctx, total)} in total:`,
    ...shown.map(
      (g, i) =>
        `${String(i + 1)}. ${name(g.key)}: ${money(ctx, g.value)} (${share(g.value)})`,
    ),
    groups.length > shown.length &&
      `${formatCount(groups.length - shown.length, noun[0], noun[1])} more in the linked list.`,
    // Two things named side by side: how far apart they are.
    groups.length === 2 &&
      !q.limit &&
      `${name(groups[0]?.key ?? "")} is ${money(ctx, (groups[0]?.value ?? 0) - (groups[1]?.value ?? 0))} more than ${name(groups[1]?.key ?? "")}.`,
  ];
  return say(...lines);
}

/**
 * "How much did we spend last year" of a ledger that starts this year: nothing to answer from,
 * said as such rather than as 0.00.
 */
function beforeTheLedger(
  ctx: AnswerContext,
  q: Query,
  period: Period,
): Reply | undefined {
  const first = ctx.snapshot.firstDate;
  if (!first || period.end >= first) return undefined;
  return sayer(ctx, { period, tools: ["ledger_query"], links: [] })(
    `Your transactions start on ${shortDate(first)}, ${first.slice(0, 4)}, so I have nothing ${[describe(ctx, q), periodWords(period)].filter(Boolean).join(" ")} to answer from.`,
  );
}

/** Rows: the largest purchases, the latest transactions, or the pending ones. */
async function answerRows(
  ctx: AnswerContext,
  q: Query,
  extra: Partial<RowFilter>,
  period: Period,
): Promise<Reply> {
  const isLargest = q.order === "amount" || q.order === "amount_asc";
  const size = q.order === "amount_asc" ? "smallest" : "largest";
  const filter: RowFilter = { ...rowFilter(q, period), ...extra };
  if (q.subject === "income" || q.subject === "refunds") {
    filter.type = "credit";
    filter.categories ??= CATEGORIES.filter(
      (c) =>
        INCOME_CATEGORIES.has(c) === (q.subject === "income") &&
        c !== TRANSFER_CATEGORY,
    );
  } else if (q.subject === "transfers") {
    filter.categories = [TRANSFER_CATEGORY];
  } else if (isLargest || q.subject === "spending") {
    filter.type = "debit";
    filter.categories ??= CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY);
  }
  const limit = q.limit ?? 20;
  const rows = await ctx.snapshot.ledger.rows(
    filter,
    q.order ?? "date",
    extra.pending ? undefined : limit,
  );
  const shown = rows.slice(0, limit);
  const what = describe(ctx, q);
  const when = extra.pending ? "" : periodWords(period);
  const say = sayer(ctx, {
    period,
    tools: ["ledger_query"],
    links: [link(q, period)],
  });
  const before = extra.pending ? undefined : beforeTheLedger(ctx, q, period);
  if (rows.length === 0 && before) return before;
  if (rows.length === 0)
    return say(
      extra.pending
        ? q.filters.type === "credit"
          ? "No money coming in is pending."
          : q.period
            ? `Nothing ${periodWords(period)} is still pending: it has all posted.`
            : "Nothing is pending: every transaction has posted."
        : `No ${isLargest ? "purchases" : "transactions"} ${what} ${when}: ${money(ctx, 0)}.`,
      didYouMean(ctx),
    );
  if (extra.pending) {
    // "How much pending money is coming in": the credits, else what goes out.
    const isIn = q.filters.type === "credit";
    const sum = rows
      .filter((t) => t.type === (isIn ? "credit" : "debit"))
      .reduce((s, t) => s + t.amountCents, 0);
    return say(
      `You have **${formatInteger(rows.length)}** pending ${rows.length === 1 ? "transaction" : "transactions"}, ${money(ctx, sum)} ${isIn ? "in" : "out"}:`,
      ...shown.map((t) => `- ${rowText(ctx, t)}`),
      "Pending amounts count in totals until they post.",
    );
  }
  const top = shown[0];
  const noun =
    q.subject === "income"
      ? "payment"
      : q.subject === "refunds"
        ? "refund"
        : q.subject === "transfers"
          ? "transfer"
          : isLargest
            ? "purchase"
            : "transaction";
  if (shown.length === 1 && top && (isLargest || q.limit === 1))
    return say(
      `Your ${isLargest ? (size === "largest" ? "biggest" : "smallest") : "latest"} ${noun} ${what} ${isLargest ? when : ""} was **${money(ctx, top.amountCents)}**${q.filters.merchants?.length === 1 ? "" : `${q.subject === "transfers" ? "," : top.type === "credit" ? " from" : " at"} ${safeName(top.merchant)}`} on ${shortDate(top.date)}, ${top.date.slice(0, 4)} (${categoryLabel(top.category)}).`,
    );
  if (isLargest)
    return say(
      `Your ${formatInteger(shown.length)} ${size} ${noun}s ${what} ${when}:`,
      ...shown.map((t, i) => `${String(i + 1)}. ${rowText(ctx, t)}`),
    );
  const sums = await ctx.snapshot.ledger.sums(filter);
  const count = answerOf(sums, { measure: "count" }).total;
  const out = answerOf(sums, { measure: "debits" }).total;
  const into = answerOf(sums, { measure: "credits" }).total;
  return say(
    `You have **${formatInteger(count)}** ${count === 1 ? "transaction" : "transactions"} ${what} ${when}: ${money(ctx, out)} out${into > 0 ? `, ${money(ctx, into)} in` : ""}.`,
    count > shown.length && `The latest ${formatInteger(shown.length)}:`,
    ...shown.map((t) => `- ${rowText(ctx, t)}`),
  );
}

/** For a place the user has no transactions at, their merchants with the closest names. */
function didYouMean(ctx: AnswerContext): string | undefined {
  const names = ctx.frame.unknownNames;
  if (names.length === 0) return undefined;
  const fuse = new Fuse(ctx.snapshot.merchants, { threshold: 0.4 });
  const close = [
    ...new Set(
      names.flatMap((name) =>
        fuse
          .search(name)
          .slice(0, 3)
          .map((r) => safeName(r.item)),
      ),
    ),
  ].slice(0, 3);
  return close.length > 0
    ? `Did you mean ${joinWords(close)}?`
    : "Check the name as it appears on your transactions.";
}

/** "Jun 3, 2025 · Starbucks · Food & Dining · -$5.75 (pending)". */
export function rowText(ctx: AnswerContext, t: AssistantTransaction): string {
  const sign = t.type === "debit" ? "-" : "+";
  return `${shortDate(t.date)}, ${t.date.slice(0, 4)} · ${safeName(t.merchant)} · ${categoryLabel(t.category)} · ${sign}${money(ctx, t.amountCents)}${t.isPending ? " (pending)" : ""}`;
}

/**
 * What is coming: the rows dated after today (scheduled), soonest first, then the bills and
 * subscriptions the recurring detector expects within the horizon asked (30 days by default)
 * that are not scheduled already.
 */
async function answerUpcomingRows(
  ctx: AnswerContext,
  q: Query,
): Promise<Reply> {
  const today = ctx.snapshot.today;
  const t = ctx.frame.text;
  const monthEnd = periodWindow("monthly", today).endDate;
  // How far ahead: the end of the month, a week, a fortnight, a month; else all that is scheduled.
  const yearEnd = `${today.slice(0, 4)}-12-31`;
  // A month named for what is due is the next one of that name ("coming up in january").
  // "This month" of what is due runs to the month's end.
  const unitEnd =
    q.period?.end === today && q.period.granularity !== "range"
      ? q.period.granularity === "year"
        ? yearEnd
        : q.period.granularity === "week"
          ? addDays(q.period.start, 6)
          : monthEnd
      : undefined;
  const named = q.period && {
    start: q.period.end < today ? shiftYear(q.period.start) : q.period.start,
    end:
      unitEnd ??
      (q.period.end < today ? shiftYear(q.period.end) : q.period.end),
  };
  // "The next 10 days", "the next 2 weeks": that many from today.
  const ahead = /\b(?:next|coming|following) (\d+) (day|week)s?\b/.exec(t);
  // "Next month" is the calendar month after this one.
  const nextMonth = /\bnext month\b/.test(t) && !named;
  const until = named
    ? named.end
    : ahead
      ? addDays(today, Number(ahead[1]) * (ahead[2] === "week" ? 7 : 1))
      : nextMonth
        ? periodWindow("monthly", addDays(monthEnd, 1)).endDate
        : /\b(end of|before) the year\b|\bthis year\b|\byear is out\b/.test(t)
          ? yearEnd
          : /\bend of (the |this )?month\b|\bthis month\b/.test(t)
            ? monthEnd
            : /\b(this|next|coming) week\b|\b7 days\b/.test(t)
              ? addDays(today, 7)
              : /\bfortnight\b/.test(t)
                ? addDays(today, 14)
                : /\btomorrow\b/.test(t)
                  ? addDays(today, 1)
                  : undefined;
  // "The next mortgage payment": what is paid toward it, at its lender.
  const toward = q.filters.accountIds?.length
    ? await towardDebt(ctx, { ...q, subject: "spending" })
    : q;
  const f = toward.filters.merchants?.length ? toward.filters : q.filters;
  // A family of bills ("council tax") is its merchants in the rows that say so.
  const family = f.text
    ? new Set(
        (await ctx.snapshot.ledger.rows({ text: f.text }, "date", 50)).map(
          (r) => r.merchant,
        ),
      )
    : undefined;
  const isNamed = (r: AssistantTransaction) =>
    (!f.merchants?.length || f.merchants.includes(r.merchant)) &&
    (!f.text ||
      family?.has(r.merchant) === true ||
      `${r.description} ${r.merchant}`.toLowerCase().includes(f.text)) &&
    (!f.accountIds?.length || f.accountIds.includes(r.accountId));
  const dueRows = (await ctx.snapshot.ledger.upcoming()).filter(isNamed);
  let scheduled = dueRows.filter(
    (r) =>
      (!until || r.date <= until) &&
      (!named || r.date >= named.start) &&
      (!nextMonth || r.date > monthEnd),
  );
  // "The next council tax payment": the first one.
  // "When is rent due" asks for one; "when are my bills due" for them all.
  const isNext =
    /\bnext\b(?! (\d+|few|couple of|week|month|fortnight))/.test(t) ||
    (/\bwhen\b/.test(t) &&
      !/\b(bills|payments|charges|subscriptions|renewals|instal+ments)\b/.test(
        t,
      ));
  // "When do I get paid next": money coming in, scheduled or expected from income's cadence.
  const isIncome = INCOME_AHEAD.test(t);
  if (isIncome) scheduled = scheduled.filter((r) => r.type === "credit");
  if (isNext) scheduled = scheduled.slice(0, 1);
  const out = scheduled.filter(
    (r) => r.type === (isIncome ? "credit" : "debit"),
  );
  const names = new Set(scheduled.map((r) => r.merchant.toLowerCase()));
  const days = until ? daysBetween(today, until) : isNext ? 90 : 30;
  // A loan or card named ("the next mortgage repayment"): the transfers it receives, at their
  // cadence, under its own name.
  const debts = ctx.snapshot.accounts.filter(
    (a) => f.accountIds?.includes(a.id) && isLiability(a.type),
  );
  const expected = (
    await recurringCharges(ctx.snapshot, {
      upcoming_within_days: Math.max(1, Math.min(90, days)),
      kind: "all",
      type: isIncome || debts.length ? "credit" : "debit",
      accountIds: f.accountIds,
      withTransfers: debts.length > 0,
    })
  )
    .map((r) =>
      debts.length === 1 ? { ...r, merchant: debts[0]?.name ?? r.merchant } : r,
    )
    .filter(
      (r) =>
        (debts.length > 0 ||
          (isIncome
            ? r.kind === "income"
            : r.kind === "bill" || r.kind === "subscription")) &&
        !names.has(r.merchant.toLowerCase()) &&
        (!nextMonth || r.nextExpected > monthEnd) &&
        (!f.merchants?.length || f.merchants.includes(r.merchant)) &&
        (!f.text || family?.has(r.merchant) === true),
    )
    .sort((a, b) => (a.nextExpected < b.nextExpected ? -1 : 1));
  // "When is rent due": the next one expected, when nothing is scheduled before it.
  const isOne = isNext && scheduled.length === 0 && expected.length > 0;
  if (isOne) expected.splice(1);
  const horizon = until ?? addDays(today, days);
  const last = scheduled[scheduled.length - 1]?.date ?? horizon;
  const period = make(
    addDays(today, 1),
    last > horizon ? last : horizon,
    "range",
    "coming up",
  );
  const say = sayer(ctx, {
    period,
    tools: ["ledger_query", "recurring_charges"],
    links: [
      transactionsLink(
        { from: addDays(today, 1) },
        "View upcoming transactions",
      ),
    ],
  });
  const total = (cents: readonly number[]) => cents.reduce((a, b) => a + b, 0);
  const expectedLines = expected.map(
    (r) =>
      `- ${shortDate(r.nextExpected)}: ${safeName(r.merchant)}, about ${money(ctx, r.typicalCents)}`,
  );
  const when = until ? `by ${shortDate(until)}` : "";
  if (scheduled.length === 0 && expected.length === 0) {
    // Categories do not pick what is due (bills are the regular charges, whatever their
    // category): the words say what was asked, and the next one after the window follows.
    const later = dueRows.find(
      (r) => r.type === (isIncome ? "credit" : "debit") && r.date > horizon,
    );
    return say(
      `Nothing ${describe(ctx, { ...q, filters: { ...q.filters, categories: undefined } })} is scheduled or expected ${when || "ahead"}.`,
      later && `The next one: ${rowText(ctx, later)}.`,
    );
  }
  const [soonest] = expected;
  if (isOne && soonest)
    return say(
      `Your next ${isIncome ? "pay from " : ""}${safeName(soonest.merchant)}${isIncome ? "" : " payment"} is expected on ${shortDate(soonest.nextExpected)}, ${soonest.nextExpected.slice(0, 4)}: about **${money(ctx, soonest.typicalCents)}**, from its usual cadence.`,
    );
  if (scheduled.length === 0)
    return say(
      `About **${money(ctx, total(expected.map((r) => r.typicalCents)))}** is expected to ${isIncome ? "come in" : "go out"} in the next ${formatInteger(days)} days, from your regular ${isIncome ? "income" : "bills and subscriptions"}:`,
      ...expectedLines,
      "Expected dates come from each charge's usual cadence.",
    );
  const first = scheduled[0];
  if (scheduled.length === 1 && first)
    return say(
      `Your next ${safeName(first.merchant)} payment is **${money(ctx, first.amountCents)}** on ${shortDate(first.date)}, ${first.date.slice(0, 4)}.`,
    );
  return say(
    `You have **${money(ctx, total(out.map((r) => r.amountCents)))}** scheduled to ${isIncome ? "come in" : "go out"} ${when} in ${formatCount(out.length, "upcoming payment")}:`,
    ...scheduled.map((r) => `- ${rowText(ctx, r)}`),
    expected.length > 0 &&
      `Also expected from your regular charges in the next ${formatInteger(days)} days:`,
    ...expectedLines,
  );
}

/** The same day a year later. */
function shiftYear(date: string): string {
  return `${String(Number(date.slice(0, 4)) + 1)}${date.slice(4)}`;
}

/** Income, spending and what is left (cash flow), or the savings rate. */
async function answerCashFlow(ctx: AnswerContext, q: Query): Promise<Reply> {
  const period = q.period ?? thisMonth(ctx);
  const sums = await ctx.snapshot.ledger.sums({
    start: period.start,
    end: period.end,
    accountIds: q.filters.accountIds,
  });
  // The reports' and the dashboard's rule: net = income − spending, rate = net ÷ income.
  const flow = cashFlowOf(sums);
  const [income, spending, net] = [
    flow.incomeCents,
    flow.spendingCents,
    flow.netCents,
  ];
  const when = periodWords(period);
  const rate =
    flow.savingsRate === undefined
      ? undefined
      : percentText(Math.round(flow.savingsRate * 10));
  const lines =
    q.subject === "savings_rate"
      ? [
          `Your savings rate ${when} is **${rate ?? "undefined, because there was no income"}**.`,
          `Income ${money(ctx, income)}, spending ${money(ctx, spending)}, net ${money(ctx, net)} (savings rate = net ÷ income).`,
        ]
      : [
          net >= 0
            ? `You saved **${money(ctx, net)}** ${when}: income ${money(ctx, income)} minus spending ${money(ctx, spending)}.`
            : `You spent **${money(ctx, negateCents(net))}** more than you earned ${when}: income ${money(ctx, income)}, spending ${money(ctx, spending)}.`,
          rate && `That is a savings rate of ${rate}.`,
        ];
  lines.push("Transfers between your accounts are left out of both sides.");
  return reply(ctx, "query", lines, {
    period,
    tools: ["ledger_query"],
    links: [transactionsLink({ from: period.start, to: period.end })],
  });
}

/**
 * The credits into an account (`filter`) that pair with a debit of the same amount out of
 * `fromId` within three days, added up; undefined when none pair (the other side of the
 * transfer is not in the ledger), so the credits alone answer.
 */
async function pairedTransfers(
  ctx: AnswerContext,
  filter: RowFilter,
  fromId: number,
): Promise<Cents | undefined> {
  const around = (date: string | undefined, days: number) =>
    date === undefined ? undefined : addDays(date, days);
  const [credits, debits] = await Promise.all([
    ctx.snapshot.ledger.rows(filter, "date"),
    ctx.snapshot.ledger.rows(
      {
        ...filter,
        accountIds: [fromId],
        type: "debit",
        start: around(filter.start, -3),
        end: around(filter.end, 3),
      },
      "date",
    ),
  ]);
  const left = [...debits];
  let sum = 0;
  for (const credit of credits) {
    const i = left.findIndex(
      (d) =>
        d.amountCents === credit.amountCents &&
        Math.abs(daysBetween(d.date, credit.date)) <= 3,
    );
    if (i < 0) continue;
    left.splice(i, 1);
    sum += credit.amountCents;
  }
  return sum > 0 ? toCents(sum) : undefined;
}
