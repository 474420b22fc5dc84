/** The printed table of `npm run eval:categorise`: tuned beside held-out, figures only. */
import type { Category } from "@finch/domain";
import {
  accuracy,
  coverage,
  precision,
  type PartTally,
  type Tally,
} from "./tally";

function line(label: string, tuned: string, held: string, rows = ""): void {
  console.log(
    `${label.padEnd(26)} ${tuned.padStart(7)} ${held.padStart(9)}   ${rows}`,
  );
}

const rows = (t: Tally | undefined, h: Tally | undefined) =>
  `${String(t?.rows ?? 0)} / ${String(h?.rows ?? 0)}`;

export function printReport(
  tuned: PartTally,
  held: PartTally,
  threshold: number,
): void {
  console.log(
    `\nCategorisation evaluation (suggestion threshold ${String(threshold)})\n`,
  );
  line("", "tuned", "held-out", "rows (tuned / held-out)");
  for (const slice of ["seen", "unseen", "overall"] as const) {
    line(
      `accuracy ${slice}`,
      accuracy(tuned[slice]),
      accuracy(held[slice]),
      rows(tuned[slice], held[slice]),
    );
  }
  line("suggested (coverage)", coverage(tuned.overall), coverage(held.overall));
  line(
    "suggested precision",
    precision(tuned.overall),
    precision(held.overall),
  );
  line(
    "new user (dictionary only)",
    accuracy(tuned.newUser),
    accuracy(held.newUser),
  );
  console.log("");
  line("accuracy by category", "tuned", "held-out");
  const categories = new Set<Category>([
    ...tuned.byCategory.keys(),
    ...held.byCategory.keys(),
  ]);
  for (const category of [...categories].sort()) {
    const t = tuned.byCategory.get(category);
    const h = held.byCategory.get(category);
    line(
      category,
      t ? accuracy(t) : "   -  ",
      h ? accuracy(h) : "   -  ",
      rows(t, h),
    );
  }
}
