import type { NotificationList } from "@finch/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { SignedInUser } from "./factories";
import type { Caller } from "./money-api";

/** The notifications API as tests drive it. */
export function notificationsApi(app: FastifyInstance) {
  const send = (
    caller: Caller,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: caller?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const api = {
    send,
    get: (caller: Caller, query = "") =>
      send(caller, "GET", `/notifications${query}`),
    /** The caller's notifications (the first page of 100 unless `query` says), expecting 200. */
    async list(user: SignedInUser, query = "?limit=100") {
      const res = await api.get(user, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<NotificationList>();
    },
    /** The types of the caller's notifications, oldest first. */
    async types(user: SignedInUser): Promise<string[]> {
      return (await api.list(user)).notifications.map((n) => n.type).reverse();
    },
    /** Turns the named profile switches on or off, keeping the rest of the profile. */
    async setSwitches(user: SignedInUser, switches: Record<string, boolean>) {
      const me = await send(user, "GET", "/users/me");
      const profile = me.json<{
        full_name: string;
        phone_number: string | null;
        currency: string;
        timezone: string;
        notification_preferences: string;
      }>();
      const res = await send(user, "PUT", "/users/me", {
        full_name: profile.full_name,
        phone_number: profile.phone_number,
        currency: profile.currency,
        timezone: profile.timezone,
        notification_preferences: JSON.stringify({
          ...(JSON.parse(profile.notification_preferences) as object),
          ...switches,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
  return api;
}
