import Button from "@mui/material/Button";
import { CategoryLabel } from "../../../shared/ui/category-label";
import type { Transaction } from "../api/transaction-queries";

interface TransactionCategoryProps {
  transaction: Transaction;
  /** Makes a suggested category the person's own. */
  onAccept: (transaction: Transaction) => void;
}

/**
 * The category, where it came from (a suggestion or a rule) and, for a suggestion waiting for the
 * person, Accept. Picking another category in Edit also settles a suggestion.
 */
export function TransactionCategory({
  transaction,
  onAccept,
}: TransactionCategoryProps) {
  return (
    <CategoryLabel
      category={transaction.category}
      source={transaction.categorySource}
    >
      {transaction.categorySource === "suggested" && (
        <Button
          size="small"
          aria-label={`Accept suggested category for ${transaction.description}`}
          onClick={() => {
            onAccept(transaction);
          }}
          sx={{ minWidth: 0, px: 1, py: 0 }}
        >
          Accept
        </Button>
      )}
    </CategoryLabel>
  );
}
