import type {
  AccountListResponse,
  InsightsSummaryResponse,
} from "@finch/contracts";
import { netWorth, toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { ask } from "../../../test/assistant-api";

const testApp = await buildTestApp();
const { app } = testApp;

describe("net worth with liabilities entered with either sign", () => {
  it("is the same figure on the Accounts page, the dashboard and in the assistant's answers", async () => {
    const user = await makeUser(app);
    for (const [name, account_type, current_balance] of [
      ["Checking", "checking", 5000],
      // A card spent below zero, and a loan entered as the positive amount owed.
      ["Visa", "credit_card", -11806.13],
      ["Car loan", "loan", 9800],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/accounts",
        headers: user.auth,
        payload: { name, account_type, current_balance },
      });
      expect(res.statusCode).toBe(201);
    }
    const { accounts } = (
      await app.inject({
        method: "GET",
        url: "/api/v1/accounts",
        headers: user.auth,
      })
    ).json<AccountListResponse>();
    // The Accounts page's Account Summary (domain rule, liabilities as absolute values).
    const page = netWorth(
      accounts.map((a) => ({
        accountType: a.account_type,
        balanceCents: toCents(Math.round(a.current_balance * 100)),
      })),
    );
    expect(page).toEqual({
      assetsCents: 500_000,
      liabilitiesCents: 2_160_613,
      netWorthCents: -1_660_613,
    });

    const summary = (
      await app.inject({
        method: "GET",
        url: "/api/v1/insights/summary",
        headers: user.auth,
      })
    ).json<InsightsSummaryResponse>();
    expect(summary.total_balance).toBe(-16606.13);

    const worth = await ask(testApp, user, "What is my net worth?");
    expect(worth.response).toContain("**-$16,606.13**");
    expect(worth.response).toContain("liabilities $21,606.13");
    const debt = await ask(testApp, user, "How much do I owe?");
    expect(debt.response).toContain("You owe **$21,606.13**");
  });
});
