/**
 * A development household for the tuned set: a widowed retiree in Phoenix (USD, America/Phoenix,
 * no daylight saving), ten months from mid-August 2025 up to Friday 2026-06-12, asked at 9:15 am
 * over coffee. Social Security on the 3rd (`other`), her teacher's pension from ASRS on the 1st
 * (`salary`), a Schwab IRA distribution every quarter and Vanguard and Realty Income dividends
 * into the brokerage (`investment`), and one State Farm hail-claim payment (`other`, so income).
 * Accounts: Wells Fargo Checking, Credit Union Savings, Schwab Brokerage and a Roth IRA
 * (`investment`), a CapOne Quicksilver card typed positive and an Ally Auto Loan on her Buick
 * typed negative. APS, SRP irrigation, City of Phoenix Water, Cox and Consumer Cellular sit in
 * `utilities`; Medicare Part B, the AARP supplement, Banner Health and Desert Pharmacy in
 * `healthcare`; the golf club and the book club in `entertainment`; church, HOA dues (quarterly)
 * and Maricopa County property tax (twice a year) in `other`; GEICO and QuikTrip in
 * `transportation`; Etsy gifts for the grandchildren, Dillard's and Kohl's in `shopping`.
 * Dillard's, Kohl's and Banner Health refunds are refunds; card payments, the loan, savings and a
 * brokerage withdrawal are transfers. Pending rows and bills entered for the days ahead (Cox,
 * SRP, Consumer Cellular in June; the HOA and Medicare in July) are planted, outside every
 * budget's window. Written from the documented rules only; the same every run.
 */
import type { Household } from "../household";
import { seeded } from "../random";
import { chargeMonthly, dayOf, eachDay, eachMonth, rowWriter } from "../rows";

export const PHOENIX_TODAY = "2026-06-12";
const FIRST = "2025-08-13";

/** APS by month: the air conditioning runs from May to October. */
const APS: Record<number, number> = {
  1: 9400,
  2: 8700,
  3: 9100,
  4: 11800,
  5: 17650,
  6: 23120,
  8: 31480,
  9: 27960,
  10: 16830,
  11: 10240,
  12: 9960,
};

/** City of Phoenix water by month: more watering in the heat. */
const WATER: Record<number, number> = {
  1: 5830,
  2: 5610,
  3: 6240,
  4: 7390,
  5: 8120,
  6: 8870,
  8: 9650,
  9: 9210,
  10: 7740,
  11: 6380,
  12: 5990,
};

