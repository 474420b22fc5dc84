/**
 * The Okonkwo-Ferraris' transactions, 15 February 2026 to today (Tuesday 2026-09-15) and two
 * bills already entered for 1 October: two paychecks (one every other Friday with a raise in
 * July, one on the 15th and the last working day), a monthly child benefit, savings interest,
 * rent, daycare (a fee rise in July), hydro and heating by season, phones and internet, car
 * insurance, a streaming bundle and two other subscriptions (one cancelled in May), the car loan,
 * the line of credit (one advance in April, monthly interest), transfers to savings and to the
 * TFSA, the card payment; then everyday habits, one-offs, refunds and the last days' pending rows.
 */
import { addDays, ymd } from "../calendar";
import type { EvalTransaction } from "../household";
import { seeded, type Random } from "../random";
import {
  changesIn,
  chargeMonthly,
  dayOf,
  eachDay,
  eachMonth,
  rowWriter,
  workingDayOnOrBefore,
  type MonthlyCharge,
  type RowWriter,
} from "../rows";

export const TORONTO_TODAY = "2026-09-15";
const START = "2026-02-15";
const FIRST_MONTH = "2026-02";

const HYDRO: Record<string, number> = {
  "2026-02": 11240,
  "2026-03": 9815,
  "2026-04": 8460,
  "2026-05": 7925,
  "2026-06": 10410,
  "2026-07": 13985,
  "2026-08": 14630,
  "2026-09": 12170,
};

const HEATING: Record<string, number> = {
  "2026-02": 18930,
  "2026-03": 15440,
  "2026-04": 10215,
  "2026-05": 6120,
  "2026-06": 4385,
  "2026-07": 3810,
  "2026-08": 3765,
  "2026-09": 4140,
};

export const DAYCARE_FEE = changesIn("2026-07", 142500, 148000);
export const RENT = 265000;

const BILLS: MonthlyCharge[] = [
  [1, "chequing", "Wellesley Residences", "other", RENT],
  [1, "chequing", "Cedarvale Early Learning", "education", DAYCARE_FEE],
  [10, "chequing", "Toronto Hydro", "utilities", (k) => HYDRO[k]],
  [12, "chequing", "Enbridge Gas", "utilities", (k) => HEATING[k]],
  [20, "card", "Rogers", "utilities", changesIn("2026-06", 15800, 16600)],
  [5, "card", "Belairdirect", "transportation", 18740],
  [7, "card", "Crave", "subscription", 2699],
  [18, "card", "Apple One", "subscription", 2595],
  [22, "card", "Audible", "subscription", 1495],
  [
    9,
    "card",
    "Paramount+",
    "subscription",
    (k) => (k <= "2026-05" ? 799 : undefined),
  ],
];

const DESCRIPTIONS: Record<string, string> = {
  "Wellesley Residences": "WELLESLEY RESIDENCES RENT",
  "Cedarvale Early Learning": "CEDARVALE EARLY LEARNING TUITION",
  Rogers: "ROGERS WIRELESS + INTERNET",
  Belairdirect: "BELAIRDIRECT AUTO INS",
  Crave: "CRAVE PREMIUM BUNDLE",
  "Apple One": "APPLE.COM/BILL ONE FAMILY",
  "Paramount+": "PARAMOUNTPLUS.COM",
};

export function torontoRows(): EvalTransaction[] {
  const w = rowWriter(TORONTO_TODAY);
  const r = seeded(20260915);
  chargeMonthly(w, FIRST_MONTH, TORONTO_TODAY, BILLS, DESCRIPTIONS);
  income(w, r);
  moves(w, r);
  eachDay({ start: START, end: addDays(TORONTO_TODAY, -2) }, (date, day) => {
    food(w, r, date, day);
    errands(w, r, date, day);
  });
  oneOffs(w);
  w.ahead("2026-10-01", "chequing", "Wellesley Residences", "other", RENT);
  w.ahead(
    "2026-10-01",
    "chequing",
    "Cedarvale Early Learning",
    "education",
    DAYCARE_FEE("2026-10"),
  );
  return w.rows.filter((t) => t.date >= START);
}

function income(w: RowWriter, r: Random): void {
  const chequing = w.on("chequing");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });
  for (let d = "2026-02-20"; d <= TORONTO_TODAY; d = addDays(d, 14))
    chequing(
      d,
      "Harbourfront Logistics",
      "salary",
      d < "2026-07-01" ? 231846 : 238812,
      credit("HARBOURFRONT LOGISTICS PAY"),
    );
  eachMonth(FIRST_MONTH, TORONTO_TODAY, (y, m) => {
    for (const day of [15, 31]) {
      const d = workingDayOnOrBefore(y, m, day);
      chequing(
        d,
        "Don Valley Health",
        "salary",
        198520,
        credit("DON VALLEY HEALTH PAYROLL"),
      );
      w.move(
        d,
        "chequing",
        "savings",
        25000,
        "Transfer to EQ Savings",
        "Transfer from Tangerine Chequing",
      );
    }
    chequing(
      ymd(y, m, 20),
      "CRA Child Benefit",
      "other",
      64808,
      credit("CANADA CHILD BENEFIT"),
    );
    w.add(
      dayOf(y, m, 31),
      "savings",
      "EQ Bank Interest",
      "investment",
      r.int(1900, 2700),
      credit("INTEREST PAID"),
    );
  });
}

