/** Every route path of the SPA (product spec §2). No other file spells a path. */
export const paths = {
  root: "/",
  login: "/login",
  register: "/register",
  dashboard: "/dashboard",
  accounts: "/accounts",
  transactions: "/transactions",
  budgets: "/budgets",
  goals: "/goals",
  assistant: "/ai-assistant",
  profile: "/profile",
  /** Matches any path no other route claims. */
  unknown: "*",
} as const;

/**
 * `/transactions?focus=search` opens the transactions with the text filter focused: what the top
 * bar's search icon does (ARCHITECTURE §5: search → transaction search).
 */
export const SEARCH_FOCUS_PARAM = { name: "focus", value: "search" } as const;

/**
 * `/accounts?create=1`, `/budgets?create=1`, `/goals?create=1` open the page with its create
 * dialog: what the dashboard's Quick Actions do (ARCHITECTURE §5).
 */
export const CREATE_PARAM = { name: "create", value: "1" } as const;

/** One of the SPA's route paths. */
export type AppPath = (typeof paths)[keyof typeof paths];
