import {
  DEFAULT_NOTIFICATIONS_PAGE,
  notificationListSchema,
  type Notification as NotificationWire,
} from "@finch/contracts";
import type { NotificationType } from "@finch/domain";
import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import { notificationsQueryRoot } from "../../../shared/query-roots";

/** A notification as the screens use it. */
export interface AppNotification {
  id: number;
  type: NotificationType;
  /** Written by the server, money already formatted in the profile's currency. */
  title: string;
  body: string;
  /** An app path such as `/budgets`, or null when there is nothing to open. */
  link: string | null;
  /** ISO-8601 instants. */
  createdAt: string;
  readAt: string | null;
  isRead: boolean;
}

/** One page of notifications, the unread count and how many the filter keeps. */
export interface NotificationPage {
  notifications: AppNotification[];
  unreadCount: number;
  total: number;
}

/** Which notifications to read: newest first, `limit` of them after the first `skip`. */
export interface NotificationFilter {
  isUnreadOnly: boolean;
  skip: number;
  limit: number;
}

/** The full page shows this many a page. */
export const NOTIFICATIONS_PAGE_SIZE = DEFAULT_NOTIFICATIONS_PAGE;
/** The bell's list shows the newest this many. */
export const BELL_LIST_SIZE = 8;
/** How often an open tab asks for new notifications (jobs write them outside any request). */
const POLL_MS = 60_000;

/** Query keys of the notifications; every write in the app invalidates `all`. */
export const notificationKeys = {
  all: notificationsQueryRoot,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (filter: NotificationFilter) =>
    [...notificationKeys.lists(), filter] as const,
};

/**
 * `GET /notifications`. Unlike the rest of the app these refetch when the tab regains focus and
 * every minute while it is visible: a weekly report or a bank that stopped syncing arrives
 * without anything the user did here.
 */
export function notificationsQueryOptions(filter: NotificationFilter) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: async () => toPage(await apiRequest(pathOf(filter), { schema })),
    refetchOnWindowFocus: true,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The newest notifications and the unread count, for the top bar's bell. */
export function useLatestNotifications() {
  return useQuery(
    notificationsQueryOptions({
      isUnreadOnly: false,
      skip: 0,
      limit: BELL_LIST_SIZE,
    }),
  );
}

/** One page of the full list; the last page stays on screen while the next loads. */
export function useNotificationPage(filter: NotificationFilter) {
  return useQuery({
    ...notificationsQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
}

/** Turns a notification from the wire into the screens' shape. */
export function toAppNotification(wire: NotificationWire): AppNotification {
  return {
    id: wire.id,
    type: wire.type,
    title: wire.title,
    body: wire.body,
    link: wire.link,
    createdAt: wire.created_at,
    readAt: wire.read_at,
    isRead: wire.read_at !== null,
  };
}

const schema = notificationListSchema;

function pathOf({ isUnreadOnly, skip, limit }: NotificationFilter): string {
  const search = new URLSearchParams({
    skip: String(skip),
    limit: String(limit),
  });
  if (isUnreadOnly) search.set("unread", "true");
  return `/notifications?${search.toString()}`;
}

function toPage(wire: {
  notifications: NotificationWire[];
  unread: number;
  total: number;
}): NotificationPage {
  return {
    notifications: wire.notifications.map(toAppNotification),
    unreadCount: wire.unread,
    total: wire.total,
  };
}
