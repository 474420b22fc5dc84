import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import {
  loginForm,
  makeUser,
  type SignedInUser,
} from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

let now = new Date("2026-01-01T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const api = goalsApi(app, database);

/** Moves the clock and signs in again: tokens expire 12 hours after they are issued. */
async function travelTo(
  instant: string,
  user: SignedInUser,
): Promise<SignedInUser> {
  now = new Date(instant);
  const login = await loginForm(app, user.email, user.password);
  const token = login.json<{ access_token: string }>().access_token;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

async function setTimezone(user: SignedInUser, timezone: string) {
  await database.db
    .updateTable("users")
    .set({ timezone })
    .where("id", "=", user.id)
    .execute();
}

describe("goal projections over time", () => {
  it("paces completion on the last 90 days of contributions and spreads the rest over the months left", async () => {
    let user = await travelTo("2026-01-01T12:00:00.000Z", await makeUser(app));
    const goal = await api.createGoal(user, { target_amount: 1200 });

    // 100.00 in 90 days → 33.33 a month; 1,100.00 left → ⌈1,004.5⌉ days
    expect(await api.contributeOk(user, goal.id, "100")).toMatchObject({
      days_left: 364,
      required_per_month: 91.99, // ⌈110,000 × 3044 ÷ 36,400⌉ cents
      projected_completion_date: "2028-10-02",
    });

    user = await travelTo("2026-02-01T12:00:00.000Z", user);
    // 200.00 in the window; 1,000.00 left → ⌈456.6⌉ days
    expect(await api.contributeOk(user, goal.id, "100")).toMatchObject({
      days_left: 333,
      required_per_month: 91.42,
      projected_completion_date: "2027-05-04",
    });

    user = await travelTo("2026-05-15T12:00:00.000Z", user);
    // The window now starts on Feb 15: no recent contribution, no pace.
    expect(await api.listGoals(user)).toMatchObject([
      {
        current_amount: 200,
        days_left: 230,
        required_per_month: 132.35,
        projected_completion_date: null,
      },
    ]);

    user = await travelTo("2026-12-31T12:00:00.000Z", user);
    expect(await api.listGoals(user)).toMatchObject([
      { days_left: 0, required_per_month: null },
    ]);

    user = await travelTo("2027-01-05T12:00:00.000Z", user);
    expect(await api.listGoals(user)).toMatchObject([
      {
        days_left: -5,
        required_per_month: null,
        projected_completion_date: null,
        remaining_amount: 1000,
        is_completed: false,
      },
    ]);
    // An overdue goal still takes contributions.
    expect(await api.contributeOk(user, goal.id, "1")).toMatchObject({
      current_amount: 201,
    });
  });

  it("counts days from today in the user's time zone, not the server's", async () => {
    let user = await makeUser(app);
    // Mar 31, 16:00 UTC is already Apr 1, 01:00 in Tokyo.
    user = await travelTo("2026-03-31T16:00:00.000Z", user);
    const goal = await api.createGoal(user, {
      target_amount: 500,
      target_date: "2026-05-30",
    });
    expect([goal.days_left, goal.required_per_month]).toEqual([60, 253.67]);

    await setTimezone(user, "Asia/Tokyo");
    expect(await api.listGoals(user)).toMatchObject([
      { days_left: 59, required_per_month: 257.97 },
    ]);
    await api.contributeOk(user, goal.id, "5");
    expect(await api.contributionsOf(goal.id)).toMatchObject([
      { contributedOn: "2026-04-01", amountCents: 500 },
    ]);
  });

  it("a goal's projection reads only its own contributions", async () => {
    const user = await travelTo(
      "2026-06-01T12:00:00.000Z",
      await makeUser(app),
    );
    const busy = await api.createGoal(user, { name: "Busy" });
    const idle = await api.createGoal(user, { name: "Idle" });
    await api.contributeOk(user, busy.id, "300");
    const goals = await api.listGoals(user);
    expect(
      goals.find((g) => g.id === idle.id)?.projected_completion_date,
    ).toBeNull();
    // 300.00 in 90 days → 100.00 a month; 700.00 left → ⌈213.08⌉ = 214 days
    expect(goals.find((g) => g.id === busy.id)?.projected_completion_date).toBe(
      "2027-01-01",
    );
  });
});
