import { describe, expect, it } from "vitest";
import type { AssistantAccount } from "../snapshot";
import { findAccounts } from "./accounts";
import { parseQuestion } from "./frame";
import { CASH_TEXT, INCOME_AHEAD, readQuery, type Query } from "./query";

/** Accounts from [id, name, type] rows, each with a zero balance. */
function accountsOf(
  rows: [number, string, AssistantAccount["type"]][],
): AssistantAccount[] {
  return rows.map(([id, name, type]) => ({
    id,
    name,
    type,
    institution: null,
    balanceCents: 0 as AssistantAccount["balanceCents"],
    isActive: true,
  }));
}

const ctx = {
  today: "2026-03-18",
  merchants: [
    "Costco",
    "Starbucks",
    "Northwestern Medicine",
    "Amazon",
    "Target",
  ],
  accounts: accountsOf([
    [1, "Joint Checking", "checking"],
    [2, "High-Yield Savings", "savings"],
    [3, "Chase Sapphire Visa", "credit_card"],
    [4, "Amex Blue Cash", "credit_card"],
    [5, "Car Loan", "loan"],
    [6, "Vanguard Stocks & Shares", "investment"],
  ]),
  merchantCategories: new Map([["Northwestern Medicine", "salary"]]),
  goals: ["New Couch"],
};

/** The query a question reads as, with its period as "start..end". */
function read(question: string, previous?: Query) {
  const query = readQuery(parseQuestion(question, ctx), ctx.today, previous);
  if (!query) return undefined;
  const { period, compareTo, ...rest } = query;
  return {
    ...rest,
    period: period && `${period.start}..${period.end}`,
    ...(compareTo ? { compareTo: `${compareTo.start}..${compareTo.end}` } : {}),
  };
}

const FEB = "2026-02-01..2026-02-28";

