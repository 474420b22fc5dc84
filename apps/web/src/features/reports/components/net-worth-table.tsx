import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { formatCalendarDate } from "../../../shared/format-date";
import { MoneyText } from "../../../shared/ui/money-text";
import type { NetWorthReport } from "../api/report-queries";
import { netWorthPointRange, transactionsLink } from "./report-links";
import { ReportTable } from "./report-table";
import { TextLink } from "./text-link";
import { NumericCell } from "./numeric-cell";

/**
 * The net worth at each point. A point's date opens the transactions that moved it since the
 * point before (from the range's start for the first).
 */
export function NetWorthTable({ report }: { report: NetWorthReport }) {
  return (
    <ReportTable
      label="Net worth over time"
      columns={[
        { label: "Date" },
        { label: "Assets", isNumeric: true },
        { label: "Liabilities", isNumeric: true },
        { label: "Net worth", isNumeric: true },
      ]}
    >
      {report.points.map((point, index) => (
        <TableRow key={point.date}>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            <TextLink
              to={transactionsLink(
                netWorthPointRange(report.points, index, report.startDate),
              )}
            >
              {formatCalendarDate(point.date)}
            </TextLink>
          </TableCell>
          <NumericCell>
            <MoneyText cents={point.assetsCents} />
          </NumericCell>
          <NumericCell>
            <MoneyText cents={point.liabilitiesCents} />
          </NumericCell>
          <NumericCell>
            <MoneyText cents={point.netWorthCents} tone="negative" />
          </NumericCell>
        </TableRow>
      ))}
    </ReportTable>
  );
}
