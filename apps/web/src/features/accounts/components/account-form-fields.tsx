import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, isLiability } from "@finch/domain";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import type { Control } from "react-hook-form";
import { useController, useWatch } from "react-hook-form";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { FieldGrid, FormFields } from "../../../shared/ui/form-layout";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { MoneyField } from "../../../shared/ui/money-field";
import type { AccountFormOutput, AccountFormValues } from "./account-form";
import { balanceLabel } from "./account-form";

const TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: ACCOUNT_TYPE_LABELS[type],
}));

interface AccountFormFieldsProps {
  control: Control<AccountFormValues, unknown, AccountFormOutput>;
  /** Edits show the Active switch; a new account is always active. */
  isEdit: boolean;
  /** A linked account's balance comes from the bank and cannot be typed over. */
  isBalanceLocked: boolean;
}

/** Name, type, institution, balance (or amount owed) and, when editing, Active. */
export function AccountFormFields({
  control,
  isEdit,
  isBalanceLocked,
}: AccountFormFieldsProps) {
  const type = useWatch({ control, name: "account_type" });
  return (
    <FormFields>
      <FormTextField
        control={control}
        name="name"
        label="Account Name"
        autoFocus
        required
      />
      <FieldGrid>
        <FormSelectField
          control={control}
          name="account_type"
          label="Account Type"
          options={TYPE_OPTIONS}
          required
        />
        <MoneyField
          control={control}
          name="balance"
          label={balanceLabel(type)}
          messageLabel={balanceLabel(type)}
          sign="any"
          disabled={isBalanceLocked}
          hint={balanceHint(type, isBalanceLocked)}
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="institution_name"
        label="Institution (optional)"
        helperText="The bank or lender, if any"
      />
      {isEdit && <ActiveSwitch control={control} />}
    </FormFields>
  );
}

function ActiveSwitch({
  control,
}: {
  control: Control<AccountFormValues, unknown, AccountFormOutput>;
}) {
  const { field } = useController({ control, name: "is_active" });
  return (
    <FormControlLabel
      label="Active"
      control={
        <Switch
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

function balanceHint(
  type: AccountFormValues["account_type"],
  isLocked: boolean,
): string {
  if (isLocked) return "Kept up to date by your bank";
  return isLiability(type)
    ? "What you owe; saved as a negative balance"
    : "Use a minus sign for an overdrawn account";
}
