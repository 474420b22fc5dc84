import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import { AccountsPage } from "../../features/accounts/routes/accounts-page";
import { AccountBankStatus } from "../../features/banking/components/account-bank-status";
import { LinkBankButton } from "../../features/banking/components/link-bank-button";
import { LinkedBanksPanel } from "../../features/banking/components/linked-banks-panel";
import { SyncButton } from "../../features/banking/components/sync-button";
import {
  ImportDialog,
  type ImportTarget,
} from "../../features/imports/components/import-dialog";
import { useImportedNotice } from "../../features/imports/hooks/use-imported-notice";
import { useDialogSession } from "../../shared/hooks/use-dialog-session";

/**
 * /accounts with bank linking (docs/product.md §2): Link Bank Account, Refresh that syncs the
 * banks, the linked banks' health, and a status on the cards of a bank that needs attention; and
 * Import statement in each card's menu (docs/design/imports.md §5). Composed here because web
 * features never import each other.
 */
export function AccountsWithBankingPage() {
  const importing = useDialogSession<ImportTarget>();
  const onImported = useImportedNotice();
  return (
    <>
      <AccountsPage
        linkAction={<LinkBankButton />}
        refreshAction={<SyncButton label="Refresh" />}
        banner={<LinkedBanksPanel />}
        accountExtra={(accountId) => (
          <AccountBankStatus accountId={accountId} />
        )}
        accountMenuItems={(accountId) => [
          {
            label: "Import statement",
            icon: <UploadFileOutlined fontSize="small" />,
            onClick: () => {
              importing.open({ accountId });
            },
          },
        ]}
      />
      <ImportDialog
        key={importing.key}
        {...importing.dialogProps}
        onImported={onImported}
      />
    </>
  );
}
