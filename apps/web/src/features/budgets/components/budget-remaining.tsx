import type { Cents } from "@finch/domain";
import { absCents } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MoneyText } from "../../../shared/ui/money-text";

/** '$50.00 remaining', or '$25.00 over budget' in the error colour once the limit is passed. */
export function BudgetRemaining({ remainingCents }: { remainingCents: Cents }) {
  const isOver = remainingCents < 0;
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "baseline",
        gap: 0.5,
        color: isOver ? "error.main" : "success.dark",
      }}
    >
      <MoneyText
        cents={absCents(remainingCents)}
        component="span"
        fontWeight={600}
      />
      <Typography variant="body2" component="span">
        {isOver ? "over budget" : "remaining"}
      </Typography>
    </Box>
  );
}
