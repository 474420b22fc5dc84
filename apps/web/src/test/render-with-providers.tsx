import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { RouterProvider, createMemoryRouter } from "react-router";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";

/**
 * Renders a route tree (usually the app's own `routes`) at `path` in a memory router, with the
 * app's providers and a fresh query cache, as the browser would show it.
 */
export function renderWithProviders(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, user };
}
