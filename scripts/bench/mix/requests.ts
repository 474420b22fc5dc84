/**
 * Steps as the web app sends them: paths, query strings and JSON bodies of the public API
 * (packages/contracts), and the route group each request is reported under.
 */
import { centsToDecimalText } from "@finch/domain";
import type { BudgetDraft, ListView, TransactionDraft } from "./steps";

/** From this many rows skipped on, a page counts as a deep page. */
export const DEEP_FROM = 1_000;

/** The dashboard's reads, as its page and the signed-in layout ask for them at once. */
export const DASHBOARD: readonly {
  path: string;
  group: string;
  read?: true;
}[] = [
  { path: "/accounts", group: "GET /accounts" },
  {
    path: "/transactions?skip=0&limit=5",
    group: "GET /transactions (dashboard's 5 newest)",
    read: true,
  },
  { path: "/budgets", group: "GET /budgets" },
  { path: "/goals", group: "GET /goals" },
  { path: "/insights/summary", group: "GET /insights/summary" },
  { path: "/users/me", group: "GET /users/me" },
];

/** The dashboard as a whole: from its first read sent until its last answered. */
export const DASHBOARD_GROUP = "Dashboard (6 parallel reads, until the last)";

/** `GET /transactions` with the view's filters, named as the web app names them. */
export function listPath(
  view: ListView,
  skip: number,
  accountIds: readonly number[],
): string {
  const query = new URLSearchParams({
    skip: String(skip),
    limit: String(view.limit),
  });
  const f = view.filters;
  const account =
    f.accountIndex === undefined ? undefined : accountIds[f.accountIndex];
  const params: [string, string | undefined][] = [
    ["account_id", account === undefined ? undefined : String(account)],
    ["category", f.category],
    ["transaction_type", f.transactionType],
    ["start_date", f.startDate],
    ["end_date", f.endDate],
    ["q", f.text],
    [
      "min_amount",
      f.minCents === undefined ? undefined : centsToDecimalText(f.minCents),
    ],
    [
      "max_amount",
      f.maxCents === undefined ? undefined : centsToDecimalText(f.maxCents),
    ],
  ];
  for (const [name, value] of params)
    if (value !== undefined) query.set(name, value);
  return `/transactions?${query.toString()}`;
}

/** The report's name for a list request: search, deep page, filtered or unfiltered. */
export function listGroup(view: ListView, skip: number): string {
  if (view.filters.text !== undefined) return "GET /transactions (search)";
  if (skip >= DEEP_FROM) return "GET /transactions (deep page)";
  if (Object.keys(view.filters).length > 0)
    return "GET /transactions (filtered)";
  return "GET /transactions (unfiltered)";
}

/** The transaction form's JSON. */
export function transactionJson(
  draft: TransactionDraft,
  accountIds: readonly number[],
): string {
  return JSON.stringify({
    description: draft.description,
    merchant_name: draft.merchant,
    category: draft.category,
    amount: centsToDecimalText(draft.cents),
    transaction_type: draft.type,
    account_id: String(accountIds[draft.accountIndex] ?? 0),
    transaction_date: draft.date,
  });
}

/** The budget form's JSON. */
export function budgetJson(draft: BudgetDraft): string {
  return JSON.stringify({
    name: draft.name,
    category: draft.category,
    amount: centsToDecimalText(draft.cents),
    period: draft.period,
    alert_threshold: 0.8,
  });
}

/** The ids and total of a list answer; an answer of another shape reads as an empty page. */
export function pageOf(body: string | undefined): {
  ids: number[];
  total: number;
} {
  const parsed = body === undefined ? undefined : parseObject(body);
  const rows = parsed?.transactions;
  const ids = Array.isArray(rows)
    ? rows.flatMap((row: unknown) => {
        const id = isObject(row) ? row.id : undefined;
        return typeof id === "number" ? [id] : [];
      })
    : [];
  const total = parsed?.total;
  return { ids, total: typeof total === "number" ? total : 0 };
}

/** The access token of a sign-in answer. */
export function tokenOf(body: string): string {
  const token = parseObject(body)?.access_token;
  if (typeof token !== "string") throw new Error("sign-in answered no token");
  return token;
}

function parseObject(body: string): Record<string, unknown> | undefined {
  const parsed: unknown = JSON.parse(body);
  return isObject(parsed) ? parsed : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
