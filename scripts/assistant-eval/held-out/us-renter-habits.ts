/**
 * Dana's habits: delivery most days, coffee on weekdays, rideshare, a Sunday shop at Ralphs,
 * Costco once a month, a Saturday ATM withdrawal (sometimes with a fee); then one-off
 * purchases, refunds and the last days' pending rows.
 */
import { addDays } from "../calendar";
import type { Random } from "../random";
import { dayOf, eachDay, eachMonth, type RowWriter } from "../rows";

export function usHabits(
  w: RowWriter,
  r: Random,
  first: string,
  today: string,
): void {
  const [amex, freedom, checking] = [
    w.on("amex"),
    w.on("freedom"),
    w.on("checking"),
  ];
  eachMonth(first, today, (y, m) => {
    checking(
      dayOf(y, m, r.int(2, 27)),
      "Costco",
      "groceries",
      r.int(11000, 21000),
    );
    amex(
      dayOf(y, m, r.int(8, 26)),
      "Bestia",
      "food_dining",
      r.int(8500, 16000),
    );
    freedom(
      dayOf(y, m, r.int(3, 25)),
      "Alamo Drafthouse",
      "entertainment",
      r.int(1800, 4200),
    );
  });
  eachDay({ start: `${first}-01`, end: addDays(today, -2) }, (date, day) => {
    eating(w, r, date, day);
    errands(w, r, date, day);
  });
}

/** One day's food; `day` 0 is Monday. */
function eating(w: RowWriter, r: Random, date: string, day: number): void {
  const [amex, freedom] = [w.on("amex"), w.on("freedom")];
  const weekday = day < 5;
  const dash = w.on(r.chance(0.4) ? "amex" : "checking");
  if (r.chance(0.42)) dash(date, "DoorDash", "food_dining", r.int(1800, 4800));
  if (r.chance(0.14)) amex(date, "Grubhub", "food_dining", r.int(1600, 3900));
  if (weekday && r.chance(0.2))
    amex(date, "Sweetgreen", "food_dining", r.int(1400, 1900));
  if (r.chance(0.08))
    freedom(date, "In-N-Out Burger", "food_dining", r.int(900, 1600));
  if (weekday && r.chance(0.45))
    amex(date, "Philz Coffee", "food_dining", r.int(525, 750));
  if (day === 5 && r.chance(0.6))
    amex(date, "Blue Bottle Coffee", "food_dining", r.int(550, 900));
}

/** One day's rides, shops and cash. */
function errands(w: RowWriter, r: Random, date: string, day: number): void {
  const [amex, freedom, checking] = [
    w.on("amex"),
    w.on("freedom"),
    w.on("checking"),
  ];
  if (r.chance(0.3)) freedom(date, "Lyft", "transportation", r.int(1100, 3400));
  if (r.chance(0.1)) freedom(date, "Uber", "transportation", r.int(1200, 4000));
  if (day === 6) checking(date, "Ralphs", "groceries", r.int(4500, 9500));
  if (day === 2 && r.chance(0.5))
    checking(date, "Sprouts Farmers Market", "groceries", r.int(1800, 4200));
  if (day === 5 && r.chance(0.7)) {
    checking(date, "ATM Withdrawal", "other", r.pick([6000, 8000, 10000]), {
      description: "ATM WITHDRAWAL 7-ELEVEN #1123",
    });
    if (r.chance(0.4))
      checking(date, "ATM Fee", "other", 350, {
        description: "NON-CHASE ATM FEE",
      });
  }
  if (r.chance(0.06)) freedom(date, "Target", "shopping", r.int(1500, 9000));
  if (r.chance(0.03)) amex(date, "Etsy", "shopping", r.int(1200, 6000));
  if (r.chance(0.04))
    freedom(date, "Walgreens", "healthcare", r.int(800, 3500));
  if (day === 5 && r.chance(0.15))
    amex(date, "Steam", "entertainment", r.pick([999, 1999, 2999, 5999]));
}

export function usOneOffs(w: RowWriter, today: string): void {
  const ONE_OFFS: [string, string, string, string, number][] = [
    ["2025-09-27", "amex", "Uniqlo", "shopping", 11870],
    ["2025-10-04", "amex", "REI", "shopping", 18995],
    ["2025-11-03", "amex", "Alaska Airlines", "travel", 31240],
    ["2025-12-12", "amex", "Ticketmaster", "entertainment", 16400],
    ["2025-12-19", "amex", "Airbnb", "travel", 64000],
    ["2025-12-22", "amex", "Uniqlo", "shopping", 9980],
    ["2026-01-14", "freedom", "One Medical", "healthcare", 4000],
    ["2026-01-25", "amex", "Etsy", "shopping", 5800],
    ["2026-02-14", "freedom", "Target", "shopping", 12640],
  ];
  for (const [date, account, merchant, category, cents] of ONE_OFFS)
    w.add(date, account, merchant, category, cents);
  const REFUNDS: [string, string, string, string, number][] = [
    ["2025-10-20", "amex", "REI", "shopping", 8995],
    ["2025-12-29", "amex", "Uniqlo", "shopping", 4990],
    ["2026-01-08", "freedom", "Target", "shopping", 3499],
    ["2026-02-11", "amex", "DoorDash", "food_dining", 2340],
  ];
  for (const [date, account, merchant, category, cents] of REFUNDS)
    w.add(date, account, merchant, category, cents, {
      type: "credit",
      description: `${merchant.toUpperCase()} REFUND`,
    });
  // The last two days: rows not yet posted.
  w.add("2026-03-03", "amex", "DoorDash", "food_dining", 3185, {
    pending: true,
  });
  w.add("2026-03-03", "freedom", "Lyft", "transportation", 2410, {
    pending: true,
  });
  w.add(today, "freedom", "Lyft", "transportation", 1862, { pending: true });
  w.add(today, "amex", "Philz Coffee", "food_dining", 675, { pending: true });
}
