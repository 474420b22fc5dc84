import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
} from "react-router";
import { getAccessToken } from "../shared/auth-token";
import { DocumentTitle } from "./document-title";
import { PageLoader } from "./layout/page-loader";
import {
  RETURN_TO_PARAM,
  loginPathReturningTo,
  paths,
  returnPathOf,
} from "../shared/paths";
import type { RouteHandle } from "./route-handle";
import { RouteErrorPage } from "./routes/route-error-page";

/**
 * The route table of docs/product.md §2. Every screen is loaded on demand so the sign-in page ships
 * without the shell and the other screens. A fresh table per router: React Router writes the
 * loaded parts into each route's `lazy` object, so two routers must not share one.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: DocumentTitle,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: paths.login,
          handle: { title: "Sign in" } satisfies RouteHandle,
          loader: redirectSignedInToDashboard,
          lazy: {
            Component: async () =>
              (await import("../features/auth/routes/login-page")).LoginPage,
          },
        },
        {
          path: paths.register,
          handle: { title: "Create account" } satisfies RouteHandle,
          loader: redirectSignedInToDashboard,
          lazy: {
            Component: async () =>
              (await import("../features/auth/routes/register-page"))
                .RegisterPage,
          },
        },
        {
          path: paths.root,
          loader: requireSession,
          lazy: {
            Component: async () =>
              (await import("./layout/app-layout")).AppLayout,
          },
          children: [
            {
              // A second error boundary inside the shell keeps navigation usable when one page fails.
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, ...redirectTo(paths.dashboard) },
                page(
                  paths.dashboard,
                  "Dashboard",
                  async () =>
                    (await import("./routes/dashboard-page")).DashboardPage,
                ),
                page(
                  paths.accounts,
                  "Accounts",
                  async () =>
                    (await import("./routes/accounts-with-banking-page"))
                      .AccountsWithBankingPage,
                ),
                page(
                  paths.transactions,
                  "Transactions",
                  async () =>
                    (await import("./routes/transactions-with-banking-page"))
                      .TransactionsWithBankingPage,
                ),
                page(
                  paths.rules,
                  "Rules",
                  async () =>
                    (await import("../features/rules/routes/rules-page"))
                      .RulesPage,
                ),
                page(
                  paths.imports,
                  "Imports",
                  async () =>
                    (await import("../features/imports/routes/imports-page"))
                      .ImportsPage,
                ),
                page(
                  paths.budgets,
                  "Budgets",
                  async () =>
                    (await import("../features/budgets/routes/budgets-page"))
                      .BudgetsPage,
                ),
                page(
                  paths.goals,
                  "Savings Goals",
                  async () =>
                    (await import("../features/goals/routes/goals-page"))
                      .GoalsPage,
                ),
                page(
                  paths.analytics,
                  "Reports",
                  async () =>
                    (await import("./routes/reports-with-budgets-page"))
                      .ReportsWithBudgetsPage,
                ),
                page(
                  paths.assistant,
                  "AI Assistant",
                  async () =>
                    (
                      await import("../features/assistant/routes/ai-assistant-page")
                    ).AiAssistantPage,
                ),
                page(
                  paths.notifications,
                  "Notifications",
                  async () =>
                    (
                      await import("../features/notifications/routes/notifications-page")
                    ).NotificationsPage,
                ),
                page(
                  paths.profile,
                  "Profile Settings",
                  async () =>
                    (await import("../features/users/routes/profile-page"))
                      .ProfilePage,
                ),
              ],
            },
          ],
        },
        { path: paths.unknown, ...redirectTo(paths.dashboard) },
      ],
    },
  ];
}

/** The browser's router; tests use a memory router over the same table. */
export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

/**
 * Signed out means no stored token (docs/product.md §4); the server still checks every call. The
 * page asked for is remembered, so signing in returns to it.
 */
function requireSession({ request }: LoaderFunctionArgs) {
  if (getAccessToken() !== undefined) return null;
  const url = new URL(request.url);
  return redirect(loginPathReturningTo(url.pathname + url.search + url.hash));
}

function redirectSignedInToDashboard({ request }: LoaderFunctionArgs) {
  if (getAccessToken() === undefined) return null;
  const next = new URL(request.url).searchParams.get(RETURN_TO_PARAM);
  return redirect(returnPathOf(next) ?? paths.dashboard);
}

function page(
  path: string,
  title: string,
  loadComponent: () => Promise<ComponentType>,
): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: { Component: loadComponent } };
}

/** A route that only redirects; `element: null` says it never renders anything itself. */
function redirectTo(path: string) {
  return { loader: () => redirect(path), element: null };
}
