import NotificationsNone from "@mui/icons-material/NotificationsNone";
import Alert from "@mui/material/Alert";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import type { UserProfileResponse } from "@finch/contracts";
import {
  NOTIFICATION_KEYS,
  parseNotificationPreferences,
  serializeNotificationPreferences,
  type NotificationKey,
} from "@finch/domain";
import { errorMessageOf } from "../../../shared/api-client";
import { useAbout } from "../../../shared/hooks/use-about";
import { useUpdateProfile } from "../api/user-mutations";
import { SettingsCard } from "./settings-card";

/** Each switch and what it lets through: the bell, and mail when that switch is on too. */
const SWITCHES: Record<NotificationKey, { label: string; help: string }> = {
  budgetAlerts: {
    label: "Budget Alerts",
    help: "When a budget reaches its alert threshold and when it goes over",
  },
  goalReminders: {
    label: "Goal Reminders",
    help: "Milestones at 25, 50, 75 and 100%, and a reminder when a goal due within 30 days falls behind",
  },
  weeklyReports: {
    label: "Weekly Reports",
    help: "Every Monday: last week's income, spending, top categories and budgets",
  },
  anomalyDetection: {
    label: "Anomaly Detection",
    help: "A purchase far above what you usually spend at that merchant or in that category",
  },
  emailNotifications: {
    label: "Email Notifications",
    // Replaced by `emailHelp` once the server has said whether it can send mail.
    help: "Also send each notification by email, when this server is set up to send mail",
  },
  pushNotifications: {
    label: "Push Notifications",
    help: "Coming soon. Until then every notification shows in the app, under the bell",
  },
};

/**
 * Push notifications do not exist yet: the switch is shown off and disabled rather than one that
 * does nothing. A stored choice is kept as it is (every save sends the saved value back).
 */
const UNAVAILABLE: ReadonlySet<NotificationKey> = new Set([
  "pushNotifications",
]);

interface NotificationSettingsCardProps {
  profile: UserProfileResponse;
  onSaved: (message: string) => void;
}

/**
 * The six notification switches (docs/product.md §3). Each change is saved at once with the rest of
 * the saved profile; stored text that cannot be parsed shows the defaults (docs/product.md §8).
 */
export function NotificationSettingsCard({
  profile,
  onSaved,
}: NotificationSettingsCardProps) {
  const update = useUpdateProfile();
  const sendsEmail = useAbout().data?.sends_email;
  const saved = parseNotificationPreferences(profile.notification_preferences);
  // While a change is saving, show the switch where the user put it.
  const shown =
    update.isPending && update.variables.notification_preferences
      ? parseNotificationPreferences(update.variables.notification_preferences)
      : saved;

  const toggle = (key: NotificationKey, checked: boolean) => {
    update.mutate(
      {
        full_name: profile.full_name,
        phone_number: profile.phone_number,
        currency: profile.currency,
        timezone: profile.timezone,
        notification_preferences: serializeNotificationPreferences({
          ...saved,
          [key]: checked,
        }),
      },
      {
        onSuccess: () => {
          onSaved("Profile updated successfully!");
        },
      },
    );
  };

  return (
    <SettingsCard title="Notifications" icon={<NotificationsNone />}>
      {update.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          onClose={() => {
            update.reset();
          }}
        >
          {errorMessageOf(update.error, "Failed to update profile")}
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        Choose what Finch tells you about. Problems with a linked bank are
        always shown, so a bank that stops syncing never goes unnoticed.
      </Typography>
      <List disablePadding>
        {NOTIFICATION_KEYS.map((key) => (
          <ListItem
            key={key}
            disableGutters
            divider={key !== "pushNotifications"}
          >
            <FormControlLabel
              sx={{ m: 0, width: "100%", justifyContent: "space-between" }}
              labelPlacement="start"
              control={
                <Switch
                  checked={!UNAVAILABLE.has(key) && shown[key]}
                  disabled={UNAVAILABLE.has(key) || update.isPending}
                  onChange={(_event, checked) => {
                    toggle(key, checked);
                  }}
                />
              }
              label={
                <span>
                  <Typography component="span" sx={{ display: "block" }}>
                    {SWITCHES[key].label}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: "block", color: "text.secondary" }}
                  >
                    {key === "emailNotifications"
                      ? emailHelp(sendsEmail)
                      : SWITCHES[key].help}
                  </Typography>
                </span>
              }
            />
          </ListItem>
        ))}
      </List>
    </SettingsCard>
  );
}

/**
 * What the email switch does on this server (`GET /about` says `sends_email`). Without mail the
 * choice is still kept, for when the server gets it, and the text says nothing is sent for now.
 */
function emailHelp(sendsEmail: boolean | undefined): string {
  if (sendsEmail === true) return "Also send each notification by email";
  if (sendsEmail === false)
    return "Also send each notification by email. This server isn't set up to send mail, so for now they stay in the app";
  return SWITCHES.emailNotifications.help;
}
