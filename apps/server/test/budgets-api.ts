import type { BudgetListResponse, BudgetResponse } from "@finch/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Selectable } from "kysely";
import { expect } from "vitest";
import type { BudgetsTable } from "../src/platform/db/database";
import type { SignedInUser } from "./factories";
import type { Caller, Fields } from "./money-api";
import type { TestDatabase } from "./test-database";

/** A 500.00 monthly groceries budget; the alert threshold is left to the server's default. */
export const BUDGET_DEFAULTS: Fields = {
  name: "Groceries",
  category: "groceries",
  amount: 500,
  period: "monthly",
};

/** The budgets API as the tests drive it, and what the database holds. */
export interface BudgetsApi {
  /** POST /budgets with exactly `payload`, or with no body at all. */
  post(caller: Caller, payload?: object): Promise<LightMyRequestResponse>;
  /** Creates BUDGET_DEFAULTS overlaid with `fields`, expecting 201. */
  create(user: SignedInUser, fields?: Fields): Promise<BudgetResponse>;
  /** GET /budgets. */
  get(caller: Caller): Promise<LightMyRequestResponse>;
  /** The caller's budgets, expecting 200. */
  list(user: SignedInUser): Promise<BudgetResponse[]>;
  /** The caller's only budget, expecting exactly one. */
  only(user: SignedInUser): Promise<BudgetResponse>;
  /** PUT /budgets/:id with `payload`. */
  put(
    caller: Caller,
    id: number | string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** DELETE /budgets/:id. */
  delete(caller: Caller, id: number | string): Promise<LightMyRequestResponse>;
  /** Every stored budget row, for every user, to prove what changed. */
  rows(): Promise<Selectable<BudgetsTable>[]>;
  /** Sets the user's profile time zone straight in the database (no profile edit route yet). */
  setTimezone(user: SignedInUser, timezone: string): Promise<void>;
}

/** The helpers for one test file's app and database. */
export function budgetsApi(
  app: FastifyInstance,
  database: TestDatabase,
): BudgetsApi {
  const send = (
    caller: Caller,
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers: caller?.auth ?? {},
      ...(payload ? { payload } : {}),
    });

  const api: BudgetsApi = {
    post: (caller, payload) => send(caller, "POST", "/budgets", payload),
    async create(user, fields = {}) {
      const res = await api.post(user, { ...BUDGET_DEFAULTS, ...fields });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<BudgetResponse>();
    },
    get: (caller) => send(caller, "GET", "/budgets"),
    async list(user) {
      const res = await api.get(user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BudgetListResponse>().budgets;
    },
    async only(user) {
      const budgets = await api.list(user);
      expect(budgets).toHaveLength(1);
      return budgets[0] as BudgetResponse;
    },
    put: (caller, id, payload) =>
      send(caller, "PUT", `/budgets/${String(id)}`, payload),
    delete: (caller, id) => send(caller, "DELETE", `/budgets/${String(id)}`),
    rows: () =>
      database.db.selectFrom("budgets").selectAll().orderBy("id").execute(),
    async setTimezone(user, timezone) {
      await database.db
        .updateTable("users")
        .set({ timezone })
        .where("id", "=", user.id)
        .execute();
    },
  };
  return api;
}
