import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import type { Transaction } from "../../../features/transactions/api/transaction-queries";
import { CategoryLabel } from "../../../shared/ui/category-label";
import { TransactionAmount } from "../../../shared/ui/transaction-amount";
import { formatCalendarDate } from "../../../shared/format-date";
import { paths } from "../../../shared/paths";
import { DashboardPanel } from "./dashboard-panel";

/** How many recent transactions the dashboard requests and shows (docs/product.md §9). */
export const RECENT_TRANSACTIONS = 5;

/** The five newest transactions, each with its direction, date, category and signed amount. */
export function RecentTransactionsPanel({
  transactions,
}: {
  transactions: readonly Transaction[];
}) {
  return (
    <DashboardPanel
      title="Recent Transactions"
      action={
        <Button component={Link} to={paths.transactions} size="small">
          View All
        </Button>
      }
      empty={{
        title: "No transactions yet",
        hint: "Link your accounts to see transaction data",
        isEmpty: transactions.length === 0,
      }}
    >
      <List disablePadding aria-label="Recent transactions">
        {transactions.slice(0, RECENT_TRANSACTIONS).map((transaction) => (
          <Row key={transaction.id} transaction={transaction} />
        ))}
      </List>
    </DashboardPanel>
  );
}

function Row({ transaction }: { transaction: Transaction }) {
  const isDebit = transaction.transactionType === "debit";
  return (
    <ListItem
      disableGutters
      sx={{
        gap: 1.5,
        py: 1.25,
        borderTop: 1,
        borderColor: "divider",
        "&:first-of-type": { borderTop: 0 },
      }}
    >
      <Box
        role="img"
        aria-label={isDebit ? "Money out" : "Money in"}
        sx={(theme) => {
          const tone = isDebit
            ? theme.palette.error.main
            : theme.palette.success.main;
          return {
            width: 36,
            height: 36,
            flexShrink: 0,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            color: tone,
            bgcolor: theme.alpha(tone, 0.1),
          };
        }}
      >
        {isDebit ? (
          <ArrowUpward fontSize="small" />
        ) : (
          <ArrowDownward fontSize="small" />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          noWrap
          title={transaction.description}
          sx={{ fontWeight: 600 }}
        >
          {transaction.description}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.25 }}>
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {formatCalendarDate(transaction.transactionDate)}
          </Typography>
          <CategoryLabel category={transaction.category} />
        </Box>
      </Box>
      <TransactionAmount transaction={transaction} />
    </ListItem>
  );
}
