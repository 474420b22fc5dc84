import type { ReactNode } from "react";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import { ReportLoading } from "./report-loading";

interface ReportQueryStateProps<T> {
  /** The report's read, as TanStack Query reports it. */
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    errorUpdatedAt: number;
    refetch: () => Promise<unknown>;
  };
  /** The alert's text when the server gives none ('Failed to load cash flow'). */
  errorFallback: string;
  /** What the spinner says to a screen reader ('Loading cash flow'). */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * A report's read: its error (the server's detail or the fallback, with Retry), a spinner until
 * the first answer, then the report. A failed refresh keeps the last figures under the alert.
 */
export function ReportQueryState<T>({
  query,
  errorFallback,
  loadingLabel,
  children,
}: ReportQueryStateProps<T>) {
  return (
    <>
      <QueryErrorAlert query={query} fallback={errorFallback} />
      {query.data !== undefined
        ? children(query.data)
        : query.isPending && <ReportLoading label={loadingLabel} />}
    </>
  );
}
