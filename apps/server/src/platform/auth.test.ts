import { describe, expect, it } from "vitest";
import { createTokenService, TOKEN_LIFETIME_SECONDS } from "./auth";

const SECRET = new TextEncoder().encode(
  "test-secret-of-at-least-thirty-two-bytes!!",
);

describe("the token service", () => {
  it("stops accepting a token it verified before once it expires (60 s skew)", async () => {
    let now = new Date("2026-11-23T08:00:00Z");
    const tokens = createTokenService(SECRET, { now: () => now });
    const token = await tokens.issue(7, 3);
    // Verified once (and remembered), then again from memory.
    await expect(tokens.verify(token)).resolves.toEqual({
      userId: 7,
      tokenVersion: 3,
    });
    await expect(tokens.verify(token)).resolves.toEqual({
      userId: 7,
      tokenVersion: 3,
    });
    const exp =
      Date.parse("2026-11-23T08:00:00Z") / 1000 + TOKEN_LIFETIME_SECONDS;
    now = new Date((exp + 59) * 1000);
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: 7 });
    now = new Date((exp + 60) * 1000);
    await expect(tokens.verify(token)).rejects.toThrow("Not authenticated");
    await expect(tokens.verify(token)).rejects.toThrow("Not authenticated");
    // A fresh service (another instance, or a restart) agrees with the remembering one.
    const other = createTokenService(SECRET, { now: () => now });
    await expect(other.verify(token)).rejects.toThrow("Not authenticated");
  });

  it("never remembers a token that failed, nor lets a valid one vouch for a changed copy", async () => {
    const now = new Date("2026-11-23T08:00:00Z");
    const tokens = createTokenService(SECRET, { now: () => now });
    const token = await tokens.issue(7, 3);
    await tokens.verify(token);
    const [header = "", payload = "", signature = ""] = token.split(".");
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    await expect(tokens.verify(flipped)).rejects.toThrow("Not authenticated");
    await expect(tokens.verify(flipped)).rejects.toThrow("Not authenticated");
  });
});
