import { describe, expect, it } from "vitest";
import { budgetsApi } from "../../../test/budgets-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";
import { versionsOf } from "../../../test/versions";

// The goals page and the dashboard keep the user's goals and recent contributions in memory while
// the goals version the auth check read holds (migration 0019, ADR 0017). Every change — through
// the API or another instance's statement straight into the database — must show in the very next
// read, and the figures that count days must follow the user's "today".
const testApp = await buildTestApp({
  clock: { now: () => new Date("2026-11-30T20:00:00Z") },
});
const { app, database } = testApp;
const goals = goalsApi(app, database);
const zones = budgetsApi(app, database);

async function shown(user: SignedInUser) {
  return (await goals.listGoals(user)).map((g) => [
    g.name,
    g.current_amount,
    g.projected_completion_date,
  ]);
}

const versionOf = versionsOf(database, "goalVersions");

describe("kept goals after a change", () => {
  it("show every change in the next read, whatever made it", async () => {
    const user = await makeUser(app);
    expect(await shown(user)).toEqual([]);
    const fund = await goals.createGoal(user, {
      name: "Fund",
      target_amount: 1000,
      target_date: "2027-12-31",
    });
    expect(await shown(user)).toEqual([["Fund", 0, null]]);
    // Read again with nothing changed: the same goals (from the kept copy).
    expect(await shown(user)).toEqual([["Fund", 0, null]]);

    // A contribution moves the saved amount and gives the goal a pace to project from.
    await goals.contributeOk(user, fund.id, "100");
    const [paced] = await shown(user);
    expect(paced?.[1]).toBe(100);
    expect(paced?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const edited = await goals.putGoal(user, fund.id, {
      name: "Rainy day",
      target_amount: 1000,
      target_date: "2027-12-31",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await shown(user))[0]?.slice(0, 2)).toEqual(["Rainy day", 100]);

    // Another instance (or any statement) changing the rows in the database directly.
    await database.db
      .updateTable("goals")
      .set({ currentCents: 25_000 })
      .where("id", "=", fund.id)
      .execute();
    expect((await shown(user))[0]?.slice(0, 2)).toEqual(["Rainy day", 250]);
    await database.db
      .deleteFrom("goalContributions")
      .where("goalId", "=", fund.id)
      .execute();
    expect(await shown(user)).toEqual([["Rainy day", 250, null]]);

    expect((await goals.deleteGoal(user, fund.id)).statusCode).toBe(204);
    expect(await shown(user)).toEqual([]);
  });

  it("count days from the user's today, which a new time zone moves", async () => {
    const user = await makeUser(app);
    await goals.createGoal(user, { target_date: "2026-12-31" });
    const daysLeft = async () => (await goals.listGoals(user))[0]?.days_left;
    expect(await daysLeft()).toBe(31);
    // 2026-11-30 20:00 UTC is already 1 December in Tokyo.
    await zones.setTimezone(user, "Asia/Tokyo");
    expect(await daysLeft()).toBe(30);
    await zones.setTimezone(user, "UTC");
    expect(await daysLeft()).toBe(31);
  });

  it("never mix users: each user reads their own goals", async () => {
    const [one, two] = [await makeUser(app), await makeUser(app)];
    await goals.createGoal(one, { name: "Mine" });
    await goals.createGoal(two, { name: "Theirs" });
    expect((await shown(one)).map(([name]) => name)).toEqual(["Mine"]);
    expect((await shown(two)).map(([name]) => name)).toEqual(["Theirs"]);
  });
});

describe("the goals version (migration 0019)", () => {
  it("moves on each write to a goal or its contributions, and only the owner's", async () => {
    const [user, other] = [await makeUser(app), await makeUser(app)];
    expect(await versionOf(user.id)).toBe(0);
    const goal = await goals.createGoal(user);
    expect(await versionOf(user.id)).toBe(1);
    await goals.putGoal(user, goal.id, goals.form({ name: "Trip" }));
    expect(await versionOf(user.id)).toBe(2);
    // A contribution adds to the goal and records itself: one bump each.
    await goals.contributeOk(user, goal.id, "5");
    expect(await versionOf(user.id)).toBe(4);
    await database.db
      .deleteFrom("goalContributions")
      .where("goalId", "=", goal.id)
      .execute();
    expect(await versionOf(user.id)).toBe(5);
    expect((await goals.deleteGoal(user, goal.id)).statusCode).toBe(204);
    expect(await versionOf(user.id)).toBe(6);
    expect(await versionOf(other.id)).toBe(0);
  });
});
