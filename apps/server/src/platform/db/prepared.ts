import { CompiledQuery, SqliteAdapter, type Compilable } from "kysely";
import type { Db, Dialect } from "./database";

/** Stands in for argument `index` while the query is built. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query that Kysely builds, transforms (camelCase, SQLite booleans) and compiles once per
 * dialect, then runs with each call's arguments bound as parameters. Kysely otherwise redoes all
 * three on every call: ~80 µs for the transactions page, against ~110 µs to run it (issue 9's
 * profile). For the few hot queries whose shape never changes.
 *
 * `build` gets stand-ins for the arguments: it may pass them only where Kysely binds a value
 * (comparisons, `limit`), never branch on them or splice them into SQL text. An argument that
 * does not end up as a parameter fails the first call.
 */
export function prepared<A extends readonly unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new Map<Dialect, CompiledQuery<R>>();
  return async (db, ...args) => {
    const dialect: Dialect =
      db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    let query = compiled.get(dialect);
    if (query === undefined) {
      const slots = args.map((_, index) => new Slot(index)) as unknown as A;
      query = build(db, ...slots).compile();
      const bound = new Set(
        query.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])),
      );
      if (bound.size !== args.length)
        throw new Error(
          `prepared: every argument must be a bound parameter of ${query.sql}`,
        );
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((p) =>
      p instanceof Slot ? bindable(args[p.index], dialect) : p,
    );
    const result = await db.executeQuery<R>(
      CompiledQuery.raw(query.sql, parameters),
    );
    return result.rows;
  };
}

/** What the driver takes for a value: SQLite has no booleans (as `SqliteBooleanPlugin` binds). */
function bindable(value: unknown, dialect: Dialect): unknown {
  if (dialect === "sqlite" && typeof value === "boolean") return value ? 1 : 0;
  return value;
}
