import {
  notificationSchema,
  notificationsReadAllSchema,
} from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import {
  notificationKeys,
  toAppNotification,
  type NotificationPage,
} from "./notification-queries";

// Every successful write reloads the notifications (app/query-client.ts); the cache edits below
// only make the badge and the lists change at once instead of after that reload.

/** Marks one notification read, `POST /notifications/{id}/read`. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/notifications/${String(id)}/read`, {
        method: "POST",
        schema: notificationSchema,
      }),
    onSuccess: (wire) => {
      const read = toAppNotification(wire);
      queryClient.setQueriesData<NotificationPage>(
        { queryKey: notificationKeys.lists() },
        (page) => {
          const wasUnread = page?.notifications.some(
            (n) => n.id === read.id && !n.isRead,
          );
          if (page === undefined || wasUnread !== true) return page;
          return {
            ...page,
            unreadCount: Math.max(0, page.unreadCount - 1),
            notifications: page.notifications.map((n) =>
              n.id === read.id ? read : n,
            ),
          };
        },
      );
    },
  });
}

/** Marks every notification read, `POST /notifications/read-all`. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("/notifications/read-all", {
        method: "POST",
        schema: notificationsReadAllSchema,
      }),
    onSuccess: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueriesData<NotificationPage>(
        { queryKey: notificationKeys.lists() },
        (page) =>
          page && {
            ...page,
            unreadCount: 0,
            notifications: page.notifications.map((n) =>
              n.isRead ? n : { ...n, readAt, isRead: true },
            ),
          },
      );
    },
  });
}

/** Removes one notification, `DELETE /notifications/{id}`. */
export function useDeleteNotification() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/notifications/${String(id)}`, { method: "DELETE" }),
  });
}
