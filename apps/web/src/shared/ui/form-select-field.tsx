import MenuItem from "@mui/material/MenuItem";
import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./form-text-field";

/** One choice of a select: the form value and what the user reads. */
export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues, TOut = T> extends Omit<
  FormTextFieldProps<T, TOut>,
  "select" | "children" | "type" | "autoComplete" | "slotProps"
> {
  options: readonly SelectOption[];
}

/** A MUI select bound to react-hook-form; its error message shows beside the field. */
export function FormSelectField<T extends FieldValues, TOut = T>({
  options,
  ...fieldProps
}: FormSelectFieldProps<T, TOut>) {
  return (
    <FormTextField {...fieldProps} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
