import { formatPercent } from "@finch/domain";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

interface TrendBadgeProps {
  percent: number;
  /** Whether a rise is good news (balance) or bad news (spending). */
  riseIs: "good" | "bad";
}

/**
 * The month-over-month badge of the Total Balance and Monthly Spending cards, labelled
 * 'vs last month' as the contract has it, with the computed change (docs/architecture.md §5).
 */
export function TrendBadge({ percent, riseIs }: TrendBadgeProps) {
  const isRise = percent > 0;
  const isGood = percent === 0 || isRise === (riseIs === "good");
  const color = isGood ? "success" : "error";
  const text = `${isRise ? "+" : ""}${formatPercent(percent)}`;
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
      <Box
        sx={(theme) => ({
          display: "inline-flex",
          alignItems: "center",
          gap: 0.25,
          px: 0.75,
          py: 0.25,
          borderRadius: 1.5,
          color: theme.palette[color].main,
          bgcolor: theme.alpha(theme.palette[color].main, 0.1),
        })}
      >
        {isRise ? (
          <ArrowUpward sx={{ fontSize: 14 }} aria-hidden />
        ) : (
          percent < 0 && <ArrowDownward sx={{ fontSize: 14 }} aria-hidden />
        )}
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
      </Box>
      <Typography variant="caption" sx={{ color: "text.secondary" }}>
        vs last month
      </Typography>
    </Box>
  );
}
