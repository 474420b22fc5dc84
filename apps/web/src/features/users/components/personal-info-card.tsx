import { zodResolver } from "@hookform/resolvers/zod";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { UserProfileResponse } from "@finch/contracts";
import { useForm } from "react-hook-form";
import { errorMessageOf } from "../../../shared/api-client";
import { showServerFieldErrors } from "../../../shared/server-field-errors";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { useUpdateProfile } from "../api/user-mutations";
import {
  CURRENCY_OPTIONS,
  PERSONAL_INFO_FIELDS_BY_WIRE_NAME,
  personalInfoSchema,
  personalInfoValuesOf,
  profileBodyOf,
  type PersonalInfoValues,
} from "./personal-info-form";
import { SettingsCard } from "./settings-card";
import { TimeZoneField } from "./time-zone-field";

interface PersonalInfoCardProps {
  profile: UserProfileResponse;
  onSaved: (message: string) => void;
}

/** Full name, the read-only email, phone, currency and time zone (docs/product.md §2, §5). */
export function PersonalInfoCard({ profile, onSaved }: PersonalInfoCardProps) {
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, reset } =
    useForm<PersonalInfoValues>({
      defaultValues: personalInfoValuesOf(profile),
      resolver: zodResolver(personalInfoSchema),
    });

  const submit = handleSubmit((values) => {
    update.mutate(profileBodyOf(values, profile.notification_preferences), {
      onSuccess: (saved) => {
        reset(personalInfoValuesOf(saved));
        onSaved("Profile updated successfully!");
      },
      onError: (error) => {
        showServerFieldErrors(
          error,
          setError,
          PERSONAL_INFO_FIELDS_BY_WIRE_NAME,
        );
      },
    });
  });

  return (
    <SettingsCard title="Personal Information" icon={<PersonOutlined />}>
      <Box
        component="form"
        noValidate
        aria-label="Personal Information"
        onSubmit={(event) => void submit(event)}
        sx={{ display: "grid", gap: 2.5 }}
      >
        {update.isError && (
          <Alert
            severity="error"
            onClose={() => {
              update.reset();
            }}
          >
            {errorMessageOf(update.error, "Failed to update profile")}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="fullName"
          label="Full Name"
          autoComplete="name"
          required
        />
        <TextField
          label="Email Address"
          value={profile.email}
          helperText="Email cannot be changed"
          slotProps={{ htmlInput: { readOnly: true } }}
          disabled
        />
        <FormTextField
          control={control}
          name="phoneNumber"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          helperText="Optional"
        />
        <Box
          sx={{
            display: "grid",
            gap: 2.5,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          }}
        >
          <FormSelectField
            control={control}
            name="currency"
            label="Currency"
            options={CURRENCY_OPTIONS}
          />
          <TimeZoneField control={control} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </Box>
      </Box>
    </SettingsCard>
  );
}
