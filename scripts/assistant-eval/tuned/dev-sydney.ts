/**
 * A development household for the tuned set: a couple with a toddler in Sydney (AUD,
 * Australia/Sydney), twelve and a half months from September 2025 up to Thursday 2026-09-17,
 * asked at 7:45 in the morning (the UTC date is still the 16th). Liam is paid by Atlassian once a
 * month on the 15th (a pay rise in July and an annual bonus in August), Chloe by the NSW
 * Department of Education every second Thursday (`salary`); the ATO's tax refund and the
 * Services Australia childcare subsidy balancing payment are `other` (income) and ING pays
 * interest (`investment`). Accounts: a CommBank Everyday Offset, the CommBank home loan typed
 * negative, an ING Savings Maximiser, a Westpac card typed negative and an Amex typed positive.
 * Mortgage repayments every second Friday, savings after payday, a withdrawal and a bonus
 * top-up of savings, and both card bills are transfers. The daycare gap fee every Monday sits in
 * `education`; Medibank, the pharmacy and a paediatrician in `healthcare` with Medicare rebates as
 * refunds; AGL, Sydney Water and the council quarterly and Telstra monthly in `utilities`; Opal,
 * Ampol, BP, the yearly rego and green slip in `transportation`; Netflix, Stan (a price rise),
 * Binge (cancelled), Spotify and iCloud in `subscription`. Bunnings, JB Hi-Fi, IKEA, Harvey Norman
 * and Baby Bunting are big one-offs; a Bunnings return, a Qantas refund, a Woolworths refund and a
 * Kmart return are refunds. Pending rows and bills entered for the days ahead are planted.
 * Written from the documented rules only; the same every run.
 */
import { addDays } from "../calendar";
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

export const SYDNEY_TODAY = "2026-09-17";
const FIRST = "2025-09-01";

