import { toCents, type Category } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { ask } from "../../../test/assistant-api";
import { buildTestApp } from "../../../test/build-test-app";
import { bulkTransactions } from "../../../test/bulk-transactions";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const testApp = await buildTestApp({
  clock: { now: () => new Date("2026-11-23T15:00:00Z") },
});
const api = moneyApi(testApp.app, testApp.database);
const bulk = bulkTransactions(testApp.database);

/** One row of a test ledger: what the bank wrote, the amount, its direction, day and category. */
type Line = [string, number, "debit" | "credit", string, Category];

/** A new user with one checking account holding these rows. */
async function userWith(lines: readonly Line[]) {
  const user = await makeUser(testApp.app);
  const account = await api.createAccount(user, { name: "Checking" });
  await bulk.create(
    user.id,
    lines.map(([description, cents, type, date, category]) => ({
      accountId: account.id,
      description,
      merchantName: null,
      category,
      amountCents: toCents(cents),
      transactionType: type,
      transactionDate: date,
      isPending: false,
    })),
  );
  return user;
}

/** A user paid for tutoring through Venmo (income the bank files as `other`), and who shops. */
function tutor() {
  return userWith([
    [
      "VENMO FROM PRIYA RAMAN SAT TUTORING",
      6_000,
      "credit",
      "2026-10-04",
      "other",
    ],
    [
      "VENMO FROM PRIYA RAMAN SAT TUTORING",
      6_000,
      "credit",
      "2026-11-08",
      "other",
    ],
    ["VENMO FROM J CHEN TUTORING", 4_500, "credit", "2025-12-20", "other"],
    ["Bookshop", 2_500, "debit", "2026-11-09", "shopping"],
  ]);
}

describe("words that name nothing the assistant knows", () => {
  it("are the rows that say them: 'tutoring money ytd' is that income this year", async () => {
    const user = await tutor();
    const body = await ask(testApp, user, "tutoring money ytd");
    expect(body.response).toContain("**$120.00**");
    expect(body.response).toContain("across 2 payments");
  });

  it("still answer nothing fits when no row says them", async () => {
    const user = await tutor();
    const body = await ask(testApp, user, "quantum physics money this year");
    expect(body.response).toContain("I can't answer that from your data yet");
    expect(body.response).not.toMatch(/\$\d/);
  });

  it("are not all spending when no row says them and nothing was spent ('how much overtime')", async () => {
    const user = await tutor();
    const body = await ask(testApp, user, "how much overtime did i get");
    expect(body.response).toContain(
      "I can't tell which of your transactions are overtime",
    );
    expect(body.response).not.toMatch(/\$\d/);
    // Words of spending keep the total: "how much did we blow" is what went out.
    const blown = await ask(testApp, user, "how much did i blow this month");
    expect(blown.response).toContain("**$25.00**");
  });
});

describe("A kind of spending the user has no known merchant of", () => {
  /** A dog at a daycare and a vet no dictionary knows, and petrol whose name holds "pet". */
  function dogOwner() {
    return userWith([
      ["PAWS UP DOG DAYCARE", 4_000, "debit", "2026-11-03", "other"],
      ["PAWS UP DOG DAYCARE", 4_000, "debit", "2026-11-17", "other"],
      ["BAYSIDE ANIMAL CLINIC VET", 18_000, "debit", "2026-10-02", "other"],
      ["SHELL PETROL STATION", 6_000, "debit", "2026-11-05", "other"],
      ["Grocer", 9_000, "debit", "2026-11-06", "groceries"],
    ]);
  }

  it("is the rows that say its word: 'the dog' is the daycare, 'vet bills' the vet, not the utilities", async () => {
    const user = await dogOwner();
    const dog = await ask(testApp, user, "how much did i spend on my dog");
    expect(dog.response).toContain("**$80.00**");
    const vet = await ask(testApp, user, "vet bills this year");
    expect(vet.response).toContain("**$180.00**");
    expect(vet.response).not.toContain("Utilities");
    // Said with no period or "how much", the rows that say it still answer.
    const bare = await ask(testApp, user, "vet bills");
    expect(bare.response).toContain("**$180.00**");
  });

  it("is no row when no row says the word whole ('pet' is not PETROL), and says so", async () => {
    const user = await dogOwner();
    const pet = await ask(testApp, user, "how much on the cat");
    expect(pet.response).toContain("I can't tell which of your spending");
    expect(pet.response).not.toMatch(/\$\d/);
    const petrolOnly = await userWith([
      ["SHELL PETROL STATION", 6_000, "debit", "2026-11-05", "other"],
    ]);
    const pets = await ask(
      testApp,
      petrolOnly,
      "how much did i spend on my pet",
    );
    expect(pets.response).not.toContain("$60.00");
    expect(pets.response).toContain("I can't tell which of your spending");
  });

  it("a merchant the user never paid is said to have no transactions, not this month's nought", async () => {
    const user = await dogOwner();
    const body = await ask(testApp, user, "what did i spend at zzyzx hardware");
    expect(body.response).toContain(
      "no transactions at Zzyzx Hardware at any date",
    );
  });
});

