import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { PASSWORD_MIN_LENGTH, codePointLength } from "@finch/domain";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { errorMessageOf } from "../../../shared/api-client";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { useChangePassword } from "../api/user-mutations";

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * docs/product.md §5: the new password needs 6 characters; the confirmation must match ('Passwords
 * do not match' under it, 'New passwords do not match' as an alert); the button stays disabled
 * until all three are filled and the new ones match. Passwords are sent exactly as typed.
 */
export function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
}: ChangePasswordDialogProps) {
  const change = useChangePassword();
  const [alert, setAlert] = useState<string>();
  const { control, handleSubmit, setError, reset } = useForm<PasswordValues>({
    defaultValues: EMPTY,
  });
  const watched = useWatch({ control });
  const current = watched.currentPassword ?? "";
  const next = watched.newPassword ?? "";
  const confirm = watched.confirmPassword ?? "";
  const mismatch = confirm !== "" && next !== confirm;
  const canSubmit =
    current !== "" && next !== "" && confirm !== "" && !mismatch;

  const close = () => {
    reset(EMPTY);
    setAlert(undefined);
    change.reset();
    onClose();
  };

  const submit = handleSubmit((v) => {
    setAlert(undefined);
    if (v.newPassword !== v.confirmPassword) {
      setAlert("New passwords do not match");
      return;
    }
    if (codePointLength(v.newPassword) < PASSWORD_MIN_LENGTH) {
      setError("newPassword", {
        message: "Password must be at least 6 characters long",
      });
      return;
    }
    change.mutate(
      { current_password: v.currentPassword, new_password: v.newPassword },
      {
        onSuccess: () => {
          close();
          onChanged("Password changed successfully!");
        },
        onError: (error) => {
          setAlert(errorMessageOf(error, "Failed to change password"));
        },
      },
    );
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>Change Password</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2.5, pt: "8px !important" }}>
          {alert !== undefined && (
            <Alert
              severity="error"
              onClose={() => {
                setAlert(undefined);
              }}
            >
              {alert}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            required
          />
          <FormTextField
            control={control}
            name="newPassword"
            label="New Password"
            type="password"
            autoComplete="new-password"
            helperText="Must be at least 6 characters long"
            required
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            {...(mismatch ? { helperText: "Passwords do not match" } : {})}
            slotProps={{ formHelperText: { error: mismatch } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmit || change.isPending}
          >
            {change.isPending ? "Changing..." : "Change Password"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
