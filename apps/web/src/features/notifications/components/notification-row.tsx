import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DoneOutlined from "@mui/icons-material/DoneOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useRef } from "react";
import { Link as RouterLink } from "react-router";
import type { AppNotification } from "../api/notification-queries";
import { NotificationSummary } from "./notification-summary";

interface NotificationRowProps {
  notification: AppNotification;
  now: Date;
  /** Following the link: the page marks it read on the way. */
  onOpen: (notification: AppNotification) => void;
  /** Resolves once it is marked read (the row keeps the focus), rejects when that failed. */
  onMarkRead: (notification: AppNotification) => Promise<unknown>;
  onDelete: (notification: AppNotification) => void;
}

/** One notification on the full page: the summary (a link when it has one), then its buttons. */
export function NotificationRow({
  notification,
  now,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationRowProps) {
  const rowRef = useRef<HTMLLIElement>(null);
  const summary = <NotificationSummary notification={notification} now={now} />;
  return (
    <Box
      component="li"
      ref={rowRef}
      tabIndex={-1}
      sx={(theme) => ({
        display: "flex",
        alignItems: "flex-start",
        gap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: "divider",
        "&:last-of-type": { borderBottom: 0 },
        outline: "none",
        bgcolor: notification.isRead
          ? undefined
          : theme.alpha(theme.palette.primary.main, 0.05),
      })}
    >
      {notification.link === null ? (
        <Box sx={{ display: "flex", flex: 1, minWidth: 0, p: 1 }}>
          {summary}
        </Box>
      ) : (
        <Box
          component={RouterLink}
          to={notification.link}
          onClick={() => {
            onOpen(notification);
          }}
          sx={(theme) => ({
            display: "flex",
            flex: 1,
            minWidth: 0,
            p: 1,
            borderRadius: 1,
            color: "inherit",
            textDecoration: "none",
            "&:hover": { bgcolor: theme.palette.action.hover },
            "&:focus-visible": {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          })}
        >
          {summary}
        </Box>
      )}
      {/* Stacked on a phone, so the text keeps the width. */}
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          flexShrink: 0,
          pt: 0.5,
        }}
      >
        {!notification.isRead && (
          <Tooltip title="Mark as read">
            <IconButton
              aria-label={`Mark as read: ${notification.title}`}
              onClick={() => {
                // The button goes once it is read: the row keeps the focus instead of the page.
                void onMarkRead(notification).then(
                  () => rowRef.current?.focus(),
                  () => undefined,
                );
              }}
            >
              <DoneOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete: ${notification.title}`}
            onClick={() => {
              onDelete(notification);
            }}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
