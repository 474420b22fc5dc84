import { isLiability, netWorth, type Cents } from "@finch/domain";
import type { AssistantAccount, Snapshot } from "../snapshot";

/** Balances and net worth as the accounts page shows them. */
export interface AccountsResult {
  accounts: (AssistantAccount & { isLiability: boolean })[];
  assetsCents: Cents;
  /** Positive: what is owed. */
  liabilitiesCents: Cents;
  netWorthCents: Cents;
  asOf: string;
}

/**
 * Accounts with assets, liabilities (as a positive amount owed) and net worth, by the domain's
 * one rule (`netWorth`): the Accounts page and the dashboard show the same figures.
 */
export function getAccounts(snapshot: Snapshot): AccountsResult {
  const accounts = snapshot.accounts.map((a) => ({
    ...a,
    isLiability: isLiability(a.type),
  }));
  const totals = netWorth(
    accounts.map((a) => ({
      accountType: a.type,
      balanceCents: a.balanceCents,
    })),
  );
  return {
    accounts,
    assetsCents: totals.assetsCents,
    liabilitiesCents: totals.liabilitiesCents,
    netWorthCents: totals.netWorthCents,
    asOf: snapshot.today,
  };
}
