import DeleteForever from "@mui/icons-material/DeleteForever";
import WarningAmber from "@mui/icons-material/WarningAmber";
import Button from "@mui/material/Button";
import { SupportContact } from "../../../shared/ui/support-contact";
import { SettingRow } from "./setting-row";
import { SettingsCard } from "./settings-card";

/**
 * Account deletion is not self-service: the button is disabled and says whom to ask
 * (docs/product.md §6).
 */
export function DangerZoneCard() {
  return (
    <SettingsCard title="Danger Zone" icon={<WarningAmber />} tone="error">
      <SettingRow
        title="Delete Account"
        description={
          <>
            To delete your account and all of its data, please contact support.{" "}
            <SupportContact />
          </>
        }
        action={
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForever />}
            disabled
          >
            Delete Account
          </Button>
        }
      />
    </SettingsCard>
  );
}