function moves(w: RowWriter, r: Random): void {
  eachMonth(FIRST_MONTH, TORONTO_TODAY, (y, m) => {
    w.move(
      ymd(y, m, 3),
      "chequing",
      "tfsa",
      40000,
      "Wealthsimple TFSA deposit",
      "Deposit from Tangerine Chequing",
    );
    w.move(
      ymd(y, m, 5),
      "chequing",
      "car",
      48960,
      "Toyota Financial payment",
      "Toyota loan payment in",
    );
    w.move(
      ymd(y, m, 22),
      "chequing",
      "loc",
      30000,
      "Scotiabank LOC payment",
      "LOC payment in",
    );
    w.move(
      ymd(y, m, 24),
      "chequing",
      "card",
      r.int(160000, 260000),
      "PC Mastercard payment",
      "PC Financial payment credit",
    );
    w.add(
      ymd(y, m, 28),
      "loc",
      "Scotiabank LOC Interest",
      "other",
      r.int(2600, 3400),
      { description: "LINE OF CREDIT INTEREST" },
    );
  });
  w.move(
    "2026-04-08",
    "loc",
    "chequing",
    250000,
    "Scotiabank LOC advance",
    "Advance from Scotiabank LOC",
  );
}

/** One day's food; `day` 0 is Monday. */
function food(w: RowWriter, r: Random, date: string, day: number): void {
  const [card, chequing] = [w.on("card"), w.on("chequing")];
  if (day === 5) card(date, "Loblaws", "groceries", r.int(14000, 26500));
  if (day === 2 && r.chance(0.55))
    chequing(date, "No Frills", "groceries", r.int(3500, 9500));
  if (r.chance(0.08)) card(date, "Farm Boy", "groceries", r.int(1200, 4500));
  if (day < 5 && r.chance(0.55))
    card(date, "Tim Hortons", "food_dining", r.int(245, 1189));
  if (day === 4 && r.chance(0.6))
    card(date, "SkipTheDishes", "food_dining", r.int(2600, 5800));
  if (day === 6 && r.chance(0.15))
    card(date, "SkipTheDishes", "food_dining", r.int(2600, 5800));
  if (r.chance(0.05))
    card(date, "Pizza Pizza", "food_dining", r.int(1800, 3400));
  if (day === 5 && r.chance(0.3))
    card(date, "Terroni", "food_dining", r.int(7800, 14500));
}

/** One day's baby things, fuel, parking and shops. */
function errands(w: RowWriter, r: Random, date: string, day: number): void {
  const card = w.on("card");
  if (r.chance(0.1))
    card(date, "Well.ca", "shopping", r.pick([4899, 5499, 6299]), {
      description: "WELL.CA DIAPERS WIPES",
    });
  if (r.chance(0.05))
    card(date, "Snuggle Bugz", "shopping", r.int(1800, 12000));
  if (r.chance(0.12))
    card(date, "Shoppers Drug Mart", "healthcare", r.int(900, 4800));
  if (r.chance(0.14))
    card(
      date,
      r.chance(0.6) ? "Petro-Canada" : "Esso",
      "transportation",
      r.int(5400, 8600),
    );
  if (r.chance(0.06))
    card(date, "Green P Parking", "transportation", r.int(350, 1600));
  if (day === 5 && r.chance(0.2))
    card(date, "Cineplex", "entertainment", r.int(2800, 4600));
  if (r.chance(0.04)) card(date, "Winners", "shopping", r.int(2500, 9000));
  if (r.chance(0.03))
    card(date, "Canadian Tire", "shopping", r.int(1500, 7500));
}

function oneOffs(w: RowWriter): void {
  const card = w.on("card");
  const ONE_OFFS: [string, string, string, number][] = [
    ["2026-03-14", "Structube", "shopping", 64900],
    ["2026-04-18", "Kal Tire", "transportation", 72460],
    ["2026-05-06", "Bloor West Pediatrics", "healthcare", 12000],
    ["2026-05-23", "Toronto Zoo", "entertainment", 8650],
    ["2026-06-20", "Air Canada", "travel", 86420],
    ["2026-07-04", "Snuggle Bugz", "shopping", 34999],
    ["2026-08-29", "Canadian Tire", "shopping", 18999],
  ];
  for (const [date, merchant, category, cents] of ONE_OFFS)
    card(date, merchant, category, cents);
  const REFUNDS: [string, string, string, number][] = [
    ["2026-07-21", "Snuggle Bugz", "shopping", 8999],
    ["2026-08-11", "SkipTheDishes", "food_dining", 2350],
    ["2026-09-02", "Canadian Tire", "shopping", 18999],
  ];
  for (const [date, merchant, category, cents] of REFUNDS)
    card(date, merchant, category, cents, {
      type: "credit",
      description: `${merchant.toUpperCase()} RETURN`,
    });
  // Two of the same on the same day: a second coffee, a second box of diapers.
  card("2026-08-19", "Well.ca", "shopping", 4899, {
    description: "WELL.CA DIAPERS WIPES",
  });
  card("2026-08-19", "Well.ca", "shopping", 4899, {
    description: "WELL.CA DIAPERS WIPES",
  });
  card("2026-09-08", "Tim Hortons", "food_dining", 415);
  card("2026-09-08", "Tim Hortons", "food_dining", 415);
  // The last two days, not yet posted.
  card("2026-09-14", "Petro-Canada", "transportation", 7215, {
    pending: true,
  });
  w.add("2026-09-14", "chequing", "No Frills", "groceries", 4388, {
    pending: true,
  });
  card(TORONTO_TODAY, "Tim Hortons", "food_dining", 563, { pending: true });
  card(TORONTO_TODAY, "Well.ca", "shopping", 5499, {
    pending: true,
    description: "WELL.CA DIAPERS WIPES",
  });
}
