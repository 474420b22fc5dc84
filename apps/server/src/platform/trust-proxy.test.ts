import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { GOOD_PASSWORD, uniqueEmail } from "../../test/factories";
import type { TrustProxy } from "./config";

// Per address: 2 sign-ups an hour, 3 sign-in attempts a minute.
const limits = { registerPerHourPerIp: 2, loginPerMinutePerIp: 3 };
const PROXY = "10.0.0.5";

function appBehind(trustProxy: TrustProxy | undefined): Promise<TestApp> {
  return buildTestApp({
    limits,
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
}

/** A request as the proxy at `peer` forwards it for `client`. */
function forwarded(peer: string, client: string) {
  return { remoteAddress: peer, headers: { "x-forwarded-for": client } };
}

function register(app: FastifyInstance, via: ReturnType<typeof forwarded>) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    remoteAddress: via.remoteAddress,
    headers: via.headers,
    payload: { email: uniqueEmail(), password: GOOD_PASSWORD, full_name: "P" },
  });
}

function login(app: FastifyInstance, via: ReturnType<typeof forwarded>) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    remoteAddress: via.remoteAddress,
    headers: {
      ...via.headers,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({
      username: uniqueEmail(),
      password: "wrong",
    }).toString(),
  });
}

async function statuses(
  times: number,
  send: () => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await send()).statusCode);
  return seen;
}

describe.each([
  ["a hop count (TRUST_PROXY=1)", 1 satisfies TrustProxy],
  ["the proxy's address (TRUST_PROXY=10.0.0.5)", [PROXY] satisfies TrustProxy],
])("behind a trusted proxy, %s", async (_name, trustProxy) => {
  const { app, logs } = await appBehind(trustProxy);

  it("gives two clients behind the same proxy separate sign-up limits", async () => {
    const a = forwarded(PROXY, "198.51.100.1");
    const b = forwarded(PROXY, "198.51.100.2");
    expect(await statuses(3, () => register(app, a))).toEqual([201, 201, 429]);
    expect(await statuses(2, () => register(app, b))).toEqual([201, 201]);
  });

  it("gives them separate sign-in limits, and logs the client's address", async () => {
    // The nearest proxy appends the address it saw to what the client sent.
    const a = forwarded(PROXY, "203.0.113.77, 198.51.100.3");
    const b = forwarded(PROXY, "198.51.100.4");
    expect(await statuses(4, () => login(app, a))).toEqual([
      401, 401, 401, 429,
    ]);
    expect(await statuses(3, () => login(app, b))).toEqual([401, 401, 401]);
    const failures = logs.filter((line) => line.event === "authn_login_fail");
    expect(new Set(failures.map((line) => line.ip))).toEqual(
      new Set(["198.51.100.3", "198.51.100.4"]),
    );
  });
});

describe("TRUST_PROXY off (the default)", async () => {
  const { app } = await appBehind(undefined);

  it("ignores X-Forwarded-For: a client cannot claim a fresh address per request", async () => {
    const seen: number[] = [];
    for (const spoof of ["198.51.100.10", "198.51.100.11", "10.9.9.9", "::1"])
      seen.push((await login(app, forwarded("10.0.0.5", spoof))).statusCode);
    expect(seen).toEqual([401, 401, 401, 429]);
    const signUps = await statuses(3, () =>
      register(app, forwarded("203.0.113.10", "198.51.100.20")),
    );
    expect(signUps).toEqual([201, 201, 429]);
    expect(
      (await register(app, forwarded("203.0.113.10", "198.51.100.21")))
        .statusCode,
    ).toBe(429);
  });
});

describe("a hop count trusts only a peer on an internal address", async () => {
  const { app } = await appBehind(1);

  it("counts a client that connects from a public address by that address, whatever it forwards", async () => {
    const spoofs = [
      "198.51.100.30",
      "198.51.100.31",
      "198.51.100.32",
      "198.51.100.33",
    ];
    const seen: number[] = [];
    for (const spoof of spoofs)
      seen.push(
        (await login(app, forwarded("203.0.113.40", spoof))).statusCode,
      );
    expect(seen).toEqual([401, 401, 401, 429]);
  });
});

describe("a list trusts only the proxies it names", async () => {
  const { app } = await appBehind([PROXY]);

  it("ignores X-Forwarded-For from another internal address", async () => {
    const spoofs = ["198.51.100.50", "198.51.100.51", "198.51.100.52"];
    const seen: number[] = [];
    for (const spoof of spoofs)
      seen.push((await register(app, forwarded("10.0.0.6", spoof))).statusCode);
    expect(seen).toEqual([201, 201, 429]);
  });
});
