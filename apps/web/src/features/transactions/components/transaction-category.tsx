import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import RuleOutlined from "@mui/icons-material/RuleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { Transaction } from "../api/transaction-queries";
import { CategoryChip } from "./category-chip";

interface TransactionCategoryProps {
  transaction: Transaction;
  /** Makes a suggested category the person's own. */
  onAccept: (transaction: Transaction) => void;
}

/**
 * The category chip, and where it came from when that matters: a suggestion waiting for the
 * person (a mark and Accept) or a rule (a small mark). The marks are images with a name, which
 * the browser also shows on hover. Picking another category in Edit also settles a suggestion.
 */
export function TransactionCategory({
  transaction,
  onAccept,
}: TransactionCategoryProps) {
  const source = transaction.categorySource;
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5 }}
    >
      <CategoryChip category={transaction.category} />
      {source === "suggested" && (
        <>
          <AutoAwesomeOutlined
            titleAccess="Suggested category"
            sx={{ fontSize: 16, color: "secondary.main" }}
          />
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
        </>
      )}
      {source === "rule" && (
        <RuleOutlined
          titleAccess="Categorised by a rule"
          sx={{ fontSize: 16, color: "text.secondary" }}
        />
      )}
    </Box>
  );
}
