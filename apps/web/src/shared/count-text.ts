const countFormat = new Intl.NumberFormat("en-US");

/** '1 transaction', '1,234 transactions'. */
export function countOf(count: number, noun: string): string {
  return `${countFormat.format(count)} ${count === 1 ? noun : `${noun}s`}`;
}
