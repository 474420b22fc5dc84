import { isLiability, sumCents, toCents, type Cents } from "@finch/domain";
import { z } from "zod";
import type { AssistantAccount, Snapshot } from "../snapshot";

/** `get_accounts` takes no parameters. */
export const getAccountsParams = z.object({});

/** Balances and net worth as the accounts page shows them (liabilities negative). */
export interface AccountsResult {
  accounts: (AssistantAccount & { isLiability: boolean })[];
  assetsCents: Cents;
  /** Positive: what is owed. */
  liabilitiesCents: Cents;
  netWorthCents: Cents;
  asOf: string;
}

/** Accounts with assets, liabilities (as a positive amount owed) and net worth = their sum. */
export function getAccounts(snapshot: Snapshot): AccountsResult {
  const accounts = snapshot.accounts.map((a) => ({
    ...a,
    isLiability: isLiability(a.type),
  }));
  const assetsCents = sumCents(
    accounts.filter((a) => !a.isLiability).map((a) => a.balanceCents),
  );
  const liabilitiesCents = toCents(
    Math.abs(
      sumCents(
        accounts.filter((a) => a.isLiability).map((a) => a.balanceCents),
      ),
    ),
  );
  return {
    accounts,
    assetsCents,
    liabilitiesCents,
    netWorthCents: toCents(assetsCents - liabilitiesCents),
    asOf: snapshot.today,
  };
}
