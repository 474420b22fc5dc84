import {
  addDays,
  CATEGORIES,
  findAnomalies,
  TRANSFER_CATEGORY,
  type Finding,
} from "@finch/domain";
import type { AssistantTransaction, Snapshot } from "../snapshot";
import { recurringCharges } from "./recurring-charges";

/**
 * Unusual transactions in a window by the domain's one rule (`findAnomalies`), each against the
 * year before it and outside the user's recurring charges.
 */
export async function detectAnomalies(
  snapshot: Snapshot,
  p: { start: string; end: string },
): Promise<Finding<AssistantTransaction>[]> {
  // The year before the window (baselines) and the last year (the 90th percentile of amounts).
  const windowYear = addDays(p.start, -365);
  const lastYear = addDays(snapshot.today, -365);
  const [posted, series] = await Promise.all([
    snapshot.ledger.rows(
      {
        start: windowYear < lastYear ? windowYear : lastYear,
        end: p.end,
        pending: "exclude",
        type: "debit",
        categories: CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY),
      },
      "date",
    ),
    recurringCharges(snapshot, { status: "all" }),
  ]);
  return findAnomalies(
    posted,
    p,
    snapshot.today,
    new Set(series.map((s) => s.merchant)),
  );
}
