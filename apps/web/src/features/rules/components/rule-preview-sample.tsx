import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import { TransactionAmount } from "../../../shared/ui/transaction-amount";
import type { RulePreview } from "../api/rule-preview";

/** How many of the matching transactions the dialog shows. */
const SHOWN = 5;

/**
 * A few of the past transactions the rule matches, newest first, so the person sees what the
 * count means before saving: the date, the bank's text (the merchant under it) and the amount.
 */
export function RulePreviewSample({
  sample,
}: {
  sample: RulePreview["sample"];
}) {
  if (sample.length === 0) return null;
  return (
    <Box component="section" aria-label="Matching transactions">
      <Typography
        variant="caption"
        component="h3"
        sx={{ color: "text.secondary", mb: 0.5 }}
      >
        For example
      </Typography>
      <Box component="ul" sx={listSx}>
        {sample.slice(0, SHOWN).map((t) => (
          <Box component="li" key={t.id} sx={rowSx}>
            <Typography
              variant="caption"
              sx={{ color: "text.secondary", whiteSpace: "nowrap" }}
            >
              {formatCalendarDate(t.transaction_date)}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap title={t.description}>
                {t.description}
              </Typography>
              {t.merchant_name !== null && (
                <Typography
                  variant="caption"
                  component="p"
                  noWrap
                  title={t.merchant_name}
                  sx={{ color: "text.secondary" }}
                >
                  {t.merchant_name}
                </Typography>
              )}
            </Box>
            <TransactionAmount
              transaction={{
                amountCents: t.amount,
                transactionType: t.transaction_type,
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// One grid for the whole list, each row a subgrid of it: the descriptions and amounts line up
// whatever the width of a row's date.
const listSx = {
  listStyle: "none",
  m: 0,
  p: 0,
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  columnGap: 1.5,
  rowGap: 0.75,
};

const rowSx = {
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "subgrid",
  alignItems: "baseline",
  // The amount, against the right edge like the other amounts.
  "& > :last-child": { justifySelf: "end" },
};
