/**
 * The longest run of plain characters a pattern cannot match without (`requiredLiteral`), so a
 * line that lacks it is passed over without running the pattern: RE2 in JavaScript costs about
 * 1.5 µs a line, `includes` a few dozen nanoseconds. Conservative by construction: a pattern with
 * an alternation, and anything inside a group or a class, a quantified character, an escape or a
 * wildcard gives no literal or ends a run. Only ASCII letters, digits and spaces are taken, and
 * texts are lower-cased with the one non-ASCII letter that folds to an ASCII one ("ſ" → "s", the
 * Kelvin sign lower-cases to "k" itself), so the check agrees with RE2's case-insensitive match.
 */
const PLAIN = /[A-Za-z0-9 ]/;
const OPTIONAL_AFTER = new Set(["?", "*", "{"]);

export function requiredLiteral(pattern: string): string | null {
  if (pattern.includes("|")) return null;
  let best = "";
  let run = "";
  let depth = 0;
  let inClass = false;
  const end = () => {
    if (run.length > best.length) best = run;
    run = "";
  };
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? "";
    const after = pattern[i + 1] ?? "";
    if (inClass) {
      if (char === "\\") i++;
      else if (char === "]") inClass = false;
      continue;
    }
    if (char === "\\") {
      end();
      i++;
      continue;
    }
    if (char === "[") {
      end();
      inClass = true;
      continue;
    }
    if (char === "(") {
      end();
      depth++;
      continue;
    }
    if (char === ")") {
      end();
      depth--;
      continue;
    }
    if (depth > 0 || !PLAIN.test(char)) {
      end();
      continue;
    }
    if (OPTIONAL_AFTER.has(after)) {
      end();
      continue;
    }
    run += char.toLowerCase();
    if (after === "+") end();
  }
  end();
  return best.length >= 3 ? best : null;
}

/** A line as `requiredLiteral`'s literal is looked for in it. */
export function literalText(text: string): string {
  return text.toLowerCase().replaceAll("ſ", "s");
}
