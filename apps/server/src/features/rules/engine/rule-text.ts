/**
 * How rules compare text: case, accents and runs of spaces do not matter ("Café  Nero" contains
 * "cafe nero"). Both the condition's value and the transaction's text are read so.
 */
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;

/** Printable ASCII: nothing to decompose, no marks to drop. */
const PLAIN = /^[\x20-\x7e]*$/;

export function foldText(text: string): string {
  return (PLAIN.test(text) ? text : text.normalize("NFKD").replace(MARKS, ""))
    .toLowerCase()
    .replace(SPACES, " ")
    .trim();
}
