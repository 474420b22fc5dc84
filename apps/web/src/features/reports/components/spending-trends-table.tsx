import { type DateRange, type ReportInterval } from "@finch/domain";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import type { SpendingGroup } from "../api/report-queries";
import { axisLabel } from "./report-format";
import { ReportTable } from "./report-table";
import { MoneyLink } from "./money-link";
import { NumericCell } from "./numeric-cell";

interface SpendingTrendsTableProps {
  groups: readonly SpendingGroup[];
  periods: readonly DateRange[];
  interval: ReportInterval;
  /** What a row is ('Category'). */
  noun: string;
  linkOf: (group: SpendingGroup, periodIndex: number) => string;
}

/** Each group's spending per period (the trends chart's figures); an amount opens its rows. */
export function SpendingTrendsTable({
  groups,
  periods,
  interval,
  noun,
  linkOf,
}: SpendingTrendsTableProps) {
  return (
    <ReportTable
      label={`${noun} spending by ${interval}`}
      columns={[
        { label: noun },
        ...periods.map((period) => ({
          label: axisLabel(period.startDate, interval),
          isNumeric: true,
        })),
      ]}
    >
      {groups.map((group) => (
        <TableRow key={group.key}>
          <TableCell component="th" scope="row" sx={{ minWidth: 120 }}>
            {group.label}
          </TableCell>
          {group.series.map((point, index) => (
            <NumericCell key={point.startDate}>
              <MoneyLink to={linkOf(group, index)} cents={point.amountCents} />
            </NumericCell>
          ))}
        </TableRow>
      ))}
    </ReportTable>
  );
}
