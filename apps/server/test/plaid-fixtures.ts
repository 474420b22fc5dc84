import type { StandInItem, StandInTransaction } from "./plaid-stand-in";

let counter = 0;

/** A stand-in item with a checking account and a credit card; `sync` scripts its pages. */
export function plaidItem(
  sync: StandInItem["sync"],
  overrides: Partial<StandInItem> = {},
): StandInItem {
  counter += 1;
  const n = String(counter);
  return {
    accessToken: `access-sandbox-standin-${n}`,
    itemId: `item-${n}`,
    institutionId: `ins_${n}`,
    institutionName: `Stand-in Bank ${n}`,
    accounts: [
      {
        account_id: "chk",
        name: "Everyday Checking",
        mask: "0001",
        type: "depository",
        subtype: "checking",
        current: 1234.56,
      },
      {
        account_id: "card",
        name: "Rewards Card",
        mask: "0002",
        type: "credit",
        subtype: "credit card",
        current: 410.1,
      },
    ],
    sync,
    ...overrides,
  };
}

/** A transaction on the item's checking (or `account`) account. */
export function txn(
  id: string,
  amount: number,
  fields: Partial<StandInTransaction> = {},
): StandInTransaction {
  return {
    transaction_id: id,
    account_id: "chk",
    amount,
    date: "2026-03-10",
    name: `Row ${id}`,
    ...fields,
  };
}
