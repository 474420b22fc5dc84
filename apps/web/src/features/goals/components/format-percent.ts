const percentFormat = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 1,
});

/** A progress figure as people read it: 25 → '25%', 99.9 → '99.9%'. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}
