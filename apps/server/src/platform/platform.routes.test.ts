import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { GOOD_PASSWORD, makeUser, uniqueEmail } from "../../test/factories";

const webDistDir = mkdtempSync(path.join(tmpdir(), "finch-web-"));
mkdirSync(path.join(webDistDir, "assets"));
writeFileSync(
  path.join(webDistDir, "index.html"),
  '<!doctype html><title>Finch</title><div id="root"></div>',
);
writeFileSync(
  path.join(webDistDir, "assets", "app-abc123.js"),
  'console.log("finch")',
);
// The build writes a gzip copy beside each script (scripts/web-build.ts).
writeFileSync(
  path.join(webDistDir, "assets", "app-abc123.js.gz"),
  gzipSync('console.log("finch")'),
);

const { app, logs } = await buildTestApp({
  webDistDir,
  beforeReady: (instance) => {
    instance.get("/api/v1/test-failure", { config: { public: true } }, () => {
      throw new Error("SQLITE_ERROR: no such table at /work/secret/path.ts:12");
    });
  },
});

describe("GET /api/v1/health", () => {
  it("answers ok after a database round trip, without a token", async () => {
    const res = await app.inject("/api/v1/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", rate_limits: "local" });
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await buildTestApp();
    await broken.database.db.destroy();
    const res = await broken.app.inject("/api/v1/health");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "unavailable",
      detail: "Database unavailable",
    });
  });
});

describe("error contract", () => {
  const registerRaw = (payload: string, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      headers: { "content-type": contentType },
      payload,
    });

  it("answers unknown API routes with a JSON 404, signed in or not", async () => {
    const user = await makeUser(app);
    for (const headers of [{}, user.auth]) {
      const res = await app.inject({
        method: "GET",
        url: "/api/v1/no-such-route",
        headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: "Not Found" });
    }
  });

  it("answers malformed JSON with a 422 on the body", async () => {
    const res = await registerRaw('{"email": ');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body"],
          msg: "Request body is not valid JSON",
          type: "json_invalid",
        },
      ],
    });
  });

  it("reads an empty JSON body as no body: required bodies still answer 422, body-less calls succeed", async () => {
    const required = await registerRaw("");
    expect(required.statusCode).toBe(422);
    expect(required.json()).toEqual({
      detail: [
        { loc: ["body"], msg: "Request body is required", type: "missing" },
      ],
    });
    const user = await makeUser(app);
    const goal = await app.inject({
      method: "POST",
      url: "/api/v1/goals",
      headers: user.auth,
      payload: { name: "Trip", target_amount: 100, target_date: "2030-01-01" },
    });
    const contribution = await app.inject({
      method: "POST",
      url: `/api/v1/goals/${String(goal.json<{ id: number }>().id)}/contribute?amount=5`,
      headers: { ...user.auth, "content-type": "application/json" },
      payload: "",
    });
    expect(contribution.statusCode).toBe(200);
    expect(contribution.json()).toMatchObject({ current_amount: 5 });
  });

  it("answers a body that is not an object, or none at all, with a 422", async () => {
    const array = await registerRaw("[1,2]");
    expect(array.statusCode).toBe(422);
    expect(
      array.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc,
    ).toEqual(["body"]);
    const none = await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      detail: [
        { loc: ["body"], msg: "Request body is required", type: "missing" },
      ],
    });
  });

  it("refuses prototype-pollution keys with a 422 and writes nothing", async () => {
    const email = uniqueEmail();
    const res = await registerRaw(
      `{"email":"${email}","password":"${GOOD_PASSWORD}","full_name":"A","__proto__":{"isAdmin":true}}`,
    );
    expect(res.statusCode).toBe(422);
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { username: email, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("answers an oversized body with 413 and an unsupported content type with 415", async () => {
    const big = await registerRaw(
      JSON.stringify({
        email: "a@example.com",
        password: GOOD_PASSWORD,
        full_name: "x".repeat(1024 * 1024),
      }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: "Request body is too large" });
    const text = await registerRaw("email=a", "text/plain");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: "Unsupported content type" });
  });

  it("answers an unexpected failure with a generic 500 and the request id, logging the cause", async () => {
    const res = await app.inject("/api/v1/test-failure");
    expect(res.statusCode).toBe(500);
    const body = res.json<{ detail: string; request_id: string }>();
    expect(body).toEqual({
      detail: "Internal server error",
      request_id: res.headers["x-request-id"],
    });
    expect(res.body).not.toMatch(/SQLITE|secret|\.ts/);
    const logged = logs.find(
      (l) => l.reqId === body.request_id && l.level === 50,
    );
    expect(JSON.stringify(logged)).toContain("SQLITE_ERROR");
  });
});

describe("security headers", () => {
  it("sets nosniff, no-referrer and no X-Powered-By on API answers, with no-store", async () => {
    const res = await app.inject("/api/v1/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("serves the SPA document with a strict Content-Security-Policy", async () => {
    const res = await app.inject("/dashboard");
    const csp = res.headers["content-security-policy"];
    expect(typeof csp).toBe("string");
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-frame-options"]).toBeDefined();
  });
});

describe("SPA serving", () => {
  it.each([
    "/",
    "/login",
    "/dashboard",
    "/transactions?page=2",
    "/some/unknown/deep/link",
  ])("answers %s with index.html", async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves hashed assets with a one-year immutable cache", async () => {
    const res = await app.inject("/assets/app-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const compressed = await app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers["content-type"]).toContain("javascript");
    expect(compressed.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(compressed.rawPayload).toEqual(gzipSync('console.log("finch")'));
    const plain = await app.inject("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe('console.log("finch")');
  });

  it("answers a missing asset with a 404 instead of the page", async () => {
    const res = await app.inject("/assets/app-from-an-old-build.js");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it("never throttles the page and its assets, while the API keeps its limit", async () => {
    const strict = await buildTestApp({
      webDistDir,
      limits: { perMinutePerUser: 3 },
    });
    for (let load = 0; load < 10; load += 1) {
      expect((await strict.app.inject("/register")).statusCode).toBe(200);
      expect(
        (await strict.app.inject("/assets/app-abc123.js")).statusCode,
      ).toBe(200);
    }
    const user = await makeUser(strict.app);
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      const res = await strict.app.inject({
        url: "/api/v1/users/me",
        headers: user.auth,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("never answers API paths or non-GET requests with the SPA", async () => {
    expect((await app.inject("/api/nothing")).json()).toEqual({
      detail: "Not Found",
    });
    const post = await app.inject({ method: "POST", url: "/dashboard" });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: "Not Found" });
  });
});

describe("OpenAPI", () => {
  it("documents every API route at /api/docs/json and serves the browser UI at /api/docs", async () => {
    const json = await app.inject("/api/docs/json");
    expect(json.statusCode).toBe(200);
    const doc = json.json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/auth/register",
        "/api/v1/auth/login",
        "/api/v1/users/me",
        "/api/v1/health",
      ]),
    );
    const ui = await app.inject("/api/docs");
    expect([200, 302]).toContain(ui.statusCode);
  });
});
