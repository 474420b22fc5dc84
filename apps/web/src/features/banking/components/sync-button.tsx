import Refresh from "@mui/icons-material/Refresh";
import Sync from "@mui/icons-material/Sync";
import Button from "@mui/material/Button";
import { useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { SuccessSnackbar } from "../../../shared/ui/success-snackbar";
import { useSyncTransactions } from "../api/banking-mutations";
import { ErrorSnackbar } from "./error-snackbar";

interface SyncButtonProps {
  /** 'Sync' on /transactions, 'Refresh' on /accounts (product spec §2); both sync every bank. */
  label: "Sync" | "Refresh";
}

/** Syncs every linked bank, then reloads every list and figure. */
export function SyncButton({ label }: SyncButtonProps) {
  const sync = useSyncTransactions();
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const Icon = label === "Sync" ? Sync : Refresh;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Icon />}
        disabled={sync.isPending}
        onClick={() => {
          setError(undefined);
          sync.mutate(undefined, {
            onSuccess: () => {
              setMessage("Transactions synced successfully!");
            },
            onError: (failure) => {
              setError(errorMessageOf(failure, "Failed to sync transactions"));
            },
          });
        }}
      >
        {sync.isPending ? "Syncing..." : label}
      </Button>
      <SuccessSnackbar
        message={message}
        onClose={() => {
          setMessage(undefined);
        }}
      />
      <ErrorSnackbar
        message={error}
        onClose={() => {
          setError(undefined);
        }}
      />
    </>
  );
}
