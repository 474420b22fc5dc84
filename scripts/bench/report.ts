/** The benchmark's report: markdown tables on stdout, the same figures as JSON on disk. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One line of a measure/figure/target table. */
export interface Row {
  measure: string;
  figure: string;
  target: string;
  /** Undefined when the line has no target to meet. */
  meets?: boolean | undefined;
}

/** "yes", "**no**" or nothing, for a Meets column. */
export function meetsCell(meets: boolean | undefined): string {
  return meets === undefined ? "" : meets ? "yes" : "**no**";
}

/** A markdown table with a title line above it. */
export function table(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [
    `### ${title}`,
    "",
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
}

/** A measure/figure/target table. */
export function rowsTable(title: string, rows: readonly Row[]): string {
  return table(
    title,
    ["Measure", "Figure", "Target", "Meets"],
    rows.map((row) => [
      row.measure,
      row.figure,
      row.target,
      meetsCell(row.meets),
    ]),
  );
}

/** Prints one section as soon as it is measured, so a long run shows its progress. */
export function printSection(markdown: string): void {
  console.log(`\n${markdown}\n`);
}

/** Writes `bench-results/<dialect>-<timestamp>.json`: the printed tables and the raw figures. */
export function saveResults(
  dialect: string,
  title: string,
  sections: readonly string[],
  raw: Record<string, unknown>,
): void {
  const dir = path.resolve(import.meta.dirname, "../../bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${dialect}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(file, JSON.stringify({ title, sections, raw }, null, 2));
  console.log(`Figures written to ${path.relative(process.cwd(), file)}`);
}

/** A whole number with thousands separators. */
export function fmt(n: number): string {
  return n.toLocaleString("en-US");
}
