import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import type { FormHelperTextProps } from "@mui/material/FormHelperText";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import InputLabel from "@mui/material/InputLabel";
import type { InputLabelProps } from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { OutlinedInputProps } from "@mui/material/OutlinedInput";
import { useId } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";

/** The parts of the field a form may adjust, as MUI's `TextField` names them. */
export interface FormFieldSlotProps {
  /** The outlined input: adornments. */
  input?: Partial<OutlinedInputProps>;
  /** The `<input>` element itself: `inputMode`, `readOnly`. */
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

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
  slotProps?: FormFieldSlotProps;
}

/**
 * A text field bound to react-hook-form; its error message shows beside the field. Built from
 * the parts MUI's `TextField` is made of (control, label, outlined input, helper text) rather
 * than `TextField` itself, which brings MUI's select, menu and popover to every form that uses it
 * — the sign-in page included (ADR 0043). Selects use `FormSelectField`.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  helperText,
  slotProps,
  required,
  disabled,
  ...inputAttributes
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const helper = fieldState.error?.message ?? helperText;
  const helperId = helper === undefined ? undefined : `${id}-helper-text`;
  const { shrink } = slotProps?.inputLabel ?? {};
  return (
    <FormControl
      fullWidth
      variant="outlined"
      error={fieldState.invalid}
      required={required ?? false}
      disabled={disabled ?? false}
    >
      <InputLabel
        htmlFor={id}
        id={`${id}-label`}
        // `required` reaches the input (assistive technology announces it) but draws no
        // asterisk: our forms mark the optional fields instead, since most fields are required.
        required={false}
        {...slotProps?.inputLabel}
      >
        {label}
      </InputLabel>
      <OutlinedInput
        // type, autoComplete, autoFocus
        {...inputAttributes}
        id={id}
        label={label}
        // An always-raised label leaves its gap in the outline from the start.
        {...(shrink === undefined ? {} : { notched: shrink })}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
      {helper !== undefined && (
        <FormHelperText id={helperId} {...slotProps?.formHelperText}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
