import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { ClientContext, Redis, Result } from "ioredis";
import { LruCache } from "./lru-cache";

declare module "ioredis" {
  interface RedisCommander<Context extends ClientContext> {
    /** Counts one request under `key` in a window of `windowMs`: [count, ms until it resets]. */
    finchRateLimit(
      key: string,
      windowMs: number,
    ): Result<[number, number], Context>;
  }
}

/** Where the rate-limit counters are kept: in Redis for every instance, or in this process. */
export type RateLimitMode = "shared" | "local";

/** The counters behind @fastify/rate-limit, and where they are kept right now. */
export interface RateLimitCounters {
  mode: () => RateLimitMode;
  /** A store class for the plugin's `store` option; `undefined` keeps the plugin's own (no Redis). */
  store: FastifyRateLimitStoreCtor | undefined;
  close(): Promise<void>;
}

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

const NAMESPACE = "finch-rate-limit:";
/** Keys one process counts while Redis is away, per limit: the plugin's own store keeps 5,000. */
const LOCAL_KEYS = 10_000;
/** After a failed command, how long requests count locally before Redis is tried again. */
const RETRY_MS = 5_000;
/** How long the start waits for Redis before counting locally. */
const CONNECT_MS = 1_000;

// INCR, then the window's expiry on the first request; a key left without one (a crash between
// the two) gets it on the next request instead of counting for ever.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/**
 * Without `REDIS_URL`, the plugin's in-process store. With it, counts live in Redis so every
 * instance behind a load balancer counts together; while Redis does not answer, each instance
 * counts in its own memory (the limits still hold, per instance) and tries Redis again every few
 * seconds and whenever the client reconnects. Each change of mode is logged once. The client is
 * loaded only with a URL: ioredis is ~8 MB of a server's resident memory.
 */
export async function createRateLimitCounters(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<RateLimitCounters> {
  if (!redisUrl)
    return { mode: () => "local", store: undefined, close: async () => {} };
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, {
    connectTimeout: CONNECT_MS,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.defineCommand("finchRateLimit", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const link = redisLink(redis, log);
  await link.started;
  return {
    mode: link.mode,
    store: counterStore(redis, link),
    async close() {
      link.stop();
      if (redis.status === "ready") await redis.quit().catch(() => undefined);
      else redis.disconnect();
    },
  };
}

interface RedisLink {
  started: Promise<void>;
  mode: () => RateLimitMode;
  /** Whether this request should try Redis. */
  useShared: () => boolean;
  answered: () => void;
  failed: (error: unknown) => void;
  stop: () => void;
}

/** Follows the client's connection and the commands' outcomes; logs each change of mode. */
function redisLink(redis: Redis, log: FastifyBaseLogger): RedisLink {
  let mode: RateLimitMode = "local";
  let retryAt = 0;
  let lastError: unknown;
  const warnLocal = () => {
    log.warn(
      { err: lastError },
      "Redis unreachable: rate limits count per instance until it answers again",
    );
  };
  const become = (next: RateLimitMode) => {
    if (next === mode) return;
    mode = next;
    if (next === "shared")
      log.info("Redis answers: rate limits are shared by every instance");
    else warnLocal();
  };
  // Every failed reconnect emits an error; the change of mode is what gets logged.
  redis.on("error", (error) => (lastError = error));
  redis.on("ready", () => {
    retryAt = 0;
    become("shared");
  });
  redis.on("close", () => {
    become("local");
  });
  const started = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once("ready", done);
    redis.once("error", done);
  }).then(() => {
    // Counting starts local; if Redis has not answered by now, say so once.
    if (mode === "local") warnLocal();
  });
  return {
    started,
    mode: () => mode,
    useShared: () => redis.status === "ready" && Date.now() >= retryAt,
    answered: () => {
      become("shared");
    },
    failed: (error) => {
      lastError = error;
      retryAt = Date.now() + RETRY_MS;
      become("local");
    },
    stop: () => {
      redis.removeAllListeners("ready");
      redis.removeAllListeners("close");
      redis.on("error", () => undefined);
    },
  };
}

interface Window {
  current: number;
  resetAt: number;
}

function counterStore(
  redis: Redis,
  link: RedisLink,
): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    readonly #local = new LruCache<string, Window>(LOCAL_KEYS);

    constructor(
      _options: object,
      readonly prefix = NAMESPACE,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      if (!link.useShared()) {
        callback(null, this.#countLocally(fullKey, timeWindow));
        return;
      }
      redis.finchRateLimit(fullKey, timeWindow).then(
        ([current, ttl]) => {
          link.answered();
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          link.failed(error);
          callback(null, this.#countLocally(fullKey, timeWindow));
        },
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new CounterStore(options, `${this.prefix}${routeName(options)}`);
    }

    #countLocally(key: string, windowMs: number) {
      const now = Date.now();
      let window = this.#local.get(key);
      if (!window || window.resetAt <= now) {
        window = { current: 0, resetAt: now + windowMs };
        this.#local.set(key, window);
      }
      window.current += 1;
      return { current: window.current, ttl: window.resetAt - now };
    }
  }
  return CounterStore;
}

/** A route's own limit counts apart from the others: its method and URL join the key. */
function routeName(options: object): string {
  const route = "routeInfo" in options ? options.routeInfo : undefined;
  if (route && typeof route === "object" && "method" in route && "url" in route)
    return `${String(route.method)}${String(route.url)}-`;
  return "";
}
