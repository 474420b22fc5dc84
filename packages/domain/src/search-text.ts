/**
 * What the transactions' text filter searches: description and merchant, lower-cased
 * (Unicode-aware). Stored with each transaction, so every writer (the transactions feature, a
 * restored export) computes it with this one rule.
 */
export function searchTextOf(fields: {
  description: string;
  merchantName: string | null;
}): string {
  return `${fields.description}\n${fields.merchantName ?? ""}`.toLowerCase();
}
