import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { PageHeader } from "./page-header";
import { QueryErrorAlert } from "./query-error-alert";

interface ListPageProps<T> {
  title: string;
  subtitle: string;
  /** The header's buttons. */
  actions: ReactNode;
  /** The page's list read, as TanStack Query reports it. */
  query: {
    data: readonly T[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    errorUpdatedAt: number;
    refetch: () => Promise<unknown>;
  };
  /** The contract's fallback text when the read fails ('Failed to load goals'). */
  errorFallback: string;
  /** What the spinner says to a screen reader while the list loads ('Loading goals'). */
  loadingLabel: string;
  /** What the page shows when the list is empty; its button is the header's unless given. */
  empty: {
    icon: ReactNode;
    title: string;
    description: string;
    action?: ReactNode;
  };
  /** Under the header and its error, whatever the list holds (a banner). */
  banner?: ReactNode;
  /** The figures above the cards (an overview of every item). */
  overview: (items: readonly T[]) => ReactNode;
  /** One card per item, keyed. */
  card: (item: T) => ReactNode;
  /** From which width a third column of cards fits. */
  threeColumnsFrom?: "lg" | "xl";
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * The one scaffold of the card-list screens (accounts, budgets, goals): header with its actions,
 * the read's error alert, a spinner while it loads, the empty state, then an overview and a grid
 * of cards; the page's dialogs are its children.
 */
export function ListPage<T>({
  title,
  subtitle,
  actions,
  query,
  errorFallback,
  loadingLabel,
  empty,
  banner,
  overview,
  card,
  threeColumnsFrom = "lg",
  children,
}: ListPageProps<T>) {
  const items = query.data;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <QueryErrorAlert query={query} fallback={errorFallback} />
      {banner}
      {query.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )}
      {items?.length === 0 && (
        <Card>
          <EmptyState action={actions} {...empty} />
        </Card>
      )}
      {items !== undefined && items.length > 0 && (
        <>
          {overview(items)}
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: {
                xs: "1fr",
                sm: "repeat(2, 1fr)",
                [threeColumnsFrom]: "repeat(3, 1fr)",
              },
              gap: { xs: 2, md: 3 },
            }}
          >
            {items.map(card)}
          </Box>
        </>
      )}
      {children}
    </>
  );
}
