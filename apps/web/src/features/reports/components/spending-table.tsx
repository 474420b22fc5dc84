import { formatCount, formatPercent, type DateRange } from "@finch/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import type { SpendingReport } from "../api/report-queries";
import { groupFilter, transactionsLink } from "./report-links";
import { ReportTable } from "./report-table";
import { TextLink } from "./text-link";
import { NumericCell } from "./numeric-cell";
import { DONUT_SLICES, OTHERS_COLOUR, rankColour } from "./spending-slices";

/** Rows shown before "Show all". */
const FIRST_ROWS = 10;

const swatchSx = {
  display: "inline-block",
  width: 10,
  height: 10,
  borderRadius: "2px",
  mr: 0.75,
} as const;

const GROUP_NOUNS = {
  category: "Category",
  merchant: "Merchant",
  account: "Account",
} as const;

/**
 * Every group, largest first, with its rank and colour (the donut's legend), amount, share and
 * the rows behind it; a group's name opens those rows.
 */
export function SpendingTable({
  report,
  range,
}: {
  report: SpendingReport;
  range: DateRange;
}) {
  const [isAllShown, setAllShown] = useState(false);
  const { groups } = report;
  const inDonut =
    groups.length <= DONUT_SLICES ? groups.length : DONUT_SLICES - 1;
  const shown = isAllShown ? groups : groups.slice(0, FIRST_ROWS);
  return (
    <Box sx={{ minWidth: 0 }}>
      <ReportTable
        label={`Spending by ${report.groupBy}`}
        columns={[
          { label: GROUP_NOUNS[report.groupBy] },
          { label: "Amount", isNumeric: true },
          { label: "Share", isNumeric: true },
        ]}
      >
        {shown.map((group, index) => (
          <TableRow key={group.key}>
            <TableCell sx={{ overflowWrap: "break-word" }}>
              <Box sx={{ display: "flex", gap: 1, alignItems: "baseline" }}>
                <Box
                  component="span"
                  sx={{ flex: "none", color: "text.secondary", minWidth: 36 }}
                >
                  <Box
                    aria-hidden
                    component="span"
                    sx={{
                      ...swatchSx,
                      bgcolor:
                        index < inDonut ? rankColour(index + 1) : OTHERS_COLOUR,
                    }}
                  />
                  {index + 1}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <TextLink
                    to={transactionsLink(
                      range,
                      groupFilter(report.groupBy, group.key),
                    )}
                  >
                    {group.label}
                  </TextLink>
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ color: "text.secondary" }}
                  >
                    {formatCount(group.count, "transaction")}
                  </Typography>
                </Box>
              </Box>
            </TableCell>
            <NumericCell>
              <MoneyText cents={group.amountCents} />
            </NumericCell>
            <NumericCell>{formatPercent(group.share)}</NumericCell>
          </TableRow>
        ))}
      </ReportTable>
      {groups.length > FIRST_ROWS && (
        <Button
          size="small"
          onClick={() => {
            setAllShown(!isAllShown);
          }}
          sx={{ mt: 1 }}
        >
          {isAllShown ? "Show fewer" : `Show all ${String(groups.length)}`}
        </Button>
      )}
    </Box>
  );
}
