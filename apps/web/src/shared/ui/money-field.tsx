import { moneyTextProblem, type MoneySign } from "@finch/contracts";
import { currencyDecimals } from "@finch/domain";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { useUserPreferences } from "../user-preferences";
import { FormTextField } from "./form-text-field";

interface MoneyFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** The label the messages use ('Amount must be a number'). */
  messageLabel: string;
  sign: MoneySign;
  hint: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A money field: money typed the usual ways ('$1,250.00', '(100)') is read by the same rule the
 * server applies; what cannot be read, or has more than two decimals, is said under the field
 * as it is typed (never saved as 0), and `useMoneyProblem` keeps the submit disabled meanwhile.
 */
export function MoneyField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  messageLabel,
  sign,
  hint,
  autoFocus,
  disabled,
}: MoneyFieldProps<T, TOut>) {
  const problem = useMoneyProblem(control, name, messageLabel, sign);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required
      autoFocus={autoFocus ?? false}
      disabled={disabled ?? false}
      helperText={problem ?? hint}
      slotProps={{
        htmlInput: { inputMode: "decimal" },
        formHelperText: { error: problem !== undefined },
      }}
    />
  );
}

/** The message for the money typed in `name`, or undefined when it can be saved (or is empty). */
export function useMoneyProblem<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  name: FieldPath<T>,
  messageLabel: string,
  sign: MoneySign,
): string | undefined {
  const text: unknown = useWatch({ control, name });
  const { currency } = useUserPreferences();
  return typeof text === "string"
    ? moneyTextProblem(text, messageLabel, sign, currencyDecimals(currency))
    : undefined;
}
