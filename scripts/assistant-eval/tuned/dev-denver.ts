/**
 * A development household for the tuned set: a single ER nurse in Denver (USD, America/Denver),
 * eleven months from November 2025 up to Wednesday 2026-09-23, asked at 6:40 pm before a night
 * shift (the UTC date is already the 24th). Denver Health pays every other Friday (`salary`, so
 * January and July hold three paychecks), per-diem shifts are paid one by one through IntelyCare
 * (`salary`), friends pay her back through Venmo (`other`, so income) and Ally pays interest
 * (`investment`). Accounts: Chase Checking, Ally High Yield savings, a Sapphire card typed
 * negative, a Discover It card typed positive, a cash wallet, a Fidelity 401k, a Subaru Loan typed
 * negative and Student Loans typed positive. Rent to a property manager, renters insurance, the
 * vet and dog daycare sit in `other`; the car payment, Progressive, Conoco and RTD in
 * `transportation`; Xcel, Denver Water, Comcast and Verizon in `utilities`; streaming and the gym
 * in `subscription`. REI and Amazon returns are refunds; savings transfers, card payments, ATM
 * cash and student-loan payments are transfers. Night-shift coffee runs hold identical same-day
 * purchases; pending rows and bills entered for the days ahead (Comcast, the car payment, rent)
 * are planted. Written from the documented rules only; the same every run.
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
} from "../rows";
import { addDays, daysBetween } from "../calendar";

export const DENVER_TODAY = "2026-09-23";
const FIRST = "2025-11-01";

/** Xcel Energy by month: gas heat in winter, air conditioning in summer. */
const XCEL: Record<number, number> = {
  1: 15200,
  2: 13900,
  3: 10800,
  4: 7600,
  5: 6200,
  6: 8400,
  7: 11900,
  8: 12600,
  9: 8800,
  11: 9800,
  12: 13400,
};

