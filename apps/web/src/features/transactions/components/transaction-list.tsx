import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { TransactionCard } from "./transaction-card";
import type { TransactionRowsProps } from "./transactions-table";

/**
 * The same transactions as the table, as a list of cards that fits a phone, each with its tick
 * and, above them, the page's "Select all".
 */
export function TransactionList({
  transactions,
  ...rowProps
}: TransactionRowsProps) {
  const { selection } = rowProps;
  return (
    <>
      <Box sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: "divider" }}>
        <FormControlLabel
          label="Select all on this page"
          slotProps={{ typography: { variant: "body2" } }}
          control={
            <Checkbox
              checked={selection.pageState === "all"}
              indeterminate={selection.pageState === "some"}
              onChange={selection.togglePage}
              slotProps={{ input: { ref: selection.selectAllRef } }}
            />
          }
        />
      </Box>
      <Box component="ul" aria-label="Transactions" sx={{ m: 0, p: 0 }}>
        {transactions.map((transaction) => (
          <TransactionCard
            key={transaction.id}
            transaction={transaction}
            {...rowProps}
          />
        ))}
      </Box>
    </>
  );
}
