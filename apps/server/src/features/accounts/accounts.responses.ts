import type { AccountResponse } from "@finch/contracts";
import { centsToWire } from "@finch/domain";
import type { Account } from "./accounts.repository";

/** An account on the wire. */
export function toAccountResponse(account: Account): AccountResponse {
  return {
    id: account.id,
    name: account.name,
    account_type: account.accountType,
    institution_name: account.institutionName,
    current_balance: centsToWire(account.balanceCents),
    is_active: account.isActive,
    is_manual: account.isManual,
    mask: account.mask,
    created_at: account.createdAt,
    transaction_count: account.transactionCount,
  };
}
