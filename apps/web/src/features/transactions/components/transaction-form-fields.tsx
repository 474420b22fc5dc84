import type { TransactionBody } from "@finch/contracts";
import type { Control } from "react-hook-form";
import { CategorySelectField } from "../../../shared/ui/category-select-field";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import type { SelectOption } from "../../../shared/ui/form-select-field";
import { FieldGrid, FormFields } from "../../../shared/ui/form-layout";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { MoneyField } from "../../../shared/ui/money-field";
import type { TransactionFormValues } from "./transaction-form";

const TYPE_OPTIONS: readonly SelectOption[] = [
  { value: "debit", label: "Debit (money out)" },
  { value: "credit", label: "Credit (money in)" },
];

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
    <FormFields>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        autoFocus
        required
      />
      <FieldGrid>
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
        <CategorySelectField control={control} name="category" />
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
      </FieldGrid>
    </FormFields>
  );
}
