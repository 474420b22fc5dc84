import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "../api/notification-mutations";
import type { AppNotification } from "../api/notification-queries";

/**
 * What the full page does to notifications, with the failures told. `refocus` runs when the
 * control that had the focus is gone (a deleted row, "Mark all as read" once none is unread).
 */
export function useNotificationActions(refocus: () => void) {
  const notify = useNotify();
  const markReadMutation = useMarkNotificationRead();
  const markAllMutation = useMarkAllNotificationsRead();
  const deleteMutation = useDeleteNotification();
  const failed = (fallback: string) => (error: unknown) => {
    notify.error(errorMessageOf(error, fallback));
  };

  return {
    isMarkingAll: markAllMutation.isPending,
    /** Following a notification's link marks it read on the way. */
    open: (notification: AppNotification) => {
      if (notification.isRead) return;
      markReadMutation.mutate(notification.id);
    },
    /** Rejects, after telling the user, when it could not be marked. */
    markRead: async (notification: AppNotification) => {
      try {
        await markReadMutation.mutateAsync(notification.id);
      } catch (error) {
        failed("Failed to mark notification as read")(error);
        throw error;
      }
    },
    markAllRead: () => {
      markAllMutation.mutate(undefined, {
        onSuccess: refocus,
        onError: failed("Failed to mark notifications as read"),
      });
    },
    remove: (notification: AppNotification) => {
      deleteMutation.mutate(notification.id, {
        onSuccess: () => {
          refocus();
          notify.success("Notification deleted");
        },
        onError: failed("Failed to delete notification"),
      });
    },
  };
}
