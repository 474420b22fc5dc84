import type { CreateAccountBody } from "@finch/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useSaveDialog } from "../../../shared/hooks/use-save-dialog";
import { showServerFieldErrors } from "../../../shared/server-field-errors";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { useMoneyProblem } from "../../../shared/ui/money-field";
import { useCreateAccount, useUpdateAccount } from "../api/account-mutations";
import type { Account } from "../api/account-queries";
import type { AccountFormOutput, AccountFormValues } from "./account-form";
import {
  ACCOUNT_FIELDS_BY_WIRE_NAME,
  accountFormDefaults,
  accountFormSchema,
  balanceLabel,
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
 * every opening, so closing resets the form (docs/product.md §4).
 */
export function AccountFormDialog({
  open,
  account,
  onClose,
  onSaved,
}: AccountFormDialogProps) {
  const { control, handleSubmit, setError } = useForm<
    AccountFormValues,
    unknown,
    AccountFormOutput
  >({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormDefaults(account),
  });
  const type = useWatch({ control, name: "account_type" });
  const moneyProblem = useMoneyProblem(
    control,
    "balance",
    balanceLabel(type),
    "any",
  );
  const dialog = useSaveDialog<AccountFormOutput, Account, CreateAccountBody>({
    item: account,
    idOf: (a: Account) => a.id,
    create: useCreateAccount(),
    // A new account is active; the create payload is the contract's four fields
    // (docs/product.md §3).
    createBodyOf: (values) => ({
      name: values.name,
      account_type: values.account_type,
      institution_name: values.institution_name,
      current_balance: values.current_balance,
    }),
    update: useUpdateAccount(),
    texts: {
      created: "Account created successfully!",
      updated: "Account updated successfully!",
      createFailed: "Failed to create account",
      updateFailed: "Failed to update account",
    },
    onSaved,
    onClose,
    onError: (error) => {
      showServerFieldErrors(error, setError, ACCOUNT_FIELDS_BY_WIRE_NAME);
    },
  });

  return (
    <FormDialog
      open={open}
      title={dialog.isEdit ? "Edit Account" : "Add Manual Account"}
      submitLabel={dialog.isEdit ? "Save Changes" : "Add Account"}
      isPending={dialog.isPending}
      canSubmit={moneyProblem === undefined}
      error={dialog.error}
      onDismissError={dialog.dismissError}
      onSubmit={handleSubmit(dialog.save)}
      onClose={onClose}
    >
      <AccountFormFields
        control={control}
        isEdit={dialog.isEdit}
        isBalanceLocked={account?.isManual === false}
      />
    </FormDialog>
  );
}
