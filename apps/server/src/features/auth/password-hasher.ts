import { randomBytes } from "node:crypto";
import argon2 from "argon2";

/**
 * argon2id at the OWASP floor (m = 19 MiB, t = 2, p = 1); the parameters travel inside each hash,
 * so raising the floor here makes older hashes `needsRehash` and they are rewritten at sign-in.
 */
export const ARGON2_OPTIONS: Argon2Parameters = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The tunable argon2id parameters. */
export interface Argon2Parameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Hashes, verifies and spots outdated hashes. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  needsRehash(hash: string): boolean;
  /** Spends the same work as a real verification, for unknown emails (no timing oracle). */
  verifyDummy(password: string): Promise<false>;
}

/** The argon2id hasher. */
export async function createPasswordHasher(
  options: Partial<Argon2Parameters> = {},
): Promise<PasswordHasher> {
  const params = {
    ...ARGON2_OPTIONS,
    ...options,
    type: argon2.argon2id,
  } as const;
  const dummyHash = await argon2.hash(
    randomBytes(24).toString("base64"),
    params,
  );
  return {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false; // a malformed stored hash never signs anyone in
      }
    },
    needsRehash: (hash) =>
      argon2.needsRehash(hash, {
        memoryCost: params.memoryCost,
        timeCost: params.timeCost,
        parallelism: params.parallelism,
      }),
    verifyDummy: async (password) => {
      await argon2.verify(dummyHash, password).catch(() => false);
      return false;
    },
  };
}
