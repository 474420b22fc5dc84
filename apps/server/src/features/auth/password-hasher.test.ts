import argon2 from "argon2";
import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "./password-hasher";
import { commonPasswordCount, isCommonPassword } from "./password-policy";

describe("createPasswordHasher (production parameters)", () => {
  it("hashes with argon2id at the OWASP floor: m = 19 MiB, t = 2, p = 1", async () => {
    const hasher = await createPasswordHasher();
    const hash = await hasher.hash("Sunlit-Harbor-42");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(hash, "Sunlit-Harbor-42")).toBe(true);
    expect(await hasher.verify(hash, "Sunlit-Harbor-43")).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it("flags hashes below the floor for rehashing", async () => {
    const hasher = await createPasswordHasher();
    const weak = await argon2.hash("x", {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(hasher.needsRehash(weak)).toBe(true);
  });

  it("never signs in against a malformed stored hash", async () => {
    const hasher = await createPasswordHasher();
    expect(await hasher.verify("not-a-hash", "anything")).toBe(false);
  });
});

describe("common-password blocklist", () => {
  it("holds more than 10,000 passwords of at least 6 characters, matched case-insensitively", async () => {
    expect(await commonPasswordCount()).toBeGreaterThan(10_000);
    expect(await isCommonPassword("password")).toBe(true);
    expect(await isCommonPassword("PaSsWoRd")).toBe(true);
    expect(await isCommonPassword("Sunlit-Harbor-42")).toBe(false);
  });
});
