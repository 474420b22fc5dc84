import { NOTIFICATION_TYPES } from "@finch/domain";
import { z } from "zod";
import { idInput, pageNumber } from "./money";

/** The bell's list shows this many unless asked; the full page asks for pages of 20. */
export const DEFAULT_NOTIFICATIONS_PAGE = 20;
/** The largest page of notifications one call returns. */
export const MAX_NOTIFICATIONS_PAGE = 100;

/** `GET /notifications` query: only the unread ones when `unread=true`, newest first, paged. */
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(["true", "false"], { error: "Unread must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  skip: pageNumber("Skip", 0, 1_000_000_000).default(0),
  limit: pageNumber("Limit", 1, MAX_NOTIFICATIONS_PAGE).default(
    DEFAULT_NOTIFICATIONS_PAGE,
  ),
});
/** Notification list query as the client sends it. */
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** `{id}` in a notification path. */
export const notificationParamsSchema = z.object({
  id: idInput("Notification id"),
});

/** One notification as the API returns it; `link` is an app path such as `/budgets`. */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: the page asked for, the unread count and how many the filter keeps. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  total: z.number(),
});
/** A page of notifications. */
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /notifications/read-all`: how many were marked read. */
export const notificationsReadAllSchema = z.object({ marked: z.number() });
