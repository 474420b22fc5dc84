import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import { useNotify } from "../../../shared/ui/notifier";
import { useCurrentUser } from "../api/user-queries";
import { DangerZoneCard } from "../components/danger-zone-card";
import { DataPrivacyCard } from "../components/data-privacy-card";
import { NotificationSettingsCard } from "../components/notification-settings-card";
import { PersonalInfoCard } from "../components/personal-info-card";
import { SecurityCard } from "../components/security-card";

/**
 * Profile Settings (docs/product.md §2): personal information, notifications, security, data and
 * privacy, and the danger zone.
 */
export function ProfilePage() {
  const profile = useCurrentUser();
  const notify = useNotify();

  return (
    <>
      <PageHeader
        title="Profile Settings"
        subtitle="Your details, notifications, security and data."
      />
      <QueryErrorAlert query={profile} fallback="Failed to load profile" />
      {profile.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading profile" />
        </Box>
      )}
      {profile.isError && profile.data === undefined && (
        <Typography sx={{ color: "text.secondary", py: 4 }}>
          Failed to load profile data
        </Typography>
      )}
      {profile.data !== undefined && (
        <Box
          sx={{
            display: "grid",
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: "minmax(0, 1fr)",
              lg: "repeat(2, minmax(0, 1fr))",
            },
            alignItems: "start",
          }}
        >
          <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
            <PersonalInfoCard profile={profile.data} onSaved={notify.success} />
            <NotificationSettingsCard
              profile={profile.data}
              onSaved={notify.success}
            />
          </Box>
          <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
            <SecurityCard onChanged={notify.success} />
            <DataPrivacyCard onExported={notify.success} />
            <DangerZoneCard />
          </Box>
        </Box>
      )}
    </>
  );
}
