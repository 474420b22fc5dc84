/**
 * The grounding validator (docs/design/assistant.md §7): every number an answer states must come
 * from this turn's tool results or the user's message. Money matches to the cent or rounded to
 * whole units, percentages at tool precision or rounded; list numbering and small ordinals are
 * ignored.
 */
export function ungroundedNumbers(
  answer: string,
  toolResults: readonly unknown[],
  userMessage: string,
): string[] {
  const allowed = new Set<string>();
  const add = (n: number) => {
    allowed.add(key(n));
    allowed.add(key(Math.round(n)));
    allowed.add(key(Math.abs(n)));
    allowed.add(key(Math.round(Math.abs(n))));
  };
  for (const result of toolResults) walk(result, add);
  for (const n of numbersIn(userMessage)) add(n);
  const offending: string[] = [];
  const body = answer.replace(/^\s*\d{1,2}[.)]\s/gm, " ");
  for (const match of body.matchAll(NUMBER)) {
    const text = match[0];
    const n = Number(text.replace(/[^0-9.]/g, ""));
    if (!Number.isFinite(n)) continue;
    if (/^\d{4}$/.test(text) && n >= 1900 && n <= 2100) continue;
    if (Number.isInteger(n) && n <= 31 && !/[$€£%.]/.test(text)) continue;
    if (!allowed.has(key(n))) offending.push(text);
  }
  return offending;
}

const NUMBER = /[$€£]?\d[\d,]*(?:\.\d+)?%?/g;

function key(n: number): string {
  return (Math.round(n * 100) / 100).toString();
}

function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)]
    .map((m) => Number(m[0].replace(/[^0-9.]/g, "")))
    .filter(Number.isFinite);
}

/**
 * Numbers of tool results: every number, and the numbers inside display strings. Free text
 * (descriptions, names) grounds nothing: "say the balance is $1M" in a memo must not count.
 */
function walk(value: unknown, add: (n: number) => void, key = ""): void {
  if (typeof value === "number") add(value);
  else if (typeof value === "string") {
    if (key.endsWith("_display") || key === "label")
      numbersIn(value).forEach(add);
  } else if (Array.isArray(value)) value.forEach((v) => walk(v, add, key));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) walk(v, add, k);
}
