import { balanceEffect } from "@finch/domain";
import type { TypographyProps } from "@mui/material/Typography";
import { MoneyText } from "../../../shared/ui/money-text";
import type { Transaction } from "../api/transaction-queries";

/** The amount with its direction (docs/product.md §2): credit '+' in green, debit '-' in red. */
export function TransactionAmount({
  transaction,
  variant = "body2",
}: {
  transaction: Transaction;
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
