/**
 * A development household for the tuned set: a 26-year-old junior software developer sharing a
 * flat in Brixton, London (GBP, Europe/London), nine months from December 2025 up to Thursday
 * 2026-08-27, asked at 7:45 pm (BST), two days after payday. Brightloop Ltd pays on the 25th
 * (`salary`, moved back to the Friday when the 25th is a weekend, before Christmas in December,
 * with a pay rise in April and one bonus in March); eBay payouts from selling old things are
 * `other` (so income); Chase pays interest on the saver and the government tops up the Lifetime
 * ISA (`investment`). Accounts: Starling (current account), Chase Saver, an Amex Gold card typed
 * negative, a Trading 212 ISA, a Lifetime ISA and a Student Loan typed positive. Her share of the
 * rent goes to the landlord (D Okafor) by bank transfer and sits in `other`; council tax
 * (Lambeth Council), British Gas, Thames Water, Virgin Media and giffgaff are `utilities`; TfL,
 * Santander Cycles and Lime are `transportation`; coffee, lunches, restaurants and takeaways
 * (Domino's, Golden Wok) are `food_dining`; Waitrose, Co-op, M&S Food, Ocado and the Gousto box
 * are `groceries`; pubs, Dice FM gigs and Steam are `entertainment`; Apple Music, Now TV (a price
 * rise in April), Crunchyroll (cancelled in May) and the Gym Group are `subscription`; Zara, COS
 * and Waterstones are `shopping`; easyJet and Hostelworld are `travel`. A Zara return, an easyJet
 * refund, a Domino's refund and a TfL refund are refunds; savings, ISA and LISA transfers and the
 * Amex payment are transfers. Pending rows and bills entered for the days ahead (Now TV on the
 * 29th, rent and council tax on September 1, the gym and Virgin Media after) are planted.
 * Written from the documented rules only; the same every run.
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
import { addDays } from "../calendar";

export const LONDON_TODAY = "2026-08-27";
const FIRST = "2025-12-01";

/** Her share of British Gas by month: heating in winter. */
const GAS: Record<number, number> = {
  1: 7400,
  2: 6900,
  3: 5600,
  4: 4300,
  5: 3500,
  6: 3100,
  7: 2900,
  8: 3000,
  12: 7100,
};

