import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";

/** One choice of a select: the form value and what the user reads. */
export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues, TOut = T> {
  /** The form's control; `TOut` is what its resolver turns the values into. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** A MUI select bound to react-hook-form; its error message shows beside the field. */
export function FormSelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  helperText,
  ...selectProps
}: FormSelectFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...selectProps}
      select
      label={label}
      // As in FormTextField: required reaches assistive technology, no asterisk is drawn.
      slotProps={{ inputLabel: { required: false } }}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
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
