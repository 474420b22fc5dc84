import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Shows each 422 `msg` beside the form field whose wire name is `loc[1]` (docs/style.md §5).
 * `fieldsByWireName` maps wire names (`full_name`) to form fields (`firstName`).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldsByWireName: Partial<Record<string, FieldPath<T>>>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const { loc, msg } of error.fieldErrors) {
    const wireName = loc[1];
    const field =
      typeof wireName === "string" ? fieldsByWireName[wireName] : undefined;
    if (field !== undefined) setError(field, { type: "server", message: msg });
  }
}
