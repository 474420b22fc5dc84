import { CompiledQuery, type Compilable } from "kysely";
import { dialectOf, type Db, type Dialect } from "./database";

/** Stands in for an argument (by position or name) while a query is built. */
class Slot {
  constructor(readonly key: number | string) {}
}

/**
 * A query that Kysely builds, transforms (camelCase, SQLite booleans) and compiles once per
 * dialect, then runs with each call's arguments bound as parameters. Kysely otherwise redoes all
 * three on every call: ~80 µs for the transactions page, against ~110 µs to run it (issue 9's
 * profile). For the hot queries whose shape never changes.
 *
 * `build` gets stand-ins for the arguments: it may pass them only where Kysely binds a value
 * (comparisons, `limit`, `offset`), never branch on them or splice them into SQL text. An
 * argument that does not end up as a parameter fails the first call. It may branch on the
 * dialect (`dialectOf(db)`): each dialect compiles its own copy.
 */
export function prepared<A extends readonly unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new Map<string, CompiledQuery<R>>();
  return (db, ...args) =>
    run(
      db,
      compiled,
      "",
      args.length,
      (index) => args[index as number],
      () =>
        build(db, ...(args.map((_, index) => new Slot(index)) as unknown as A)),
    );
}

/**
 * `prepared` for a query whose shape follows which of its named parameters are set (a list with
 * optional filters) and a `variant` the caller names: one compiled query per dialect, variant and
 * set of parameters present. `build` may branch on `variant` and on whether a parameter is
 * undefined, never on a parameter's value.
 */
export function preparedShapes<P extends object, V extends string, R>(
  build: (db: Db, variant: V, params: P) => Compilable<R>,
): (db: Db, variant: V, params: P) => Promise<R[]> {
  const compiled = new Map<string, CompiledQuery<R>>();
  return (db, variant, params) => {
    const values = params as Record<string, unknown>;
    const present = Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .sort();
    const stand = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        value === undefined ? undefined : new Slot(key),
      ]),
    ) as P;
    return run(
      db,
      compiled,
      `${variant}|${present.join(",")}`,
      present.length,
      (key) => values[key as string],
      () => build(db, variant, stand),
    );
  };
}

async function run<R>(
  db: Db,
  compiled: Map<string, CompiledQuery<R>>,
  shape: string,
  argumentCount: number,
  argument: (key: number | string) => unknown,
  build: () => Compilable<R>,
): Promise<R[]> {
  const dialect = dialectOf(db);
  const cacheKey = `${dialect}|${shape}`;
  let query = compiled.get(cacheKey);
  if (query === undefined) {
    query = build().compile();
    const bound = new Set(
      query.parameters.flatMap((p) => (p instanceof Slot ? [p.key] : [])),
    );
    if (bound.size !== argumentCount)
      throw new Error(
        `prepared: every argument must be a bound parameter of ${query.sql}`,
      );
    compiled.set(cacheKey, query);
  }
  const parameters = query.parameters.map((p) =>
    p instanceof Slot ? bindable(argument(p.key), dialect) : p,
  );
  const result = await db.executeQuery<R>(
    CompiledQuery.raw(query.sql, parameters),
  );
  return result.rows;
}

/** What the driver takes for a value: SQLite has no booleans (as `SqliteBooleanPlugin` binds). */
function bindable(value: unknown, dialect: Dialect): unknown {
  if (dialect === "sqlite" && typeof value === "boolean") return value ? 1 : 0;
  return value;
}
