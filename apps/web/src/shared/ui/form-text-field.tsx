import TextField from "@mui/material/TextField";
import type { TextFieldProps } from "@mui/material/TextField";
import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";

/** The text field props a form may set; value, change and error state come from the form. */
export interface FormTextFieldProps<T extends FieldValues, TOut = T> {
  /** The form's control; `TOut` is what its resolver turns the values into. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
  slotProps?: TextFieldProps["slotProps"];
  /** A select: its choices are the children (see FormSelectField). */
  select?: boolean;
  children?: ReactNode;
}

/** A MUI text field bound to react-hook-form; its error message shows beside the field. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...textFieldProps}
      // `required` reaches the input (assistive technology announces it) but draws no asterisk:
      // our forms mark the optional fields instead, since most fields are required.
      slotProps={{ inputLabel: { required: false }, ...slotProps }}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
