const countFormat = new Intl.NumberFormat("en-US");

/** The badge shows counts up to this; beyond it "99+". */
export const BADGE_MAX = 99;

/**
 * What the bell is called: "Notifications", or "Notifications, 3 unread". Past 99 it says what
 * the badge shows, "99+", so the name holds the visible text (WCAG 2.5.3, label in name).
 */
export function bellLabel(unreadCount: number): string {
  if (unreadCount === 0) return "Notifications";
  const count =
    unreadCount > BADGE_MAX
      ? `${String(BADGE_MAX)}+`
      : countFormat.format(unreadCount);
  return `Notifications, ${count} unread`;
}
