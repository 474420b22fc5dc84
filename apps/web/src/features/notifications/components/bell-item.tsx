import Box from "@mui/material/Box";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import type { Theme } from "@mui/material/styles";
import { Link as RouterLink } from "react-router";
import type { AppNotification } from "../api/notification-queries";
import { NotificationSummary } from "./notification-summary";

interface BellItemProps {
  notification: AppNotification;
  now: Date;
  onOpen: (notification: AppNotification) => void;
}

/**
 * One notification in the bell's list: a link to what it is about that marks it read on the way.
 * One without a link is a button that marks it read; read and linkless, it is only text.
 */
export function BellItem({ notification, now, onOpen }: BellItemProps) {
  const summary = (
    <NotificationSummary notification={notification} now={now} isCompact />
  );
  const sx = (theme: Theme) => ({
    alignItems: "flex-start",
    display: "flex",
    px: 2.5,
    py: 1.5,
    bgcolor: notification.isRead
      ? undefined
      : theme.alpha(theme.palette.primary.main, 0.05),
  });
  const open = () => {
    onOpen(notification);
  };
  return (
    <ListItem disablePadding divider>
      {notification.link !== null ? (
        <ListItemButton
          component={RouterLink}
          to={notification.link}
          onClick={open}
          sx={sx}
        >
          {summary}
        </ListItemButton>
      ) : notification.isRead ? (
        <Box sx={sx}>{summary}</Box>
      ) : (
        <ListItemButton onClick={open} sx={sx}>
          {summary}
        </ListItemButton>
      )}
    </ListItem>
  );
}
