/**
 * A development household for the tuned set: a family of four in Chicago (USD, America/Chicago),
 * about nine and a half months up to 2026-03-18, asked late in the evening (the UTC date is
 * already the 19th). Two paychecks (Acme every other Friday with a raise in January,
 * Northwestern Medicine twice a month), an Etsy side hustle, savings interest, rent to a property
 * manager (in `utilities`), daycare (in `education`), seasonal utility bills, a joint checking, a high-yield savings, two credit cards (the Visa typed
 * negative, the Amex typed positive), a car loan and a cash wallet. Subscriptions sit in
 * `subscription` (one cancelled, one price rise); groceries and fuel are regular but are not.
 * Refunds, transfers, pending rows and upcoming bills are planted. Written from the documented
 * rules only; the same every run.
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
import { addDays, daysBetween } from "../calendar";

export const CHICAGO_TODAY = "2026-03-18";
const FIRST = "2025-06-01";

/** ComEd and Peoples Gas by month: air conditioning in summer, heating in winter. */
const COMED: Record<number, number> = {
  1: 9800,
  2: 9300,
  3: 8700,
  6: 13800,
  7: 17200,
  8: 16400,
  9: 11800,
  10: 8200,
  11: 7900,
  12: 9100,
};
const PEOPLES_GAS: Record<number, number> = {
  1: 21400,
  2: 18800,
  3: 13200,
  6: 3800,
  7: 3400,
  8: 3300,
  9: 3900,
  10: 6200,
  11: 11800,
  12: 17900,
};

