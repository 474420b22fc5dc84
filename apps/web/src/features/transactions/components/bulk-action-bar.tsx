import type { TransactionBulkBody } from "@finch/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { countOf } from "../../../shared/count-text";
import { useNotify } from "../../../shared/ui/notifier";
import { useBulkTransactions } from "../api/transaction-mutations";
import { BulkDeleteDialog } from "./bulk-delete-dialog";
import { BulkEditForm, type BulkEdit } from "./bulk-edit-form";

interface BulkActionBarProps {
  /** The ticked transactions. */
  ids: number[];
  /** The list shows only suggested categories: offer to accept them all. */
  canAccept: boolean;
  /** Unticks every row: after an action, or Clear selection. */
  onClear: () => void;
}

/**
 * "3 selected" and what can be done to them at once: a category or merchant for all, accept the
 * suggestions, delete. All or nothing; afterwards the list reloads and the ticks clear.
 */
export function BulkActionBar({ ids, canAccept, onClear }: BulkActionBarProps) {
  const bulk = useBulkTransactions();
  const notify = useNotify();
  const [editing, setEditing] = useState<BulkEdit>();
  const [isDeleting, setDeleting] = useState(false);
  const run = (body: TransactionBulkBody, done: (n: number) => string) => {
    bulk.mutate(body, {
      onSuccess: ({ updated, deleted }) => {
        notify.success(done(body.delete === true ? deleted : updated));
        setEditing(undefined);
        setDeleting(false);
        onClear();
      },
      onError: (error) => {
        if (body.delete === true) return; // the dialog shows it
        notify.error(errorMessageOf(error, "Failed to update transactions"));
      },
    });
  };
  return (
    <Card component="section" aria-label="Bulk actions" sx={barSx}>
      <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {`${String(ids.length)} selected`}
      </Typography>
      {editing === undefined ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setEditing("category");
            }}
          >
            Change category
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setEditing("merchant");
            }}
          >
            Change merchant
          </Button>
          {canAccept && (
            <Button
              variant="outlined"
              size="small"
              disabled={bulk.isPending}
              onClick={() => {
                run(
                  { ids, accept: true },
                  (n) => `Accepted ${countOf(n, "suggestion")}`,
                );
              }}
            >
              Accept suggestions
            </Button>
          )}
          <Button
            variant="outlined"
            size="small"
            color="error"
            onClick={() => {
              // The dialog shows this call's failure, not one of an earlier change.
              bulk.reset();
              setDeleting(true);
            }}
          >
            Delete
          </Button>
        </Box>
      ) : (
        <BulkEditForm
          edit={editing}
          isPending={bulk.isPending}
          onApply={(set) => {
            run({ ids, set }, (n) => `Updated ${countOf(n, "transaction")}`);
          }}
          onCancel={() => {
            setEditing(undefined);
          }}
        />
      )}
      <Button
        size="small"
        color="inherit"
        onClick={onClear}
        sx={{ ml: { sm: "auto" } }}
      >
        Clear selection
      </Button>
      <BulkDeleteDialog
        open={isDeleting}
        count={ids.length}
        isPending={bulk.isPending}
        error={
          bulk.isError && isDeleting
            ? errorMessageOf(bulk.error, "Failed to delete transactions")
            : undefined
        }
        onConfirm={() => {
          run(
            { ids, delete: true },
            (n) => `Deleted ${countOf(n, "transaction")}`,
          );
        }}
        onClose={() => {
          bulk.reset();
          setDeleting(false);
        }}
      />
    </Card>
  );
}

const barSx = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 1.5,
  px: { xs: 2, md: 2.5 },
  py: 1.5,
  mb: 2,
  border: 1,
  borderColor: "primary.light",
} as const;
