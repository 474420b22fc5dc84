/** Every route path of the SPA (docs/product.md §2). No other file spells a path. */
export const paths = {
  root: "/",
  login: "/login",
  register: "/register",
  dashboard: "/dashboard",
  accounts: "/accounts",
  transactions: "/transactions",
  /** The categorisation rules, reached from the transactions page (docs/design/rules.md). */
  rules: "/transactions/rules",
  /** The statement import history (docs/design/imports.md §5). */
  imports: "/imports",
  budgets: "/budgets",
  goals: "/goals",
  /** The reports: cash flow, spending, net worth and budget performance over a range. */
  analytics: "/analytics",
  assistant: "/ai-assistant",
  profile: "/profile",
  /** Every notification, paged; the top bar's bell opens the newest (docs/design/notifications.md). */
  notifications: "/notifications",
  /** Matches any path no other route claims. */
  unknown: "*",
} as const;

/**
 * `/transactions?focus=search` opens the transactions with the text filter focused: what the top
 * bar's search icon does (docs/architecture.md §5: search → transaction search).
 */
export const SEARCH_FOCUS_PARAM = { name: "focus", value: "search" } as const;

/**
 * `/accounts?create=1`, `/budgets?create=1`, `/goals?create=1` open the page with its create
 * dialog: what the dashboard's Quick Actions do (docs/architecture.md §5).
 */
export const CREATE_PARAM = { name: "create", value: "1" } as const;

/**
 * `/login?next=/budgets%3Fcreate%3D1`: where a signed-out visitor was going; after signing in
 * they land there instead of the dashboard (issue 27).
 */
export const RETURN_TO_PARAM = "next";

/**
 * The page to return to after signing in, if `value` is a path of this site: it must start with
 * one '/', not '//' or '/\\' (another host), and not be the sign-in or sign-up page itself.
 */
export function returnPathOf(value: string | null): string | undefined {
  if (value === null || !value.startsWith("/") || /^\/[/\\]/.test(value))
    return undefined;
  const { pathname, search, hash } = new URL(value, "http://finch.invalid");
  if (pathname === paths.login || pathname === paths.register) return undefined;
  return pathname + search + hash;
}

/** The sign-in page, remembering `location` (a path, search and hash) to return to. */
export function loginPathReturningTo(location: string): string {
  const returnTo = returnPathOf(location);
  return returnTo === undefined || returnTo === paths.root
    ? paths.login
    : `${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** One of the SPA's route paths. */
export type AppPath = (typeof paths)[keyof typeof paths];
