import type { BudgetBody } from "@finch/contracts";
import { BUDGET_PERIODS } from "@finch/domain";
import InputAdornment from "@mui/material/InputAdornment";
import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import type { SelectOption } from "../../../shared/ui/form-select-field";
import { CategorySelectField } from "../../../shared/ui/category-select-field";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { FieldGrid, FormFields } from "../../../shared/ui/form-layout";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { MoneyField } from "../../../shared/ui/money-field";
import { PERIOD_LABELS } from "./budget-labels";
import type { BudgetFormValues } from "./budget-form";
import { isReadablePercent } from "./budget-form";

const PERIOD_OPTIONS: readonly SelectOption[] = BUDGET_PERIODS.map(
  (period) => ({ value: period, label: PERIOD_LABELS[period] }),
);

interface BudgetFormFieldsProps {
  control: Control<BudgetFormValues, unknown, BudgetBody>;
}

/** Name, category, period, amount and alert threshold. */
export function BudgetFormFields({ control }: BudgetFormFieldsProps) {
  const alertPercent = useWatch({ control, name: "alert_percent" });
  return (
    <FormFields>
      <FormTextField
        control={control}
        name="name"
        label="Budget Name"
        autoFocus
        required
      />
      <FieldGrid>
        <CategorySelectField control={control} name="category" />
        <FormSelectField
          control={control}
          name="period"
          label="Period"
          options={PERIOD_OPTIONS}
          required
        />
        <MoneyField
          control={control}
          name="amount"
          label="Amount"
          messageLabel="Amount"
          sign="positive"
          hint="The most you want to spend each period"
        />
        <FormTextField
          control={control}
          name="alert_percent"
          label="Alert Threshold"
          helperText={alertHint(alertPercent)}
          slotProps={{
            htmlInput: { inputMode: "decimal" },
            input: {
              endAdornment: <InputAdornment position="end">%</InputAdornment>,
            },
          }}
        />
      </FieldGrid>
    </FormFields>
  );
}

function alertHint(percent: string): string {
  if (!isReadablePercent(percent)) return "Not a number: 80% will be used";
  return "Near Limit once spending passes this share";
}
