import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { titleOf } from "./route-handle";

/** The app's name, alone or after the page's: what a browser tab and a screen reader announce. */
export const APP_NAME = "Finch";

/**
 * Renders the matched route and names the browser tab after it ("Budgets · Finch"), so tabs,
 * history and screen readers tell the pages apart.
 */
export function DocumentTitle() {
  const title = titleOf(useMatches());
  useEffect(() => {
    document.title = title === undefined ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
  return <Outlet />;
}
