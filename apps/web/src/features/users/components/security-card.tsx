import LockOutlined from "@mui/icons-material/LockOutlined";
import Security from "@mui/icons-material/Security";
import Button from "@mui/material/Button";
import { useState } from "react";
import { ChangePasswordDialog } from "./change-password-dialog";
import { SettingRow } from "./setting-row";
import { SettingsCard } from "./settings-card";

/**
 * Change Password, and Two-Factor Authentication shown disabled until it lands
 * (docs/product.md §2).
 */
export function SecurityCard({
  onChanged,
}: {
  onChanged: (message: string) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <SettingsCard title="Security" icon={<Security />}>
      <SettingRow
        title="Password"
        description="Changing it signs out every other session."
        action={
          <Button
            variant="outlined"
            startIcon={<LockOutlined />}
            onClick={() => {
              setOpen(true);
            }}
          >
            Change Password
          </Button>
        }
      />
      <SettingRow
        title="Two-Factor Authentication"
        description="An extra code at sign-in — coming soon."
        action={
          <Button variant="outlined" disabled>
            Enable 2FA (coming soon)
          </Button>
        }
      />
      <ChangePasswordDialog
        open={isOpen}
        onClose={() => {
          setOpen(false);
        }}
        onChanged={onChanged}
      />
    </SettingsCard>
  );
}
