import type { TransactionBody } from "@finch/contracts";
import { todayIn } from "@finch/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useForm } from "react-hook-form";
import { errorMessageOf } from "../../../shared/api-client";
import { showServerFieldErrors } from "../../../shared/server-field-errors";
import { useUserPreferences } from "../../../shared/user-preferences";
import {
  useCreateTransaction,
  useUpdateTransaction,
} from "../api/transaction-mutations";
import type { Transaction } from "../api/transaction-queries";
import type { TransactionFormValues } from "./transaction-form";
import {
  TRANSACTION_FIELDS_BY_WIRE_NAME,
  transactionFormDefaults,
  transactionFormSchema,
} from "./transaction-form";
import { TransactionFormFields } from "./transaction-form-fields";
import { useAccountOptions } from "../hooks/use-account-options";

interface TransactionFormDialogProps {
  open: boolean;
  /** The transaction to edit; without one the dialog adds a transaction. */
  transaction?: Transaction | undefined;
  onClose: () => void;
  /** Called with the success message once the server has saved the transaction. */
  onSaved: (message: string) => void;
}

/**
 * Add Transaction / Edit Transaction. The page mounts a fresh one for every opening, so closing
 * resets the form (product spec §4).
 */
export function TransactionFormDialog({
  open,
  transaction,
  onClose,
  onSaved,
}: TransactionFormDialogProps) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const isEdit = transaction !== undefined;
  const save = isEdit ? update : create;
  const { timeZone } = useUserPreferences();
  const accounts = useAccountOptions(transaction?.account);
  const { control, handleSubmit, setError } = useForm<
    TransactionFormValues,
    unknown,
    TransactionBody
  >({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: transactionFormDefaults(
      todayIn(new Date(), timeZone),
      transaction,
    ),
  });

  const submit = (body: TransactionBody) => {
    const callbacks = {
      onSuccess: () => {
        onSaved(
          isEdit
            ? "Transaction updated successfully!"
            : "Transaction created successfully!",
        );
        onClose();
      },
      onError: (error: unknown) => {
        showServerFieldErrors(error, setError, TRANSACTION_FIELDS_BY_WIRE_NAME);
      },
    };
    if (transaction === undefined) {
      create.mutate(body, callbacks);
      return;
    }
    // The form has no pending switch: an edit keeps what the bank said (the server would reset it).
    update.mutate(
      {
        id: transaction.id,
        body: { ...body, is_pending: transaction.isPending },
      },
      callbacks,
    );
  };

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        sx={{ display: "flex", flexDirection: "column", minHeight: 0 }}
      >
        <DialogTitle>
          {isEdit ? "Edit Transaction" : "Add Transaction"}
        </DialogTitle>
        <DialogContent>
          {save.isError && (
            <Alert
              severity="error"
              onClose={() => {
                save.reset();
              }}
              sx={{ mb: 2 }}
            >
              {errorMessageOf(
                save.error,
                isEdit
                  ? "Failed to update transaction"
                  : "Failed to create transaction",
              )}
            </Alert>
          )}
          <TransactionFormFields
            control={control}
            accountOptions={accounts.options}
            accountHint={accounts.hint}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={save.isPending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {submitLabel(isEdit, save.isPending)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function submitLabel(isEdit: boolean, isPending: boolean): string {
  if (isPending) return "Saving...";
  return isEdit ? "Save Changes" : "Add Transaction";
}
