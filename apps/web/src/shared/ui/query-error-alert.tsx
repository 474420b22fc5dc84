import Close from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import type { SxProps, Theme } from "@mui/material/styles";
import { useState } from "react";
import { errorMessageOf } from "../api-client";

interface QueryErrorAlertProps {
  /** The failed read, as TanStack Query reports it. */
  query: {
    isError: boolean;
    error: unknown;
    errorUpdatedAt: number;
    refetch: () => Promise<unknown>;
  };
  /** The contract's fallback text ('Failed to load accounts'). */
  fallback: string;
  /** Its margins where it sits (below a page's header by default). */
  sx?: SxProps<Theme>;
}

/**
 * A failed read: the server's detail or the fallback, in an alert the user can dismiss or retry
 * (docs/product.md §8). A later failure shows again even after the earlier one was dismissed.
 */
export function QueryErrorAlert({
  query,
  fallback,
  sx = { mb: 3 },
}: QueryErrorAlertProps) {
  const [dismissedAt, setDismissedAt] = useState<number>();
  if (!query.isError || dismissedAt === query.errorUpdatedAt) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        // An Alert with an action draws no close button of its own: both are given here.
        <>
          <Button
            color="inherit"
            size="small"
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
          <IconButton
            aria-label="Close"
            color="inherit"
            size="small"
            onClick={() => {
              setDismissedAt(query.errorUpdatedAt);
            }}
          >
            <Close fontSize="small" />
          </IconButton>
        </>
      }
    >
      {errorMessageOf(query.error, fallback)}
    </Alert>
  );
}
