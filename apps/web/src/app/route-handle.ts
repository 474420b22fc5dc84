import type { UIMatch } from "react-router";

/** What a route tells the app about itself, through React Router's `handle`. */
export interface RouteHandle {
  /** The page's name: the top bar's section title and the start of the document title. */
  title: string;
}

/** Narrows a route match's `handle`, which React Router types as unknown. */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as Partial<RouteHandle>).title === "string"
  );
}

/** The title of the deepest matched route that has one. */
export function titleOf(matches: readonly UIMatch[]): string | undefined {
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
}
