/** How counts read in text: with thousands separators and the noun that agrees. */
const countFormat = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 0,
});

/** A whole number as shown: 1159 → '1,159'. */
export function formatInteger(n: number): string {
  return countFormat.format(n);
}

/** A count and its noun: (1, 'purchase') → '1 purchase', (1159, 'purchase') → '1,159 purchases'. */
export function formatCount(
  n: number,
  singular: string,
  plural = `${singular}s`,
): string {
  return `${formatInteger(n)} ${n === 1 ? singular : plural}`;
}
