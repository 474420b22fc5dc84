import { periodKey, toCents, type Cents, type LedgerSums } from "@finch/domain";
import { z } from "zod";
import type { Snapshot } from "../snapshot";
import { incomeOf, spendingOf, tenthsOfPercent } from "./ledger";

/** Parameters of `cash_flow`. */
export const cashFlowParams = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  interval: z.enum(["month", "none"]).optional(),
});

/** Income, spending, net and savings rate of one window. */
export interface FlowLine {
  start: string;
  end: string;
  incomeCents: Cents;
  spendingCents: Cents;
  netCents: Cents;
  /** Tenths of a percent; undefined when there was no income. */
  savingsRateTenths: number | undefined;
}

/**
 * Net cash flow = income − spending; savings rate = net / income (undefined without income). One
 * read of the window's sums by day; each month's line measures that month's sums alone.
 */
export async function cashFlow(
  snapshot: Snapshot,
  p: z.infer<typeof cashFlowParams>,
): Promise<{
  totals: FlowLine;
  months: FlowLine[];
}> {
  const sums = await snapshot.ledger.sums(
    { start: p.start, end: p.end },
    p.interval === "month" ? "month" : undefined,
  );
  const line = (
    start: string,
    end: string,
    of: readonly LedgerSums[],
  ): FlowLine => {
    const incomeCents = incomeOf(of);
    const spendingCents = spendingOf(of);
    const netCents = toCents(incomeCents - spendingCents);
    return {
      start,
      end,
      incomeCents,
      spendingCents,
      netCents,
      savingsRateTenths:
        incomeCents > 0 ? tenthsOfPercent(netCents, incomeCents) : undefined,
    };
  };
  const months: FlowLine[] = [];
  if (p.interval === "month") {
    let cursor = p.start;
    while (cursor <= p.end) {
      const monthEnd = endOfMonth(cursor);
      const month = periodKey(cursor, "month");
      months.push(
        line(
          cursor,
          monthEnd < p.end ? monthEnd : p.end,
          sums.filter((row) => periodKey(row.key, "month") === month),
        ),
      );
      cursor = nextMonthStart(cursor);
    }
  }
  return { totals: line(p.start, p.end, sums), months };
}

function endOfMonth(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 8)}${String(last).padStart(2, "0")}`;
}

function nextMonthStart(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return m === 12
    ? `${String(y + 1)}-01-01`
    : `${String(y)}-${String(m + 1).padStart(2, "0")}-01`;
}
