import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { formatCalendarDate } from "../../../shared/format-date";
import { CategoryLabel } from "../../../shared/ui/category-label";
import type { PreviewRow } from "../api/import-preview";
import type { RowChoices } from "../hooks/use-row-choices";
import { RowAmount } from "./row-amount";
import { RowStatusChip } from "./row-status-chip";

interface ReviewTableProps {
  /** The rows of the current page. */
  rows: readonly PreviewRow[];
  /** Every row the filter lists, on every page: the header checkbox includes or leaves out all. */
  filtered: readonly PreviewRow[];
  choices: RowChoices;
}

/**
 * One line per row of the file: whether to import it, its date, text, the category it will carry
 * (marked when a rule or a suggestion set it), amount and status. Rows in error cannot be imported
 * and say why. On a phone the date, status and category move under the text, so the toggle, the
 * text and the amount fit 390 px.
 */
export function ReviewTable({ rows, filtered, choices }: ReviewTableProps) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down("sm"), {
    noSsr: true,
  });
  const importable = filtered.filter((row) => row.status !== "error");
  const included = importable.filter(choices.isIncluded).length;
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table
        size="small"
        aria-label="Rows of the file"
        sx={{ minWidth: isCompact ? 0 : 720 }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={
                  importable.length > 0 && included === importable.length
                }
                indeterminate={included > 0 && included < importable.length}
                disabled={importable.length === 0}
                onChange={(event) => {
                  choices.set(importable, event.target.checked);
                }}
                slotProps={{
                  input: { "aria-label": "Import all listed rows" },
                }}
              />
            </TableCell>
            {!isCompact && <TableCell sx={{ width: 120 }}>Date</TableCell>}
            <TableCell>Description</TableCell>
            {!isCompact && <TableCell sx={{ width: 170 }}>Category</TableCell>}
            <TableCell align="right" sx={{ width: 130 }}>
              Amount
            </TableCell>
            {!isCompact && <TableCell sx={{ width: 112 }}>Status</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={choices.isIncluded(row)}
                  disabled={row.status === "error"}
                  onChange={(event) => {
                    choices.set([row], event.target.checked);
                  }}
                  slotProps={{
                    input: { "aria-label": checkboxLabel(row) },
                  }}
                />
              </TableCell>
              {!isCompact && (
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {dateOf(row)}
                </TableCell>
              )}
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <Description row={row} />
                {isCompact && (
                  <Box sx={compactFactsSx}>
                    <Typography variant="caption">{dateOf(row)}</Typography>
                    <RowStatusChip status={row.status} />
                    <RowCategory row={row} />
                  </Box>
                )}
              </TableCell>
              {!isCompact && (
                <TableCell>
                  <RowCategory row={row} />
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <RowAmount row={row} />
              </TableCell>
              {!isCompact && (
                <TableCell>
                  <RowStatusChip status={row.status} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Description({ row }: { row: PreviewRow }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.description === "" ? `Row ${String(row.row)}` : row.description}
      </Typography>
      {row.merchantName !== null && row.merchantName !== row.description && (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: "text.secondary" }}
        >
          {row.merchantName}
        </Typography>
      )}
      {row.error !== null && (
        <Typography variant="caption" component="p" color="error">
          {row.error}
        </Typography>
      )}
    </Box>
  );
}

/** The category the row will carry and its source; nothing for a row that cannot be imported. */
function RowCategory({ row }: { row: PreviewRow }) {
  if (row.status === "error") return null;
  return <CategoryLabel category={row.category} source={row.categorySource} />;
}

/** 'Import row 3: Rent': the row number tells namesakes apart. */
function checkboxLabel(row: PreviewRow): string {
  const label = `Import row ${String(row.row)}`;
  return row.description === "" ? label : `${label}: ${row.description}`;
}

function dateOf(row: PreviewRow): string {
  return row.transactionDate === null
    ? "—"
    : formatCalendarDate(row.transactionDate);
}

const compactFactsSx = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 1,
  mt: 0.5,
  color: "text.secondary",
} as const;
