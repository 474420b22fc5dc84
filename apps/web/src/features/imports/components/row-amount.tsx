import Typography from "@mui/material/Typography";
import { TransactionAmount } from "../../../shared/ui/transaction-amount";
import type { PreviewRow } from "../api/import-preview";

/** A row's amount as the transactions show theirs: money in '+' in green, money out '-' in red. */
export function RowAmount({ row }: { row: PreviewRow }) {
  if (row.amountCents === null || row.transactionType === null)
    return (
      <Typography
        variant="body2"
        component="span"
        sx={{ color: "text.secondary" }}
      >
        —
      </Typography>
    );
  return (
    <TransactionAmount
      transaction={{
        amountCents: row.amountCents,
        transactionType: row.transactionType,
      }}
    />
  );
}