export function chicagoFamily(): Household {
  const today = CHICAGO_TODAY;
  const r = seeded(20260318);
  const w = rowWriter(today);
  const chk = w.on("chk");
  const hys = w.on("hys");
  const visa = w.on("visa");
  const amex = w.on("amex");
  const cash = w.on("cash");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Pay: Acme every other Friday (a raise from January), Northwestern Medicine on the 15th and the
  // last working day of the month.
  for (let d = "2025-06-06"; d <= today; d = addDays(d, 14))
    chk(
      d,
      "Acme Corp",
      "salary",
      d >= "2026-01-01" ? 306210 : 298417,
      credit("ACME CORP PAYROLL PPD"),
    );
  eachMonth("2025-06", today, (y, m) => {
    for (const day of [15, 31])
      chk(
        workingDayOnOrBefore(y, m, day),
        "Northwestern Medicine",
        "salary",
        221540,
        credit("NORTHWESTERN MEDICINE PAYROLL"),
      );
    hys(
      dayOf(y, m, 31),
      "Ally Bank",
      "investment",
      r.int(6400, 8900),
      credit("INTEREST PAID"),
    );
    chk(
      dayOf(y, m, 12),
      "ComEd",
      "utilities",
      (COMED[m] ?? 9000) + r.int(-900, 900),
      { description: "COMED PAYMENT" },
    );
    chk(
      dayOf(y, m, 14),
      "Peoples Gas",
      "utilities",
      (PEOPLES_GAS[m] ?? 5000) + r.int(-700, 700),
      { description: "PEOPLES GAS WEB PAY" },
    );
    w.move(
      dayOf(y, m, 2),
      "chk",
      "hys",
      75000,
      "Transfer to Ally Savings",
      "Transfer from Joint Checking",
    );
    w.move(
      dayOf(y, m, 5),
      "chk",
      "car",
      48700,
      "Honda Financial Payment",
      "Payment Received",
    );
    w.move(
      dayOf(y, m, 7),
      "chk",
      "cash",
      10000,
      "ATM Withdrawal",
      "Cash Withdrawal",
    );
    w.move(
      dayOf(y, m, 12),
      "chk",
      "amex",
      r.int(40000, 90000),
      "Amex Epayment",
      "Payment Received Thank You",
    );
    w.move(
      dayOf(y, m, 22),
      "chk",
      "visa",
      r.int(150000, 260000),
      "Chase Card Payment",
      "Payment Thank You",
    );
  });

  chargeMonthly(
    w,
    "2025-06",
    today,
    [
      [1, "chk", "Lakeview Property Mgmt", "utilities", 265000],
      [1, "chk", "Bright Horizons", "education", 189500],
      [1, "visa", "Ventra", "transportation", 7500],
      [24, "chk", "Verizon", "utilities", 16500],
      [25, "chk", "State Farm", "transportation", 18640],
      [28, "chk", "Xfinity", "utilities", 8000],
      [3, "amex", "Apple iCloud", "subscription", 299],
      [5, "amex", "Netflix", "subscription", changesIn("2026-01", 2299, 2499)],
      [9, "amex", "Spotify", "subscription", 1999],
      [
        11,
        "amex",
        "Peacock",
        "subscription",
        (k) => (k <= "2025-11" ? 799 : undefined),
      ],
      [14, "amex", "YouTube Premium", "subscription", 1399],
      [17, "chk", "Planet Fitness", "subscription", 2499],
      [20, "amex", "Disney+", "subscription", 1599],
    ],
    {
      "Lakeview Property Mgmt": "LAKEVIEW PROPERTY MGMT RENT",
      "Bright Horizons": "BRIGHT HORIZONS TUITION",
      Ventra: "VENTRA MONTHLY PASS",
      Verizon: "VERIZON WIRELESS",
      "State Farm": "STATE FARM INSURANCE",
      Xfinity: "COMCAST XFINITY INTERNET",
      "Apple iCloud": "APPLE.COM/BILL ICLOUD",
      Netflix: "NETFLIX.COM",
      Spotify: "SPOTIFY USA",
      Peacock: "PEACOCKTV",
      "YouTube Premium": "GOOGLE YOUTUBE PREMIUM",
      "Planet Fitness": "PLANET FITNESS CLUB FEES",
      "Disney+": "DISNEY PLUS",
    },
  );

  // Everyday life: weekly groceries, Costco every other Sunday, fuel, coffee, takeout, kids.
  eachDay({ start: FIRST, end: today }, (date, day) => {
    const m = Number(date.slice(5, 7));
    const summer = m >= 5 && m <= 10;
    if (day === 5) visa(date, "Jewel-Osco", "groceries", r.int(9000, 19000));
    if (day === 2 && r.chance(0.3))
      visa(date, "Jewel-Osco", "groceries", r.int(1500, 4500));
    if (day === 6 && daysBetween(FIRST, date) % 14 === 0)
      visa(date, "Costco", "groceries", r.int(18000, 36000));
    if (day === 3 && r.chance(0.25))
      amex(date, "Mariano's", "groceries", r.int(3000, 9000));
    if (day === 5 && summer && r.chance(0.5))
      cash(date, "Green City Market", "groceries", r.int(1500, 4000));
    if (day === 0) visa(date, "Shell", "transportation", r.int(4000, 6500));
    if (day === 3 && r.chance(0.4))
      visa(date, "BP", "transportation", r.int(3500, 6000));
    if (r.chance(0.08)) amex(date, "Uber", "transportation", r.int(1400, 3800));
    if (day < 5 && r.chance(0.25))
      visa(date, "Starbucks", "food_dining", r.int(450, 850));
    if (r.chance(0.06))
      amex(date, "Chipotle", "food_dining", r.int(1800, 4200));
    if (r.chance(0.04))
      amex(date, "Portillo's", "food_dining", r.int(2500, 5500));
    if (day === 4 && r.chance(0.35))
      amex(date, "Lou Malnati's", "food_dining", r.int(3800, 6800));
    if (day === 6 && m >= 6 && m <= 9 && r.chance(0.5))
      cash(date, "Mario's Italian Lemonade", "food_dining", r.int(600, 1400));
    if (r.chance(0.12)) amex(date, "Target", "shopping", r.int(2000, 14000));
    if (r.chance(0.15))
      amex(date, "Amazon", "shopping", r.int(1200, 9000), {
        description: "AMZN MKTP US",
      });
    if (r.chance(0.05))
      visa(date, "Home Depot", "shopping", r.int(3000, 25000));
    if (r.chance(0.05)) visa(date, "Walgreens", "healthcare", r.int(800, 4500));
    if (r.chance(0.04)) visa(date, "CVS", "healthcare", r.int(800, 3500));
    if (day === 5 && r.chance(0.2))
      amex(date, "Regal Cinemas", "entertainment", r.int(3200, 5800));
  });

  // One-offs: pediatrician copays, outings, Thanksgiving travel, a bunk bed, refunds.
  for (const d of ["2025-07-08", "2025-09-16", "2025-12-03", "2026-02-11"])
    chk(d, "Lurie Children's Pediatrics", "healthcare", 4000);
  amex("2025-07-12", "Brookfield Zoo", "entertainment", 8900);
  visa("2025-08-16", "Wrigley Field", "entertainment", 21600, {
    description: "CHICAGO CUBS TICKETS",
  });
  amex("2026-01-17", "Museum of Science and Industry", "entertainment", 7400);
  amex("2026-03-14", "Chuck E. Cheese", "entertainment", 5600);
  visa("2025-10-02", "Delta", "travel", 112800, {
    description: "DELTA AIR LINES ATL",
  });
  visa("2025-11-29", "Marriott", "travel", 48600, {
    description: "MARRIOTT ATLANTA BUCKHEAD",
  });
  visa("2025-10-04", "IKEA", "shopping", 64900);
  cash("2026-02-21", "Girl Scout Cookies", "food_dining", 3000);
  for (const [d, cents] of [
    ["2025-08-14", 3499],
    ["2025-12-29", 5999],
    ["2026-02-09", 2799],
    ["2026-03-06", 4550],
  ] as const)
    amex(d, "Amazon", "shopping", cents, credit("AMZN MKTP US REFUND"));
  for (const [d, cents] of [
    ["2025-12-30", 2500],
    ["2026-01-21", 1899],
  ] as const)
    amex(d, "Target", "shopping", cents, credit("TARGET RETURN"));
  for (const [d, cents] of [
    ["2025-07-19", 4200],
    ["2025-08-09", 12650],
    ["2025-09-06", 3875],
    ["2025-10-25", 9400],
    ["2025-11-08", 15480],
    ["2025-11-22", 21735],
    ["2025-12-06", 18260],
    ["2025-12-13", 24110],
    ["2026-01-24", 5620],
    ["2026-02-14", 8830],
    ["2026-03-07", 6145],
  ] as const)
    chk(d, "Etsy", "other", cents, credit("ETSY INC PAYOUT"));
  w.move(
    "2025-12-20",
    "hys",
    "chk",
    150000,
    "Transfer to Joint Checking",
    "Transfer from Ally Savings",
  );

  // Still pending, and the bills already entered for the days ahead.
  visa("2026-03-17", "Jewel-Osco", "groceries", 12843, { pending: true });
  visa("2026-03-18", "Shell", "transportation", 5212, { pending: true });
  amex("2026-03-18", "Amazon", "shopping", 3899, {
    pending: true,
    description: "AMZN MKTP US",
  });
  w.ahead("2026-03-20", "amex", "Disney+", "subscription", 1599);
  w.ahead("2026-03-24", "chk", "Verizon", "utilities", 16500);
  w.ahead("2026-03-25", "chk", "State Farm", "transportation", 18640);
  w.ahead("2026-03-28", "chk", "Xfinity", "utilities", 8000);
  w.ahead("2026-04-01", "chk", "Lakeview Property Mgmt", "utilities", 265000);
  w.ahead("2026-04-01", "chk", "Bright Horizons", "education", 189500);

  const monthly = (from: string, to: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, to, (y, m) => out.push({ date: dayOf(y, m, day), cents }));
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-chicago-family",
    fullName: "Maria Kowalski",
    currency: "USD",
    timezone: "America/Chicago",
    today,
    // 9:30 pm in Chicago: the UTC date is already the 19th.
    now: "2026-03-19T02:30:00.000Z",
    accounts: [
      {
        key: "chk",
        name: "Joint Checking",
        type: "checking",
        institution: "Chase",
        openingCents: 512000,
        finalCents: 684215,
      },
      {
        key: "hys",
        name: "Ally High Yield Savings",
        type: "savings",
        institution: "Ally",
        openingCents: 1800000,
        finalCents: 2318460,
      },
      {
        key: "visa",
        name: "Chase Freedom Visa",
        type: "credit_card",
        institution: "Chase",
        openingCents: -120000,
        finalCents: -243188,
      },
      {
        key: "amex",
        name: "Amex Blue Cash",
        type: "credit_card",
        institution: "American Express",
        openingCents: 45000,
        finalCents: 87412,
      },
      {
        key: "car",
        name: "Honda Pilot Loan",
        type: "loan",
        institution: "Honda Financial Services",
        openingCents: -2100000,
        finalCents: -1687500,
      },
      {
        key: "cash",
        name: "Cash",
        type: "other",
        openingCents: 20000,
        finalCents: 8500,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Groceries",
        category: "groceries",
        period: "monthly",
        cents: 120000,
        thresholdPercent: 80,
      },
      {
        name: "Dining Out",
        category: "food_dining",
        period: "monthly",
        cents: 15000,
        thresholdPercent: 80,
      },
      {
        name: "Gas & Transit",
        category: "transportation",
        period: "weekly",
        cents: 8000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "quarterly",
        cents: 150000,
        thresholdPercent: 80,
      },
      {
        name: "Family Fun",
        category: "entertainment",
        period: "monthly",
        cents: 15000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Emergency Fund",
        targetCents: 2500000,
        targetDate: "2026-12-31",
        contributions: [
          { date: "2025-06-02", cents: 1200000 },
          ...monthly("2025-07", today, 100000, 2),
        ],
      },
      {
        name: "Disney World Trip",
        targetCents: 600000,
        targetDate: "2026-06-30",
        contributions: [
          { date: "2025-06-15", cents: 50000 },
          ...monthly("2025-07", today, 25000, 15),
        ],
      },
      {
        name: "New Couch",
        targetCents: 180000,
        targetDate: "2026-02-28",
        contributions: monthly("2025-08", "2026-01-31", 30000, 10),
      },
    ],
  };
}
