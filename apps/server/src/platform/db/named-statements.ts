/**
 * SQL texts PostgreSQL keeps as named (server-side prepared) statements on each connection:
 * parsed and planned once per connection instead of once per run (ADR 0015). Only statements
 * whose best plan cannot depend on their arguments belong here — lookups and writes by primary
 * key — because after five runs PostgreSQL may switch a named statement to one generic plan,
 * which for a list's `limit`/`offset` over a skewed user could be the wrong one.
 */
const names = new Map<string, string>();

/** Marks a compiled PostgreSQL statement as plan-stable, so connections run it by name. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `finch_${String(names.size + 1)}`);
}

/** The name a connection runs `sql` under, or undefined for an unnamed statement. */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}
