/**
 * A development household for the tuned set: a graduate student in Boston (USD,
 * America/New_York), five months from December 2025 up to Saturday 2026-05-02, asked late at
 * night (the UTC date is already the 3rd) and two days into the month, so "this month" is short
 * and "this week" began in April. A research assistantship stipend twice a month (`salary`),
 * tutoring paid into Venmo and one federal tax refund (`other`, so income), a Bank of America
 * checking and savings, a Discover card typed negative, a federal student loan typed positive and
 * Venmo as an account (`other`). Rent is split with a roommate through Venmo (`utilities`), like
 * Eversource and Verizon; subscriptions sit in `subscription` (one cancelled, one plan upgrade).
 * Amazon and Target returns and a DoorDash refund are refunds; a spring-break trip, textbooks,
 * concerts, transfers to savings, Venmo and the card, pending rows and bills entered for May are
 * planted. Written from the documented rules only; the same every run.
 */
import type { Household } from "../household";
import { seeded } from "../random";
import {
  chargeMonthly,
  changesIn,
  dayOf,
  eachDay,
  eachMonth,
  rowWriter,
  workingDayOnOrBefore,
} from "../rows";

export const BOSTON_TODAY = "2026-05-02";
const FIRST = "2025-12-01";

/** Eversource by month: electric heat in winter. */
const EVERSOURCE: Record<number, number> = {
  1: 11200,
  2: 10400,
  3: 8600,
  4: 6900,
  12: 9800,
};

