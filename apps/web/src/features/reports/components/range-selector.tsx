import type { DateRange } from "@finch/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { useReportSearch } from "../hooks/use-report-search";
import { INTERVAL_NAMES, rangeText } from "./report-format";
import {
  RANGE_LABELS,
  RANGE_PRESETS,
  customRangeProblem,
  type RangeChoice,
} from "./report-range";

interface RangeSelectorProps {
  search: ReturnType<typeof useReportSearch>;
}

const CHOICES: readonly RangeChoice[] = [...RANGE_PRESETS, "custom"];

/** Which dates every report covers: an offered range or typed dates, and the dates they are. */
export function RangeSelector({ search }: RangeSelectorProps) {
  const { range, interval } = search;
  return (
    <Card
      component="section"
      aria-label="Date range"
      sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}
    >
      <Box sx={rowSx}>
        <TextField
          select
          label="Date range"
          value={search.choice}
          onChange={(event) => {
            const choice = CHOICES.find((c) => c === event.target.value);
            if (choice !== undefined) search.choose(choice);
          }}
          sx={{ width: { xs: "100%", sm: 220 } }}
        >
          {CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {RANGE_LABELS[choice]}
            </MenuItem>
          ))}
        </TextField>
        {search.choice === "custom" && range !== undefined && (
          <TypedDates range={range} onChange={search.setDates} />
        )}
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ color: "text.secondary", alignSelf: "center" }}
        >
          {range !== undefined &&
            interval !== undefined &&
            `${rangeText(range)} · by ${INTERVAL_NAMES[interval]}`}
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * From and To, kept as typed until they make a range a report can cover; a range from the URL
 * (Back, a shared link) replaces what was typed.
 */
function TypedDates({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  if (shown.startDate !== range.startDate || shown.endDate !== range.endDate) {
    setShown(range);
    setDraft(range);
  }
  const problem = customRangeProblem(draft.startDate, draft.endDate);
  const change = (next: DateRange) => {
    setDraft(next);
    if (customRangeProblem(next.startDate, next.endDate) === undefined)
      onChange(next);
  };
  return (
    <>
      <TextField
        type="date"
        label="From"
        value={draft.startDate}
        onChange={(event) => {
          change({ ...draft, startDate: event.target.value });
        }}
        error={problem !== undefined}
        helperText={problem}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={dateSx}
      />
      <TextField
        type="date"
        label="To"
        value={draft.endDate}
        onChange={(event) => {
          change({ ...draft, endDate: event.target.value });
        }}
        error={problem !== undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={dateSx}
      />
    </>
  );
}

const rowSx = {
  display: "flex",
  flexWrap: "wrap",
  gap: 2,
  alignItems: "flex-start",
} as const;

const dateSx = { width: { xs: "100%", sm: 180 } } as const;
