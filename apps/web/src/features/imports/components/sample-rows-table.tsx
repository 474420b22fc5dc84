import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import type { PreviewRow } from "../api/import-preview";
import { RowAmount } from "./row-amount";

/** How many rows the mapping shows: enough to see the dates and amounts are read right. */
const SAMPLE_ROWS = 10;

/** The first rows as the current settings read them, so a wrong date or amount shows at once. */
export function SampleRowsTable({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label="First rows as read">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>Row</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, SAMPLE_ROWS).map((row) => (
            <TableRow key={row.row}>
              <TableCell sx={{ color: "text.secondary" }}>{row.row}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {row.transactionDate === null
                  ? "—"
                  : formatCalendarDate(row.transactionDate)}
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                {row.error === null ? (
                  row.description
                ) : (
                  <Typography variant="body2" color="error">
                    {row.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <RowAmount row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
