import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Pagination from "@mui/material/Pagination";
import Typography from "@mui/material/Typography";
import type { Ref } from "react";
import { countOf } from "../../../shared/count-text";
import { useNow } from "../hooks/use-now";
import type {
  AppNotification,
  NotificationPage,
} from "../api/notification-queries";
import { NotificationRow } from "./notification-row";

const countFormat = new Intl.NumberFormat("en-US");

interface NotificationListProps {
  data: NotificationPage;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** A newer page is loading while this one stays on screen. */
  isStale: boolean;
  listRef: Ref<HTMLUListElement>;
  onPageChange: (page: number) => void;
  onOpen: (notification: AppNotification) => void;
  onMarkRead: (notification: AppNotification) => Promise<unknown>;
  onDelete: (notification: AppNotification) => void;
}

/** A page of notifications in a card, with "21–40 of 45" (or "3 notifications") and the pages. */
export function NotificationList({
  data,
  page,
  pageSize,
  isStale,
  listRef,
  onPageChange,
  ...rowHandlers
}: NotificationListProps) {
  const now = useNow();
  const pageCount = Math.max(1, Math.ceil(data.total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = first + data.notifications.length - 1;
  return (
    <Card>
      <Box
        component="ul"
        ref={listRef}
        tabIndex={-1}
        aria-label="Notifications"
        aria-busy={isStale}
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          outline: "none",
          opacity: isStale ? 0.6 : 1,
          transition: "opacity 120ms",
        }}
      >
        {data.notifications.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            now={now}
            {...rowHandlers}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: "divider",
        }}
      >
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {pageCount === 1
            ? countOf(data.total, "notification")
            : `${countFormat.format(first)}–${countFormat.format(last)} of ${countFormat.format(data.total)}`}
        </Typography>
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page}
            siblingCount={0}
            shape="rounded"
            color="primary"
            aria-label="Pages"
            onChange={(_event, next) => {
              onPageChange(next);
            }}
          />
        )}
      </Box>
    </Card>
  );
}
