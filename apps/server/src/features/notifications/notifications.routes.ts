import {
  errorBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadAllSchema,
  validationErrorBodySchema,
  type Notification,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth";
import type { StoredNotification } from "./notifications.repository";
import type { NotificationsService } from "./notifications.service";

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** A stored notification on the wire. */
function toNotificationResponse(row: StoredNotification): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt,
    read_at: row.readAt,
  };
}

/** `/notifications` routes (docs/design/notifications.md §API). */
export function notificationsRoutes(
  service: NotificationsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/notifications",
      {
        schema: {
          tags: ["notifications"],
          querystring: notificationListQuerySchema,
          response: {
            200: notificationListSchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { unread, skip, limit } = request.query;
        const page = await service.list(currentUser(request).id, unread, {
          skip,
          limit,
        });
        return {
          notifications: page.rows.map(toNotificationResponse),
          unread: page.unread,
          total: page.total,
        };
      },
    );

    app.post(
      "/notifications/read-all",
      {
        schema: {
          tags: ["notifications"],
          response: {
            200: notificationsReadAllSchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request) => ({
        marked: await service.markAllRead(currentUser(request).id),
      }),
    );

    app.post(
      "/notifications/:id/read",
      {
        schema: {
          tags: ["notifications"],
          params: notificationParamsSchema,
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) =>
        toNotificationResponse(
          await service.markRead(currentUser(request).id, request.params.id),
        ),
    );

    app.delete(
      "/notifications/:id",
      {
        schema: {
          tags: ["notifications"],
          params: notificationParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.delete(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    done();
  };
}
