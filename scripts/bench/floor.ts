/**
 * The floor: the API's routes answered by the bare driver in a bare Fastify app, with nothing
 * the API adds around its statements: no token (the bearer is the user id), no schema
 * validation, no ORM, nothing kept in memory. The session mix runs against it exactly as
 * against the server (same paths, same seed, same requests), and the mix's throughput is
 * reported as a share of this one's. The SQL is floor-sql.ts; the reads' composition
 * floor-ledger.ts. The assistant has no floor: the runner skips its questions here.
 *
 * Run by `bench.ts` as its own process, with DATABASE_URL and PORT in the environment.
 */
import argon2 from "argon2";
import Fastify, { type FastifyRequest } from "fastify";
import { parseMoney } from "@finch/domain";
import { openFloorDb, type FloorRow } from "./floor-driver";
import {
  budgetsWithTotals,
  goalsWithHistory,
  listPage,
  summary,
  todayOf,
} from "./floor-ledger";
import { SQL, writeSql } from "./floor-sql";

type Fields = Record<string, string | undefined>;

const db = openFloorDb(process.env.DATABASE_URL ?? "");
const writes = writeSql(db.postgres);
const app = Fastify();
app.addContentTypeParser(
  "application/x-www-form-urlencoded",
  { parseAs: "string" },
  (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  },
);
const user = (request: FastifyRequest) =>
  Number(request.headers.authorization?.slice("Bearer ".length));
const cents = (text: string | undefined) =>
  text === undefined ? undefined : parseMoney(text);
const nowIso = () => new Date().toISOString();
const API = "/api/v1";

app.get(`${API}/health`, () => ({ status: "ok" }));

app.post<{ Body: Fields }>(`${API}/auth/login`, async (request, reply) => {
  const [row] = await db.query(SQL.login, [request.body.username]);
  const valid =
    row !== undefined &&
    (await argon2.verify(
      String(row.password_hash),
      request.body.password ?? "",
    ));
  if (!valid)
    return reply.code(401).send({ detail: "Incorrect email or password" });
  return { access_token: String(row.id), token_type: "bearer" };
});

app.get(
  `${API}/users/me`,
  async (request) => (await db.query(SQL.profile, [user(request)]))[0],
);

app.get(`${API}/accounts`, async (request) => ({
  accounts: await db.query(SQL.accounts, [
    user(request),
    await todayOf(db, user(request)),
  ]),
}));

app.get(`${API}/insights/summary`, (request) => summary(db, user(request)));

app.get<{ Querystring: Fields }>(`${API}/transactions`, (request) => {
  const q = request.query;
  const id = (text: string | undefined) =>
    text === undefined ? undefined : Number(text);
  return listPage(
    db,
    user(request),
    {
      accountId: id(q.account_id),
      category: q.category,
      transactionType: q.transaction_type,
      startDate: q.start_date,
      endDate: q.end_date,
      // The contract trims the text before the repository sees it.
      text: q.q?.trim(),
      minCents: cents(q.min_amount),
      maxCents: cents(q.max_amount),
    },
    { skip: Number(q.skip ?? 0), limit: Number(q.limit ?? 25) },
  );
});

/** The columns a transaction write sets, in the statements' order from $3 on. */
function transactionValues(body: Fields): unknown[] {
  const description = body.description ?? "";
  const merchant = body.merchant_name ?? null;
  return [
    Number(body.account_id),
    description,
    merchant,
    body.category,
    cents(body.amount),
    body.transaction_type,
    body.transaction_date,
    false,
    `${description}\n${merchant ?? ""}`.toLowerCase(),
  ];
}

app.post<{ Body: Fields }>(`${API}/transactions`, async (request, reply) => {
  const [account, ...rest] = transactionValues(request.body);
  const [row] = await db.query(writes.create, [
    user(request),
    account,
    ...rest,
    nowIso(),
  ]);
  return row === undefined ? reply.code(404).send() : reply.code(201).send(row);
});

app.put<{ Body: Fields; Params: { id: string } }>(
  `${API}/transactions/:id`,
  async (request, reply) => {
    const values = [
      user(request),
      Number(request.params.id),
      ...transactionValues(request.body),
    ];
    const [row] = await db.query(writes.update, [...values, nowIso()]);
    return row === undefined ? reply.code(404).send() : row;
  },
);

app.delete<{ Params: { id: string } }>(
  `${API}/transactions/:id`,
  async (request, reply) => {
    const [found] = await db.query(writes.delete, [
      user(request),
      Number(request.params.id),
    ]);
    return reply.code(found === undefined ? 404 : 204).send();
  },
);

app.get(`${API}/budgets`, async (request) => {
  const userId = user(request);
  return budgetsWithTotals(db, userId, await db.query(SQL.budgets, [userId]));
});

/** name, category, amount, period, threshold in basis points: the budget statements' $2–$6 or $3–$7. */
function budgetValues(body: Fields & { alert_threshold?: unknown }): unknown[] {
  const threshold =
    typeof body.alert_threshold === "number" ? body.alert_threshold : 0.8;
  return [
    body.name,
    body.category,
    cents(body.amount),
    body.period,
    Math.round(threshold * 10_000),
  ];
}

app.post<{ Body: Fields }>(`${API}/budgets`, async (request, reply) => {
  const userId = user(request);
  const rows = await db.query(SQL.createBudget, [
    userId,
    ...budgetValues(request.body),
    nowIso(),
  ]);
  return reply.code(201).send(await budgetsWithTotals(db, userId, rows));
});

app.put<{ Body: Fields; Params: { id: string } }>(
  `${API}/budgets/:id`,
  async (request, reply) => {
    const userId = user(request);
    const values = [
      userId,
      Number(request.params.id),
      ...budgetValues(request.body),
      nowIso(),
    ];
    const rows = await db.query(SQL.updateBudget, values);
    if (rows.length === 0) return reply.code(404).send();
    return budgetsWithTotals(db, userId, rows);
  },
);

app.get(`${API}/goals`, async (request) => {
  const userId = user(request);
  return goalsWithHistory(db, userId, await db.query(SQL.goals, [userId]));
});

app.post<{ Params: { id: string }; Querystring: Fields }>(
  `${API}/goals/:id/contribute`,
  async (request, reply) => {
    const userId = user(request);
    const goalId = Number(request.params.id);
    const amount = cents(request.query.amount);
    const today = await todayOf(db, userId);
    const now = nowIso();
    const [updated = []] = await db.transaction([
      () => ({
        sql: SQL.addToGoal,
        params: [userId, goalId, amount, now, false],
      }),
      ([goal]: FloorRow[][]) =>
        goal?.length === 0
          ? undefined
          : {
              sql: SQL.recordContribution,
              params: [userId, goalId, amount, today, now],
            },
    ]);
    if (updated.length === 0) return reply.code(404).send();
    return goalsWithHistory(db, userId, updated, goalId);
  },
);

app.addHook("onClose", () => db.close());
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