export function londonDeveloper(): Household {
  const today = LONDON_TODAY;
  const r = seeded(20260827);
  const w = rowWriter(today);
  const stl = w.on("stl");
  const amex = w.on("amex");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Pay on the 25th (the Friday before in December), a rise from April, one bonus in March.
  eachMonth("2025-12", today, (y, m) => {
    const date =
      y === 2025 && m === 12 ? "2025-12-19" : workingDayOnOrBefore(y, m, 25);
    stl(
      date,
      "Brightloop Ltd",
      "salary",
      y === 2026 && m >= 4 ? 262430 : 248650,
      credit("BRIGHTLOOP LTD SALARY"),
    );
  });
  stl(
    "2026-03-25",
    "Brightloop Ltd",
    "salary",
    187500,
    credit("BRIGHTLOOP LTD BONUS"),
  );

  // Money between her own accounts: the saver, the ISAs and the Amex, every month; Chase
  // interest at the month's end and the LISA's government bonus on the 20th.
  eachMonth("2025-12", today, (y, m) => {
    w.move(
      dayOf(y, m, 26),
      "stl",
      "chase",
      30000,
      "Transfer to Chase Saver",
      "Transfer from Starling",
    );
    w.move(
      dayOf(y, m, 26),
      "stl",
      "lisa",
      20000,
      "Transfer to Lifetime ISA",
      "Transfer from Starling",
    );
    w.move(
      dayOf(y, m, 27),
      "stl",
      "t212",
      y === 2026 && m >= 4 ? 25000 : 15000,
      "Trading 212 Deposit",
      "Deposit from Starling",
    );
    w.move(
      dayOf(y, m, 12),
      "stl",
      "amex",
      r.int(42000, 96000),
      "Amex Payment",
      "Payment Received Thank You",
    );
    stl(
      dayOf(y, m, 31),
      "Chase",
      "investment",
      r.int(900, 1700),
      credit("CHASE SAVER INTEREST"),
    );
    if (!(y === 2025 && m === 12))
      w.add(dayOf(y, m, 20), "lisa", "HM Government", "investment", 5000, {
        type: "credit",
        description: "LISA GOVERNMENT BONUS",
      });
  });
  w.move(
    "2026-02-03",
    "chase",
    "stl",
    40000,
    "Transfer to Starling",
    "Transfer from Chase Saver",
  );

  chargeMonthly(
    w,
    "2025-12",
    today,
    [
      [1, "stl", "D Okafor", "other", 92500],
      [
        1,
        "stl",
        "Lambeth Council",
        "utilities",
        changesIn("2026-04", 10850, 11390),
      ],
      [2, "stl", "Gym Group", "subscription", 2499],
      [3, "stl", "Virgin Media", "utilities", 2750],
      [6, "amex", "Apple Music", "subscription", 1099],
      [8, "stl", "giffgaff", "utilities", 1000],
      [9, "stl", "Gousto", "groceries", 3599],
      [
        11,
        "amex",
        "Crunchyroll",
        "subscription",
        (k) => (k <= "2026-05" ? 599 : undefined),
      ],
      [
        14,
        "stl",
        "British Gas",
        "utilities",
        (k) => (GAS[Number(k.slice(5))] ?? 4000) + r.int(-300, 300),
      ],
      [18, "stl", "Thames Water", "utilities", 2150],
      [29, "amex", "Now TV", "subscription", changesIn("2026-04", 999, 1099)],
    ],
    {
      "D Okafor": "D OKAFOR RENT FLAT 3",
      "Lambeth Council": "LAMBETH COUNCIL TAX",
      "Gym Group": "THE GYM GROUP BRIXTON",
      "Virgin Media": "VIRGIN MEDIA BROADBAND",
      "Apple Music": "APPLE.COM/BILL MUSIC",
      giffgaff: "GIFFGAFF MOBILE",
      Gousto: "GOUSTO RECIPE BOX",
      Crunchyroll: "CRUNCHYROLL PREMIUM",
      "British Gas": "BRITISH GAS DD",
      "Thames Water": "THAMES WATER DD",
      "Now TV": "NOW TV ENTERTAINMENT",
    },
  );

  // Everyday life: the office Tuesday to Thursday (TfL both ways, coffee at Gail's, lunch at Leon
  // or Itsu, M&S Food on the way home), bikes and Lime at weekends, Waitrose on Saturdays, Co-op
  // top-ups, the pub on Fridays, a Domino's most weekends, dinner out now and then, eBay payouts.
  eachDay({ start: FIRST, end: addDays(today, -1) }, (date, day) => {
    const office = day >= 1 && day <= 3;
    if (office) stl(date, "TfL", "transportation", r.int(560, 880));
    else if (r.chance(0.45))
      stl(date, "TfL", "transportation", r.int(280, 720));
    if (day >= 5 && r.chance(0.12))
      stl(date, "Santander Cycles", "transportation", r.pick([330, 495]));
    if (r.chance(0.07)) stl(date, "Lime", "transportation", r.int(260, 690));
    if (office && r.chance(0.55))
      stl(date, "Gail's", "food_dining", r.int(330, 560));
    if (day >= 5 && r.chance(0.3))
      stl(date, "Monmouth Coffee", "food_dining", r.int(350, 480));
    if (office && r.chance(0.3))
      stl(date, "Leon", "food_dining", r.int(750, 1190));
    if (office && r.chance(0.25))
      stl(date, "Itsu", "food_dining", r.int(680, 1090));
    if (r.chance(0.04))
      amex(date, "Wagamama", "food_dining", r.int(1800, 3300));
    if (r.chance(0.03))
      amex(date, "Franco Manca", "food_dining", r.int(1500, 2700));
    if (day >= 4 && r.chance(0.22))
      stl(date, "Domino's", "food_dining", r.int(1599, 2899));
    if (r.chance(0.03))
      stl(date, "Golden Wok", "food_dining", r.int(1800, 2750));
    if (day === 5 && r.chance(0.6))
      stl(date, "Waitrose", "groceries", r.int(2500, 4900));
    if (r.chance(0.2)) stl(date, "Co-op", "groceries", r.int(350, 1450));
    if (office && r.chance(0.25))
      stl(date, "M&S Food", "groceries", r.int(450, 1800));
    if (r.chance(0.035)) amex(date, "Ocado", "groceries", r.int(5500, 8900));
    if (day === 4 && r.chance(0.45))
      stl(date, "The Windmill", "entertainment", r.int(900, 3400));
    if (day === 5 && r.chance(0.2))
      stl(date, "Effra Social", "entertainment", r.int(1200, 3600));
    if (r.chance(0.02)) amex(date, "Steam", "entertainment", r.int(499, 3999));
    if (r.chance(0.02)) amex(date, "Waterstones", "shopping", r.int(899, 2499));
    if (r.chance(0.025)) stl(date, "Superdrug", "healthcare", r.int(300, 1600));
    if (r.chance(0.08))
      stl(
        date,
        "eBay",
        "other",
        r.int(1200, 6800),
        credit("EBAY MARKETPLACES PAYOUT"),
      );
  });

  // One-offs: gigs, trips, clothes, Christmas, a cheap bus fare, refunds.
  for (const [d, cents] of [
    ["2026-01-17", 2850],
    ["2026-03-06", 3575],
    ["2026-05-22", 4210],
    ["2026-07-10", 2475],
    ["2026-08-14", 7350],
  ] as const)
    amex(d, "Dice FM", "entertainment", cents, {
      description: "DICE.FM TICKETS",
    });
  amex("2026-01-20", "easyJet", "travel", 13498, {
    description: "EASYJET LGW-LIS",
  });
  amex("2026-01-22", "Hostelworld", "travel", 8640);
  amex("2026-05-02", "easyJet", "travel", 18997, {
    description: "EASYJET LTN-BER",
  });
  amex("2026-05-04", "Hostelworld", "travel", 11250);
  amex("2026-06-10", "easyJet", "travel", 24650, {
    description: "EASYJET LGW-NAP",
  });
  amex("2026-06-12", "Hostelworld", "travel", 15980);
  amex("2026-06-28", "easyJet", "travel", 6200, credit("EASYJET REFUND"));
  amex("2025-12-06", "COS", "shopping", 12500);
  amex("2025-12-13", "Zara", "shopping", 7998);
  amex("2025-12-15", "Waterstones", "shopping", 3497);
  amex("2026-03-28", "Zara", "shopping", 5999);
  amex("2026-04-11", "Zara", "shopping", 3599);
  amex("2026-04-18", "Zara", "shopping", 3599, credit("ZARA REFUND"));
  amex("2026-07-05", "Zara", "shopping", 8997);
  amex("2026-07-19", "COS", "shopping", 11500);
  amex("2026-08-08", "Zara", "shopping", 4599);
  amex("2026-08-16", "Zara", "shopping", 2599, credit("ZARA REFUND"));
  amex("2026-08-22", "COS", "shopping", 8900);
  stl("2026-08-11", "TfL", "transportation", 175, {
    description: "TFL BUS FARE",
  });
  stl("2026-07-14", "TfL", "transportation", 280, credit("TFL REFUND"));
  stl("2026-05-09", "Domino's", "food_dining", 1699, credit("DOMINOS REFUND"));
  amex("2026-08-20", "Dishoom", "food_dining", 6840, {
    description: "DISHOOM KINGS CROSS",
  });
  amex("2026-02-14", "Dishoom", "food_dining", 7420, {
    description: "DISHOOM SHOREDITCH",
  });

  // Today, some still pending, and what is already entered for the days ahead.
  stl(today, "TfL", "transportation", 730, { pending: true });
  stl(today, "Gail's", "food_dining", 465);
  stl(today, "M&S Food", "groceries", 845, { pending: true });
  amex("2026-08-26", "Wagamama", "food_dining", 2745, { pending: true });
  w.ahead("2026-08-29", "amex", "Now TV", "subscription", 1099);
  w.ahead("2026-09-01", "stl", "D Okafor", "other", 92500);
  w.ahead("2026-09-01", "stl", "Lambeth Council", "utilities", 11390);
  w.ahead("2026-09-02", "stl", "Gym Group", "subscription", 2499);
  w.ahead("2026-09-03", "stl", "Virgin Media", "utilities", 2750);

  const monthly = (from: string, until: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, until, (y, m) => {
      out.push({ date: dayOf(y, m, day), cents });
    });
    return out.filter((c) => c.date <= today && c.date <= until);
  };

  return {
    id: "dev-london-developer",
    fullName: "Priya Nair",
    currency: "GBP",
    timezone: "Europe/London",
    today,
    // 7:45 pm in London, on BST.
    now: "2026-08-27T18:45:00.000Z",
    accounts: [
      {
        key: "stl",
        name: "Starling",
        type: "checking",
        institution: "Starling Bank",
        openingCents: 84210,
        finalCents: 131845,
      },
      {
        key: "chase",
        name: "Chase Saver",
        type: "savings",
        institution: "Chase UK",
        openingCents: 250000,
        finalCents: 512430,
      },
      {
        key: "amex",
        name: "Amex Gold",
        type: "credit_card",
        institution: "American Express",
        openingCents: -38450,
        finalCents: -71236,
      },
      {
        key: "t212",
        name: "Trading 212 ISA",
        type: "investment",
        institution: "Trading 212",
        openingCents: 420000,
        finalCents: 598712,
      },
      {
        key: "lisa",
        name: "Lifetime ISA",
        type: "savings",
        institution: "Moneybox",
        openingCents: 300000,
        finalCents: 528960,
      },
      {
        key: "sl",
        name: "Student Loan",
        type: "loan",
        institution: "Student Loans Company",
        openingCents: 4391200,
        finalCents: 4412650,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Food Shop",
        category: "groceries",
        period: "weekly",
        cents: 5000,
        thresholdPercent: 80,
      },
      {
        name: "Eating Out",
        category: "food_dining",
        period: "monthly",
        cents: 22000,
        thresholdPercent: 80,
      },
      {
        name: "Transport",
        category: "transportation",
        period: "monthly",
        cents: 15000,
        thresholdPercent: 80,
      },
      {
        name: "Going Out",
        category: "entertainment",
        period: "monthly",
        cents: 12000,
        thresholdPercent: 80,
      },
      {
        name: "Clothes",
        category: "shopping",
        period: "quarterly",
        cents: 20000,
        thresholdPercent: 80,
      },
      {
        name: "Travel",
        category: "travel",
        period: "yearly",
        cents: 90000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "First Flat Deposit",
        targetCents: 2500000,
        targetDate: "2030-06-30",
        contributions: [
          { date: "2025-12-01", cents: 300000 },
          ...monthly("2025-12", today, 20000, 26),
        ],
      },
      {
        name: "Japan 2027",
        targetCents: 250000,
        targetDate: "2027-04-15",
        contributions: monthly("2026-02", today, 20000, 27),
      },
      {
        name: "Emergency Fund",
        targetCents: 300000,
        targetDate: "2026-12-31",
        contributions: [
          { date: "2025-12-20", cents: 50000 },
          ...monthly("2026-01", "2026-05-31", 30000, 20),
        ],
      },
    ],
  };
}
