import DoneAll from "@mui/icons-material/DoneAll";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { NOTIFICATION_RETENTION_DAYS } from "@finch/domain";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { paths } from "../../../shared/paths";
import { EmptyState } from "../../../shared/ui/empty-state";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import {
  NOTIFICATIONS_PAGE_SIZE,
  useNotificationPage,
} from "../api/notification-queries";
import { NotificationList } from "../components/notification-list";
import { useNotificationActions } from "../hooks/use-notification-actions";

/** `?show=unread` keeps only the unread ones; `?page=2` is the second page of 20. */
const SHOW_PARAM = "show";
const PAGE_PARAM = "page";

/** Every notification, newest first, 20 a page, all or only the unread ones. */
export function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isUnreadOnly = searchParams.get(SHOW_PARAM) === "unread";
  const page = pageOf(searchParams.get(PAGE_PARAM));
  const listRef = useRef<HTMLUListElement>(null);
  const query = useNotificationPage({
    isUnreadOnly,
    skip: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  const actions = useNotificationActions(() => listRef.current?.focus());
  const data = query.data;
  const unreadCount = data?.unreadCount ?? 0;
  const lastPage = Math.max(
    1,
    Math.ceil((data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE),
  );

  const show = (next: { isUnreadOnly?: boolean; page?: number }) => {
    const search = new URLSearchParams();
    if (next.isUnreadOnly ?? isUnreadOnly) search.set(SHOW_PARAM, "unread");
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set(PAGE_PARAM, String(nextPage));
    setSearchParams(search, { replace: true });
  };

  // A page past the end (the last one on it deleted or read, an old link) moves back to the last.
  const isPastEnd =
    data !== undefined && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (!isPastEnd) return;
    const search = new URLSearchParams(searchParams);
    if (lastPage > 1) search.set(PAGE_PARAM, String(lastPage));
    else search.delete(PAGE_PARAM);
    setSearchParams(search, { replace: true });
  }, [isPastEnd, lastPage, searchParams, setSearchParams]);

  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle={`Alerts about your budgets, goals, spending and linked banks, kept for ${String(NOTIFICATION_RETENTION_DAYS)} days.`}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            disabled={unreadCount === 0 || actions.isMarkingAll}
            onClick={actions.markAllRead}
          >
            Mark all as read
          </Button>
        }
      />
      <QueryErrorAlert query={query} fallback="Failed to load notifications" />
      <Box sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Show"
          value={isUnreadOnly ? "unread" : "all"}
          onChange={(_event, value: string | null) => {
            if (value !== null) show({ isUnreadOnly: value === "unread" });
          }}
        >
          <ToggleButton value="all" sx={toggleSx}>
            All
          </ToggleButton>
          <ToggleButton value="unread" sx={toggleSx}>
            {unreadCount > 0 ? `Unread (${String(unreadCount)})` : "Unread"}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {query.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading notifications" />
        </Box>
      )}
      {data?.total === 0 && (
        <Card>
          {isUnreadOnly ? (
            <EmptyState
              icon={<DoneAll />}
              title="No unread notifications"
              description="You're all caught up. Read ones stay under All."
              action={
                <Button
                  variant="outlined"
                  onClick={() => show({ isUnreadOnly: false })}
                >
                  Show all notifications
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<NotificationsNoneOutlined />}
              title="No notifications yet"
              description="Budget alerts, goal milestones, unusual spending, bank sync problems and weekly reports will show up here."
              action={
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={paths.profile}
                >
                  Notification settings
                </Button>
              }
            />
          )}
        </Card>
      )}
      {data !== undefined && data.notifications.length > 0 && (
        <NotificationList
          data={data}
          page={page}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          isStale={query.isPlaceholderData}
          listRef={listRef}
          onPageChange={(next) => {
            show({ page: next });
            listRef.current?.focus();
          }}
          onOpen={actions.open}
          onMarkRead={actions.markRead}
          onDelete={actions.remove}
        />
      )}
    </>
  );
}

/** The secondary text colour on white: MUI's default grey on the page's background is 4.49:1. */
const toggleSx = {
  px: 2,
  color: "text.secondary",
  bgcolor: "background.paper",
};

function pageOf(text: string | null): number {
  const page = Number(text ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