export function phoenixRetiree(): Household {
  const today = PHOENIX_TODAY;
  const r = seeded(20260612);
  const w = rowWriter(today);
  const wf = w.on("wf");
  const cap = w.on("cap");
  const brk = w.on("brk");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Income: Social Security on the 3rd, the ASRS pension on the 1st, the IRA every quarter.
  eachMonth("2025-09", today, (y, m) => {
    wf(
      dayOf(y, m, 3),
      "Social Security",
      "other",
      y === 2026 ? 247950 : 241200,
      credit("SSA TREAS 310 XXSOC SEC"),
    );
    wf(
      dayOf(y, m, 1),
      "ASRS",
      "salary",
      y === 2026 ? 321840 : 318775,
      credit("ARIZONA STATE RETIREMENT SYS PENSION"),
    );
    // Realty Income pays its dividend every month; Vanguard Wellesley every quarter.
    brk(
      dayOf(y, m, 15),
      "Realty Income",
      "investment",
      4160 + (y === 2026 ? 35 : 0),
      credit("REALTY INCOME CORP DIVIDEND"),
    );
    if (m % 3 === 0)
      brk(
        dayOf(y, m, 28),
        "Vanguard",
        "investment",
        ({ 9: 61244, 12: 74890, 3: 62318, 6: 63000 } as Record<number, number>)[
          m
        ] ?? 60000,
        credit("VANGUARD WELLESLEY INCOME DIVIDEND"),
      );
  });
  for (const d of ["2025-09-10", "2025-12-10", "2026-03-10", "2026-06-10"])
    wf(
      d,
      "Charles Schwab",
      "investment",
      250000,
      credit("SCHWAB IRA DISTRIBUTION QTRLY"),
    );
  wf(
    "2026-04-17",
    "State Farm",
    "other",
    684250,
    credit("STATE FARM CLAIM PMT HAIL DAMAGE"),
  );

  // Money between her accounts.
  eachMonth("2025-09", today, (y, m) => {
    w.move(
      dayOf(y, m, 20),
      "wf",
      "cap",
      r.int(95000, 165000),
      "CapOne Quicksilver Payment",
      "Capital One Payment Received",
    );
    w.move(
      dayOf(y, m, 15),
      "wf",
      "cu",
      30000,
      "Transfer to Credit Union",
      "Transfer from Wells Fargo",
    );
    w.move(
      dayOf(y, m, 12),
      "wf",
      "auto",
      38712,
      "Ally Auto Payment",
      "Ally Auto Payment Received",
    );
  });
  w.move(
    "2026-01-06",
    "brk",
    "wf",
    500000,
    "Schwab Transfer to Wells Fargo",
    "Schwab Brokerage Transfer",
  );

  // The bills of every month.
  chargeMonthly(
    w,
    "2025-09",
    today,
    [
      [1, "wf", "AARP Supplemental", "healthcare", 21845],
      [
        3,
        "wf",
        "Medicare Part B",
        "healthcare",
        (k) => (k >= "2026-01" ? 20290 : 18500),
      ],
      [8, "wf", "APS", "utilities", (k) => APS[Number(k.slice(5))] ?? 15000],
      [
        5,
        "wf",
        "City of Phoenix Water",
        "utilities",
        (k) => WATER[Number(k.slice(5))] ?? 7000,
      ],
      [24, "wf", "SRP", "utilities", 3275],
      [18, "wf", "Cox", "utilities", 8999],
      [26, "cap", "Consumer Cellular", "utilities", 4500],
      [15, "wf", "GEICO", "transportation", 14218],
      [2, "cap", "Papago Golf Club", "entertainment", 18500],
      [7, "wf", "St. Francis Xavier Church", "other", 20000],
      [
        10,
        "cap",
        "Changing Hands Books",
        "entertainment",
        (k) => 1800 + (Number(k.slice(5)) % 4) * 250,
      ],
      [
        16,
        "cap",
        "Desert Pharmacy",
        "healthcare",
        (k) => 3120 + (Number(k.slice(5)) % 3) * 415,
      ],
    ],
    {
      "AARP Supplemental": "AARP MEDICARE SUPPLEMENT PLAN G",
      "Medicare Part B": "CMS MEDICARE PART B PREMIUM",
      APS: "APS ELECTRIC BILL PAY",
      "City of Phoenix Water": "CITY OF PHOENIX WATER SVCS",
      SRP: "SRP IRRIGATION",
      Cox: "COX COMMUNICATIONS INTERNET",
      "Consumer Cellular": "CONSUMER CELLULAR",
      GEICO: "GEICO AUTO INSURANCE",
      "Papago Golf Club": "PAPAGO GOLF CLUB MONTHLY DUES",
      "St. Francis Xavier Church": "ST FRANCIS XAVIER CHURCH OFFERING",
      "Changing Hands Books": "CHANGING HANDS BOOK CLUB",
      "Desert Pharmacy": "DESERT PHARMACY RX",
    },
  );
  // The HOA every quarter and the county's property tax twice a year.
  for (const d of ["2025-10-01", "2026-01-02", "2026-04-01"])
    wf(d, "Sunridge HOA", "other", 42000, {
      description: "SUNRIDGE HOA QUARTERLY DUES",
    });
  wf("2025-10-01", "Maricopa County Treasurer", "other", 118452, {
    description: "MARICOPA COUNTY TREASURER PROPERTY TAX 1ST HALF",
  });
  wf("2026-03-02", "Maricopa County Treasurer", "other", 118452, {
    description: "MARICOPA COUNTY TREASURER PROPERTY TAX 2ND HALF",
  });

  // Everyday life: Fry's on Tuesdays, Sprouts on Fridays now and then, Albertsons and Walmart,
  // lunch out after church, gas every other week, a doctor now and then.
  eachDay({ start: FIRST, end: today }, (date, day) => {
    const cool = date >= "2025-11-01" && date <= "2026-04-30";
    if (day === 1) cap(date, "Fry's Food", "groceries", r.int(6200, 11800));
    if (day === 4 && r.chance(0.55))
      cap(date, "Sprouts", "groceries", r.int(2100, 4800));
    if (r.chance(0.04)) cap(date, "Albertsons", "groceries", r.int(1500, 5200));
    if (r.chance(0.05)) cap(date, "Walmart", "groceries", r.int(2400, 8400));
    if (day === 6 && r.chance(0.45))
      cap(date, "Cracker Barrel", "food_dining", r.int(2200, 3900));
    if (day === 3 && r.chance(0.3))
      cap(date, "Olive Garden", "food_dining", r.int(3100, 5600));
    if (r.chance(0.05)) cap(date, "Culver's", "food_dining", r.int(900, 1600));
    if (r.chance(0.04))
      cap(date, "Panera Bread", "food_dining", r.int(1100, 2100));
    if (day === 2 && r.chance(0.5))
      cap(date, "QuikTrip", "transportation", r.int(3400, 5200));
    if (cool && day === 3 && r.chance(0.5))
      cap(date, "Papago Golf Club", "entertainment", r.int(4500, 6500), {
        description: "PAPAGO GOLF CLUB GREEN FEES",
      });
    if (r.chance(0.02))
      cap(date, "Banner Health", "healthcare", r.int(3500, 14000));
    if (r.chance(0.02)) cap(date, "Kohl's", "shopping", r.int(2500, 7800));
    if (r.chance(0.015)) cap(date, "Dillard's", "shopping", r.int(4200, 12900));
  });

  // One-offs: gifts for the grandchildren on Etsy, a fall trip to Denver, Sedona in spring,
  // new tires, a cardiology visit, a dress for a wedding, and a few returns.
  for (const [d, cents] of [
    ["2025-09-14", 4850],
    ["2025-11-02", 6290],
    ["2025-12-04", 21470],
    ["2026-02-20", 5475],
    ["2026-05-09", 7125],
  ] as const)
    cap(d, "Etsy", "shopping", cents, {
      description: "ETSY.COM GIFT GRANDCHILD",
    });
  cap("2025-10-06", "Southwest Airlines", "travel", 38760, {
    description: "SOUTHWEST AIR PHX-DEN",
  });
  cap("2025-10-17", "Hilton Denver", "travel", 61245);
  cap("2026-04-21", "L'Auberge de Sedona", "travel", 84630);
  cap("2026-01-23", "Discount Tire", "transportation", 71988);
  wf("2026-02-11", "Banner Health", "healthcare", 46500, {
    description: "BANNER HEALTH CARDIOLOGY",
  });
  cap("2026-05-14", "Dillard's", "shopping", 23865, {
    description: "DILLARD'S SCOTTSDALE FASHION SQ",
  });
  cap("2026-05-27", "Dillard's", "shopping", 8990, credit("DILLARD'S RETURN"));
  cap("2026-01-19", "Kohl's", "shopping", 3499, credit("KOHL'S RETURN"));
  wf(
    "2026-03-19",
    "Banner Health",
    "healthcare",
    12250,
    credit("BANNER HEALTH REFUND"),
  );

  // Still pending this morning, and the bills already entered for the days ahead.
  cap("2026-06-11", "Olive Garden", "food_dining", 4718, { pending: true });
  cap("2026-06-12", "QuikTrip", "transportation", 4436, { pending: true });
  wf("2026-06-11", "Banner Health", "healthcare", 3500, {
    pending: true,
    description: "BANNER HEALTH COPAY",
  });
  w.ahead("2026-06-18", "wf", "Cox", "utilities", 8999);
  w.ahead("2026-06-24", "wf", "SRP", "utilities", 3275);
  w.ahead("2026-06-26", "cap", "Consumer Cellular", "utilities", 4500);
  w.ahead("2026-07-01", "wf", "Sunridge HOA", "other", 42000);
  w.ahead("2026-07-03", "wf", "Medicare Part B", "healthcare", 20290);

  const monthly = (from: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, today, (y, m) =>
      out.push({ date: dayOf(y, m, day), cents }),
    );
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-phoenix-retiree",
    fullName: "Dorothy Alvarez",
    currency: "USD",
    timezone: "America/Phoenix",
    today,
    // 9:15 am in Phoenix (UTC-7 all year).
    now: "2026-06-12T16:15:00.000Z",
    accounts: [
      {
        key: "wf",
        name: "Wells Fargo Checking",
        type: "checking",
        institution: "Wells Fargo",
        openingCents: 912000,
        finalCents: 684217,
      },
      {
        key: "cu",
        name: "Credit Union Savings",
        type: "savings",
        institution: "Desert Financial Credit Union",
        openingCents: 2150000,
        finalCents: 2461500,
      },
      {
        key: "brk",
        name: "Schwab Brokerage",
        type: "investment",
        institution: "Charles Schwab",
        openingCents: 15100000,
        finalCents: 14832055,
      },
      {
        key: "roth",
        name: "Roth IRA",
        type: "investment",
        institution: "Charles Schwab",
        openingCents: 8400000,
        finalCents: 8790412,
      },
      {
        key: "cap",
        name: "CapOne Quicksilver",
        type: "credit_card",
        institution: "Capital One",
        openingCents: 96000,
        finalCents: 128436,
      },
      {
        key: "auto",
        name: "Ally Auto Loan",
        type: "loan",
        institution: "Ally Financial",
        openingCents: -1450000,
        finalCents: -1102688,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Groceries",
        category: "groceries",
        period: "weekly",
        cents: 15000,
        thresholdPercent: 80,
      },
      {
        name: "Dining Out",
        category: "food_dining",
        period: "monthly",
        cents: 12000,
        thresholdPercent: 80,
      },
      {
        name: "Clothes & Gifts",
        category: "shopping",
        period: "quarterly",
        cents: 30000,
        thresholdPercent: 80,
      },
      {
        name: "Golf & Fun",
        category: "entertainment",
        period: "yearly",
        cents: 220000,
        thresholdPercent: 80,
      },
      {
        name: "Doctor & Pharmacy",
        category: "healthcare",
        period: "monthly",
        cents: 60000,
        thresholdPercent: 80,
      },
      {
        name: "Gas",
        category: "transportation",
        period: "monthly",
        cents: 20000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Alaska Cruise",
        targetCents: 800000,
        targetDate: "2027-06-01",
        contributions: monthly("2025-09", 30000, 5),
      },
      {
        name: "New Roof",
        targetCents: 1800000,
        targetDate: "2026-12-31",
        contributions: [
          { date: "2025-08-20", cents: 500000 },
          ...monthly("2025-09", 40000, 20),
          { date: "2026-04-20", cents: 600000 },
        ],
      },
      {
        name: "Grandkids College",
        targetCents: 2000000,
        targetDate: "2030-08-01",
        contributions: monthly("2025-09", 15000, 25),
      },
      {
        name: "Emergency Cushion",
        targetCents: 1000000,
        targetDate: "2026-03-31",
        contributions: [
          { date: "2025-08-15", cents: 700000 },
          { date: "2025-11-15", cents: 150000 },
          { date: "2026-02-15", cents: 150000 },
        ],
      },
    ],
  };
}