export function denverNurse(): Household {
  const today = DENVER_TODAY;
  const r = seeded(20260923);
  const w = rowWriter(today);
  const chk = w.on("chk");
  const ally = w.on("ally");
  const sapphire = w.on("sapphire");
  const disc = w.on("disc");
  const cash = w.on("cash");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Denver Health every other Friday (night differential and overtime move the amount), with
  // $400 swept to Ally the same day.
  for (let d = "2025-11-07"; d <= today; d = addDays(d, 14)) {
    chk(
      d,
      "Denver Health",
      "salary",
      231845 + r.int(-4200, 9600),
      credit("DENVER HEALTH PAYROLL DIR DEP"),
    );
    w.move(
      d,
      "chk",
      "ally",
      40000,
      "Transfer to Ally High Yield",
      "Transfer from Chase Checking",
    );
  }

  // Money between accounts every month: ATM cash, the two card bills, the student loans; Ally
  // interest at the month's end.
  eachMonth("2025-11", today, (y, m) => {
    w.move(
      dayOf(y, m, 3),
      "chk",
      "cash",
      m % 2 === 0 ? 20000 : 10000,
      "ATM Withdrawal",
      "Cash Withdrawal",
    );
    w.move(
      dayOf(y, m, 9),
      "chk",
      "disc",
      r.int(35000, 70000),
      "Discover E-Payment",
      "Internet Payment Thank You",
    );
    w.move(
      dayOf(y, m, 18),
      "chk",
      "sapphire",
      r.int(90000, 160000),
      "Chase Card Autopay",
      "Payment Thank You",
    );
    w.move(
      dayOf(y, m, 15),
      "chk",
      "sl",
      28640,
      "Nelnet Student Loan Pmt",
      "Payment Received",
    );
    ally(
      dayOf(y, m, 31),
      "Ally Bank",
      "investment",
      r.int(4100, 6300),
      credit("INTEREST PAID"),
    );
  });
  w.move(
    "2026-07-06",
    "ally",
    "chk",
    120000,
    "Transfer to Chase Checking",
    "Transfer from Ally High Yield",
  );

  chargeMonthly(
    w,
    "2025-11",
    today,
    [
      [1, "chk", "Highlands Property Mgmt", "other", 172500],
      [1, "chk", "Lemonade", "other", 1475],
      [
        6,
        "chk",
        "Progressive",
        "transportation",
        changesIn("2026-05", 13820, 14960),
      ],
      [9, "sapphire", "Hulu", "subscription", changesIn("2026-03", 1899, 2099)],
      [
        12,
        "chk",
        "Denver Water",
        "utilities",
        (k) => {
          const m = Number(k.slice(5));
          return (m >= 5 && m <= 9 ? 6800 : 4100) + r.int(-600, 600);
        },
      ],
      [14, "sapphire", "Verizon", "utilities", 6500],
      [
        16,
        "sapphire",
        "Disney+",
        "subscription",
        (k) => (k >= "2025-12" ? 1599 : undefined),
      ],
      [17, "chk", "Planet Fitness", "subscription", 2499],
      [
        20,
        "chk",
        "Xcel Energy",
        "utilities",
        (k) => (XCEL[Number(k.slice(5))] ?? 9000) + r.int(-800, 800),
      ],
      [22, "disc", "YouTube Premium", "subscription", 1399],
      [26, "chk", "Comcast Xfinity", "utilities", 8000],
      [28, "chk", "Subaru Motors Finance", "transportation", 41237],
    ],
    {
      "Highlands Property Mgmt": "HIGHLANDS PROPERTY MGMT RENT",
      Lemonade: "LEMONADE INSURANCE RENTERS",
      Progressive: "PROGRESSIVE INS AUTO PAY",
      Hulu: "HULU 877-8244858",
      "Denver Water": "DENVER WATER WEB PMT",
      Verizon: "VERIZON WIRELESS",
      "Disney+": "DISNEY PLUS",
      "Planet Fitness": "PLANET FITNESS BLACK CARD",
      "Xcel Energy": "XCEL ENERGY PAYMENT",
      "YouTube Premium": "GOOGLE YOUTUBE PREMIUM",
      "Comcast Xfinity": "COMCAST XFINITY INTERNET",
      "Subaru Motors Finance": "SUBARU MOTORS FIN AUTO PAY",
    },
  );

  // Everyday life around night shifts: coffee and 7-Eleven on the way in, Snooze after a
  // weekend night, dog daycare the mornings after a shift, King Soopers on Sundays, Costco every
  // fourth Saturday, Trader Joe's every other Tuesday, gas about once a week, the odd per-diem
  // shift paid the Tuesday after, friends paying back through Venmo.
  let shiftYesterday = false;
  eachDay({ start: FIRST, end: today }, (date, day) => {
    const shift = r.chance(0.43);
    if (shift && r.chance(0.55))
      sapphire(date, "Starbucks", "food_dining", r.int(525, 785));
    if (shift && r.chance(0.3)) {
      const pay = r.chance(0.3) ? cash : disc;
      pay(date, "7-Eleven", "food_dining", r.int(250, 1200));
    }
    if (shiftYesterday && day >= 5 && r.chance(0.45))
      sapphire(date, "Snooze", "food_dining", r.int(2200, 4200), {
        description: "SNOOZE AN AM EATERY",
      });
    if (shiftYesterday && r.chance(0.5))
      sapphire(date, "Dogtopia", "other", 3900, {
        description: "DOGTOPIA OF DENVER DOG DAYCARE",
      });
    if (r.chance(0.07))
      sapphire(date, "Chipotle", "food_dining", r.int(1100, 1800));
    if (r.chance(0.05)) {
      const pay = r.chance(0.4) ? cash : sapphire;
      pay(date, "Illegal Pete's", "food_dining", r.int(1200, 2200));
    }
    if (day === 6) disc(date, "King Soopers", "groceries", r.int(6000, 14000));
    if (r.chance(0.1))
      sapphire(date, "Safeway", "groceries", r.int(1500, 5000));
    if (day === 1 && daysBetween(FIRST, date) % 14 === 3)
      sapphire(date, "Trader Joe's", "groceries", r.int(4000, 9000));
    if (day === 5 && daysBetween(FIRST, date) % 28 === 0)
      sapphire(date, "Costco", "groceries", r.int(12000, 28000), {
        description: "COSTCO WHSE #0679",
      });
    if (r.chance(0.06))
      sapphire(date, "Sprouts", "groceries", r.int(1800, 5500));
    if (r.chance(0.14))
      disc(date, "Conoco", "transportation", r.int(4000, 6200), {
        description: "CONOCO FUEL DENVER",
      });
    if (r.chance(0.04))
      sapphire(date, "RTD", "transportation", r.chance(0.5) ? 1000 : 300, {
        description: "RTD MOBILE TICKETS",
      });
    if (r.chance(0.1))
      disc(date, "Amazon", "shopping", r.int(1200, 8000), {
        description: "AMAZON.COM*MKTPLACE",
      });
    if (r.chance(0.06)) disc(date, "Target", "shopping", r.int(1500, 9000));
    if (r.chance(0.04)) disc(date, "Walgreens", "healthcare", r.int(700, 3200));
    if (day === 1 && r.chance(0.35))
      chk(date, "IntelyCare", "salary", r.int(56000, 68000), {
        type: "credit",
        description: "INTELYCARE PER DIEM PAYOUT",
      });
    if (r.chance(0.05))
      chk(date, "Venmo", "other", r.int(1500, 9000), {
        type: "credit",
        description: "VENMO CASHOUT PAYBACK",
      });
    shiftYesterday = shift;
  });

  // One-offs: the ski pass (this season's and next), concerts, the vet, REI, a July trip,
  // returns, and identical same-day buys (two coffees, two Amazon orders, two 7-Eleven runs).
  sapphire("2025-11-14", "Epic Pass", "entertainment", 101300, {
    description: "EPIC PASS 25/26 VAIL RESORTS",
  });
  sapphire("2026-09-08", "Epic Pass", "entertainment", 105100, {
    description: "EPIC PASS 26/27 VAIL RESORTS",
  });
  sapphire("2026-01-17", "Epic Pass", "entertainment", 4500, {
    description: "EPIC PASS BUDDY TICKET",
  });
  sapphire("2026-06-12", "AXS", "entertainment", 18650, {
    description: "AXS RED ROCKS AMPHITHEATRE",
  });
  sapphire("2026-08-21", "AXS", "entertainment", 9425, {
    description: "AXS MISSION BALLROOM",
  });
  chk("2025-12-10", "VCA Alameda East", "other", 18640, {
    description: "VCA ALAMEDA EAST VET",
  });
  chk("2026-04-22", "VCA Alameda East", "other", 64218, {
    description: "VCA ALAMEDA EAST VET DENTAL",
  });
  chk("2026-08-19", "VCA Alameda East", "other", 9500, {
    description: "VCA ALAMEDA EAST VET",
  });
  sapphire("2025-12-06", "REI", "shopping", 32995, {
    description: "REI #23 DENVER FLAGSHIP",
  });
  sapphire("2026-07-02", "REI", "shopping", 28455, {
    description: "REI #23 DENVER FLAGSHIP",
  });
  sapphire("2026-07-09", "Frontier Airlines", "travel", 38920, {
    description: "FRONTIER AIRLINES DEN-SEA",
  });
  sapphire("2026-07-11", "Airbnb", "travel", 61240, {
    description: "AIRBNB HMXQ4 SEATTLE",
  });
  sapphire("2026-08-04", "REI", "shopping", 8995, credit("REI RETURN"));
  for (const [d, cents] of [
    ["2026-03-19", 3299],
    ["2026-08-27", 4650],
  ] as const)
    disc(d, "Amazon", "shopping", cents, credit("AMAZON.COM REFUND"));
  sapphire("2026-09-19", "Starbucks", "food_dining", 645);
  sapphire("2026-09-19", "Starbucks", "food_dining", 645);
  disc("2026-08-12", "Amazon", "shopping", 2499, {
    description: "AMAZON.COM*MKTPLACE",
  });
  disc("2026-08-12", "Amazon", "shopping", 2499, {
    description: "AMAZON.COM*MKTPLACE",
  });
  cash("2026-07-24", "7-Eleven", "food_dining", 389);
  cash("2026-07-24", "7-Eleven", "food_dining", 389);

  // This week, after three nights in a row: eating out runs over.
  sapphire("2026-09-21", "Snooze", "food_dining", 4380, {
    description: "SNOOZE AN AM EATERY",
  });
  sapphire("2026-09-22", "Illegal Pete's", "food_dining", 2140);

  // Still pending this evening, and the bills already entered for the days ahead.
  disc("2026-09-22", "King Soopers", "groceries", 8734, { pending: true });
  disc("2026-09-23", "Conoco", "transportation", 5318, {
    pending: true,
    description: "CONOCO FUEL DENVER",
  });
  sapphire("2026-09-23", "Starbucks", "food_dining", 695, { pending: true });
  w.ahead("2026-09-26", "chk", "Comcast Xfinity", "utilities", 8000);
  w.ahead(
    "2026-09-28",
    "chk",
    "Subaru Motors Finance",
    "transportation",
    41237,
  );
  w.ahead("2026-10-01", "chk", "Highlands Property Mgmt", "other", 172500);

  const monthly = (from: string, to: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, to, (y, m) => out.push({ date: dayOf(y, m, day), cents }));
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-denver-nurse",
    fullName: "Jenna Alvarez",
    currency: "USD",
    timezone: "America/Denver",
    today,
    // 6:40 pm in Denver before a night shift: the UTC date is already the 24th.
    now: "2026-09-24T00:40:00.000Z",
    accounts: [
      {
        key: "chk",
        name: "Chase Checking",
        type: "checking",
        institution: "Chase",
        openingCents: 420000,
        finalCents: 538214,
      },
      {
        key: "ally",
        name: "Ally High Yield",
        type: "savings",
        institution: "Ally",
        openingCents: 1200000,
        finalCents: 1684322,
      },
      {
        key: "sapphire",
        name: "Sapphire",
        type: "credit_card",
        institution: "Chase",
        openingCents: -85000,
        finalCents: -143867,
      },
      {
        key: "disc",
        name: "Discover It",
        type: "credit_card",
        institution: "Discover",
        openingCents: 42000,
        finalCents: 61893,
      },
      {
        key: "cash",
        name: "Cash",
        type: "other",
        openingCents: 6000,
        finalCents: 8700,
      },
      {
        key: "k401",
        name: "Fidelity 401k",
        type: "investment",
        institution: "Fidelity",
        openingCents: 3150000,
        finalCents: 3874410,
      },
      {
        key: "subaru",
        name: "Subaru Loan",
        type: "loan",
        institution: "Subaru Motors Finance",
        openingCents: -1890000,
        finalCents: -1528740,
      },
      {
        key: "sl",
        name: "Student Loans",
        type: "loan",
        institution: "Nelnet",
        openingCents: 2860000,
        finalCents: 2714512,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Eating Out",
        category: "food_dining",
        period: "weekly",
        cents: 7500,
        thresholdPercent: 80,
      },
      {
        name: "Groceries",
        category: "groceries",
        period: "monthly",
        cents: 85000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "quarterly",
        cents: 60000,
        thresholdPercent: 80,
      },
      {
        name: "Fun Money",
        category: "entertainment",
        period: "yearly",
        cents: 150000,
        thresholdPercent: 80,
      },
      {
        name: "Pharmacy",
        category: "healthcare",
        period: "monthly",
        cents: 8000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Emergency Fund",
        targetCents: 1500000,
        targetDate: "2027-06-30",
        contributions: [
          { date: "2025-11-15", cents: 400000 },
          ...monthly("2025-12", today, 50000, 15),
        ],
      },
      {
        name: "Japan Trip",
        targetCents: 450000,
        targetDate: "2027-04-01",
        contributions: [
          ...monthly("2026-02", "2026-06-30", 40000, 2),
          { date: "2026-08-02", cents: 15000 },
        ],
      },
      {
        name: "New Skis",
        targetCents: 90000,
        targetDate: "2026-11-30",
        contributions: monthly("2026-05", today, 20000, 25),
      },
    ],
  };
}
