import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { FormTextFieldProps } from "../../../shared/ui/form-text-field";
import { FormTextField } from "../../../shared/ui/form-text-field";

type PasswordFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  "type" | "slotProps"
>;

/** A password input with a show/hide toggle (docs/product.md §2 /login, /register). */
export function PasswordField<T extends FieldValues>(
  props: PasswordFieldProps<T>,
) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? "text" : "password"}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? "Hide password" : "Show password"}
                edge="end"
                onClick={() => {
                  setVisible((visible) => !visible);
                }}
                // Keeps the caret in the field instead of moving focus to the toggle.
                onMouseDown={(event) => {
                  event.preventDefault();
                }}
              >
                {isVisible ? (
                  <VisibilityOff fontSize="small" />
                ) : (
                  <Visibility fontSize="small" />
                )}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
