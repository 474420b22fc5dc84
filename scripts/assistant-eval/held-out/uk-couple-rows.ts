/**
 * The Hartleys' transactions, August 2024 to today (2025-09-17) and three bills already entered
 * for the coming days: two salaries, irregular freelance invoices, child benefit, a mortgage,
 * council tax (April to January only), energy by season, streaming (one cancelled, one price
 * rise), nursery fees, transfers to savings and the ISA, and the card payment.
 */
import { addDays, ymd } from "../calendar";
import type { EvalTransaction } from "../household";
import { seeded } from "../random";
import {
  changesIn,
  chargeMonthly,
  eachMonth,
  rowWriter,
  workingDayOnOrBefore,
  type MonthlyCharge,
  type RowWriter,
} from "../rows";
import { ukHabits, ukOneOffs } from "./uk-couple-habits";

export const UK_TODAY = "2025-09-17";
const UK_FIRST_MONTH = "2024-08";

const ENERGY: Record<string, number> = {
  "2024-08": 9512,
  "2024-09": 9840,
  "2024-10": 12630,
  "2024-11": 16544,
  "2024-12": 19820,
  "2025-01": 21075,
  "2025-02": 18930,
  "2025-03": 15012,
  "2025-04": 12010,
  "2025-05": 10455,
  "2025-06": 9200,
  "2025-07": 9031,
  "2025-08": 9318,
};

/** Council tax is paid in ten instalments, April to January. */
const councilTax = (key: string) =>
  key.endsWith("-02") || key.endsWith("-03")
    ? undefined
    : changesIn("2025-04", 18700, 19600)(key);

const BILLS: MonthlyCharge[] = [
  [1, "joint", "Nationwide Mortgage", "other", 114200],
  [15, "joint", "Leeds City Council", "utilities", councilTax],
  [20, "joint", "Octopus Energy", "utilities", (key) => ENERGY[key]],
  [
    8,
    "joint",
    "Yorkshire Water",
    "utilities",
    changesIn("2025-04", 4820, 5190),
  ],
  [22, "joint", "BT Broadband", "utilities", changesIn("2025-04", 3899, 4249)],
  [3, "card", "Netflix", "subscription", changesIn("2025-06", 1099, 1299)],
  [9, "card", "Spotify", "subscription", 1799],
  [
    14,
    "card",
    "Disney+",
    "subscription",
    (k) => (k <= "2025-02" ? 799 : undefined),
  ],
  [
    5,
    "joint",
    "Little Acorns Nursery",
    "education",
    changesIn("2025-01", 86500, 91200),
  ],
];

const DESCRIPTIONS: Record<string, string> = {
  "Nationwide Mortgage": "NATIONWIDE BS MORTGAGE DD",
  "Leeds City Council": "LEEDS CITY COUNCIL CTAX",
  Spotify: "SPOTIFY FAMILY",
  "Little Acorns Nursery": "LITTLE ACORNS NURSERY FEES",
};

const FREELANCE: [string, string, number][] = [
  ["2024-09-12", "Brightwave Studio", 85000],
  ["2024-11-04", "Northcote Design", 120000],
  ["2025-01-20", "Brightwave Studio", 47500],
  ["2025-02-27", "Kestrel Media", 165000],
  ["2025-04-15", "Northcote Design", 62000],
  ["2025-06-09", "Brightwave Studio", 98000],
  ["2025-07-22", "Kestrel Media", 134000],
  ["2025-08-29", "Northcote Design", 39000],
  ["2025-09-10", "Brightwave Studio", 72500],
];

export function ukRows(): EvalTransaction[] {
  const w = rowWriter(UK_TODAY);
  const r = seeded(20250917);
  chargeMonthly(w, UK_FIRST_MONTH, UK_TODAY, BILLS, DESCRIPTIONS);
  income(w, r.int);
  ukHabits(w, r, UK_FIRST_MONTH, UK_TODAY);
  ukOneOffs(w, UK_TODAY);
  w.ahead("2025-09-20", "joint", "Octopus Energy", "utilities", 9740);
  w.ahead("2025-09-22", "joint", "BT Broadband", "utilities", 4249);
  w.ahead("2025-10-01", "joint", "Nationwide Mortgage", "other", 114200);
  return w.rows;
}

function income(w: RowWriter, int: (lo: number, hi: number) => number): void {
  const joint = w.on("joint");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });
  eachMonth(UK_FIRST_MONTH, UK_TODAY, (y, m) => {
    const raised = ymd(y, m, 1) >= "2025-04-01";
    joint(
      workingDayOnOrBefore(y, m, 28),
      "Halden Logistics",
      "salary",
      raised ? 326250 : 315000,
      credit("HALDEN LOGISTICS LTD SALARY"),
    );
    joint(
      workingDayOnOrBefore(y, m, 27),
      "Leeds Teaching Hospitals",
      "salary",
      241055,
      credit("LTHT NHS PAY"),
    );
    w.add(
      ymd(y, m, 28),
      "saver",
      "Marcus Interest",
      "investment",
      int(3500, 4800),
      credit("INTEREST PAID"),
    );
  });
  for (let d = "2024-08-05"; d <= UK_TODAY; d = addDays(d, 28))
    joint(
      d,
      "HMRC Child Benefit",
      "other",
      d < "2025-04-07" ? 10240 : 10520,
      credit("HMRC CHILD BENEFIT"),
    );
  FREELANCE.forEach(([date, client, cents], i) => {
    joint(
      date,
      client,
      "other",
      cents,
      credit(`FREELANCE INV ${String(1042 + i)} ${client.toUpperCase()}`),
    );
  });
}
