import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { loginForm, uniqueEmail } from "../../test/factories";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

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

describe.skipIf(!available)("rate limits with REDIS_URL", async () => {
  const limits = { loginPerMinutePerIp: 3 };
  const a = await buildTestApp({ limits, redisUrl: REDIS_URL });
  const b = await buildTestApp({ limits, redisUrl: REDIS_URL });

  it("counts one address across two instances sharing Redis", async () => {
    const ip = `127.${String(randomInt(1, 250))}.${String(randomInt(1, 250))}.${String(randomInt(1, 250))}`;
    const statuses = [];
    for (const app of [a.app, b.app, a.app, b.app]) {
      statuses.push(
        (await loginForm(app, uniqueEmail(), "whatever", ip)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
