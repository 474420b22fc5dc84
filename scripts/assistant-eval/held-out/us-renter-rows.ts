/**
 * Dana's transactions, August 2025 to today (Wednesday 2026-03-04 in Los Angeles) and the bills
 * already entered for the coming weeks: a paycheck every other Friday with a transfer to savings
 * after each, rent, utilities, subscriptions (Hulu cancelled in November), the student loan,
 * card payments and interest.
 */
import { addDays, ymd } from "../calendar";
import type { EvalTransaction } from "../household";
import { seeded } from "../random";
import {
  chargeMonthly,
  eachMonth,
  rowWriter,
  type MonthlyCharge,
} from "../rows";
import { usHabits, usOneOffs } from "./us-renter-habits";

export const US_TODAY = "2026-03-04";
const FIRST_MONTH = "2025-08";

const BILLS: MonthlyCharge[] = [
  [1, "checking", "Sunset Terrace Apartments", "other", 215000],
  [1, "checking", "LA Metro TAP", "transportation", 5000],
  [18, "amex", "Spectrum Internet", "utilities", 6999],
  [21, "freedom", "T-Mobile", "utilities", 6500],
  [5, "amex", "Netflix", "subscription", 1549],
  [8, "amex", "Spotify", "subscription", 1199],
  [
    17,
    "freedom",
    "Hulu",
    "subscription",
    (k) => (k <= "2025-11" ? 999 : undefined),
  ],
  [23, "freedom", "YouTube Premium", "subscription", 1399],
  [14, "amex", "iCloud+", "subscription", 299],
  [10, "freedom", "Crunch Fitness", "healthcare", 2999],
  [15, "checking", "Nelnet", "education", 28750],
];

const DESCRIPTIONS: Record<string, string> = {
  "Sunset Terrace Apartments": "SUNSET TERRACE APTS RENT",
  "iCloud+": "APPLE.COM/BILL ICLOUD",
  Nelnet: "NELNET STUDENT LN PMT",
};

export function usRows(): EvalTransaction[] {
  const w = rowWriter(US_TODAY);
  const r = seeded(20260304);
  chargeMonthly(w, FIRST_MONTH, US_TODAY, BILLS, DESCRIPTIONS);
  const checking = w.on("checking");
  for (let d = `${FIRST_MONTH}-01`; d <= US_TODAY; d = addDays(d, 14)) {
    const pay = d < "2026-01-01" ? 261538 : 269846;
    checking(d, "Lumen Analytics", "salary", pay, {
      type: "credit",
      description: "LUMEN ANALYTICS PAYROLL PPD",
    });
    w.move(
      d,
      "checking",
      "savings",
      30000,
      "Transfer to Ally Savings",
      "Transfer from Chase Checking",
    );
  }
  eachMonth(FIRST_MONTH, US_TODAY, (y, m) => {
    checking(ymd(y, m, 12), "LADWP", "utilities", r.int(6200, 11800));
    w.move(
      ymd(y, m, 20),
      "checking",
      "amex",
      r.int(60000, 110000),
      "AMEX ePayment",
      "Amex payment received",
    );
    w.move(
      ymd(y, m, 26),
      "checking",
      "freedom",
      r.int(30000, 70000),
      "Chase Freedom payment",
      "Freedom payment thank you",
    );
    w.add(
      ymd(y, m, 28),
      "savings",
      "Ally Interest",
      "investment",
      r.int(2800, 3600),
      { type: "credit", description: "INTEREST PAID" },
    );
  });
  checking("2026-02-20", "IRS Treas 310", "other", 118400, {
    type: "credit",
    description: "IRS TREAS 310 TAX REF",
  });
  usHabits(w, r, FIRST_MONTH, US_TODAY);
  usOneOffs(w, US_TODAY);
  // Bills already entered with their due dates. Netflix's is tomorrow in Los Angeles, though
  // the clock's UTC date is already the 5th.
  w.ahead("2026-03-05", "amex", "Netflix", "subscription", 1549);
  w.ahead("2026-03-08", "amex", "Spotify", "subscription", 1199);
  w.ahead("2026-03-12", "checking", "LADWP", "utilities", 8416);
  w.ahead("2026-03-15", "checking", "Nelnet", "education", 28750);
  w.ahead("2026-03-21", "freedom", "T-Mobile", "utilities", 6500);
  w.ahead(
    "2026-04-01",
    "checking",
    "Sunset Terrace Apartments",
    "other",
    215000,
  );
  return w.rows;
}
