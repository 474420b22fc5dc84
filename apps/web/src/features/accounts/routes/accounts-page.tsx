import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import Refresh from "@mui/icons-material/Refresh";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { useCreateParam } from "../../../shared/hooks/use-create-param";
import { CreateButton } from "../../../shared/ui/create-button";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { ListPage } from "../../../shared/ui/list-page";
import { useNotify } from "../../../shared/ui/notifier";
import type { Account } from "../api/account-queries";
import { useAccounts } from "../api/account-queries";
import { AccountCard } from "../components/account-card";
import type { AccountMenuItem } from "../components/account-card-menu";
import { AccountFormDialog } from "../components/account-form-dialog";
import { AccountSummary } from "../components/account-summary";
import { DeleteAccountDialog } from "../components/delete-account-dialog";

/**
 * What another feature contributes to the page (web features never import each other,
 * docs/style.md §1): the bank-linking controls, composed in `app/routes`.
 */
export interface AccountsPageSlots {
  /** The Link Bank Account button and its flow. */
  linkAction?: ReactNode;
  /** Replaces the plain Refresh (reload) button, e.g. with one that syncs the banks first. */
  refreshAction?: ReactNode;
  /** Shown above the accounts: the linked banks and their health. */
  banner?: ReactNode;
  /** Shown on an account's card: its bank's status when it needs attention. */
  accountExtra?: (accountId: number) => ReactNode;
  /** Added to an account card's menu: the statement import into that account. */
  accountMenuItems?: (accountId: number) => readonly AccountMenuItem[];
}

/** The Accounts screen (docs/product.md §2): summary, one card per account, add/edit/delete. */
export function AccountsPage({
  linkAction,
  refreshAction,
  banner,
  accountExtra,
  accountMenuItems,
}: AccountsPageSlots = {}) {
  const accounts = useAccounts();
  const form = useDialogSession<Account>();
  const deletion = useDialogSession<Account>();
  const notify = useNotify();
  useCreateParam(() => {
    form.open();
  });
  const addButton = (
    <CreateButton
      label="Add Manual Account"
      onClick={() => {
        form.open();
      }}
    />
  );

  return (
    <ListPage
      title="Accounts"
      subtitle="Your bank and manual accounts, and what they add up to."
      actions={
        <>
          {linkAction}
          {addButton}
          {refreshAction ?? (
            <Button
              variant="outlined"
              startIcon={<Refresh />}
              disabled={accounts.isFetching}
              onClick={() => void accounts.refetch()}
            >
              Refresh
            </Button>
          )}
        </>
      }
      query={accounts}
      errorFallback="Failed to load accounts"
      loadingLabel="Loading accounts"
      banner={banner}
      empty={{
        icon: <AccountBalanceOutlined />,
        title: "No accounts found",
        description:
          "Link a bank to import its accounts and transactions, or add a manual account to track a balance, a card or a loan.",
        action: (
          <>
            {linkAction}
            {addButton}
          </>
        ),
      }}
      overview={(items) => <AccountSummary accounts={items} />}
      card={(account) => (
        <AccountCard
          key={account.id}
          account={account}
          onEdit={form.open}
          onDelete={deletion.open}
          extra={accountExtra?.(account.id)}
          menuItems={accountMenuItems?.(account.id)}
        />
      )}
    >
      <AccountFormDialog
        key={form.key}
        {...form.dialogProps}
        onSaved={notify.success}
      />
      <DeleteAccountDialog
        key={deletion.key}
        {...deletion.dialogProps}
        onDeleted={notify.success}
      />
    </ListPage>
  );
}
