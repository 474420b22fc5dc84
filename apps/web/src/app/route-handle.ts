/** What a protected route tells the shell about itself, through React Router's `handle`. */
export interface RouteHandle {
  /** The section title shown in the top bar. */
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
