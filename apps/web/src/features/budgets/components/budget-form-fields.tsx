import type { BudgetBody } from "@finch/contracts";
import { BUDGET_PERIODS, CATEGORIES, CATEGORY_LABELS } from "@finch/domain";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import type { SelectOption } from "../../../shared/ui/form-select-field";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { MoneyField } from "../../../shared/ui/money-field";
import { PERIOD_LABELS } from "./budget-labels";
import type { BudgetFormValues } from "./budget-form";
import { isReadablePercent } from "./budget-form";

const CATEGORY_OPTIONS: readonly SelectOption[] = CATEGORIES.map(
  (category) => ({ value: category, label: CATEGORY_LABELS[category] }),
);

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
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, pt: 1 }}>
      <FormTextField
        control={control}
        name="name"
        label="Budget Name"
        autoFocus
        required
      />
      <Box sx={pairSx}>
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          options={CATEGORY_OPTIONS}
          required
        />
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
      </Box>
    </Box>
  );
}

function alertHint(percent: string): string {
  if (!isReadablePercent(percent)) return "Not a number: 80% will be used";
  return "Near Limit once spending passes this share";
}

const pairSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
  gap: 2.5,
} as const;
