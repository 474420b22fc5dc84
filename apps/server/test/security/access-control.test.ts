import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginForm } from "../factories";
import { forgedTokens } from "./forged-tokens";
import {
  buildSecurityApp,
  DIALECTS,
  INTERNAL_DETAIL,
  linesWithSecrets,
  report,
  SECRETS,
  type SecurityApp,
} from "./harness";
import { apiRoutes, type InventoryRoute } from "./inventory";
import type { RouteEntry } from "./route-entry";
import { entryFor, ROUTE_TABLE } from "./route-table";
import { bearer, seedTenant, tenantHash, type Tenant } from "./tenants";

const NEW_PASSWORD = "Matrix-Changed-Pass-58";

async function send(
  app: FastifyInstance,
  route: InventoryRoute,
  entry: RouteEntry,
  target: Tenant,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  const cell = await entry.request(target, app);
  const headers: Record<string, string> = { ...bearer(token) };
  if (cell.contentType) headers["content-type"] = cell.contentType;
  return app.inject({
    method: route.method as "GET",
    url: `/api/v1${cell.url}`,
    headers,
    ...(cell.body === undefined ? {} : { payload: cell.body as object }),
  });
}

describe.each(DIALECTS)("access-control matrix on %s", (dialect) => {
  let s: SecurityApp;
  let owner: Tenant;
  let other: Tenant;
  let revoked: string;
  const secrets = new Set<string>();

  beforeAll(async () => {
    s = await buildSecurityApp(dialect);
    owner = await seedTenant(s.app, "A");
    other = await seedTenant(s.app, "B");
    // A token issued before a password change must be refused afterwards (TOK-3).
    revoked = (await loginForm(s.app, owner.email, owner.password)).json<{
      access_token: string;
    }>().access_token;
    const changed = await s.app.inject({
      method: "PUT",
      url: "/api/v1/users/change-password",
      headers: bearer(owner.token),
      payload: { current_password: owner.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const t of [owner, other]) secrets.add(t.password).add(t.token);
    secrets.add(revoked).add(NEW_PASSWORD);
    owner.token = changed.json<{ access_token: string }>().access_token;
    secrets.add(owner.token);
    for (const secret of secrets) SECRETS.add(secret);
  });
  afterAll(() => s.close());

  it("has a matrix entry for every route the server registers, and none stale", () => {
    const keys = apiRoutes(s.app).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !entryFor(key))).toEqual([]);
    const stale = Object.keys(ROUTE_TABLE).filter((key) => !keys.includes(key));
    expect(stale).toEqual([]);
  });

  it("refuses bad tokens, hides the owner's rows from another user, and changes nothing", async () => {
    const routes = apiRoutes(s.app);
    const user = await s.database.db
      .selectFrom("users")
      .select("tokenVersion")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    const bad: Record<string, string | undefined> = {
      anonymous: undefined,
      "revoked by password change": revoked,
      ...(await forgedTokens(owner.id, user.tokenVersion)),
    };
    const before = await tenantHash(s.database.db, owner.id);
    const failures: string[] = [];
    let attempts = 0;
    for (const route of routes) {
      const entry = entryFor(route.key);
      if (!entry) continue;
      for (const [identity, token] of Object.entries(bad)) {
        const res = await send(s.app, route, entry, owner, token);
        attempts++;
        const expected = entry.public ? entry.ok : [401];
        check(failures, `${route.key} as ${identity}`, res, expected, owner);
      }
      const res = await send(s.app, route, entry, owner, other.token);
      attempts++;
      const foreign = entry.foreign ?? (entry.owned ? [404] : entry.ok);
      check(failures, `${route.key} as the other user`, res, foreign, owner);
    }
    expect(failures).toEqual([]);
    expect(await tenantHash(s.database.db, owner.id)).toBe(before);
    report("access-control", {
      dialect,
      routes: routes.length,
      identities: Object.keys(bad).length + 2,
      attempts,
      leaks: 0,
    });
  });

  it("lets the owner use every route, without showing the other user's rows", async () => {
    const routes = apiRoutes(s.app)
      .map((route) => ({ route, entry: entryFor(route.key) }))
      .sort((a, b) => (a.entry?.order ?? 0) - (b.entry?.order ?? 0));
    const failures: string[] = [];
    for (const { route, entry } of routes) {
      if (!entry) continue;
      const res = await send(s.app, route, entry, owner, owner.token);
      check(failures, `${route.key} as the owner`, res, entry.ok, other);
    }
    expect(failures).toEqual([]);
  });

  it("writes none of the passwords or tokens it sent into a log line", () => {
    const hits = linesWithSecrets(s.logLines, secrets);
    expect(hits).toEqual([]);
    expect(s.logLines.filter((l) => l.includes("access-sandbox-"))).toEqual([]);
  });
});

function check(
  failures: string[],
  what: string,
  res: LightMyRequestResponse,
  expected: number[],
  victim: Tenant,
): void {
  if (!expected.includes(res.statusCode))
    failures.push(
      `${what}: ${String(res.statusCode)} ${res.body.slice(0, 200)}`,
    );
  const leaked = victim.canaries.filter((c) => res.body.includes(c));
  if (leaked.length > 0) failures.push(`${what}: leaked ${leaked.join(", ")}`);
  if (INTERNAL_DETAIL.test(res.body)) failures.push(`${what}: internal detail`);
}
