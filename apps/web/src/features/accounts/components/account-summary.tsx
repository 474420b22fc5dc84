import { netWorth } from "@finch/domain";
import { SummaryCard } from "../../../shared/ui/summary-card";
import type { Account } from "../api/account-queries";

/**
 * Account Summary (docs/product.md §2, §9): assets, liabilities summed as absolute values, and net
 * worth = assets − liabilities, all in cents.
 */
export function AccountSummary({ accounts }: { accounts: readonly Account[] }) {
  const totals = netWorth(accounts);
  return (
    <SummaryCard
      title="Account Summary"
      figures={[
        { label: "Total Assets", cents: totals.assetsCents },
        { label: "Total Liabilities", cents: totals.liabilitiesCents },
        { label: "Net Worth", cents: totals.netWorthCents, tone: "negative" },
      ]}
    />
  );
}
