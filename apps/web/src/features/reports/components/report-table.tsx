import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";

/** A column of a report's table; amounts align right so their digits line up. */
export interface ReportColumn {
  label: string;
  isNumeric?: boolean;
}

interface ReportTableProps {
  /** The table's name for screen readers ('Cash flow by month'). */
  label: string;
  columns: readonly ReportColumn[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A report's figures as a table. On a narrow screen it scrolls sideways inside its own box, never
 * the page.
 */
export function ReportTable({ label, columns, children }: ReportTableProps) {
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.isNumeric === true ? "right" : "left"}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

const tableSx = {
  "& .MuiTableCell-head": {
    color: "text.secondary",
    fontWeight: 600,
    whiteSpace: "nowrap",
  },
  "& .MuiTableCell-root": { px: { xs: 1, sm: 1.5 } },
  // An amount stays on one line: the table scrolls rather than break '$2,656.00' after its comma.
  "& .MuiTableCell-alignRight": { whiteSpace: "nowrap" },
  "& .MuiTableCell-alignRight wbr": { display: "none" },
  "& .MuiTableRow-root:last-child td": { borderBottom: 0 },
} as const;
