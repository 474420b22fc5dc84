import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "../../../shared/format-date";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { AppNotification } from "../api/notification-queries";
import { NotificationTypeIcon } from "./notification-type-icon";
import { relativeTimeText } from "./relative-time";
import { visuallyHidden } from "./visually-hidden";

interface NotificationSummaryProps {
  notification: AppNotification;
  /** The clock the relative times are read against (`useNow`). */
  now: Date;
  /** The bell keeps each body to two lines; the page shows it whole. */
  isCompact?: boolean;
}

/**
 * A notification's icon, title, body and age. Unread ones have a bold title and a dot, and
 * screen readers hear "Unread" before the title. Spans throughout, so it fits inside a link.
 */
export function NotificationSummary({
  notification,
  now,
  isCompact = false,
}: NotificationSummaryProps) {
  const { timeZone } = useUserPreferences();
  const { isRead, createdAt } = notification;
  return (
    <Box
      component="span"
      sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flex: 1 }}
    >
      <NotificationTypeIcon
        type={notification.type}
        size={isCompact ? 36 : 40}
      />
      <Box component="span" sx={{ display: "block", minWidth: 0, flex: 1 }}>
        <Typography
          component="span"
          variant="body2"
          sx={{
            display: "block",
            fontWeight: isRead ? 500 : 700,
            color: "text.primary",
            overflowWrap: "anywhere",
          }}
        >
          {!isRead && (
            <Box component="span" sx={visuallyHidden}>
              Unread:{" "}
            </Box>
          )}
          {notification.title}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{
            display: isCompact ? "-webkit-box" : "block",
            color: "text.secondary",
            overflowWrap: "anywhere",
            mt: 0.25,
            ...(isCompact && {
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }),
          }}
        >
          {notification.body}
        </Typography>
        <Typography
          component="time"
          variant="caption"
          dateTime={createdAt}
          title={formatDateTime(createdAt, timeZone)}
          sx={{ display: "block", color: "text.secondary", mt: 0.5 }}
        >
          {relativeTimeText(createdAt, now, timeZone)}
        </Typography>
      </Box>
      {!isRead && (
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            mt: 0.75,
            flexShrink: 0,
            borderRadius: "50%",
            bgcolor: "primary.main",
          }}
        />
      )}
    </Box>
  );
}
