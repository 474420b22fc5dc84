import type { TransactionBody } from "@finch/contracts";
import { todayIn } from "@finch/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { useSaveDialog } from "../../../shared/hooks/use-save-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { useMoneyProblem } from "../../../shared/ui/money-field";
import { useUserPreferences } from "../../../shared/user-preferences";
import {
  useCreateTransaction,
  useUpdateTransaction,
} from "../api/transaction-mutations";
import type { Transaction } from "../api/transaction-queries";
import { useAccountOptions } from "../hooks/use-account-options";
import type { TransactionFormValues } from "./transaction-form";
import {
  TRANSACTION_FIELDS_BY_WIRE_NAME,
  transactionFormDefaults,
  transactionFormSchema,
} from "./transaction-form";
import { TransactionFormFields } from "./transaction-form-fields";

interface TransactionFormDialogProps extends SessionDialogProps<Transaction> {
  /** Called with the success message once the server has saved the transaction. */
  onSaved: (message: string) => void;
  /** Called after an edit that changed the category (what a rule offer follows). */
  onCategoryChanged?: ((transactionId: number) => void) | undefined;
}

/**
 * Add Transaction / Edit Transaction. The page mounts a fresh one for every opening, so closing
 * resets the form (docs/product.md §4).
 */
export function TransactionFormDialog({
  open,
  item: transaction,
  onClose,
  onSaved,
  onCategoryChanged,
}: TransactionFormDialogProps) {
  const { timeZone } = useUserPreferences();
  const accounts = useAccountOptions(transaction?.account);
  const form = useForm<TransactionFormValues, unknown, TransactionBody>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: transactionFormDefaults(
      todayIn(new Date(), timeZone),
      transaction,
    ),
  });
  const { control } = form;
  const moneyProblem = useMoneyProblem(control, "amount", "Amount", "positive");
  const dialog = useSaveDialog({
    item: transaction,
    form,
    fieldsByWireName: TRANSACTION_FIELDS_BY_WIRE_NAME,
    create: useCreateTransaction(),
    createBodyOf: (body) => body,
    update: useUpdateTransaction(),
    // The form has no pending switch: an edit keeps what the bank said (the server would reset it).
    updateBodyOf: (body, item) => ({ ...body, is_pending: item.isPending }),
    noun: "Transaction",
    onSaved: (message) => {
      onSaved(message);
      // The form still holds what was saved: the dialog closes after this.
      if (
        transaction !== undefined &&
        form.getValues("category") !== transaction.category
      )
        onCategoryChanged?.(transaction.id);
    },
    onClose,
  });

  return (
    <FormDialog
      {...dialog.formDialogProps}
      open={open}
      title={dialog.isEdit ? "Edit Transaction" : "Add Transaction"}
      submitLabel={dialog.isEdit ? "Save Changes" : "Add Transaction"}
      canSubmit={moneyProblem === undefined}
    >
      <TransactionFormFields
        control={control}
        accountOptions={accounts.options}
        accountHint={accounts.hint}
        isSynced={transaction?.isSynced ?? false}
      />
    </FormDialog>
  );
}
