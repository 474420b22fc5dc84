import DoneAll from "@mui/icons-material/DoneAll";
import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import { useNow } from "../hooks/use-now";
import type {
  AppNotification,
  NotificationPage,
} from "../api/notification-queries";
import { BellItem } from "./bell-item";

interface BellPanelProps {
  query: UseQueryResult<NotificationPage>;
  /** An item was chosen: mark it read (and its link is being followed, if it has one). */
  onOpen: (notification: AppNotification) => void;
  isMarkingAll: boolean;
  onMarkAllRead: () => void;
  onClose: () => void;
}

/** The bell's panel: a header with "Mark all as read", the newest notifications, a way to all. */
export function BellPanel({
  query,
  onOpen,
  isMarkingAll,
  onMarkAllRead,
  onClose,
}: BellPanelProps) {
  const now = useNow();
  const page = query.data;
  const unreadCount = page?.unreadCount ?? 0;
  return (
    <>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          pl: 2.5,
          pr: 1.5,
          minHeight: 52,
          borderBottom: 1,
          borderColor: "divider",
          flexShrink: 0,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Notifications
        </Typography>
        {unreadCount > 0 && (
          <Button
            size="small"
            startIcon={<DoneAll />}
            onClick={onMarkAllRead}
            disabled={isMarkingAll}
          >
            Mark all as read
          </Button>
        )}
      </Box>
      <Box sx={{ overflowY: "auto", flex: "1 1 auto", minHeight: 0 }}>
        {query.isPending && (
          <Box sx={{ display: "grid", placeItems: "center", py: 5 }}>
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        )}
        {page === undefined && (
          <QueryErrorAlert
            query={query}
            fallback="Failed to load notifications"
            sx={{ m: 2 }}
          />
        )}
        {page?.notifications.length === 0 && <CaughtUp />}
        {page !== undefined && page.notifications.length > 0 && (
          <List
            disablePadding
            aria-label="Latest notifications"
            // The footer's border closes the list; the last divider would double it.
            sx={{ "& > li:last-of-type": { borderBottom: 0 } }}
          >
            {page.notifications.map((notification) => (
              <BellItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={onOpen}
              />
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: "divider", p: 1, flexShrink: 0 }}>
        <Button
          component={RouterLink}
          to={paths.notifications}
          onClick={onClose}
          fullWidth
        >
          See all notifications
        </Button>
      </Box>
    </>
  );
}

function CaughtUp() {
  return (
    <Box sx={{ px: 3, py: 4, textAlign: "center" }}>
      <Box
        sx={(theme) => ({
          width: 48,
          height: 48,
          mx: "auto",
          mb: 1.5,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          color: theme.palette.success.main,
          bgcolor: theme.alpha(theme.palette.success.main, 0.1),
        })}
      >
        <NotificationsActiveOutlined aria-hidden />
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        You're all caught up
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        Budget alerts, goal reminders and unusual spending will show up here.
      </Typography>
    </Box>
  );
}
