import LinearProgress from "@mui/material/LinearProgress";

interface ProgressBarProps {
  /** How full, in percent: the bar stops at empty and at full however far past either it is. */
  percent: number;
  color: "primary" | "success" | "warning" | "error" | "info";
  /** The bar's name for screen readers ('Groceries spent'). */
  label: string;
  /** What a screen reader says for the value ('85% of the budget used'); by default the number. */
  valueText?: string;
}

/** The progress bar of budgets and goals, on their cards and on the dashboard. */
export function ProgressBar({
  percent,
  color,
  label,
  valueText,
}: ProgressBarProps) {
  return (
    <LinearProgress
      variant="determinate"
      value={Math.min(100, Math.max(0, percent))}
      color={color}
      aria-label={label}
      aria-valuetext={valueText}
      sx={{ height: 8, borderRadius: 4 }}
    />
  );
}
