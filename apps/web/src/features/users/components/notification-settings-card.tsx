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
import { useUpdateProfile } from "../api/user-mutations";
import { SettingsCard } from "./settings-card";

const SWITCHES: Record<NotificationKey, { label: string; help: string }> = {
  budgetAlerts: {
    label: "Budget Alerts",
    help: "When spending reaches a budget's alert threshold",
  },
  goalReminders: {
    label: "Goal Reminders",
    help: "Nudges to keep savings goals on track",
  },
  weeklyReports: {
    label: "Weekly Reports",
    help: "A summary of the week's income and spending",
  },
  anomalyDetection: {
    label: "Anomaly Detection",
    help: "Unusual transactions worth a second look",
  },
  emailNotifications: {
    label: "Email Notifications",
    help: "Send notifications to your email address",
  },
  pushNotifications: {
    label: "Push Notifications",
    help: "Show notifications on this device",
  },
};

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
                  checked={shown[key]}
                  disabled={update.isPending}
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
                    {SWITCHES[key].help}
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
