import { randomInt } from "node:crypto";
import { createServer, connect, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { loginForm, makeUser, uniqueEmail } from "../../test/factories";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Nothing listens on port 1: Redis is down from the start. */
const CLOSED_URL = "redis://127.0.0.1:1";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();
if (!available && process.env.CI === "true") {
  throw new Error(`Redis is required in CI at ${REDIS_URL}`);
}

/** A loopback address of its own, so counts left in Redis by other runs never meet this one. */
function freshAddress(): string {
  return `127.${String(randomInt(1, 250))}.${String(randomInt(1, 250))}.${String(randomInt(1, 250))}`;
}

async function loginStatuses(
  apps: FastifyInstance[],
  ip = freshAddress(),
): Promise<number[]> {
  const statuses = [];
  for (const app of apps)
    statuses.push(
      (await loginForm(app, uniqueEmail(), "whatever", ip)).statusCode,
    );
  return statuses;
}

async function rateLimitsOf(app: FastifyInstance): Promise<unknown> {
  const res = await app.inject("/api/v1/health");
  expect(res.statusCode).toBe(200);
  return res.json<{ rate_limits: unknown }>().rate_limits;
}

const unreachableWarnings = (logs: Record<string, unknown>[]) =>
  logs.filter(
    (line) =>
      typeof line.msg === "string" && line.msg.startsWith("Redis unreachable"),
  );

describe("rate limits without REDIS_URL", async () => {
  const { app } = await buildTestApp();

  it("are counted in this instance, which the health check says", async () => {
    expect(await rateLimitsOf(app)).toBe("local");
  });
});

describe("rate limits while Redis is unreachable", async () => {
  const limits = { loginPerMinutePerIp: 3, perMinutePerUser: 5 };
  const { app, logs } = await buildTestApp({ limits, redisUrl: CLOSED_URL });

  it("still hold, counted in this instance", async () => {
    const ip = freshAddress();
    expect(await loginStatuses([app, app, app, app], ip)).toEqual([
      401, 401, 401, 429,
    ]);
    const user = await makeUser(app);
    const burst = [];
    for (let i = 0; i < 8; i++)
      burst.push(
        (await app.inject({ url: "/api/v1/users/me", headers: user.auth }))
          .statusCode,
      );
    expect(burst).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("pass the health check and say the counts are local, logged once", async () => {
    expect(await rateLimitsOf(app)).toBe("local");
    await loginStatuses([app, app, app]);
    expect(unreachableWarnings(logs)).toHaveLength(1);
  });
});

describe.skipIf(!available)("rate limits with REDIS_URL", async () => {
  const limits = { loginPerMinutePerIp: 3 };
  const a = await buildTestApp({ limits, redisUrl: REDIS_URL });
  const b = await buildTestApp({ limits, redisUrl: REDIS_URL });

  it("counts one address across two instances sharing Redis", async () => {
    expect(await loginStatuses([a.app, b.app, a.app, b.app])).toEqual([
      401, 401, 401, 429,
    ]);
    expect(await rateLimitsOf(a.app)).toBe("shared");
  });
});

describe.skipIf(!available)(
  "rate limits when Redis goes away and comes back",
  async () => {
    const relay = await redisRelay();
    const limits = { loginPerMinutePerIp: 3 };
    // Both instances start while Redis cannot be reached.
    const a = await buildTestApp({ limits, redisUrl: relay.url });
    const b = await buildTestApp({ limits, redisUrl: relay.url });

    it("counts locally, then shares again once Redis answers, then falls back again", async () => {
      expect(await rateLimitsOf(a.app)).toBe("local");
      // Each instance counts alone: three attempts on each pass, the fourth on one is refused.
      const ip = freshAddress();
      expect(
        await loginStatuses([a.app, b.app, a.app, b.app, a.app], ip),
      ).toEqual([401, 401, 401, 401, 401]);
      expect(await loginStatuses([a.app], ip)).toEqual([429]);

      await relay.open();
      await until(async () => (await rateLimitsOf(a.app)) === "shared");
      await until(async () => (await rateLimitsOf(b.app)) === "shared");
      expect(await loginStatuses([a.app, b.app, a.app, b.app])).toEqual([
        401, 401, 401, 429,
      ]);

      await relay.close();
      expect(await loginStatuses([a.app, a.app, a.app, a.app])).toEqual([
        401, 401, 401, 429,
      ]);
      expect(await rateLimitsOf(a.app)).toBe("local");
      // Once when each started without Redis, once when it went away again.
      expect(unreachableWarnings(a.logs)).toHaveLength(2);
    });
  },
);

/** A TCP relay to the test Redis that can refuse connections or cut them. */
async function redisRelay(): Promise<{
  url: string;
  open(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  });
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    open: () =>
      new Promise((resolve) => {
        server = createServer((client) => {
          const upstream = connect(
            Number(target.port || 6379),
            target.hostname,
          );
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on("error", () => undefined);
            socket.on("close", () => sockets.delete(socket));
          }
          client.pipe(upstream).pipe(client);
        }).listen(port, "127.0.0.1", () => {
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