export function sydneyFamily(): Household {
  const today = SYDNEY_TODAY;
  const r = seeded(20260917);
  const w = rowWriter(today);
  const offset = w.on("offset");
  const wbc = w.on("westpac");
  const amex = w.on("amex");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Liam's monthly pay (a rise from July), his bonus, Chloe's fortnightly pay (a rise from July).
  eachMonth("2025-09", today, (y, m) => {
    const key = `${String(y)}-${String(m).padStart(2, "0")}`;
    offset(
      workingDayOnOrBefore(y, m, 15),
      "Atlassian",
      "salary",
      key >= "2026-07" ? 964180 : 928415,
      credit("ATLASSIAN PTY LTD SALARY L HARRIS"),
    );
    w.add(
      dayOf(y, m, 31),
      "ing",
      "ING",
      "investment",
      r.int(3900, 6400),
      credit("ING BONUS INTEREST"),
    );
  });
  offset(
    "2026-08-27",
    "Atlassian",
    "salary",
    1146000,
    credit("ATLASSIAN PTY LTD BONUS FY26 L HARRIS"),
  );
  for (let d = "2025-09-04"; d <= today; d = addDays(d, 14))
    offset(
      d,
      "NSW Department of Education",
      "salary",
      d >= "2026-07-01" ? 225201 : 218642,
      credit("NSW DEPT OF EDUCATION PAY C HARRIS"),
    );
  offset("2026-08-11", "ATO", "other", 241800, credit("ATO TAX REFUND 2026"));
  offset(
    "2026-08-20",
    "Services Australia",
    "other",
    138640,
    credit("SERVICES AUSTRALIA CCS BALANCING PMT"),
  );

  // Between their own accounts: the mortgage every second Friday (cheaper after the rate cut),
  // savings after payday, both card bills; a withdrawal for Christmas, the bonus put away.
  for (let d = "2025-09-05"; d <= today; d = addDays(d, 14))
    w.move(
      d,
      "offset",
      "home",
      d >= "2026-03-01" ? 209800 : 214500,
      "Home Loan Repayment",
      "Loan Repayment Received",
    );
  eachMonth("2025-09", today, (y, m) => {
    w.move(
      dayOf(y, m, 16),
      "offset",
      "ing",
      100000,
      "Transfer to ING Savings",
      "Transfer from CommBank",
    );
    w.move(
      dayOf(y, m, 3),
      "offset",
      "westpac",
      r.int(140000, 290000),
      "Westpac Card Payment",
      "Payment Received Thank You",
    );
    w.move(
      dayOf(y, m, 20),
      "offset",
      "amex",
      r.int(150000, 260000),
      "Amex Card Payment",
      "Payment Received - Thank You",
    );
  });
  w.move(
    "2026-01-10",
    "ing",
    "offset",
    250000,
    "Transfer to CommBank",
    "Transfer from ING Savings",
  );
  w.move(
    "2026-08-28",
    "offset",
    "ing",
    500000,
    "Transfer to ING Savings",
    "Transfer from CommBank",
  );

  // Monthly bills and subscriptions.
  chargeMonthly(
    w,
    "2025-09",
    today,
    [
      [
        22,
        "offset",
        "Telstra",
        "utilities",
        changesIn("2026-07", 16400, 16900),
      ],
      [
        25,
        "offset",
        "Medibank",
        "healthcare",
        changesIn("2026-04", 31875, 32986),
      ],
      [9, "amex", "Netflix", "subscription", 1899],
      [12, "amex", "Stan", "subscription", changesIn("2026-03", 1700, 1900)],
      [
        14,
        "amex",
        "Binge",
        "subscription",
        (k) => (k <= "2026-05" ? 1800 : undefined),
      ],
      [2, "westpac", "Spotify", "subscription", 2299],
      [6, "amex", "iCloud", "subscription", 449],
    ],
    {
      Telstra: "TELSTRA BILL PAYMENT NBN+MOBILE",
      Medibank: "MEDIBANK PRIVATE FAMILY COVER",
      Netflix: "NETFLIX.COM SYDNEY",
      Stan: "STAN.COM.AU",
      Binge: "BINGE STANDARD",
      Spotify: "SPOTIFY P FAMILY",
      iCloud: "APPLE.COM/BILL ICLOUD 200GB",
    },
  );

  // Quarterly bills: AGL (winter the dearest), Sydney Water, the council rates.
  for (const [d, cents] of [
    ["2025-10-09", 48672],
    ["2026-01-08", 31845],
    ["2026-04-09", 35210],
    ["2026-07-09", 57138],
  ] as const)
    offset(d, "AGL", "utilities", cents, {
      description: "AGL ENERGY ELEC+GAS BPAY",
    });
  for (const [d, cents] of [
    ["2025-11-12", 28140],
    ["2026-02-11", 27695],
    ["2026-05-13", 28460],
    ["2026-08-12", 29215],
  ] as const)
    offset(d, "Sydney Water", "utilities", cents, {
      description: "SYDNEY WATER BPAY",
    });
  for (const d of ["2025-11-30", "2026-02-27", "2026-05-29", "2026-08-31"])
    offset(d, "Inner West Council", "utilities", 49850, {
      description: "INNER WEST COUNCIL RATES INSTALMENT",
    });

  // Daycare every Monday (closed over Christmas; dearer from January).
  eachDay({ start: FIRST, end: today }, (date, day) => {
    if (day !== 0 || date === "2025-12-22" || date === "2025-12-29") return;
    offset(
      date,
      "Little Gumnuts Early Learning",
      "education",
      date >= "2026-01-01" ? 21240 : 19860,
      { description: "LITTLE GUMNUTS ELC GAP FEE" },
    );
  });

  // Petrol every week and a half or so, at whichever servo is on the way.
  for (let d = "2025-09-03"; d <= today; d = addDays(d, r.int(7, 11)))
    wbc(d, r.pick(["Ampol", "BP"]), "transportation", r.int(6200, 11200));

  // Everyday life: the Saturday Woolworths shop, Coles top-ups, Aldi on Wednesdays, Opal on
  // Liam's office days, Bunnings on weekends, takeaway on Friday to Sunday nights, Liam's
  // lunch on office days.
  eachDay({ start: FIRST, end: today }, (date, day) => {
    const weekend = day >= 5;
    if (day === 5) amex(date, "Woolworths", "groceries", r.int(16500, 26500));
    if (r.chance(0.22)) amex(date, "Coles", "groceries", r.int(1200, 6500));
    if (day === 2 && r.chance(0.55))
      offset(date, "Aldi", "groceries", r.int(5500, 11500));
    if (day >= 1 && day <= 3 && r.chance(0.85))
      wbc(date, "Opal", "transportation", r.int(560, 980), {
        description: "TRANSPORTFORNSW OPAL",
      });
    if (weekend && r.chance(0.15))
      wbc(date, "Opal", "transportation", r.int(300, 900), {
        description: "TRANSPORTFORNSW OPAL",
      });
    if (weekend && r.chance(0.2))
      wbc(date, "Bunnings", "shopping", r.int(1800, 16000), {
        description: "BUNNINGS MARRICKVILLE",
      });
    if (day >= 4 && r.chance(0.45))
      amex(date, "Uber Eats", "food_dining", r.int(3800, 7200));
    if (day >= 1 && day <= 3 && r.chance(0.5))
      wbc(date, "Sushi Hub", "food_dining", r.int(1350, 2250));
    if (weekend && r.chance(0.5))
      wbc(date, "Bourke Street Bakery", "food_dining", r.int(1400, 3200));
    if (r.chance(0.06))
      wbc(date, "Guzman y Gomez", "food_dining", r.int(1800, 4200));
    if (r.chance(0.05))
      amex(date, "Chemist Warehouse", "healthcare", r.int(1200, 6800));
    if (r.chance(0.05)) amex(date, "Kmart", "shopping", r.int(1500, 9000));
  });

  // One-offs: the Christmas trip to Melbourne, the Black Friday TV, the barbecue, the car seat,
  // the zoo membership, the rego and green slip, the toddler bed, the washing machine, dinners.
  wbc("2025-10-18", "Qantas", "travel", 128460, {
    description: "QANTAS AIRWAYS SYD-MEL X3",
  });
  wbc("2025-11-02", "Airbnb", "travel", 148732, {
    description: "AIRBNB * FITZROY MELBOURNE",
  });
  wbc("2025-11-03", "Qantas", "travel", 18600, credit("QANTAS SEAT REFUND"));
  wbc("2025-11-28", "JB Hi-Fi", "shopping", 169900, {
    description: "JB HI-FI BROADWAY 65IN TV",
  });
  wbc("2025-12-13", "Bunnings", "shopping", 89900, {
    description: "BUNNINGS MARRICKVILLE WEBER BBQ",
  });
  wbc("2025-12-20", "Bunnings", "shopping", 8998, credit("BUNNINGS REFUND"));
  amex("2026-01-04", "Taronga Zoo", "entertainment", 32900, {
    description: "TARONGA ZOO FAMILY MEMBERSHIP",
  });
  amex("2026-02-07", "Baby Bunting", "shopping", 54999, {
    description: "BABY BUNTING CAR SEAT",
  });
  offset("2026-03-10", "NRMA", "transportation", 61237, {
    description: "NRMA CTP GREEN SLIP",
  });
  offset("2026-03-12", "Service NSW", "transportation", 87200, {
    description: "SERVICE NSW VEHICLE REGO 12M",
  });
  wbc("2026-05-16", "Quay Restaurant", "food_dining", 48600, {
    description: "QUAY RESTAURANT THE ROCKS",
  });
  amex("2026-05-23", "IKEA", "shopping", 76300, {
    description: "IKEA TEMPE TODDLER BED",
  });
  offset("2026-06-15", "Dr Sarah Lim", "healthcare", 26000, {
    description: "DR SARAH LIM PAEDIATRICS",
  });
  offset(
    "2026-06-16",
    "Medicare",
    "healthcare",
    9365,
    credit("MEDICARE REBATE"),
  );
  amex("2026-07-04", "Harvey Norman", "shopping", 114900, {
    description: "HARVEY NORMAN WASHING MACHINE",
  });
  amex(
    "2026-07-28",
    "Woolworths",
    "groceries",
    2340,
    credit("WOOLWORTHS REFUND"),
  );
  offset("2026-08-24", "Dr Sarah Lim", "healthcare", 26000, {
    description: "DR SARAH LIM PAEDIATRICS",
  });
  offset(
    "2026-08-25",
    "Medicare",
    "healthcare",
    9365,
    credit("MEDICARE REBATE"),
  );
  amex("2026-09-05", "Kmart", "shopping", 6400);
  amex("2026-09-07", "Kmart", "shopping", 3500, credit("KMART RETURN"));
  wbc("2026-09-13", "Bunnings", "shopping", 18640, {
    description: "BUNNINGS MARRICKVILLE",
  });
  amex("2026-09-14", "Woolworths", "groceries", 14280);

  // Still pending this morning, and bills already entered for the days ahead.
  amex("2026-09-16", "Coles", "groceries", 4785, { pending: true });
  wbc("2026-09-16", "Ampol", "transportation", 9612, { pending: true });
  amex("2026-09-16", "Uber Eats", "food_dining", 5430, { pending: true });
  w.ahead(
    "2026-09-21",
    "offset",
    "Little Gumnuts Early Learning",
    "education",
    21240,
  );
  w.ahead("2026-09-22", "offset", "Telstra", "utilities", 16900);
  w.ahead("2026-09-25", "offset", "Medibank", "healthcare", 32986);

  const monthly = (from: string, to: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, to, (y, m) => out.push({ date: dayOf(y, m, day), cents }));
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-sydney-family",
    fullName: "Chloe Harris",
    currency: "AUD",
    timezone: "Australia/Sydney",
    today,
    // 7:45 am in Sydney: the UTC date is still the 16th.
    now: "2026-09-16T21:45:00.000Z",
    accounts: [
      {
        key: "offset",
        name: "CommBank Everyday Offset",
        type: "checking",
        institution: "Commonwealth Bank",
        openingCents: 2140000,
        finalCents: 3841266,
      },
      {
        key: "home",
        name: "CommBank Home Loan",
        type: "mortgage",
        institution: "Commonwealth Bank",
        openingCents: -64350000,
        finalCents: -61248033,
      },
      {
        key: "ing",
        name: "ING Savings Maximiser",
        type: "savings",
        institution: "ING",
        openingCents: 900000,
        finalCents: 2483015,
      },
      {
        key: "westpac",
        name: "Westpac Altitude Black",
        type: "credit_card",
        institution: "Westpac",
        openingCents: -184000,
        finalCents: -231847,
      },
      {
        key: "amex",
        name: "Amex Qantas Ultimate",
        type: "credit_card",
        institution: "American Express",
        openingCents: 120000,
        finalCents: 164290,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Weekly Groceries",
        category: "groceries",
        period: "weekly",
        cents: 35000,
        thresholdPercent: 80,
      },
      {
        name: "Eating Out",
        category: "food_dining",
        period: "monthly",
        cents: 40000,
        thresholdPercent: 80,
      },
      {
        name: "Car & Transport",
        category: "transportation",
        period: "monthly",
        cents: 55000,
        thresholdPercent: 80,
      },
      {
        name: "Kids & Home",
        category: "shopping",
        period: "monthly",
        cents: 45000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Emergency Fund",
        targetCents: 1500000,
        targetDate: "2026-06-30",
        contributions: [
          { date: "2025-09-20", cents: 500000 },
          ...monthly("2025-10", "2026-05", 125000, 17),
        ],
      },
      {
        name: "Japan Trip",
        targetCents: 900000,
        targetDate: "2027-03-31",
        contributions: [
          ...monthly("2025-10", "2026-05", 40000, 18),
          ...monthly("2026-06", today, 25000, 18),
        ],
      },
      {
        name: "Kitchen Reno",
        targetCents: 2500000,
        targetDate: "2028-06-30",
        contributions: [
          { date: "2026-03-02", cents: 400000 },
          ...monthly("2026-03", today, 100000, 16),
        ],
      },
    ],
  };
}