describe("A merchant whose name has letters beyond ASCII", () => {
  it("is found by its name, with or without the accents, on either database", async () => {
    const user = await userWith([
      [
        "ZAHNARZTPRAXIS DR. ÖZTÜRK",
        18_000,
        "debit",
        "2026-06-11",
        "healthcare",
      ],
      ["Grocer", 9_000, "debit", "2026-11-06", "groceries"],
    ]);
    for (const question of [
      "what did dr öztürk cost this year",
      "how much did i spend at dr ozturk this year",
    ]) {
      const body = await ask(testApp, user, question);
      expect(body.response).toContain("**$180.00**");
    }
  });
});

describe("What a question leaves out", () => {
  it("leaves out the rows it names, by the words they say ('excluding rent')", async () => {
    const user = await userWith([
      ["LAKESIDE HOMES RENT NOV", 120_000, "debit", "2026-11-01", "shopping"],
      ["Costco", 5_000, "debit", "2026-11-05", "shopping"],
      ["Costco", 3_000, "debit", "2026-11-12", "shopping"],
      ["Target", 2_000, "debit", "2026-11-13", "shopping"],
    ]);
    const total = await ask(
      testApp,
      user,
      "how much did i spend this month excluding rent",
    );
    expect(total.response).toContain("**$100.00** excluding rent this month");
    const largest = await ask(
      testApp,
      user,
      "biggest purchase this month other than rent",
    );
    expect(largest.response).toContain("**$50.00**");
    const both = await ask(
      testApp,
      user,
      "spending this month not counting rent or costco",
    );
    expect(both.response).toContain("**$20.00**");
    // A bill no row names answers no figure.
    const unsaid = await ask(
      testApp,
      user,
      "how much of my income goes on council tax",
    );
    expect(unsaid.response).toContain(
      "No transaction of yours mentions council tax",
    );
    expect(unsaid.response).not.toMatch(/\d%/);
    const noLoan = await ask(
      testApp,
      user,
      "how much of my income goes on the mortgage",
    );
    expect(noLoan.response).toContain("You have no mortgage account");
  });
});

describe("A loan left out", () => {
  it("leaves out its repayments at the lender ('without the mortgage')", async () => {
    const user = await userWith([
      ["WELLS FARGO HOME MTG", 200_000, "debit", "2026-11-01", "other"],
      ["Grocer", 9_000, "debit", "2026-11-06", "groceries"],
    ]);
    await api.createAccount(user, {
      name: "Wells Fargo Mortgage",
      account_type: "mortgage",
      current_balance: -250_000,
    });
    const body = await ask(
      testApp,
      user,
      "how much did i spend this month without the mortgage",
    );
    expect(body.response).toContain("**$90.00**");
    expect(body.response).not.toContain("$2,000.00");
  });
});

describe("Since payday", () => {
  it("runs from the latest pay to today", async () => {
    const user = await userWith([
      ["ACME CORP PAYROLL", 300_000, "credit", "2026-10-31", "salary"],
      ["Kroger", 4_000, "debit", "2026-11-10", "groceries"],
      ["ACME CORP PAYROLL", 300_000, "credit", "2026-11-15", "salary"],
      ["Kroger", 2_500, "debit", "2026-11-18", "groceries"],
      ["Kroger", 1_500, "debit", "2026-11-20", "groceries"],
    ]);
    const body = await ask(
      testApp,
      user,
      "how much have i spent since i got paid",
    );
    expect(body.response).toContain("**$40.00** since your last pay");
    expect(body.response).toContain("November 15–23, 2026");
  });
});

describe("A bill named in the bank's language", () => {
  it("finds rent as MIETE, but not the interest a Dutch bank calls RENTE", async () => {
    const user = await userWith([
      ["MIETE WHG 3.OG DAUERAUFTRAG", 118_500, "debit", "2026-11-02", "other"],
      ["BUNQ RENTE", 1_200, "credit", "2026-11-03", "investment"],
      ["PARENTS GIFT SHOP", 3_000, "debit", "2026-11-04", "other"],
    ]);
    const body = await ask(
      testApp,
      user,
      "how much did i pay in rent this month",
    );
    expect(body.response).toContain("**$1,185.00**");
    expect(body.response).not.toContain("$1,215.00");
  });
});

describe("Cards typed with either sign", () => {
  it("answers what is owed on them together, not their signed sum", async () => {
    const user = await makeUser(testApp.app);
    await api.createAccount(user, {
      name: "Sapphire",
      account_type: "credit_card",
      current_balance: "-1438.67",
    });
    await api.createAccount(user, {
      name: "Discover It",
      account_type: "credit_card",
      current_balance: "618.93",
    });
    const body = await ask(testApp, user, "whats my credit card balance");
    expect(body.response).toContain("You owe **$2,057.60**");
    expect(body.response).not.toContain("**$0.00**");
  });
});
