import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../src/platform/config";
import { loginForm } from "../factories";
import {
  buildSecurityApp,
  DIALECTS,
  linesWithSecrets,
  report,
  scale,
  SECRETS,
  type SecurityApp,
} from "./harness";

const GUESSES = scale(1_000, 5_000);
const WINDOWS = 4; // one hour of 15-minute lock windows
const ADDRESSES = 50;
const PASSWORD = "Right-Password-Canary-31";

/** Case and whitespace variants of one address (AUTH-6 normalizes them to one lockout key). */
function emailVariants(email: string): string[] {
  const [local = "", domain = ""] = email.split("@");
  return [
    email,
    email.toUpperCase(),
    ` ${email}`,
    `${email}  `,
    `\t${email}\n`,
    `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`,
  ];
}

describe.each(DIALECTS)("login brute force on %s", (dialect) => {
  let s: SecurityApp;
  let now = new Date("2026-06-01T12:00:00.000Z");
  const email = `brute-elise-${String(Date.now())}@example.com`;

  beforeAll(async () => {
    SECRETS.add(PASSWORD);
    // Production limits: 20 logins a minute per address, 10 failures lock the email for 15 min.
    s = await buildSecurityApp(dialect, {
      limits: DEFAULT_LIMITS,
      clock: { now: () => now },
    });
    const res = await s.app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: { email, password: PASSWORD, full_name: "Brute Target" },
      remoteAddress: "127.0.1.1",
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => s.close());

  it(`lets at most 10 of ${String(GUESSES)} guesses from ${String(ADDRESSES)} addresses reach argon2 per lock window`, async () => {
    const variants = emailVariants(email);
    const perWindow: number[] = [];
    const statuses: Record<number, number> = {};
    let guess = 0;
    for (let window = 0; window < WINDOWS; window++) {
      const before = s.verifications();
      const inWindow = Math.ceil(GUESSES / WINDOWS);
      // Parallel waves of one guess per address, as a botnet on 127.0.0.x would send them.
      for (let sent = 0; sent < inWindow; sent += ADDRESSES) {
        const wave = Array.from(
          { length: Math.min(ADDRESSES, inWindow - sent) },
          (_, i) => {
            guess++;
            const variant = variants[guess % variants.length] ?? email;
            return loginForm(
              s.app,
              variant,
              `wrong-${String(guess)}`,
              `127.0.${String(2 + window)}.${String(i + 1)}`,
            );
          },
        );
        for (const res of await Promise.all(wave)) {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          expect([401, 429]).toContain(res.statusCode);
        }
      }
      perWindow.push(s.verifications() - before);
      // Locked: even the right password is refused, from a fresh address.
      const right = await loginForm(
        s.app,
        email,
        PASSWORD,
        `127.0.9.${String(window + 1)}`,
      );
      expect(right.statusCode).toBe(429);
      expect(right.headers["retry-after"]).toBeDefined();
      now = new Date(now.getTime() + 15 * 60_000 + 1_000);
    }
    expect(Math.max(...perWindow)).toBeLessThanOrEqual(10);
    const total = perWindow.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(100);
    const locks = s.logLines.filter((l) =>
      l.includes('"authn_login_lock"'),
    ).length;
    expect(locks).toBeGreaterThanOrEqual(WINDOWS);
    // After the last window the right password works again, and resets the count.
    const after = await loginForm(s.app, email, PASSWORD, "127.0.10.1");
    expect(after.statusCode, after.body).toBe(200);
    expect(
      linesWithSecrets(s.logLines, [
        PASSWORD,
        after.json<{ access_token: string }>().access_token,
      ]),
    ).toEqual([]);
    report("brute-force", {
      dialect,
      guesses: guess,
      addresses: ADDRESSES,
      variants: variants.length,
      verificationsPerWindow: perWindow,
      statuses,
      lockEvents: locks,
    });
  });
});
