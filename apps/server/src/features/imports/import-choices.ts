/**
 * The person's choices at commit (`skip_rows`, `include_rows`), checked against the import's
 * rows: a 422 names the list with a row the file does not have, or an error row to include.
 */
import type { CommitImportRequest, ImportRow } from "@finch/contracts";
import { invalid } from "@finch/domain";

/** `skip_rows` and `include_rows` checked against the import's rows (a 422 names the list). */
export function chosenRows(
  rows: readonly ImportRow[],
  body: CommitImportRequest,
) {
  const known = new Map(rows.map((row) => [row.row, row]));
  const problems: { loc: string[]; msg: string; type: string }[] = [];
  const check = (field: "skip_rows" | "include_rows") => {
    const given = body?.[field] ?? [];
    const unknown = given.filter((row) => !known.has(row));
    if (unknown.length > 0)
      problems.push({
        loc: ["body", field],
        msg: `The import has no row ${unknown.slice(0, 5).join(", ")}`,
        type: "unknown_row",
      });
    const broken = given.filter((row) => known.get(row)?.status === "error");
    if (field === "include_rows" && broken.length > 0)
      problems.push({
        loc: ["body", field],
        msg: `Row ${broken.slice(0, 5).join(", ")} could not be read and cannot be imported`,
        type: "row_has_error",
      });
    return new Set(given);
  };
  const skip = check("skip_rows");
  const include = check("include_rows");
  if (problems.length > 0) throw invalid(problems);
  return { skip, include };
}
