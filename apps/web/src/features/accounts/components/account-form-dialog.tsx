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
import { useCreateAccount, useUpdateAccount } from "../api/account-mutations";
import type { Account } from "../api/account-queries";
import type { AccountFormOutput, AccountFormValues } from "./account-form";
import {
  ACCOUNT_FIELDS_BY_WIRE_NAME,
  accountFormDefaults,
  accountFormSchema,
} from "./account-form";
import { AccountFormFields } from "./account-form-fields";

interface AccountFormDialogProps {
  open: boolean;
  /** The account to edit; without one the dialog adds a manual account. */
  account?: Account | undefined;
  onClose: () => void;
  /** Called with the success message once the server has saved the account. */
  onSaved: (message: string) => void;
}

/**
 * The Add Manual Account dialog, also used to edit an account. The page mounts a fresh one for
 * every opening, so closing resets the form (product spec §4).
 */
export function AccountFormDialog({
  open,
  account,
  onClose,
  onSaved,
}: AccountFormDialogProps) {
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const isEdit = account !== undefined;
  const save = isEdit ? update : create;
  const { control, handleSubmit, setError } = useForm<
    AccountFormValues,
    unknown,
    AccountFormOutput
  >({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormDefaults(account),
  });

  const submit = (values: AccountFormOutput) => {
    const onError = (error: unknown) => {
      showServerFieldErrors(error, setError, ACCOUNT_FIELDS_BY_WIRE_NAME);
    };
    const finish = (message: string) => () => {
      onSaved(message);
      onClose();
    };
    if (account === undefined) {
      // A new account is active; the create payload is the contract's four fields (spec §3).
      const { name, account_type, institution_name, current_balance } = values;
      create.mutate(
        { name, account_type, institution_name, current_balance },
        {
          onSuccess: finish("Account created successfully!"),
          onError,
        },
      );
      return;
    }
    update.mutate(
      { id: account.id, body: values },
      { onSuccess: finish("Account updated successfully!"), onError },
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
          {isEdit ? "Edit Account" : "Add Manual Account"}
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
                  ? "Failed to update account"
                  : "Failed to create account",
              )}
            </Alert>
          )}
          <AccountFormFields
            control={control}
            isEdit={isEdit}
            isBalanceLocked={account?.isManual === false}
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
  return isEdit ? "Save Changes" : "Add Account";
}
