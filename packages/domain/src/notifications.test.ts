import { describe, expect, it } from "vitest";
import { toCents } from "./money";
import {
  budgetAlert,
  unusualTransaction,
  budgetAlertLevel,
  goalMilestone,
  goalReminder,
  isWeeklyReportDue,
  syncProblem,
} from "./notifications";

const c = toCents;

describe("budgetAlertLevel", () => {
  it("alerts at the threshold itself, and past the limit only above it", () => {
    expect(budgetAlertLevel(c(7499), c(10000), 7500)).toBeUndefined();
    expect(budgetAlertLevel(c(7500), c(10000), 7500)).toBe("threshold");
    expect(budgetAlertLevel(c(10000), c(10000), 7500)).toBe("threshold");
    expect(budgetAlertLevel(c(10001), c(10000), 7500)).toBe("exceeded");
  });

  it("says nothing with nothing spent, even at a 0 % threshold", () => {
    expect(budgetAlertLevel(c(0), c(10000), 0)).toBeUndefined();
    expect(budgetAlertLevel(c(1), c(10000), 0)).toBe("threshold");
  });
});

const goal = {
  id: 7,
  name: "Trip",
  targetCents: c(100000),
  targetDate: "2026-04-01",
};

describe("budgetAlert", () => {
  const budget = {
    id: 4,
    name: "Food",
    period: "monthly" as const,
    amountCents: c(20000),
    alertThresholdBp: 7500,
    window: { startDate: "2026-03-01", endDate: "2026-03-31" },
  };

  it("says what is left at the threshold, and what is over when one write passed both", () => {
    expect(
      budgetAlert({ ...budget, spentCents: c(16000) }, "threshold", "USD"),
    ).toMatchObject({
      key: "budget_threshold:4:2026-03-01:20000:7500",
      body: "You've spent $160.00 of $200.00 this month, $40.00 left.",
    });
    expect(
      budgetAlert({ ...budget, spentCents: c(51000) }, "threshold", "USD").body,
    ).toBe("You've spent $510.00 of $200.00 this month, $310.00 over.");
    expect(
      budgetAlert({ ...budget, spentCents: c(51000) }, "exceeded", "USD"),
    ).toMatchObject({
      key: "budget_exceeded:4:2026-03-01:20000",
      title: "Food is over budget",
    });
  });
});

describe("goalMilestone", () => {
  it("names the highest milestone reached, keyed by it", () => {
    expect(
      goalMilestone({ ...goal, currentCents: c(24999) }, "USD"),
    ).toBeUndefined();
    expect(
      goalMilestone({ ...goal, currentCents: c(80000) }, "USD"),
    ).toMatchObject({
      key: "goal_milestone:7:75",
      title: "Trip is 75% of the way there",
    });
    expect(
      goalMilestone({ ...goal, currentCents: c(120000) }, "EUR"),
    ).toMatchObject({
      key: "goal_milestone:7:100",
      title: "You reached your goal: Trip",
      body: "€1,200.00 of €1,000.00 saved.",
    });
  });
});

describe("goalReminder", () => {
  const behind = {
    ...goal,
    currentCents: c(20000),
    pacePerMonthCents: c(10000),
    requiredPerMonthCents: c(80000),
  };

  it("reminds within 30 days when the pace falls short", () => {
    expect(goalReminder(behind, "2026-03-02", "USD")).toMatchObject({
      key: "goal_reminder:7:2026-04-01",
      title: "Trip is due in 30 days",
    });
    expect(goalReminder(behind, "2026-04-01", "USD")?.title).toBe(
      "Trip is due today",
    );
  });

  it("stays quiet further out, after the date, on pace, or when reached", () => {
    expect(goalReminder(behind, "2026-03-01", "USD")).toBeUndefined();
    expect(goalReminder(behind, "2026-04-02", "USD")).toBeUndefined();
    expect(
      goalReminder(
        { ...behind, pacePerMonthCents: c(80000) },
        "2026-03-20",
        "USD",
      ),
    ).toBeUndefined();
    expect(
      goalReminder({ ...behind, currentCents: c(100000) }, "2026-03-20", "USD"),
    ).toBeUndefined();
  });
});

describe("isWeeklyReportDue", () => {
  it("is Monday from 8 in the morning where the person is", () => {
    const at = (iso: string, zone: string) =>
      isWeeklyReportDue(new Date(iso), zone);
    expect(at("2026-03-16T07:59:00Z", "UTC")).toBe(false);
    expect(at("2026-03-16T08:00:00Z", "UTC")).toBe(true);
    expect(at("2026-03-16T23:59:00Z", "UTC")).toBe(true);
    expect(at("2026-03-17T00:00:00Z", "UTC")).toBe(false);
    // Monday 08:00 in Tokyo is Sunday 23:00 in UTC.
    expect(at("2026-03-15T23:00:00Z", "Asia/Tokyo")).toBe(true);
    expect(at("2026-03-16T12:00:00Z", "America/Los_Angeles")).toBe(false); // 05:00
  });
});

describe("syncProblem", () => {
  it("tells each failure episode once, by the last good sync", () => {
    const problem = {
      itemId: 3,
      institutionName: "First Platypus Bank",
      status: "error",
      lastSuccessfulSync: "2026-03-10T09:00:00.000Z",
    };
    expect(syncProblem(problem)).toMatchObject({
      key: "sync_problem:3:error:2026-03-10T09:00:00.000Z",
      title: "First Platypus Bank isn't syncing",
      body: "We couldn't update it since March 10, 2026. You can retry from Accounts.",
      link: "/accounts",
    });
    expect(syncProblem({ ...problem, status: "needs_reauth" }).title).toBe(
      "First Platypus Bank needs you to sign in again",
    );
  });
});

describe("unusualTransaction", () => {
  it("names whose usual the amount is far above", () => {
    const row = {
      id: 9,
      merchant: "Fancy Deli",
      category: "groceries",
      amountCents: c(64000),
      date: "2026-03-13",
      usualCents: c(6400),
    };
    expect(
      unusualTransaction({ ...row, usualOf: "merchant" }, "GBP").body,
    ).toBe("£640.00 on March 13, 2026; you usually spend about £64.00 there.");
    expect(
      unusualTransaction({ ...row, usualOf: "category" }, "GBP"),
    ).toMatchObject({
      key: "unusual_transaction:9",
      body: "£640.00 on March 13, 2026; your Groceries purchases are usually about £64.00.",
      link: "/transactions?from=2026-03-13&to=2026-03-13&q=Fancy+Deli",
    });
  });
});
