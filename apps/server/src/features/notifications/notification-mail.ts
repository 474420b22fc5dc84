import type { StoredNotification } from "./notifications.repository";

/** The app's name as mail shows it. */
const APP_NAME = "Finch";

/**
 * A notification as mail: the same title and text as the bell, the app's name, and a link back to
 * the page it opens (or the notifications page), in plain text and HTML.
 */
export function notificationMail(
  notification: Pick<StoredNotification, "title" | "body" | "link">,
  user: { fullName: string },
  appUrl: string,
): { subject: string; text: string; html: string } {
  const url = `${appUrl}${notification.link ?? "/notifications"}`;
  const settings = `${appUrl}/profile`;
  const greeting = `Hi ${user.fullName.split(" ")[0] ?? user.fullName},`;
  const text = [
    greeting,
    "",
    notification.title,
    notification.body,
    "",
    `Open ${APP_NAME}: ${url}`,
    "",
    `You get this because email notifications are on in your ${APP_NAME} profile: ${settings}`,
  ].join("\n");
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<h1 style="font-size: 18px; margin: 0 0 8px">${escapeHtml(notification.title)}</h1>
<p style="margin: 0 0 16px">${escapeHtml(notification.body)}</p>
<p><a href="${escapeHtml(url)}" style="color: #1565c0">Open ${APP_NAME}</a></p>
<p style="color: #666; font-size: 12px">You get this because email notifications are on in your <a href="${escapeHtml(settings)}">${APP_NAME} profile</a>.</p>
</body></html>`;
  return { subject: `${APP_NAME}: ${notification.title}`, text, html };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
