/**
 * The floor: the transactions page query through bare better-sqlite3 (or bare `pg`) in a bare
 * Fastify route, no auth, no validation, no Kysely. Our throughput is reported as a share of it.
 */
import SqliteDatabase from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";

// The same statements the API runs for the first page: the page straight off the (user, date,
// id) index with its accounts joined, and the total from the accounts' trigger-kept counts
// (migration 0009).
const PAGE_SQL = `select t.id, t.account_id, a.name as account_name, t.description,
  t.merchant_name, t.category, t.amount_cents, t.transaction_type, t.transaction_date,
  t.is_pending
  from transactions t join accounts a on a.id = t.account_id
  where t.user_id = $1
  order by t.transaction_date desc, t.id desc limit 25`;
const COUNT_SQL =
  "select cast(coalesce(sum(transaction_count), 0) as bigint) as total from accounts where user_id = $1";

/**
 * Run by `bench.ts` as its own process (like the real server), with DATABASE_URL, BENCH_USER_ID
 * and PORT in the environment; answers `/health` when ready.
 */
const databaseUrl = process.env.DATABASE_URL ?? "";
const userId = Number(process.env.BENCH_USER_ID);
const app = Fastify();
app.get("/api/v1/health", () => ({ status: "ok" }));
{
  if (databaseUrl.startsWith("sqlite:")) {
    const db = new SqliteDatabase(databaseUrl.slice("sqlite:".length), {
      readonly: true,
    });
    const page = db.prepare(PAGE_SQL.replace("$1", "?"));
    const count = db.prepare(COUNT_SQL.replace("$1", "?"));
    app.get("/floor", () => ({
      transactions: page.all(userId),
      total: count.get(userId),
    }));
    app.addHook("onClose", () => {
      db.close();
    });
  } else {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    app.get("/floor", async () => {
      const [rows, count] = await Promise.all([
        pool.query(PAGE_SQL, [userId]),
        pool.query(COUNT_SQL, [userId]),
      ]);
      return { transactions: rows.rows, total: count.rows[0] as unknown };
    });
    app.addHook("onClose", () => pool.end());
  }
}
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
