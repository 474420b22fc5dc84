import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { loginForm, makeUser, type SignedInUser } from "../../test/factories";

let now = new Date("2026-03-15T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const db = database.db;

function post(
  user: SignedInUser,
  url: string,
  payload: unknown,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: {
      ...user.auth,
      ...(key === undefined ? {} : { "idempotency-key": key }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function accountOf(user: SignedInUser): Promise<number> {
  const res = await post(user, "/accounts", {
    name: "Checking",
    account_type: "checking",
    current_balance: 100,
  });
  return res.json<{ id: number }>().id;
}

async function goalOf(user: SignedInUser): Promise<number> {
  const res = await post(user, "/goals", {
    name: "Trip",
    target_amount: 1000,
    target_date: "2027-01-01",
  });
  return res.json<{ id: number }>().id;
}

const count = async (
  table:
    "accounts" | "transactions" | "budgets" | "goals" | "goalContributions",
  userId: number,
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("userId", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Each create route, its body and the table it writes. */
const CREATES = [
  {
    name: "POST /accounts",
    table: "accounts",
    request: () =>
      Promise.resolve({
        url: "/accounts",
        body: { name: "Savings", account_type: "savings", current_balance: 50 },
      }),
  },
  {
    name: "POST /transactions",
    table: "transactions",
    request: async (user: SignedInUser) => ({
      url: "/transactions",
      body: {
        description: "Coffee",
        category: "food_dining",
        amount: 4.5,
        transaction_type: "debit",
        transaction_date: "2026-03-14",
        account_id: String(await accountOf(user)),
      },
    }),
  },
  {
    name: "POST /budgets",
    table: "budgets",
    request: () =>
      Promise.resolve({
        url: "/budgets",
        body: {
          name: "Food",
          category: "groceries",
          amount: 300,
          period: "monthly",
        },
      }),
  },
  {
    name: "POST /goals",
    table: "goals",
    request: () =>
      Promise.resolve({
        url: "/goals",
        body: { name: "Car", target_amount: 5000, target_date: "2027-06-01" },
      }),
  },
  {
    name: "POST /goals/:id/contribute",
    table: "goalContributions",
    request: async (user: SignedInUser) => ({
      url: `/goals/${String(await goalOf(user))}/contribute?amount=100`,
      body: undefined,
    }),
  },
] as const;

describe("Idempotency-Key on every create", () => {
  it.each(CREATES)(
    "$name: ten parallel requests with one key write once and all get the first answer",
    async ({ table, request }) => {
      const user = await makeUser(app);
      const { url, body } = await request(user);
      const before = await count(table, user.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(user, url, body, "double-click-1"),
        ),
      );
      expect(await count(table, user.id)).toBe(before + 1);
      const first = answers[0]!;
      expect(first.statusCode).toBeLessThan(300);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(first.statusCode);
        expect(answer.json()).toEqual(first.json());
      }
      expect(
        answers.filter((a) => a.headers["idempotent-replayed"] === "true"),
      ).toHaveLength(9);
    },
  );

  it.each(CREATES)(
    "$name: without a key, a repeated request writes again",
    async ({ table, request }) => {
      const user = await makeUser(app);
      const { url, body } = await request(user);
      const before = await count(table, user.id);
      await post(user, url, body);
      await post(user, url, body);
      expect(await count(table, user.id)).toBe(before + 2);
    },
  );

  it("a contribution replayed with its key adds the amount once", async () => {
    const user = await makeUser(app);
    const goal = await goalOf(user);
    const url = `/goals/${String(goal)}/contribute?amount=100`;
    await Promise.all([
      post(user, url, undefined, "contribute-1"),
      post(user, url, undefined, "contribute-1"),
    ]);
    const res = await app.inject({
      method: "GET",
      url: "/api/v1/goals",
      headers: user.auth,
    });
    const goals = res.json<{
      goals: { id: number; current_amount: number }[];
    }>().goals;
    expect(goals.find((g) => g.id === goal)?.current_amount).toBe(100);
  });

  it("refuses the same key with a different body, naming the header, and writes nothing", async () => {
    const user = await makeUser(app);
    const body = { name: "A", account_type: "checking", current_balance: 1 };
    expect((await post(user, "/accounts", body, "k-1")).statusCode).toBe(201);
    const res = await post(user, "/accounts", { ...body, name: "B" }, "k-1");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["header", "Idempotency-Key"],
          msg: "This Idempotency-Key was already used for a different request",
          type: "key_reused",
        },
      ],
    });
    expect(await count("accounts", user.id)).toBe(1);
  });

  it("refuses a malformed key with 422 before writing", async () => {
    const user = await makeUser(app);
    const body = { name: "A", account_type: "checking", current_balance: 1 };
    const res = await post(user, "/accounts", body, "x".repeat(256));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual([
      "header",
      "Idempotency-Key",
    ]);
    expect(await count("accounts", user.id)).toBe(0);
  });

  it("keys are per user: another user's request with the same key writes its own row", async () => {
    const [alice, bob] = [await makeUser(app), await makeUser(app)];
    const body = { name: "Mine", account_type: "checking", current_balance: 1 };
    const a = await post(alice, "/accounts", body, "shared-key");
    const b = await post(bob, "/accounts", body, "shared-key");
    expect(b.statusCode).toBe(201);
    expect(b.json<{ id: number }>().id).not.toBe(a.json<{ id: number }>().id);
    expect(await count("accounts", bob.id)).toBe(1);
  });

  it("a validation failure is not kept: the corrected request with the same key is written", async () => {
    const user = await makeUser(app);
    const bad = await post(
      user,
      "/accounts",
      { name: "", account_type: "checking", current_balance: 1 },
      "k-2",
    );
    expect(bad.statusCode).toBe(422);
    const good = await post(
      user,
      "/accounts",
      { name: "Ok", account_type: "checking", current_balance: 1 },
      "k-2",
    );
    expect(good.statusCode).toBe(201);
  });

  it("a key is honoured for 24 hours, then a request with it writes again", async () => {
    const user = await makeUser(app);
    const body = {
      name: "Daily",
      account_type: "checking",
      current_balance: 1,
    };
    await post(user, "/accounts", body, "day-key");
    // Tokens expire sooner than keys: sign in again after each move of the clock.
    const signedIn = async (): Promise<SignedInUser> => {
      const login = await loginForm(app, user.email, user.password);
      const token = login.json<{ access_token: string }>().access_token;
      return { ...user, token, auth: { authorization: `Bearer ${token}` } };
    };
    now = new Date(now.getTime() + 23 * 3600_000);
    const replay = await post(await signedIn(), "/accounts", body, "day-key");
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await count("accounts", user.id)).toBe(1);
    now = new Date(now.getTime() + 2 * 3600_000);
    const later = await post(await signedIn(), "/accounts", body, "day-key");
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(await count("accounts", user.id)).toBe(2);
  });
});
