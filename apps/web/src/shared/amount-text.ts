import type { Cents } from "@finch/domain";
import { parseMoney, toCents } from "@finch/domain";

/**
 * Reads an amount typed into a money field. Thousands separators are ignored ('1,000.50');
 * anything else parseMoney cannot read falls back to 0, as product spec §5 says of numeric inputs.
 */
export function amountTextToCents(text: string): Cents {
  return parseAmountText(text) ?? toCents(0);
}

/** True when the text is an amount parseMoney can read (after dropping thousands separators). */
export function isReadableAmount(text: string): boolean {
  return parseAmountText(text) !== undefined;
}

function parseAmountText(text: string): Cents | undefined {
  return parseMoney(text.replace(/,/g, ""));
}
