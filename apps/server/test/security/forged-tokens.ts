import { randomUUID } from "node:crypto";
import { SignJWT, UnsecuredJWT } from "jose";

/** The secret `testConfig` gives every test app. */
const SECRET = new TextEncoder().encode(
  "test-secret-of-at-least-thirty-two-bytes!!",
);
const OTHER_SECRET = new TextEncoder().encode(
  "another-instance-secret-of-32-bytes-or-more",
);

interface Claims {
  sub: string;
  ver: number;
}

function sign(
  claims: Claims,
  options: {
    secret?: Uint8Array;
    alg?: string;
    header?: Record<string, unknown>;
    iss?: string;
    aud?: string;
    iat?: number;
    exp?: number;
    nbf?: number;
  } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ ver: claims.ver })
    .setProtectedHeader({
      alg: options.alg ?? "HS256",
      typ: "JWT",
      ...options.header,
    })
    .setSubject(claims.sub)
    .setIssuer(options.iss ?? "finch")
    .setAudience(options.aud ?? "finch-api")
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 3600)
    .setJti(randomUUID());
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  return jwt.sign(options.secret ?? SECRET);
}

/**
 * Tokens that name the victim with the right version but must still be refused (TOK-1, TOK-2):
 * each breaks exactly one rule. `revoked` and `anonymous` are added by the matrix itself.
 */
export async function forgedTokens(
  userId: number,
  tokenVersion: number,
): Promise<Record<string, string>> {
  const claims = { sub: String(userId), ver: tokenVersion };
  const now = Math.floor(Date.now() / 1000);
  const valid = await sign(claims);
  const [header, payload, signature] = valid.split(".") as [
    string,
    string,
    string,
  ];
  const otherUserPayload = Buffer.from(
    JSON.stringify({
      ...JSON.parse(Buffer.from(payload, "base64url").toString()),
      sub: String(userId + 1),
    }),
  ).toString("base64url");
  return {
    "alg none": new UnsecuredJWT({ ver: tokenVersion })
      .setSubject(claims.sub)
      .setIssuer("finch")
      .setAudience("finch-api")
      .setIssuedAt()
      .setExpirationTime("1h")
      .encode(),
    "wrong key": await sign(claims, { secret: OTHER_SECRET }),
    HS512: await sign(claims, { alg: "HS512" }),
    "tampered payload": `${header}.${otherUserPayload}.${signature}`,
    "truncated signature": `${header}.${payload}.${signature.slice(0, -4)}`,
    expired: await sign(claims, { iat: now - 20_000, exp: now - 600 }),
    "future nbf": await sign(claims, { nbf: now + 3600 }),
    "wrong iss": await sign(claims, { iss: "evil" }),
    "wrong aud": await sign(claims, { aud: "other-api" }),
    "kid header": await sign(claims, { header: { kid: "../../dev/null" } }),
    "jwk header": await sign(claims, {
      header: { jwk: { kty: "oct", k: "AAAA" } },
    }),
    garbage: "not.a.token",
  };
}
