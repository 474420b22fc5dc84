import { BUDGET_STATUSES } from "@finch/contracts";
import { BUDGET_STATUS_LABELS } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { BUDGET_LINE_DASH, OKABE_ITO, STATUS_COLOURS } from "./chart-palette";

/** What the budget charts' colours and dashed line mean, once for all of them. */
export function BudgetLegend() {
  return (
    <Box
      component="ul"
      aria-label="Chart legend"
      sx={{
        listStyle: "none",
        m: 0,
        mb: 2,
        p: 0,
        display: "flex",
        flexWrap: "wrap",
        gap: { xs: 1.5, sm: 2.5 },
      }}
    >
      <Item
        mark={
          <svg width="24" height="10" aria-hidden>
            <line
              x1="0"
              y1="5"
              x2="24"
              y2="5"
              stroke={OKABE_ITO.black}
              strokeWidth="2"
              strokeDasharray={BUDGET_LINE_DASH}
            />
          </svg>
        }
        label="Budget amount"
      />
      {BUDGET_STATUSES.map((status) => (
        <Item
          key={status}
          mark={
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: "2px",
                bgcolor: STATUS_COLOURS[status],
              }}
            />
          }
          label={BUDGET_STATUS_LABELS[status]}
        />
      ))}
    </Box>
  );
}

function Item({ mark, label }: { mark: ReactNode; label: string }) {
  return (
    <Box
      component="li"
      sx={{ display: "flex", alignItems: "center", gap: 0.75 }}
    >
      {mark}
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
    </Box>
  );
}
