import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import type { CashFlowReport } from "../api/report-queries";
import { INTERVAL_NAMES, periodName } from "./report-format";
import { transactionsLink } from "./report-links";
import { ReportTable } from "./report-table";
import { MoneyLink } from "./money-link";
import { TextLink } from "./text-link";
import { NumericCell } from "./numeric-cell";
import { MoneyText } from "../../../shared/ui/money-text";

/**
 * The cash flow's figures, period by period: the period opens all its rows, income its credits,
 * spending its debits (what the chart's bars open).
 */
export function CashFlowTable({ report }: { report: CashFlowReport }) {
  return (
    <ReportTable
      label={`Cash flow by ${INTERVAL_NAMES[report.interval]}`}
      columns={[
        { label: "Period" },
        { label: "Income", isNumeric: true },
        { label: "Spending", isNumeric: true },
        { label: "Net", isNumeric: true },
      ]}
    >
      {report.periods.map((period) => (
        <TableRow key={period.startDate}>
          <TableCell>
            <TextLink to={transactionsLink(period)}>
              {periodName(period, report.interval)}
            </TextLink>
          </TableCell>
          <NumericCell>
            <MoneyLink
              to={transactionsLink(period, { flow: "income" })}
              cents={period.incomeCents}
            />
          </NumericCell>
          <NumericCell>
            <MoneyLink
              to={transactionsLink(period, { flow: "spending" })}
              cents={period.spendingCents}
            />
          </NumericCell>
          <NumericCell>
            <MoneyText cents={period.netCents} tone="signed" />
          </NumericCell>
        </TableRow>
      ))}
    </ReportTable>
  );
}
