import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Where a 422's messages go: wire names (`full_name`) mapped to form fields (`firstName`), read
 * from `loc[1]`; or, for a form with lists of rows, a function from the whole `loc`
 * (`["body", "conditions", 0, "value"]`) to the form field, undefined for none.
 */
export type ServerFieldMap<T extends FieldValues> =
  | Partial<Record<string, FieldPath<T>>>
  | ((loc: readonly (string | number)[]) => FieldPath<T> | undefined);

/** Shows each 422 `msg` beside the form field its `loc` names (docs/style.md §5). */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldsByWireName: ServerFieldMap<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const { loc, msg } of error.fieldErrors) {
    const field = fieldOf(loc, fieldsByWireName);
    if (field !== undefined) setError(field, { type: "server", message: msg });
  }
}

function fieldOf<T extends FieldValues>(
  loc: readonly (string | number)[],
  fields: ServerFieldMap<T>,
): FieldPath<T> | undefined {
  if (typeof fields === "function") return fields(loc);
  const wireName = loc[1];
  return typeof wireName === "string" ? fields[wireName] : undefined;
}
