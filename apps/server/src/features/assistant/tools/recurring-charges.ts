import {
  addDays,
  CATEGORIES,
  recurringSeries,
  TRANSFER_CATEGORY,
  type RecurringSeries,
} from "@finch/domain";
import type { Snapshot } from "../snapshot";

export type { RecurringSeries } from "@finch/domain";

/** Which series: active, stopped or all; of one kind; next expected within so many days. */
export interface RecurringFilter {
  status?: "active" | "inactive" | "all";
  kind?: "subscription" | "bill" | "routine" | "income" | "all";
  upcoming_within_days?: number;
  /** Only money out (bills, subscriptions) or in (income): fewer rows to read. */
  type?: "debit" | "credit";
  /** Only these merchants' series (one charge's price): only their rows are read. */
  merchants?: readonly string[] | undefined;
}

/**
 * The recurring series among the user's posted rows of the last 12 months (the domain's one
 * detector, `recurringSeries`; docs/design/assistant.md §6), filtered as asked.
 */
export async function recurringCharges(
  snapshot: Snapshot,
  p: RecurringFilter,
): Promise<RecurringSeries[]> {
  const year = await snapshot.ledger.rows(
    {
      start: addDays(snapshot.today, -365),
      end: snapshot.today,
      pending: "exclude",
      type: p.type,
      merchants: p.merchants,
      categories: CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY),
    },
    "date",
  );
  const horizon =
    p.upcoming_within_days && addDays(snapshot.today, p.upcoming_within_days);
  const status = p.status ?? "active";
  return recurringSeries(year, snapshot.today).filter(
    (s) =>
      ((p.kind ?? "all") === "all" || s.kind === p.kind) &&
      (status === "all" || s.isActive === (status === "active")) &&
      (!horizon ||
        (s.nextExpected > snapshot.today && s.nextExpected <= horizon)),
  );
}
