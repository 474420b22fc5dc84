import {
  addDays,
  CATEGORIES,
  mayRecur,
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
  /** Only these accounts' rows. */
  accountIds?: readonly number[] | undefined;
  /** Transfers too (what a loan receives), otherwise left out. */
  withTransfers?: boolean | undefined;
}

/**
 * The recurring series among the user's posted rows of the last 12 months (the domain's one
 * detector, `recurringSeries`; docs/design/assistant.md §6), filtered as asked. Only the rows of
 * merchants that may recur (`mayRecur`, counted by the read model first) are read: a busy
 * ledger's everyday merchants hold most of its rows.
 */
export async function recurringCharges(
  snapshot: Snapshot,
  p: RecurringFilter,
): Promise<RecurringSeries[]> {
  const window = {
    start: addDays(snapshot.today, -YEAR_DAYS),
    end: snapshot.today,
    pending: "exclude" as const,
    type: p.type,
    merchants: p.merchants,
    accountIds: p.accountIds,
    categories: p.withTransfers
      ? undefined
      : CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY),
  };
  // Counted per merchant as the detector groups them (by name, whatever its case).
  const counts = new Map<
    string,
    { names: string[]; out: number; in: number }
  >();
  for (const s of await snapshot.ledger.sums(window, "merchant")) {
    const key = s.key.toLowerCase();
    const c = counts.get(key) ?? { names: [], out: 0, in: 0 };
    if (!c.names.includes(s.key)) c.names.push(s.key);
    c.out += s.debitCount;
    c.in += s.count - s.debitCount;
    counts.set(key, c);
  }
  const merchants = [...counts.values()]
    .filter((c) => mayRecur(c.out, YEAR_DAYS) || mayRecur(c.in, YEAR_DAYS))
    .flatMap((c) => c.names);
  if (merchants.length === 0) return [];
  // A ledger of thousands of one-off names is read whole rather than named in one long list.
  const year = await snapshot.ledger.rows(
    merchants.length <= MOST_NAMED ? { ...window, merchants } : window,
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

const YEAR_DAYS = 365;
const MOST_NAMED = 500;