describe("readQuery: a question as one query", () => {
  it.each([
    [
      "how much did i spend last mnth",
      { subject: "spending", measure: "total", period: FEB },
    ],
    [
      "what did i spend on my visa in feb",
      { subject: "spending", filters: { accountIds: [3] }, period: FEB },
    ],
    [
      "how much did i put on the amex this month",
      { subject: "spending", filters: { accountIds: [4] } },
    ],
    [
      "how mch did northwestern pay me in january",
      { subject: "income", filters: { merchants: ["Northwestern Medicine"] } },
    ],
    [
      "where do i shop most often",
      {
        measure: "count",
        groupBy: "merchant",
        filters: { categories: ["groceries", "shopping"] },
      },
    ],
    [
      "what % did groceries go up from last month",
      { measure: "total", filters: { categories: ["groceries"] } },
    ],
    [
      "how much did i spend in jan and feb",
      { subject: "spending", period: "2026-01-01..2026-02-28" },
    ],
    ["what did i buy last friday", { subject: "transactions" }],
    [
      "how much pending money is coming in",
      { subject: "pending", filters: { type: "credit" } },
    ],
    [
      "what did i spend on rent and groceries last month",
      {
        filters: { categories: ["groceries"], text: "rent", anyOf: true },
      },
    ],
    [
      "how much have i spent on groceries since i got paid",
      { subject: "spending", filters: { categories: ["groceries"] } },
    ],
    [
      "how much interest did i pay on my visa",
      {
        subject: "spending",
        filters: { text: "interest", accountIds: [3] },
      },
    ],
    ["when does netflix renew", { subject: "upcoming" }],
    ["when is my next paycheck", { subject: "upcoming" }],
    ["when do i get paid next", { subject: "upcoming" }],
    [
      "how much of my total spending is costco",
      { measure: "share", filters: { merchants: ["Costco"] } },
    ],
    [
      "how many times did i go to starbucks in feb",
      {
        subject: "spending",
        measure: "count",
        filters: { merchants: ["Starbucks"] },
        period: FEB,
      },
    ],
    [
      "avg monthly grocery spend",
      {
        measure: "average",
        per: "month",
        filters: { categories: ["groceries"] },
      },
    ],
    [
      "whats my average grocery trip",
      {
        measure: "average",
        per: "purchase",
        filters: { categories: ["groceries"] },
      },
    ],
    [
      "what % of my spending was groceries last month",
      {
        measure: "share",
        shareOf: "spending",
        filters: { categories: ["groceries"] },
      },
    ],
    [
      "how much did i get back in refunds this year",
      { subject: "refunds", measure: "total" },
    ],
    [
      "how much did i move to savings last month",
      { subject: "transfers", filters: { accountIds: [2] } },
    ],
    [
      "biggest purchase in february",
      { measure: "rows", order: "amount", limit: 1, period: FEB },
    ],
    [
      "top 5 expenses this year",
      { measure: "rows", order: "amount", limit: 5 },
    ],
    [
      "top 3 merchants last month",
      { groupBy: "merchant", limit: 3, period: FEB },
    ],
    [
      "which category did i spend most on in january",
      { groupBy: "category", limit: 1 },
    ],
    [
      "takeaway spending last 3 months",
      {
        filters: { categories: ["food_dining"] },
        period: "2025-12-01..2026-02-28",
      },
    ],
    [
      "what did i earn from interest",
      { subject: "income", filters: { categories: ["investment"] } },
    ],
    [
      "when was my last paycheck",
      { subject: "income", measure: "rows", order: "date", limit: 1 },
    ],
    [
      "how much cash is in checking",
      { subject: "balance", filters: { accountIds: [1] } },
    ],
    ["savings?", { subject: "balance", filters: { accountIds: [2] } }],
    ["isa?", { subject: "balance", filters: { accountTypes: ["investment"] } }],
    [
      "how much do i owe on my car loan",
      { subject: "liabilities", filters: { accountIds: [5] } },
    ],
    [
      "how much do i owe on my cards",
      { subject: "liabilities", filters: { accountIds: [3, 4] } },
    ],
    ["which budgets am i over", { subject: "budgets", status: "over" }],
    [
      "how many budgets am i over",
      { subject: "budgets", measure: "count", status: "over" },
    ],
    [
      "hows my grocery budget",
      { subject: "budgets", filters: { categories: ["groceries"] } },
    ],
    ["did i save money last month", { subject: "cash_flow", period: FEB }],
    ["what subscriptions do i pay for", { subject: "subscriptions" }],
    ["whats pending", { subject: "pending" }],
    [
      "amazon vs target last month",
      { groupBy: "merchant", filters: { merchants: ["Amazon", "Target"] } },
    ],
    [
      "find all transactions at tesla",
      { subject: "transactions", filters: { merchants: ["Tesla"] } },
    ],
    [
      "how many purchases over $100 last month",
      {
        subject: "spending",
        measure: "count",
        filters: { minCents: 10000 },
        period: FEB,
      },
    ],
    [
      "show me purchases over $200 this month",
      { subject: "spending", measure: "rows", filters: { minCents: 20000 } },
    ],
    [
      "count of transactions on the amex last month",
      {
        subject: "transactions",
        measure: "count",
        filters: { accountIds: [4] },
        period: FEB,
      },
    ],
    [
      "did we spend more on groceries this month than last",
      {
        subject: "spending",
        period: "2026-03-01..2026-03-18",
        compareTo: "2026-02-01..2026-02-18",
      },
    ],
    [
      "is our grocery spend higher than in january",
      {
        period: "2026-03-01..2026-03-18",
        compareTo: "2026-01-01..2026-01-31",
      },
    ],
    [
      "no. of costco trips last month",
      { subject: "spending", measure: "count", period: FEB },
    ],
    [
      "what share of my spending is groceries this year",
      { measure: "share", filters: { categories: ["groceries"] } },
    ],
    [
      "how much cash do i have",
      {
        subject: "balance",
        filters: { accountIds: [1, 2], accountTypes: ["checking", "savings"] },
      },
    ],
    [
      "total in my investment accounts",
      { subject: "balance", filters: { accountIds: [6] } },
    ],
    [
      "how much is my northwestern medicine check",
      {
        subject: "income",
        measure: "rows",
        order: "date",
        limit: 1,
        filters: { merchants: ["Northwestern Medicine"] },
      },
    ],
    [
      "how much have i spent since my last paycheck",
      { subject: "spending", measure: "total", filters: {} },
    ],
    [
      "whats my rent",
      { measure: "rows", order: "date", limit: 1, filters: { text: "rent" } },
    ],
    [
      "when did northwestern medicine last pay me",
      {
        subject: "income",
        measure: "rows",
        order: "date",
        limit: 1,
        filters: { merchants: ["Northwestern Medicine"] },
      },
    ],
    [
      "did costco go up in price",
      { subject: "subscriptions", filters: { merchants: ["Costco"] } },
    ],
    // A membership at a named merchant is what was paid there; a rebate is money back; a
    // loan's repayment is due like a bill.
    [
      "how much was the costco membership",
      { subject: "spending", filters: { merchants: ["Costco"] } },
    ],
    ["how much did the rebates come to", { subject: "refunds" }],
    [
      "when is the next car loan repayment",
      { subject: "upcoming", filters: { accountIds: [5] } },
    ],
    [
      "how much have i invoiced in feb",
      { subject: "income", filters: { categories: ["salary"] }, period: FEB },
    ],
    // "Each week" is a week's average; "lst" is "last"; a stipend is pay.
    [
      "how much did i spend each week in feb",
      { measure: "average", per: "week", period: FEB },
    ],
    [
      "wat did i spend at costco lst month",
      { filters: { merchants: ["Costco"] }, period: FEB },
    ],
    ["how much have i spent since my last stipend", { subject: "spending" }],
    [
      "whats my average fortnightly pay",
      { subject: "income", measure: "average", per: "fortnight" },
    ],
    [
      "how much do we spend a fortnight at costco",
      { subject: "spending", measure: "average", per: "fortnight" },
    ],
    [
      "has my spending at costco gone up",
      {
        filters: { merchants: ["Costco"] },
        compareTo: "2026-02-01..2026-02-18",
      },
    ],
    [
      "how much did i move from joint to the high yield last month",
      {
        subject: "transfers",
        filters: { accountIds: [2], type: "credit" },
        period: FEB,
      },
    ],
    [
      "what was my last payment from northwestern",
      { subject: "income", measure: "rows", order: "date", limit: 1 },
    ],
    [
      "cheapest 3 purchases last month",
      { measure: "rows", order: "amount_asc", limit: 3, period: FEB },
    ],
    [
      "my 3 biggest expenses last month",
      { measure: "rows", order: "amount", limit: 3, period: FEB },
    ],
    [
      "what was the dearest thing i bought last month",
      { measure: "rows", order: "amount", limit: 1, period: FEB },
    ],
    [
      "compare january and february spending",
      {
        period: "2026-02-01..2026-02-28",
        compareTo: "2026-01-01..2026-01-31",
      },
    ],
    [
      "how many donations did we make this year",
      { subject: "spending", measure: "count" },
    ],
    [
      "card payments last month",
      {
        subject: "transfers",
        filters: { accountIds: [3, 4], type: "credit" },
        period: FEB,
      },
    ],
    [
      "how much have i paid on the car loan this year",
      { subject: "transfers", filters: { accountIds: [5], type: "credit" } },
    ],
    [
      "how many times did i take cash out last month",
      {
        subject: "transfers",
        measure: "count",
        filters: { text: CASH_TEXT, anyOf: true, type: "debit" },
      },
    ],
    [
      "what % of last months income did i actually spend",
      { subject: "spending", measure: "share", shareOf: "income" },
    ],
    [
      // A payer named by a category word ("medicine" is Northwestern Medicine, who pays).
      "how much income came from medicine last month",
      {
        subject: "income",
        filters: { merchants: ["Northwestern Medicine"] },
        period: FEB,
      },
    ],
    [
      "how much did i move from checking into savings last month",
      {
        subject: "transfers",
        filters: { accountIds: [2], fromAccountId: 1, type: "credit" },
      },
    ],
    [
      "how much went into the high-yield savings last month",
      { subject: "transfers", filters: { accountIds: [2], type: "credit" } },
    ],
    [
      "atm cash last month",
      {
        subject: "transfers",
        filters: { text: CASH_TEXT, anyOf: true, type: "debit" },
      },
    ],
    [
      "costco as a % of groceries last month",
      {
        measure: "share",
        filters: { merchants: ["Costco"] },
        shareWithin: ["groceries"],
      },
    ],
    ["average monthly grocery bill", { measure: "average", per: "month" }],
    ["whats my average paycheck", { measure: "average", per: "purchase" }],
    [
      "sapphire visa vs amex blue cash spending last month",
      { groupBy: "account", filters: { accountIds: [3, 4] } },
    ],
    [
      "which month did i spend the most in this year",
      { subject: "spending", groupBy: "month" },
    ],
    [
      "high yield top ups last month",
      { subject: "transfers", filters: { accountIds: [2], type: "credit" } },
    ],
    [
      "which budget am i closest to going over",
      { subject: "budgets", status: "near" },
    ],
    ["total budgeted this month", { subject: "budgets" }],
    ["how much have we put towards the couch so far", { subject: "goals" }],
    [
      "what % of my paychecks went to rent last month",
      { subject: "spending", measure: "share", shareWithin: ["salary"] },
    ],
    [
      "what did i spend the most on in one go last month",
      { subject: "spending", measure: "rows", order: "amount", period: FEB },
    ],
    [
      "whats the largest payment i made last month",
      { subject: "spending", measure: "rows", order: "amount" },
    ],
    [
      "largest deposit this year",
      { subject: "income", measure: "rows", order: "amount" },
    ],
    [
      "what was the most expensive meal out",
      {
        measure: "rows",
        order: "amount",
        filters: { categories: ["food_dining"] },
      },
    ],
    [
      "how much do i owe on the cards and the loans",
      {
        subject: "liabilities",
        filters: { accountTypes: ["credit_card", "loan"] },
      },
    ],
    [
      "did i take anything out of the high yield this year",
      { subject: "transfers", filters: { accountIds: [2], type: "debit" } },
    ],
    [
      "cheapest train journey this month",
      { measure: "rows", order: "amount_asc", limit: 1 },
    ],
    [
      "have i spent more at costco and target than last month",
      {
        filters: { merchants: ["Costco", "Target"] },
        compareTo: "2026-02-01..2026-02-18",
      },
    ],
    ["spending since last september", { period: "2025-09-01..2026-03-18" }],
    [
      "amex payment last month",
      { subject: "transfers", filters: { accountIds: [4], type: "credit" } },
    ],
    [
      "rent and council tax last month",
      { filters: { text: "council tax|rent", anyOf: true }, period: FEB },
    ],
    [
      "what % of my amazon spending was on the amex last month",
      {
        measure: "share",
        filters: { merchants: ["Amazon"], accountIds: [4] },
        shareWithinMerchants: ["Amazon"],
      },
    ],
    [
      "how much did my spending change from january to february",
      {
        period: "2026-02-01..2026-02-28",
        compareTo: "2026-01-01..2026-01-31",
      },
    ],
    [
      "is my grocery spending up from last month",
      {
        period: "2026-03-01..2026-03-18",
        compareTo: "2026-02-01..2026-02-18",
      },
    ],
    [
      "what were my sources of income last month",
      { subject: "income", groupBy: "merchant", period: FEB },
    ],
    [
      "how much money came into my joint checking last month",
      { subject: "income", filters: { accountIds: [1] }, period: FEB },
    ],
    [
      "whats on the amx rn",
      { subject: "balance", filters: { accountIds: [4] } },
    ],
    [
      "how much did work pay me last month",
      { subject: "income", filters: { categories: ["salary"] }, period: FEB },
    ],
    [
      "dividends so far this year",
      { subject: "income", filters: { text: "dividend" } },
    ],
    ["how much over am i on dining", { subject: "budgets" }],
    ["am i over on groceries this month", { subject: "budgets" }],
    [
      "which client paid the most this year",
      { subject: "income", groupBy: "merchant", limit: 1 },
    ],
    ["how much have i invoiced this year", { subject: "income" }],
    ["how much more for the couch", { subject: "goals" }],
    ["couch savings?", { subject: "goals" }],
  ])("%s", (question, expected) => {
    expect(read(question)).toMatchObject(expected);
  });

  it("reads a pension that pays as the payments, not the pension accounts", () => {
    const q = read("whats my pension income this year");
    expect(q?.subject).toBe("income");
    expect(q?.filters.accountIds).toBeUndefined();
    expect(read("how much is in my pension")?.filters.accountIds).toEqual([6]);
  });

  it("keeps a place it does not know instead of answering for everything", () => {
    expect(read("how much did i spend at tesla in feb")?.filters).toEqual({
      merchants: ["Tesla"],
    });
    // …but a word that names the subject or a category is not a place.
    expect(read("how much did i make from freelancing")?.filters).toEqual({
      categories: ["salary"],
    });
  });

  it("reads a 'check' as a payment, not the checking account", () => {
    expect(read("how much is my northwestern medicine check")?.filters).toEqual(
      {
        merchants: ["Northwestern Medicine"],
      },
    );
  });

  it("says nothing when the question names nothing it can measure", () => {
    expect(read("tell me a story about dragons")).toBeUndefined();
  });

  it("refines the previous query on a follow-up", () => {
    const first = readQuery(
      parseQuestion("how much did i spend on groceries last month", ctx),
      ctx.today,
    );
    expect(read("and on the visa?", first)).toMatchObject({
      subject: "spending",
      filters: { categories: ["groceries"], accountIds: [3] },
      period: FEB,
    });
    expect(read("what about dining", first)).toMatchObject({
      filters: { categories: ["food_dining"] },
      period: FEB,
    });
    // A measure alone, a period set against it, or what to leave out: the same rows.
    expect(read("how many times?", first)).toMatchObject({
      measure: "count",
      filters: { categories: ["groceries"] },
      period: FEB,
    });
    expect(read("vs january", first)).toMatchObject({
      filters: { categories: ["groceries"] },
      period: FEB,
      compareTo: "2026-01-01..2026-01-31",
    });
    expect(read("excluding costco", first)).toMatchObject({
      filters: {
        categories: ["groceries"],
        exclude: { merchants: ["Costco"] },
      },
      period: FEB,
    });
    expect(read("just on the amex", first)).toMatchObject({
      subject: "spending",
      filters: { accountIds: [4] },
    });
    const pay = readQuery(
      parseQuestion("how much did northwestern pay me last month", ctx),
      ctx.today,
    );
    expect(read("and my pension?", pay)).toMatchObject({
      subject: "income",
      filters: { text: "pension" },
    });
    const visits = readQuery(
      parseQuestion("how many times did i go to costco last month", ctx),
      ctx.today,
    );
    expect(
      read("how much did i spend there altogether?", visits),
    ).toMatchObject({
      measure: "total",
      filters: { merchants: ["Costco"] },
    });
    expect(read("and in january?", first)).toMatchObject({
      filters: { categories: ["groceries"] },
      period: "2026-01-01..2026-01-31",
    });
  });
});

