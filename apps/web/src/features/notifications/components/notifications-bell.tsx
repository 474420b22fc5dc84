import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Tooltip from "@mui/material/Tooltip";
import { useId, useRef, useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "../api/notification-mutations";
import { useLatestNotifications } from "../api/notification-queries";
import { BellPanel } from "./bell-panel";
import { BADGE_MAX, bellLabel } from "./unread-text";

/**
 * The top bar's bell: the unread count on a badge, and a panel with the newest notifications.
 * The panel is a dialog that takes the focus, keeps Tab inside it, closes on Escape and gives
 * the focus back to the bell.
 */
export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const notify = useNotify();
  const unreadCount = latest.data?.unreadCount ?? 0;
  const isOpen = anchor !== null;
  const close = () => {
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={bellLabel(unreadCount)}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? popoverId : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <Badge
            // No count at all when none is unread: a hidden "0" would still be text in the button.
            badgeContent={unreadCount > 0 ? unreadCount : undefined}
            max={BADGE_MAX}
            color="error"
            // The button's name says the count; the badge repeating it would be read twice.
            slotProps={{ badge: { "aria-hidden": true } }}
          >
            {unreadCount > 0 ? (
              <NotificationsOutlined />
            ) : (
              <NotificationsNoneOutlined />
            )}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            ref: panelRef,
            role: "dialog",
            "aria-label": "Notifications",
            sx: {
              mt: 1,
              width: 380,
              maxWidth: "calc(100vw - 16px)",
              display: "flex",
              flexDirection: "column",
            },
          },
        }}
      >
        <BellPanel
          query={latest}
          onOpen={(notification) => {
            if (notification.link !== null) close();
            if (notification.isRead) return;
            markRead.mutate(notification.id, {
              onError: (error) => {
                notify.error(
                  errorMessageOf(error, "Failed to mark notification as read"),
                );
              },
            });
          }}
          isMarkingAll={markAllRead.isPending}
          onMarkAllRead={() => {
            markAllRead.mutate(undefined, {
              // The button goes away with the last unread one: the focus returns to the panel.
              onSuccess: () => panelRef.current?.focus(),
              onError: (error) => {
                notify.error(
                  errorMessageOf(error, "Failed to mark notifications as read"),
                );
              },
            });
          }}
          onClose={close}
        />
      </Popover>
    </>
  );
}
