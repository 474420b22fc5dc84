import { BlockList, isIP } from "node:net";

/**
 * Which peers may speak for the client through `X-Forwarded-For` (`TRUST_PROXY`): none, every
 * one, the nearest `n` hops, or the proxies' own addresses and ranges.
 */
export type TrustProxy = boolean | number | string[];

/** What Fastify's `trustProxy` option takes. */
export type FastifyTrustProxy =
  boolean | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for the reserved ranges, which Fastify accepts beside addresses. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** The most hops a chain of proxies plausibly has; more is a typo. */
const MAX_HOPS = 32;

/**
 * `TRUST_PROXY`'s text as a setting, or `undefined` when unusable: `true`/`false`, a hop count of
 * 1 or more, or a comma-separated list of addresses, CIDR ranges and named ranges.
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_HOPS ? hops : undefined;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/**
 * The setting as Fastify takes it. Fastify ignores a bare hop count (it trusts nothing: a client
 * that reaches the server directly could name any address by sending enough hops), so a count is
 * a function here: the nearest `hops` peers are trusted, provided the one that connected is on a
 * loopback, private or link-local address — a proxy of ours. A client connecting from a public
 * address is never trusted, whatever it sends; a proxy on a public address is listed instead.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (typeof setting !== "number") return setting;
  return (address, hop) =>
    hop < setting && (hop > 0 || isInternalAddress(address));
}

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv6");

/** Loopback, private (RFC 1918, unique local) or link-local; IPv4-mapped IPv6 included. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return (
    /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
  );
}
