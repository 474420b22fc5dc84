import { balanceEffect, type Cents, type TransactionType } from "@finch/domain";
import type { TypographyProps } from "@mui/material/Typography";
import { MoneyText } from "./money-text";

/**
 * A transaction's amount with its direction (docs/product.md §2): money in '+' in green, money
 * out '-' in red. The one way every list shows one — the ledger, the dashboard, an import's rows,
 * a rule's examples.
 */
export function TransactionAmount({
  transaction,
  variant = "body2",
}: {
  transaction: { amountCents: Cents; transactionType: TransactionType };
  variant?: TypographyProps["variant"];
}) {
  return (
    <MoneyText
      cents={balanceEffect(transaction)}
      tone="signed"
      signDisplay="always"
      variant={variant}
      fontWeight={600}
    />
  );
}
