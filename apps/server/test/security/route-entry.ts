import type { FastifyInstance } from "fastify";
import type { Tenant } from "./tenants";

/** One request a matrix cell sends (url relative to /api/v1, without the method). */
export interface CellRequest {
  url: string;
  body?: unknown;
  contentType?: string;
}

/**
 * How the access-control matrix treats one route. `target` is the tenant whose objects the
 * request names; the caller may be someone else. Keys are the inventory's `METHOD /path`.
 */
export interface RouteEntry {
  /** Reachable without a token (login, register, health). */
  public?: true;
  /** Which of the target's objects the request names; the other user must get a 404. */
  owned?: keyof Tenant["ids"] | "public_token";
  /** Statuses the target itself may get for this request. */
  ok: number[];
  /** Statuses another user gets for the target's objects (default: 404 when owned, else ok). */
  foreign?: number[];
  /** Owner requests run in this order (higher later) so deletes come after everything else. */
  order?: number;
  request(
    target: Tenant,
    app: FastifyInstance,
  ): CellRequest | Promise<CellRequest>;
}