describe("INCOME_AHEAD: pay asked of what is ahead", () => {
  it.each([
    ["when do i get paid next", true],
    ["when is my next paycheck", true],
    ["whats coming out before payday", false],
    ["bills due before my next paycheck", false],
    ["when is rent due", false],
  ])("%s: %s", (question, isIncome) => {
    expect(INCOME_AHEAD.test(question)).toBe(isIncome);
  });
});

describe("stores", () => {
  it("ranks every merchant by money, but only the places people shop by visits", () => {
    const byMoney = read("top 5 stores this month");
    expect(byMoney).toMatchObject({ groupBy: "merchant", limit: 5 });
    expect(byMoney?.filters.categories).toBeUndefined();
    expect(read("which store do i go to the most")?.filters.categories).toEqual(
      ["groceries", "shopping"],
    );
  });
});

describe("what a question leaves out", () => {
  it.each([
    [
      "biggest purchase excluding costco this year",
      { order: "amount", filters: { exclude: { merchants: ["Costco"] } } },
    ],
    [
      "how much did i spend last month not counting groceries",
      {
        period: FEB,
        filters: { exclude: { categories: ["groceries"] } },
      },
    ],
    [
      "spending on food other than starbucks in feb",
      {
        period: FEB,
        filters: {
          categories: ["food_dining"],
          exclude: { merchants: ["Starbucks"] },
        },
      },
    ],
    [
      "top 3 purchases last month apart from rent",
      { limit: 3, filters: { exclude: { text: "rent" } } },
    ],
  ])("%s", (question, expected) => {
    expect(read(question)).toMatchObject(expected);
  });

  it("keeps words that name nothing, and transfers, in the question", () => {
    expect(
      read("how much did i spend this year excluding refunds")?.filters.exclude,
    ).toBeUndefined();
    expect(
      read("spending last month not counting transfers")?.filters.exclude,
    ).toBeUndefined();
  });
});

describe("accounts joined by type", () => {
  it("reads both types said together ('in savings and checking')", () => {
    const q = read("how much do i have in savings and checking combined");
    expect(q?.subject).toBe("balance");
    expect(q?.filters.accountTypes).toEqual(["savings", "checking"]);
  });
});

describe("findAccounts: the kind said with a type", () => {
  const loans = accountsOf([
    [1, "Subaru Loan", "loan"],
    [2, "Student Loans", "loan"],
  ]);

  it("keeps the loans whose names say no other kind", () => {
    expect(findAccounts("how much is left on my car loan", loans).ids).toEqual([
      1,
    ]);
    expect(findAccounts("how much do i owe on my loans", loans).ids).toEqual([
      1, 2,
    ]);
    expect(findAccounts("my student loan balance", loans).ids).toEqual([2]);
  });
});
