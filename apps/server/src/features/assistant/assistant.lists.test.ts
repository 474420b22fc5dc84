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

function debit(
  accountId: number,
  description: string,
  cents: number,
  category: Category,
  date = "2026-11-10",
) {
  return {
    accountId,
    description,
    merchantName: null,
    category,
    amountCents: toCents(cents),
    transactionType: "debit" as const,
    transactionDate: date,
    isPending: false,
  };
}

describe("the assistant's lists and counts", () => {
  it("shows five purchases for a top 5, leaving transfers out before it counts", async () => {
    const user = await makeUser(testApp.app);
    const account = await api.createAccount(user, { name: "Checking" });
    await bulk.create(user.id, [
      debit(account.id, "To savings", 500_000, "transfer"),
      debit(account.id, "To brokerage", 400_000, "transfer"),
      ...[9_000, 8_000, 7_000, 6_000, 5_000, 4_000].map((cents, i) =>
        debit(account.id, `Purchase ${String(i + 1)}`, cents, "shopping"),
      ),
    ]);
    const body = await ask(
      testApp,
      user,
      "What were my 5 largest purchases this month?",
    );
    expect(body.response).toContain("Your 5 largest purchases");
    for (const n of [1, 2, 3, 4, 5])
      expect(body.response).toContain(`Purchase ${String(n)}`);
    expect(body.response).not.toContain("Purchase 6");
    expect(body.response).not.toContain("To savings");
  });

  it("writes counts with thousands separators", async () => {
    const user = await makeUser(testApp.app);
    const account = await api.createAccount(user, { name: "Checking" });
    await bulk.create(
      user.id,
      Array.from({ length: 1_159 }, (_, i) =>
        debit(
          account.id,
          `Snack ${String(i)}`,
          100,
          "food_dining",
          `2026-11-${String(1 + (i % 20)).padStart(2, "0")}`,
        ),
      ),
    );
    const body = await ask(
      testApp,
      user,
      "How much did I spend on food and dining this month?",
    );
    expect(body.response).toContain("1,159 purchases");
    expect(body.response).not.toContain("1159");
  });

  it("answers whether one charge went up in price, and what it costs now", async () => {
    const user = await makeUser(testApp.app);
    const account = await api.createAccount(user, { name: "Checking" });
    const months = ["06", "07", "08", "09", "10", "11"];
    await bulk.create(
      user.id,
      months.map((m, i) =>
        debit(
          account.id,
          "NETFLIX.COM",
          i < 4 ? 1_549 : 1_799,
          "subscription",
          `2026-${m}-03`,
        ),
      ),
    );
    const up = await ask(testApp, user, "did netflix go up in price");
    expect(up.response).toContain(
      "Yes: Netflix went up by **$2.50** on October 3, 2026, from $15.49 to $17.99",
    );
    const cheaper = await ask(testApp, user, "did netflix get cheaper");
    expect(cheaper.response).toMatch(/^No: Netflix went up/);
    const now = await ask(testApp, user, "netflix price now?");
    expect(now.response).toContain("Netflix charges **$17.99** now");
    expect(now.response).not.toContain("$15.49");
  });

  it("names a merchant by a later word of its name, and asks about it whenever it was when no period is said", async () => {
    const user = await makeUser(testApp.app);
    const account = await api.createAccount(user, { name: "Checking" });
    const hoa = (date: string) => ({
      ...debit(
        account.id,
        "SUNRIDGE HOA QUARTERLY DUES",
        42_000,
        "other",
        date,
      ),
      merchantName: "Sunridge HOA",
    });
    await bulk.create(user.id, [
      hoa("2026-07-01"),
      hoa("2026-10-01"),
      debit(account.id, "Safeway", 5_000, "groceries", "2026-11-20"),
    ]);
    const body = await ask(testApp, user, "how much did the hoa cost");
    expect(body.response).toMatch(
      /^You spent \*\*\$840\.00\*\* at Sunridge HOA all time \(July 1 – November 23, 2026\), across 2 purchases\./,
    );
    // Said with a period, the period holds, even when it is empty.
    const november = await ask(
      testApp,
      user,
      "how much did the hoa cost this month",
    );
    expect(november.response).toContain("**$0.00** at Sunridge HOA this month");
  });

  it("expects a loan's next repayment from the transfers it receives, not the next bill", async () => {
    const user = await makeUser(testApp.app);
    const checking = await api.createAccount(user, { name: "Checking" });
    const loan = await api.createAccount(user, {
      name: "Car Loan",
      account_type: "loan",
    });
    const repayments = [
      "2026-09-04",
      "2026-09-18",
      "2026-10-02",
      "2026-10-16",
      "2026-10-30",
      "2026-11-13",
    ];
    await bulk.create(user.id, [
      ...repayments.map((date) => ({
        ...debit(loan.id, "Loan Repayment Received", 31_500, "transfer", date),
        transactionType: "credit" as const,
      })),
      ...["2026-08-20", "2026-09-20", "2026-10-20", "2026-11-20"].map((date) =>
        debit(checking.id, "City Power", 9_000, "utilities", date),
      ),
    ]);
    const body = await ask(
      testApp,
      user,
      "when is the next car loan repayment",
    );
    expect(body.response).toContain(
      "Your next Car Loan payment is expected on Nov 27, 2026: about **$315.00**",
    );
    expect(body.response).not.toContain("City Power");
  });
});