export function bostonStudent(): Household {
  const today = BOSTON_TODAY;
  const r = seeded(20260502);
  const w = rowWriter(today);
  const chk = w.on("chk");
  const disc = w.on("disc");
  const venmo = w.on("venmo");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // The stipend on the 15th and the last working day; tutoring paid through Venmo; a tax refund.
  eachMonth("2025-12", today, (y, m) => {
    for (const day of [15, 31])
      chk(
        workingDayOnOrBefore(y, m, day),
        "Boston University",
        "salary",
        143750,
        credit("BOSTON UNIVERSITY PAYROLL RA STIPEND"),
      );
  });
  chk("2026-03-20", "IRS", "other", 68400, credit("IRS TREAS 310 TAX REF"));

  // Money between accounts: savings after payday, Venmo for rent, the Discover bill.
  eachMonth("2025-12", today, (y, m) => {
    w.move(
      dayOf(y, m, 16),
      "chk",
      "sav",
      10000,
      "Transfer to Savings",
      "Transfer from Checking",
    );
    w.move(
      dayOf(y, m, 1),
      "chk",
      "venmo",
      70000,
      "Transfer to Venmo",
      "Bank Transfer from BofA",
    );
    w.move(
      dayOf(y, m, 25),
      "chk",
      "disc",
      r.int(45000, 80000),
      "Discover E-Payment",
      "Internet Payment Thank You",
    );
  });
  w.move(
    "2026-02-27",
    "sav",
    "chk",
    30000,
    "Transfer to Checking",
    "Transfer from Savings",
  );

  chargeMonthly(
    w,
    "2025-12",
    today,
    [
      [5, "venmo", "Jordan Lee", "utilities", 115000],
      [1, "disc", "MBTA", "transportation", 9000],
      [3, "disc", "OpenAI", "subscription", 2000],
      [8, "chk", "Verizon", "utilities", 4500],
      [11, "disc", "Spotify", "subscription", 599],
      [17, "chk", "Planet Fitness", "subscription", 1500],
      [
        20,
        "chk",
        "Eversource",
        "utilities",
        (k) => (EVERSOURCE[Number(k.slice(5))] ?? 7000) + r.int(-700, 700),
      ],
      [22, "disc", "iCloud", "subscription", changesIn("2026-03", 99, 299)],
      [
        26,
        "disc",
        "Hulu",
        "subscription",
        (k) => (k <= "2026-02" ? 999 : undefined),
      ],
    ],
    {
      "Jordan Lee": "VENMO TO JORDAN LEE RENT",
      MBTA: "MBTA CHARLIECARD MONTHLY PASS",
      OpenAI: "OPENAI *CHATGPT SUBSCR",
      Verizon: "VERIZON WIRELESS PREPAID",
      Spotify: "SPOTIFY STUDENT",
      "Planet Fitness": "PLANET FITNESS BOSTON",
      Eversource: "EVERSOURCE ENERGY WEB PMT",
      iCloud: "APPLE.COM/BILL ICLOUD+",
      Hulu: "HULU STUDENT",
    },
  );

  // Everyday life: Trader Joe's on Sundays, Star Market top-ups, Dunkin' before the lab, lunch
  // at Clover, DoorDash on weekend nights, tutoring on Tuesdays and Thursdays.
  eachDay({ start: FIRST, end: today }, (date, day) => {
    const weekday = day < 5;
    const spring = date >= "2026-03-15";
    if (day === 6) disc(date, "Trader Joe's", "groceries", r.int(3500, 7000));
    if (r.chance(0.15))
      disc(date, "Star Market", "groceries", r.int(800, 3500));
    if (r.chance(0.05))
      disc(date, "Whole Foods", "groceries", r.int(1500, 4500));
    if (weekday && r.chance(0.4))
      disc(date, "Dunkin'", "food_dining", r.int(300, 800));
    if (weekday && r.chance(0.2))
      disc(date, "Clover Food Lab", "food_dining", r.int(1000, 1500));
    if (r.chance(0.08)) disc(date, "Tatte", "food_dining", r.int(900, 1900));
    if (day >= 4 && r.chance(0.3))
      disc(date, "DoorDash", "food_dining", r.int(2200, 4200));
    if (r.chance(0.05))
      venmo(date, "Alex Kim", "food_dining", r.int(1800, 3000), {
        description: "VENMO TO ALEX KIM DINNER SPLIT",
      });
    if (r.chance(0.04)) disc(date, "Uber", "transportation", r.int(1200, 3200));
    if (spring && r.chance(0.15))
      disc(date, "Blue Bikes", "transportation", r.int(295, 600));
    if (r.chance(0.07))
      disc(date, "Amazon", "shopping", r.int(1200, 6000), {
        description: "AMAZON.COM*MKTPLACE",
      });
    if (r.chance(0.04)) disc(date, "Target", "shopping", r.int(1500, 7000));
    if (r.chance(0.04)) disc(date, "CVS", "healthcare", r.int(600, 2800));
    if (day === 5 && r.chance(0.15))
      disc(date, "AMC", "entertainment", r.int(1400, 1900), {
        description: "AMC BOSTON COMMON",
      });
    if ((day === 1 || day === 3) && r.chance(0.7))
      venmo(date, "Priya Raman", "other", 6000, {
        type: "credit",
        description: "VENMO FROM PRIYA RAMAN SAT TUTORING",
      });
    if (day === 2 && r.chance(0.5))
      venmo(date, "David Okafor", "other", 7500, {
        type: "credit",
        description: "VENMO FROM DAVID OKAFOR CALC TUTORING",
      });
  });

  // One-offs: spring semester books and fees, the conference, spring break, concerts, refunds.
  chk("2026-01-06", "BU Student Accounts", "education", 32500, {
    description: "BU STUDENT ACCOUNTS SPRING FEES",
  });
  disc("2026-01-14", "BU Barnes & Noble", "education", 18745);
  disc("2026-01-16", "Pearson", "education", 7999, {
    description: "PEARSON ETEXT",
  });
  disc("2026-01-21", "BU Barnes & Noble", "education", 6499);
  disc("2026-04-02", "ACM", "education", 17500, {
    description: "ACM CONF REGISTRATION STUDENT",
  });
  disc("2026-02-18", "JetBlue", "travel", 23840, {
    description: "JETBLUE BOS-SJU",
  });
  disc("2026-02-22", "Booking.com", "travel", 41200, {
    description: "BOOKING.COM SAN JUAN",
  });
  disc("2026-03-09", "Uber", "transportation", 3860);
  disc("2026-03-30", "Delta", "travel", 31860, {
    description: "DELTA AIR BOS-ORD",
  });
  disc("2026-04-23", "Hyatt Regency", "travel", 48600, {
    description: "HYATT REGENCY CHICAGO",
  });
  disc("2026-02-12", "Ticketmaster", "entertainment", 8650, {
    description: "TICKETMASTER HOUSE OF BLUES",
  });
  disc("2026-03-28", "Paradise Rock Club", "entertainment", 4200);
  disc("2026-05-01", "Ticketmaster", "entertainment", 14580, {
    description: "TICKETMASTER BOSTON CALLING",
  });
  for (const [d, cents] of [
    ["2026-01-09", 2399],
    ["2026-04-14", 3150],
  ] as const)
    disc(d, "Amazon", "shopping", cents, credit("AMAZON.COM REFUND"));
  disc("2026-03-03", "Target", "shopping", 1899, credit("TARGET RETURN"));
  disc("2026-04-11", "DoorDash", "food_dining", 845, credit("DOORDASH REFUND"));

  // Still pending tonight, and the bills already entered for the days ahead.
  disc("2026-05-01", "Uber", "transportation", 1862, { pending: true });
  disc("2026-05-02", "Star Market", "groceries", 2318, { pending: true });
  disc("2026-05-02", "DoorDash", "food_dining", 3147, { pending: true });
  w.ahead("2026-05-03", "disc", "OpenAI", "subscription", 2000);
  w.ahead("2026-05-05", "venmo", "Jordan Lee", "utilities", 115000);
  w.ahead("2026-05-08", "chk", "Verizon", "utilities", 4500);

  const monthly = (from: string, to: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, to, (y, m) => out.push({ date: dayOf(y, m, day), cents }));
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-boston-student",
    fullName: "Sam Whitaker",
    currency: "USD",
    timezone: "America/New_York",
    today,
    // 11:40 pm in Boston: the UTC date is already the 3rd.
    now: "2026-05-03T03:40:00.000Z",
    accounts: [
      {
        key: "chk",
        name: "BofA Advantage Checking",
        type: "checking",
        institution: "Bank of America",
        openingCents: 215000,
        finalCents: 187433,
      },
      {
        key: "sav",
        name: "BofA Savings",
        type: "savings",
        institution: "Bank of America",
        openingCents: 180000,
        finalCents: 211250,
      },
      {
        key: "disc",
        name: "Discover it Student",
        type: "credit_card",
        institution: "Discover",
        openingCents: -38000,
        finalCents: -64218,
      },
      {
        key: "loan",
        name: "Federal Student Loan",
        type: "loan",
        institution: "Nelnet",
        openingCents: 2375000,
        finalCents: 2375000,
      },
      {
        key: "venmo",
        name: "Venmo",
        type: "other",
        institution: "Venmo",
        openingCents: 4000,
        finalCents: 8412,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Eating Out",
        category: "food_dining",
        period: "weekly",
        cents: 5000,
        thresholdPercent: 80,
      },
      {
        name: "Groceries",
        category: "groceries",
        period: "monthly",
        cents: 32000,
        thresholdPercent: 80,
      },
      {
        name: "Fun Money",
        category: "entertainment",
        period: "monthly",
        cents: 10000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "monthly",
        cents: 15000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Emergency Fund",
        targetCents: 300000,
        targetDate: "2026-12-31",
        contributions: [
          { date: "2025-12-15", cents: 40000 },
          { date: "2026-01-15", cents: 10000 },
          ...monthly("2026-02", today, 5000, 15),
        ],
      },
      {
        name: "New Laptop",
        targetCents: 160000,
        targetDate: "2026-08-31",
        contributions: monthly("2025-12", today, 20000, 20),
      },
      {
        name: "Conference Trip",
        targetCents: 90000,
        targetDate: "2026-04-15",
        contributions: monthly("2025-12", "2026-02", 30000, 10),
      },
    ],
  };
}
