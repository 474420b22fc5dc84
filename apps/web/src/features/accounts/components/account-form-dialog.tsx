import type { CreateAccountBody } from "@finch/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { useSaveDialog } from "../../../shared/hooks/use-save-dialog";
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

interface AccountFormDialogProps extends SessionDialogProps<Account> {
  /** Called with the success message once the server has saved the account. */
  onSaved: (message: string) => void;
}

/**
 * The Add Manual Account dialog, also used to edit an account. The page mounts a fresh one for
 * every opening, so closing resets the form (docs/product.md §4).
 */
export function AccountFormDialog({
  open,
  item: account,
  onClose,
  onSaved,
}: AccountFormDialogProps) {
  const form = useForm<AccountFormValues, unknown, AccountFormOutput>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormDefaults(account),
  });
  const { control } = form;
  const type = useWatch({ control, name: "account_type" });
  const moneyProblem = useMoneyProblem(
    control,
    "balance",
    balanceLabel(type),
    "any",
  );
  const dialog = useSaveDialog<
    AccountFormValues,
    AccountFormOutput,
    Account,
    CreateAccountBody
  >({
    item: account,
    form,
    fieldsByWireName: ACCOUNT_FIELDS_BY_WIRE_NAME,
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
    noun: "Account",
    onSaved,
    onClose,
  });

  return (
    <FormDialog
      {...dialog.formDialogProps}
      open={open}
      title={dialog.isEdit ? "Edit Account" : "Add Manual Account"}
      submitLabel={dialog.isEdit ? "Save Changes" : "Add Account"}
      canSubmit={moneyProblem === undefined}
    >
      <AccountFormFields
        control={control}
        isEdit={dialog.isEdit}
        isBalanceLocked={account?.isManual === false}
      />
    </FormDialog>
  );
}
