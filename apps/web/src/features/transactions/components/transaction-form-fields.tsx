import { CATEGORIES, CATEGORY_LABELS } from "@finch/domain";
import type { TransactionBody } from "@finch/contracts";
import Box from "@mui/material/Box";
import type { Control } from "react-hook-form";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import type { SelectOption } from "../../../shared/ui/form-select-field";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { MoneyField } from "../../../shared/ui/money-field";
import type { TransactionFormValues } from "./transaction-form";

const TYPE_OPTIONS: readonly SelectOption[] = [
  { value: "debit", label: "Debit (money out)" },
  { value: "credit", label: "Credit (money in)" },
];

const CATEGORY_OPTIONS: readonly SelectOption[] = CATEGORIES.map(
  (category) => ({ value: category, label: CATEGORY_LABELS[category] }),
);

interface TransactionFormFieldsProps {
  control: Control<TransactionFormValues, unknown, TransactionBody>;
  accountOptions: readonly SelectOption[];
  /** Under the account select while the user's accounts load or when there are none. */
  accountHint?: string | undefined;
  /** A bank-synced row: the bank sets its amount, type, account and date (read-only here). */
  isSynced?: boolean;
}

const SET_BY_BANK = "Set by your bank";

/** Description, merchant, amount, type, category, account and date. */
export function TransactionFormFields({
  control,
  accountOptions,
  accountHint,
  isSynced = false,
}: TransactionFormFieldsProps) {
  const bankSet = isSynced
    ? ({ disabled: true, helperText: SET_BY_BANK } as const)
    : {};
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, pt: 1 }}>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        autoFocus
        required
      />
      <Box sx={pairSx}>
        <MoneyField
          control={control}
          name="amount"
          label="Amount"
          messageLabel="Amount"
          sign="positive"
          hint={
            isSynced
              ? SET_BY_BANK
              : "Always positive; the type says which way it went"
          }
          disabled={isSynced}
        />
        <FormSelectField
          control={control}
          name="transaction_type"
          label="Type"
          options={TYPE_OPTIONS}
          required
          {...bankSet}
        />
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          options={CATEGORY_OPTIONS}
          required
        />
        <FormSelectField
          control={control}
          name="account_id"
          label="Account"
          options={accountOptions}
          required
          {...(accountHint === undefined ? {} : { helperText: accountHint })}
          {...bankSet}
        />
        <FormTextField
          control={control}
          name="transaction_date"
          label="Date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true, required: false } }}
          {...bankSet}
        />
        <FormTextField
          control={control}
          name="merchant_name"
          label="Merchant (optional)"
        />
      </Box>
    </Box>
  );
}

const pairSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
  gap: 2.5,
} as const;
