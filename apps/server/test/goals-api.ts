import type { GoalListResponse, GoalResponse } from "@finch/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Selectable } from "kysely";
import { expect } from "vitest";
import type {
  GoalContributionsTable,
  GoalsTable,
} from "../src/platform/db/database";
import type { SignedInUser } from "./factories";
import type { Caller, Fields } from "./money-api";
import type { TestDatabase } from "./test-database";

/** A 1,000.00 goal due at the end of 2026; tests override what they are about. */
export const GOAL_DEFAULTS: Fields = {
  name: "Emergency Fund",
  description: "Three months of expenses",
  target_amount: 1000,
  target_date: "2026-12-31",
};

/** The goals API as the tests drive it, and what the database holds. */
export interface GoalsApi {
  /** Sends `method` to `/api/v1{path}`, with `payload` as the JSON body when given. */
  send(
    caller: Caller,
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** The defaults, then `overrides` (an `undefined` value leaves the field out). */
  form(overrides?: Fields): Fields;
  /** POST /goals with exactly `payload`, or with no body at all. */
  postGoal(caller: Caller, payload?: object): Promise<LightMyRequestResponse>;
  /** Creates `form(overrides)`, expecting 201. */
  createGoal(user: SignedInUser, overrides?: Fields): Promise<GoalResponse>;
  /** PUT /goals/:id with `payload`. */
  putGoal(
    caller: Caller,
    id: number,
    payload: object,
  ): Promise<LightMyRequestResponse>;
  /** DELETE /goals/:id. */
  deleteGoal(caller: Caller, id: number): Promise<LightMyRequestResponse>;
  /** POST /goals/:id/contribute with `query` as the query string (e.g. 'amount=12.34'). */
  contribute(
    caller: Caller,
    id: number,
    query: string,
  ): Promise<LightMyRequestResponse>;
  /** Contributes `amount`, expecting 200, and returns the updated goal. */
  contributeOk(
    user: SignedInUser,
    id: number,
    amount: string,
  ): Promise<GoalResponse>;
  /** The caller's goals, expecting 200. */
  listGoals(user: SignedInUser): Promise<GoalResponse[]>;
  /** Every stored goal and contribution row, to prove nothing changed. */
  snapshot(): Promise<{
    goals: Selectable<GoalsTable>[];
    contributions: Selectable<GoalContributionsTable>[];
  }>;
  /** The stored contributions of one goal, oldest first. */
  contributionsOf(
    goalId: number,
  ): Promise<Selectable<GoalContributionsTable>[]>;
}

/** The helpers for one test file's app and database. */
export function goalsApi(
  app: FastifyInstance,
  database: TestDatabase,
): GoalsApi {
  const { db } = database;
  const api: GoalsApi = {
    send: (caller, method, path, payload) =>
      app.inject({
        method,
        url: `/api/v1${path}`,
        headers: caller?.auth ?? {},
        ...(payload ? { payload } : {}),
      }),
    form: (overrides = {}) => ({ ...GOAL_DEFAULTS, ...overrides }),
    postGoal: (caller, payload) => api.send(caller, "POST", "/goals", payload),
    async createGoal(user, overrides = {}) {
      const res = await api.postGoal(user, api.form(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<GoalResponse>();
    },
    putGoal: (caller, id, payload) =>
      api.send(caller, "PUT", `/goals/${String(id)}`, payload),
    deleteGoal: (caller, id) =>
      api.send(caller, "DELETE", `/goals/${String(id)}`),
    contribute: (caller, id, query) =>
      api.send(caller, "POST", `/goals/${String(id)}/contribute?${query}`),
    async contributeOk(user, id, amount) {
      const res = await api.contribute(user, id, `amount=${amount}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<GoalResponse>();
    },
    async listGoals(user) {
      const res = await api.send(user, "GET", "/goals");
      expect(res.statusCode, res.body).toBe(200);
      return res.json<GoalListResponse>().goals;
    },
    async snapshot() {
      return {
        goals: await db.selectFrom("goals").selectAll().orderBy("id").execute(),
        contributions: await db
          .selectFrom("goalContributions")
          .selectAll()
          .orderBy("id")
          .execute(),
      };
    },
    contributionsOf: (goalId) =>
      db
        .selectFrom("goalContributions")
        .selectAll()
        .where("goalId", "=", goalId)
        .orderBy("id")
        .execute(),
  };
  return api;
}
