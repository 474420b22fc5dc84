import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { buildApp } from "../../app";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp, createTestHasher } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { createTokenCipher, TokenDecryptError } from "./token-cipher";

const { app, database, config, logs } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
});
const api = bankingApi(app);
const LEAK = /access-(sandbox|production)-/;

describe("the token cipher", () => {
  const cipher = createTokenCipher(new Uint8Array(32).fill(3));
  const owner = { userId: 7, itemId: "item-a" };
  const stored = cipher.encrypt("access-sandbox-123", owner);

  it("round-trips and never repeats a ciphertext", () => {
    expect(stored).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(cipher.decrypt(stored, owner)).toBe("access-sandbox-123");
    expect(cipher.encrypt("access-sandbox-123", owner)).not.toBe(stored);
  });

  it.each([
    ["a flipped ciphertext byte", (s: string) => flip(s, 4)],
    ["a flipped tag byte", (s: string) => flip(s, 3)],
    ["a flipped IV byte", (s: string) => flip(s, 2)],
  ])("refuses %s", (_name, tamper) => {
    expect(() => cipher.decrypt(tamper(stored), owner)).toThrow(
      TokenDecryptError,
    );
  });

  it("refuses a ciphertext moved to another row or user", () => {
    expect(() =>
      cipher.decrypt(stored, { userId: 7, itemId: "item-b" }),
    ).toThrow(TokenDecryptError);
    expect(() =>
      cipher.decrypt(stored, { userId: 8, itemId: "item-a" }),
    ).toThrow(TokenDecryptError);
  });

  it("refuses another key", () => {
    const other = createTokenCipher(new Uint8Array(32).fill(4));
    expect(() => other.decrypt(stored, owner)).toThrow(TokenDecryptError);
  });
});

describe("access tokens at rest", () => {
  it("are never stored, returned or logged in plain text", async () => {
    const user = await makeUser(app);
    const bodies: string[] = [];
    const token = await api.publicToken(user);
    const exchanged = await api.exchange(user, token);
    bodies.push(exchanged.body);
    bodies.push((await api.sync(user)).body);
    bodies.push((await api.send(user, "GET", "/plaid/items")).body);
    bodies.push((await api.send(user, "GET", "/accounts")).body);
    for (const body of bodies) expect(body).not.toMatch(LEAK);
    expect(JSON.stringify(logs)).not.toMatch(LEAK);

    // Every text column of every table, read raw.
    for (const table of [
      "bank_items",
      "bank_sandbox_items",
      "accounts",
      "transactions",
      "users",
    ]) {
      const rows = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)}`.execute(database.db);
      expect(JSON.stringify(rows.rows), table).not.toMatch(LEAK);
    }
    const [item] = await database.db
      .selectFrom("bankItems")
      .select(["accessTokenEncrypted", "itemId", "userId"])
      .where("userId", "=", user.id)
      .execute();
    expect(item!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(
      createTokenCipher(config.dataEncryptionKey).decrypt(
        item!.accessTokenEncrypted,
        item!,
      ),
    ).toMatch(/^access-sandbox-/);
  });

  it("stops startup when the key differs from the one the tokens were stored under", async () => {
    await expect(
      buildApp(
        { ...config, dataEncryptionKey: new Uint8Array(32).fill(9) },
        {
          db: database.db,
          dialect: database.dialect,
          hasher: await createTestHasher(),
          logger: false,
        },
      ),
    ).rejects.toThrow(/DATA_ENCRYPTION_KEY does not match/);
  });
});

function flip(stored: string, part: number): string {
  const parts = stored.split(".");
  const bytes = Buffer.from(parts[part]!, "base64url");
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString("base64url");
  return parts.join(".");
}
