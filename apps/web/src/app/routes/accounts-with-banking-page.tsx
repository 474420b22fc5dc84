import { AccountsPage } from "../../features/accounts/routes/accounts-page";
import { AccountBankStatus } from "../../features/banking/components/account-bank-status";
import { LinkBankButton } from "../../features/banking/components/link-bank-button";
import { LinkedBanksPanel } from "../../features/banking/components/linked-banks-panel";
import { SyncButton } from "../../features/banking/components/sync-button";

/**
 * /accounts with bank linking (docs/product.md §2): Link Bank Account, Refresh that syncs the
 * banks, the linked banks' health, and a status on the cards of a bank that needs attention.
 * Composed here because web features never import each other.
 */
export function AccountsWithBankingPage() {
  return (
    <AccountsPage
      linkAction={<LinkBankButton />}
      refreshAction={<SyncButton label="Refresh" />}
      banner={<LinkedBanksPanel />}
      accountExtra={(accountId) => <AccountBankStatus accountId={accountId} />}
    />
  );
}
