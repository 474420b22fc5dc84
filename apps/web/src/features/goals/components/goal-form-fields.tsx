import type { GoalBody } from "@finch/contracts";
import type { Control } from "react-hook-form";
import { FieldGrid, FormFields } from "../../../shared/ui/form-layout";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { MoneyField } from "../../../shared/ui/money-field";
import type { GoalFormValues } from "./goal-form";

interface GoalFormFieldsProps {
  control: Control<GoalFormValues, unknown, GoalBody>;
  /** Said under the date when it has passed (a refusal on create, a note on edit). */
  pastDateText: string | undefined;
}

/** Name, target amount, target date and an optional description. */
export function GoalFormFields({ control, pastDateText }: GoalFormFieldsProps) {
  return (
    <FormFields>
      <FormTextField
        control={control}
        name="name"
        label="Goal Name"
        autoFocus
        required
      />
      <FieldGrid>
        <MoneyField
          control={control}
          name="target_amount"
          label="Target Amount"
          messageLabel="Target amount"
          sign="positive"
          hint="How much you want to save"
        />
        <FormTextField
          control={control}
          name="target_date"
          label="Target Date"
          type="date"
          required
          {...(pastDateText === undefined ? {} : { helperText: pastDateText })}
          slotProps={{ inputLabel: { shrink: true, required: false } }}
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="description"
        label="Description (optional)"
        helperText="What you are saving for"
      />
    </FormFields>
  );
}
