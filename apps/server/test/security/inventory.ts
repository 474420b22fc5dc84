import type { FastifyInstance } from "fastify";

/** One route the server registered: `METHOD /api/v1/path` with Fastify's `:param` syntax. */
export interface InventoryRoute {
  key: string;
  method: string;
  url: string;
}

/**
 * Every `/api/v1` route the running server knows, automatic HEAD routes included, read from
 * Fastify's own router (`printRoutes`), so a route a feature adds tomorrow appears here without
 * anyone listing it.
 */
export function apiRoutes(app: FastifyInstance): InventoryRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: InventoryRoute[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const segment = match[2] ?? "";
    stack.length = depth;
    stack.push(segment);
    const url = stack.join("");
    if (!match[3] || !url.startsWith("/api/v1/")) continue;
    for (const method of match[3].split(", "))
      routes.push({ key: `${method} ${url}`, method, url });
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** The declared response statuses of each route, from the OpenAPI document (keys as above). */
export function declaredStatuses(
  app: FastifyInstance,
): Map<string, Set<number>> {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { responses?: object }>>;
  };
  const statuses = new Map<string, Set<number>>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ":$1");
    for (const [method, operation] of Object.entries(operations)) {
      const codes = new Set(Object.keys(operation.responses ?? {}).map(Number));
      statuses.set(`${method.toUpperCase()} ${url}`, codes);
      if (method === "get") statuses.set(`HEAD ${url}`, codes);
    }
  }
  return statuses;
}
