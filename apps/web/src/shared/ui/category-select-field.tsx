import { CATEGORIES, CATEGORY_LABELS } from "@finch/domain";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormSelectField, type SelectOption } from "./form-select-field";

/** Every category, in the contract's order, as users read it. */
const CATEGORY_OPTIONS: readonly SelectOption[] = CATEGORIES.map(
  (category) => ({ value: category, label: CATEGORY_LABELS[category] }),
);

interface CategorySelectFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}

/** The required Category select of the budget and transaction forms. */
export function CategorySelectField<T extends FieldValues, TOut>({
  control,
  name,
}: CategorySelectFieldProps<T, TOut>) {
  return (
    <FormSelectField
      control={control}
      name={name}
      label="Category"
      options={CATEGORY_OPTIONS}
      required
    />
  );
}
