import { RULES } from "./period-rules";
import type { Period } from "./period-units";

/** Every period the text names, in order of appearance (two for "May vs April"). */
export function parsePeriods(text: string, today: string): Period[] {
  const found: { at: number; period: Period }[] = [];
  let rest = text;
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = rule.pattern.exec(rest)) !== null) {
      const period = rule.resolve(match, today);
      if (period) {
        found.push({
          at: match.index,
          period: { ...period, phrase: match[0].trim() },
        });
        rest =
          rest.slice(0, match.index) +
          " ".repeat(match[0].length) +
          rest.slice(match.index + match[0].length);
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.period);
}

/** The first period the text names, if any. */
export function parsePeriod(text: string, today: string): Period | undefined {
  return parsePeriods(text, today)[0];
}
