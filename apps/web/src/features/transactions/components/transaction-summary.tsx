import type { Cents } from "@finch/domain";
import { negateCents, sumCents } from "@finch/domain";
import { SummaryCard } from "../../../shared/ui/summary-card";
import type { Transaction } from "../api/transaction-queries";

/**
 * 'Transaction Summary (Current Page)' (docs/product.md §2): credits are income, debits expenses,
 * and net income their difference, over the rows on screen only, summed in cents.
 */
export function TransactionSummary({
  transactions,
}: {
  transactions: readonly Transaction[];
}) {
  const incomeCents = totalOf(transactions, "credit");
  const expensesCents = totalOf(transactions, "debit");
  return (
    <SummaryCard
      title="Transaction Summary (Current Page)"
      figures={[
        { label: "Total Income", cents: incomeCents },
        { label: "Total Expenses", cents: expensesCents },
        {
          label: "Net Income",
          cents: sumCents([incomeCents, negateCents(expensesCents)]),
          tone: "signed",
        },
      ]}
    />
  );
}

function totalOf(
  transactions: readonly Transaction[],
  type: Transaction["transactionType"],
): Cents {
  return sumCents(
    transactions
      .filter((transaction) => transaction.transactionType === type)
      .map((transaction) => transaction.amountCents),
  );
}
