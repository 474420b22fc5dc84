/** The benchmark's report: one markdown table on stdout, the same figures as JSON on disk. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One line of the report. */
export interface Row {
  measure: string;
  figure: string;
  target: string;
  /** Undefined when the line has no target to meet. */
  meets?: boolean | undefined;
}

/** Prints the table and writes `bench-results/<dialect>-<timestamp>.json`. */
export function report(
  title: string,
  rows: readonly Row[],
  raw: Record<string, unknown>,
  dialect: string,
): string {
  const lines = [
    `## ${title}`,
    "",
    "| Measure | Figure | Target | Meets |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.measure} | ${row.figure} | ${row.target} | ${row.meets === undefined ? "" : row.meets ? "yes" : "**no**"} |`,
    ),
  ];
  const markdown = lines.join("\n");
  console.log(`\n${markdown}\n`);
  const dir = path.resolve(import.meta.dirname, "../../bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${dialect}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(file, JSON.stringify({ title, rows, raw }, null, 2));
  console.log(`Figures written to ${path.relative(process.cwd(), file)}`);
  return markdown;
}
