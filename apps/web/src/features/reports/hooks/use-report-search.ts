import { SPENDING_GROUPINGS, type SpendingGrouping } from "@finch/contracts";
import type { DateRange, ReportInterval } from "@finch/domain";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  DEFAULT_PRESET,
  customRangeProblem,
  intervalFor,
  isRangePreset,
  presetRange,
  type RangeChoice,
} from "../components/report-range";
import { RANGE_PARAM } from "../api/reports-path";

/** The search-param names of the reports page: short, readable and stable for shared links. */
const RANGE = RANGE_PARAM;
const FROM = "from";
const TO = "to";
const GROUP = "group";

/** What the reports page shows, as its URL says. */
export interface ReportSearch {
  choice: RangeChoice;
  /** Undefined only while today (in the profile's time zone) is not known yet. */
  range: DateRange | undefined;
  interval: ReportInterval | undefined;
  groupBy: SpendingGrouping;
}

/**
 * The reports' range and spending grouping, kept in the URL (docs/style.md §6) so a view can be
 * shared and reloaded: `?range=last-3-months`, or `?from=2026-01-01&to=2026-03-31` for typed
 * dates, and `&group=merchant`. The default (the last 12 months, by category) writes nothing.
 * Values that make no sense are ignored rather than sent to the server.
 */
export function useReportSearch(today: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useMemo(
    () => readSearch(searchParams, today),
    [searchParams, today],
  );
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes))
            if (value === undefined) next.delete(name);
            else next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return useMemo(
    () => ({
      ...search,
      /** An offered range; "custom" starts from the dates shown now. */
      choose: (choice: RangeChoice) => {
        if (choice === "custom")
          update({
            [RANGE]: undefined,
            [FROM]: search.range?.startDate,
            [TO]: search.range?.endDate,
          });
        else
          update({
            [RANGE]: choice === DEFAULT_PRESET ? undefined : choice,
            [FROM]: undefined,
            [TO]: undefined,
          });
      },
      /** Typed dates, once both make a range a report can cover. */
      setDates: (range: DateRange) => {
        update({
          [RANGE]: undefined,
          [FROM]: range.startDate,
          [TO]: range.endDate,
        });
      },
      setGroupBy: (groupBy: SpendingGrouping) => {
        update({ [GROUP]: groupBy === "category" ? undefined : groupBy });
      },
    }),
    [search, update],
  );
}

function readSearch(
  params: URLSearchParams,
  today: string | undefined,
): ReportSearch {
  const group = params.get(GROUP);
  const groupBy = SPENDING_GROUPINGS.find((g) => g === group) ?? "category";
  const from = params.get(FROM) ?? "";
  const to = params.get(TO) ?? "";
  if (customRangeProblem(from, to) === undefined) {
    const range = { startDate: from, endDate: to };
    return { choice: "custom", range, interval: intervalFor(range), groupBy };
  }
  const asked = params.get(RANGE);
  const choice = isRangePreset(asked) ? asked : DEFAULT_PRESET;
  const range = today === undefined ? undefined : presetRange(choice, today);
  return {
    choice,
    range,
    interval: range && intervalFor(range),
    groupBy,
  };
}
