import type { RuleField } from "@finch/contracts";
import Box from "@mui/material/Box";
import { useWatch } from "react-hook-form";
import { useAccountChoices } from "../../../shared/account-choices";
import { CategorySelectField } from "../../../shared/ui/category-select-field";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { FormTextField } from "../../../shared/ui/form-text-field";
import type { RuleFormControl } from "./rule-form";
import { TYPE_LABELS } from "./rule-texts";

const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

interface ConditionValueFieldProps extends Pick<RuleFormControl, "control"> {
  index: number;
  field: RuleField;
}

/** The value of a condition, as its field needs it: text, an amount or two, or a choice. */
export function ConditionValueField({
  control,
  index,
  field,
}: ConditionValueFieldProps) {
  const op = useWatch({ control, name: `conditions.${index}.op` });
  const value = `conditions.${index}.value` as const;
  switch (field) {
    case "description":
    case "merchant_name":
      return op === "matches" ? (
        <FormTextField
          control={control}
          name={value}
          label="Pattern"
          required
          helperText="A regular expression; capitals do not matter"
        />
      ) : (
        <FormTextField control={control} name={value} label="Text" required />
      );
    case "amount":
      return op === "between" ? (
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}>
          <AmountInput control={control} name={value} label="From" />
          <AmountInput
            control={control}
            name={`conditions.${index}.valueTo`}
            label="To"
          />
        </Box>
      ) : (
        <AmountInput control={control} name={value} label="Amount" />
      );
    case "account_id":
      return <AccountSelect control={control} name={value} />;
    case "transaction_type":
      return (
        <FormSelectField
          control={control}
          name={value}
          label="Type"
          options={TYPE_OPTIONS}
        />
      );
    case "category":
      return <CategorySelectField control={control} name={value} />;
  }
}

type ValueName = `conditions.${number}.value` | `conditions.${number}.valueTo`;

function AmountInput({
  control,
  name,
  label,
}: Pick<RuleFormControl, "control"> & { name: ValueName; label: string }) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
    />
  );
}

function AccountSelect({
  control,
  name,
}: Pick<RuleFormControl, "control"> & { name: ValueName }) {
  const accounts = useAccountChoices();
  const chosen = useWatch({ control, name });
  const options = (accounts.data ?? []).map((account) => ({
    value: String(account.id),
    label: account.label,
  }));
  // A rule may name an account deleted since: it stays chosen, and says so.
  if (chosen !== "" && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: "A deleted account" });
  return (
    <FormSelectField
      control={control}
      name={name}
      label="Account"
      options={options}
      {...(accounts.isPending
        ? { helperText: "Loading your accounts..." }
        : {})}
    />
  );
}
