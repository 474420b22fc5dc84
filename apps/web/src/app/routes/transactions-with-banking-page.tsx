import { SyncButton } from "../../features/banking/components/sync-button";
import { ImportButton } from "../../features/imports/components/import-button";
import { ImportHistoryLink } from "../../features/imports/components/import-history-link";
import { RuleOfferNotice } from "../../features/rules/components/rule-offer-notice";
import { RulesLink } from "../../features/rules/components/rules-link";
import { useRuleOffer } from "../../features/rules/hooks/use-rule-offer";
import { TransactionsPage } from "../../features/transactions/routes/transactions-page";

/**
 * /transactions with the bank Sync button (docs/product.md §2), the statement Import button and
 * history link (docs/design/imports.md §5), and the Rules link with the "always categorise"
 * offer after a category change (docs/design/rules.md), composed across features here.
 */
export function TransactionsWithBankingPage() {
  const ruleOffer = useRuleOffer();
  return (
    <TransactionsPage
      syncAction={<SyncButton label="Sync" />}
      rulesAction={<RulesLink />}
      importAction={
        <>
          <ImportHistoryLink />
          <ImportButton />
        </>
      }
      notice={<RuleOfferNotice {...ruleOffer.noticeProps} />}
      onCategoryChanged={ruleOffer.ask}
    />
  );
}
