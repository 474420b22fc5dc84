/**
 * Held-out household (c), small: Léa, a student in Paris with a part-time job and translation
 * work. EUR, Europe/Paris; today is Tuesday 6 January 2026 (the clock reads 23:30 UTC on the
 * 5th), so "last month" is December, "last year" 2025 and this year is six days old. Her student
 * loan was typed as a positive amount owed.
 */
import { addDays, ymd } from "../calendar";
import type { EvalTransaction, Household } from "../household";
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

const TODAY = "2026-01-06";

export function parisStudent(): Household {
  return {
    id: "paris-student",
    fullName: "Léa Moreau",
    currency: "EUR",
    timezone: "Europe/Paris",
    today: TODAY,
    now: "2026-01-05T23:30:00.000Z",
    accounts: [
      {
        key: "courant",
        name: "Compte courant",
        type: "checking",
        institution: "BNP Paribas",
        openingCents: 90000,
        finalCents: 124018,
      },
      {
        key: "livret",
        name: "Livret A",
        type: "savings",
        institution: "BNP Paribas",
        openingCents: 550000,
        finalCents: 630000,
      },
      {
        key: "pret",
        name: "Prêt étudiant",
        type: "loan",
        institution: "BNP Paribas",
        openingCents: 500000,
        finalCents: 480000,
      },
    ],
    transactions: rows(),
    budgets: [
      {
        name: "Courses",
        category: "groceries",
        period: "monthly",
        cents: 22000,
        thresholdPercent: 80,
      },
      {
        name: "Sorties",
        category: "food_dining",
        period: "weekly",
        cents: 3500,
        thresholdPercent: 80,
      },
      {
        name: "Voyages",
        category: "travel",
        period: "yearly",
        cents: 90000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "quarterly",
        cents: 15000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Ordinateur",
        targetCents: 90000,
        targetDate: "2025-12-15",
        contributions: [
          { date: "2025-08-20", cents: 40000 },
          { date: "2025-10-20", cents: 50000 },
        ],
      },
      {
        name: "Voyage Lisbonne",
        targetCents: 60000,
        targetDate: "2026-04-30",
        contributions: [{ date: "2025-11-02", cents: 12000 }],
      },
    ],
  };
}

const BILLS: MonthlyCharge[] = [
  [1, "courant", "Foncia", "other", 78000],
  [
    1,
    "courant",
    "RATP Navigo",
    "transportation",
    changesIn("2026-01", 8880, 9080),
  ],
  [3, "courant", "Free Mobile", "utilities", 1999],
  [12, "courant", "Deezer", "subscription", 1199],
  [
    20,
    "courant",
    "Canal+",
    "subscription",
    (k) => (k >= "2025-10" ? 2499 : undefined),
  ],
];

function rows(): EvalTransaction[] {
  const w = rowWriter(TODAY);
  const r = seeded(20260106);
  const courant = w.on("courant");
  chargeMonthly(w, "2025-08", TODAY, BILLS, { Foncia: "LOYER FONCIA" });
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });
  eachMonth("2025-08", TODAY, (y, m) => {
    courant(ymd(y, m, 10), "EDF", "utilities", r.int(3800, 5200));
    courant(
      ymd(y, m, 5),
      "CAF de Paris",
      "other",
      21200,
      credit("CAF PARIS AIDE LOGEMENT"),
    );
    const payday = workingDayOnOrBefore(y, m, 28);
    courant(
      payday,
      "Librairie Gallimard",
      "salary",
      115000,
      credit("VIR SALAIRE LIBRAIRIE GALLIMARD"),
    );
    courant(
      dayOf(y, m, r.int(8, 26)),
      "Big Mamma",
      "food_dining",
      r.int(2800, 5500),
    );
    w.move(
      ymd(y, m, 2),
      "courant",
      "livret",
      15000,
      "Virement Livret A",
      "Virement du compte courant",
    );
  });
  eachDay({ start: "2025-08-01", end: addDays(TODAY, -2) }, (date, day) => {
    habits(courant, r, date, day);
  });
  for (const [date, cents] of MALT)
    courant(date, "Malt", "other", cents, credit("MALT PAYOUT TRADUCTION"));
  courant("2025-10-24", "SNCF Connect", "travel", 6400);
  courant("2025-12-10", "Fnac", "shopping", 14999);
  courant("2025-12-20", "SNCF Connect", "travel", 9600);
  courant(
    "2025-12-28",
    "SNCF Connect",
    "travel",
    4800,
    credit("SNCF REMBOURSEMENT GREVE"),
  );
  courant("2026-01-05", "Big Mamma", "food_dining", 4150);
  courant(TODAY, "Café Oberkampf", "food_dining", 480, { pending: true });
  courant(TODAY, "Franprix", "groceries", 1365, { pending: true });
  w.ahead("2026-01-10", "courant", "EDF", "utilities", 4400);
  w.ahead("2026-01-12", "courant", "Deezer", "subscription", 1199);
  return w.rows;
}

const MALT: [string, number][] = [
  ["2025-09-18", 42000],
  ["2025-11-07", 65500],
  ["2025-12-16", 38000],
];

/** One day's chances; `day` 0 is Monday. */
function habits(
  courant: ReturnType<RowWriter["on"]>,
  r: Random,
  date: string,
  day: number,
): void {
  if (day === 5) courant(date, "Monoprix", "groceries", r.int(2500, 6000));
  if ((day === 1 || day === 3) && r.chance(0.5))
    courant(date, "Franprix", "groceries", r.int(600, 2200));
  if (r.chance(0.1)) courant(date, "Picard", "groceries", r.int(1500, 3500));
  if (r.chance(0.3))
    courant(date, "Café Oberkampf", "food_dining", r.int(350, 600));
  if (day === 4 && r.chance(0.5))
    courant(date, "Deliveroo", "food_dining", r.int(1600, 3200));
  if (r.chance(0.05))
    courant(date, "Pharmacie Voltaire", "healthcare", r.int(600, 2500));
  if (r.chance(0.03)) courant(date, "Zara", "shopping", r.int(2000, 6000));
}
