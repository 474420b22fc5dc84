import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";
import type { FormTextFieldProps } from "./form-text-field";

/** One choice of a select: the form value and what the user reads. */
export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues, TOut = T> extends Omit<
  FormTextFieldProps<T, TOut>,
  "type" | "autoComplete" | "slotProps"
> {
  options: readonly SelectOption[];
  /** Told the value the person picked, after the form took it (to reset fields that follow). */
  onValueChange?: (value: string) => void;
}

/**
 * A MUI select bound to react-hook-form; its error message shows beside the field. MUI's
 * `TextField` with its select, menu and popover loads with the forms that have one.
 */
export function FormSelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  options,
  helperText,
  onValueChange,
  ...textFieldProps
}: FormSelectFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...textFieldProps}
      select
      // No asterisk, as in `FormTextField`: our forms mark the optional fields instead.
      slotProps={{ inputLabel: { required: false } }}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
