/**
 * A development household for the tuned set: a freelance designer in Manchester (GBP,
 * Europe/London), seven months up to Monday 2026-08-03, early in the month so "this month" and
 * "this week" are short. Irregular income from several clients (a monthly retainer paid late once,
 * project invoices, a one-off gig), a few Vinted sales, savings interest, two self-assessment tax
 * payments to HMRC, council tax in ten instalments (none in February or March), a current account,
 * a savings account, a Stocks & Shares ISA, a credit card typed negative and a student loan typed
 * positive. Subscriptions sit in `subscription` (one cancelled, one price rise, one charged in
 * dollars so it varies); ASOS returns and an Airbnb refund are refunds. Written from the
 * documented rules only; the same every run.
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
import { addDays } from "../calendar";

export const MANCHESTER_TODAY = "2026-08-03";

/** Notion bills in dollars: the pounds move with the exchange rate. */
const NOTION: Record<string, number> = {
  "2026-01": 812,
  "2026-02": 807,
  "2026-03": 798,
  "2026-04": 803,
  "2026-05": 795,
  "2026-06": 791,
  "2026-07": 799,
  "2026-08": 802,
};

export function manchesterFreelancer(): Household {
  const today = MANCHESTER_TODAY;
  const r = seeded(20260803);
  const w = rowWriter(today);
  const cur = w.on("cur");
  const sav = w.on("sav");
  const cc = w.on("cc");
  const paid = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Clients pay when they pay: a monthly retainer (June's came two days late), project invoices,
  // a festival gig.
  for (const d of [
    "2026-01-30",
    "2026-02-27",
    "2026-03-31",
    "2026-04-30",
    "2026-06-02",
    "2026-06-30",
    "2026-07-31",
  ])
    cur(
      d,
      "Brightwave Digital",
      "salary",
      240000,
      paid("BRIGHTWAVE DIGITAL LTD"),
    );
  for (const [d, cents] of [
    ["2026-02-16", 185000],
    ["2026-04-20", 312500],
    ["2026-07-13", 96000],
  ] as const)
    cur(d, "Halden & Co", "salary", cents, paid("HALDEN AND CO INV"));
  for (const [d, cents] of [
    ["2026-01-09", 72000],
    ["2026-03-06", 145000],
    ["2026-05-11", 88000],
    ["2026-06-19", 134000],
    ["2026-08-03", 64000],
  ] as const)
    cur(d, "Mill Street Media", "salary", cents, paid("MILL STREET MEDIA"));
  cur("2026-06-26", "Northern Lights Festival", "salary", 45000, {
    type: "credit",
    description: "NLF EVENTS LTD",
  });
  for (const [d, cents] of [
    ["2026-03-22", 2400],
    ["2026-05-02", 1850],
    ["2026-07-19", 3600],
  ] as const)
    cur(d, "Vinted", "other", cents, paid("VINTED PAYOUT"));

  // Self-assessment: the balancing payment in January, the second payment on account in July.
  cur("2026-01-30", "HMRC", "other", 384000, {
    description: "HMRC SELF ASSESSMENT",
  });
  cur("2026-07-31", "HMRC", "other", 192000, {
    description: "HMRC SELF ASSESSMENT",
  });

  eachMonth("2026-01", today, (y, m) => {
    sav(dayOf(y, m, 31), "Marcus", "investment", r.int(2100, 2900), {
      type: "credit",
      description: "MARCUS INTEREST",
    });
    if (m !== 2)
      w.move(
        dayOf(y, m, 2),
        "cur",
        "sav",
        40000,
        "Transfer to Marcus",
        "Transfer from Monzo",
      );
    w.move(
      dayOf(y, m, 3),
      "cur",
      "isa",
      30000,
      "Vanguard ISA Deposit",
      "Deposit from Monzo",
    );
    w.move(
      dayOf(y, m, 20),
      "cur",
      "cc",
      r.int(40000, 90000),
      "Barclaycard Payment",
      "Payment Received",
    );
  });
  // Topping up the ISA before the tax year ends, and savings covering July's tax bill.
  w.move(
    "2026-04-05",
    "cur",
    "isa",
    200000,
    "Vanguard ISA Deposit",
    "Deposit from Monzo",
  );
  w.move(
    "2026-07-30",
    "sav",
    "cur",
    100000,
    "Transfer to Monzo",
    "Transfer from Marcus",
  );

  chargeMonthly(
    w,
    "2026-01",
    today,
    [
      [1, "cur", "Hallam Lettings", "utilities", 105000],
      [1, "cur", "PureGym", "subscription", 2499],
      [2, "cc", "Notion", "subscription", (k) => NOTION[k]],
      [8, "cc", "Netflix", "subscription", 1299],
      [
        10,
        "cur",
        "Octopus Energy",
        "utilities",
        changesIn("2026-05", 11200, 8900),
      ],
      [12, "cur", "EE", "utilities", 2400],
      [14, "cc", "Adobe", "subscription", 5698],
      [15, "cc", "Spotify", "subscription", changesIn("2026-06", 1199, 1299)],
      [
        15,
        "cur",
        "Manchester City Council",
        "utilities",
        (k) => (k === "2026-02" || k === "2026-03" ? undefined : 14830),
      ],
      [20, "cur", "United Utilities", "utilities", 3850],
      [
        25,
        "cc",
        "Disney+",
        "subscription",
        (k) => (k <= "2026-04" ? 799 : undefined),
      ],
      [27, "cc", "Apple iCloud", "subscription", 299],
    ],
    {
      "Hallam Lettings": "HALLAM LETTINGS RENT",
      PureGym: "PUREGYM MANCHESTER",
      Notion: "NOTION LABS USD 10.00",
      Netflix: "NETFLIX.COM",
      "Octopus Energy": "OCTOPUS ENERGY DD",
      EE: "EE LIMITED",
      Adobe: "ADOBE CREATIVE CLOUD",
      Spotify: "SPOTIFY UK",
      "Manchester City Council": "MANCHESTER CC COUNCIL TAX",
      "United Utilities": "UNITED UTILITIES WATER",
      "Disney+": "DISNEY PLUS",
      "Apple iCloud": "APPLE.COM/BILL",
    },
  );

  // Everyday life: the big shop on Sundays, Tesco top-ups, lunches, the bus, online orders.
  eachDay({ start: "2026-01-01", end: today }, (date, day) => {
    const weekday = day < 5;
    if (day === 6) cc(date, "Sainsbury's", "groceries", r.int(2800, 6500));
    if (r.chance(0.25)) cc(date, "Tesco", "groceries", r.int(350, 2200));
    if (day === 2 && r.chance(0.4))
      cur(date, "Aldi", "groceries", r.int(1500, 3500));
    if (weekday && r.chance(0.3))
      cc(date, "Pret A Manger", "food_dining", r.int(450, 1150));
    if (weekday && r.chance(0.15))
      cur(date, "Greggs", "food_dining", r.int(195, 650));
    if (day >= 4 && day <= 5 && r.chance(0.35))
      cc(date, "Deliveroo", "food_dining", r.int(1800, 3600));
    if (r.chance(0.03)) cc(date, "Nando's", "food_dining", r.int(1800, 3200));
    if (r.chance(0.35))
      cur(date, "Bee Network", "transportation", r.pick([200, 400, 500]));
    if (r.chance(0.05))
      cur(date, "Northern", "transportation", r.int(640, 1480), {
        description: "NORTHERN TRAINS",
      });
    if (r.chance(0.05)) {
      const order = r.int(2500, 9000);
      cc(date, "ASOS", "shopping", order);
      if (r.chance(0.5))
        cc(
          addDays(date, r.int(7, 14)),
          "ASOS",
          "shopping",
          Math.floor((order * r.int(30, 100)) / 100),
          paid("ASOS RETURN"),
        );
    }
    if (r.chance(0.06))
      cc(date, "Amazon", "shopping", r.int(900, 4500), {
        description: "AMAZON.CO.UK",
      });
    if (r.chance(0.04)) cur(date, "Boots", "healthcare", r.int(400, 2200));
    if (day === 5 && r.chance(0.15))
      cc(date, "Odeon", "entertainment", r.int(1100, 1800));
  });

  // One-offs: trains to London clients, a Lisbon trip in May, a September trip booked in July.
  cur("2026-03-12", "Specsavers", "healthcare", 14900);
  cc("2026-05-15", "AO Arena", "entertainment", 6850);
  cc("2026-02-24", "Trainline", "travel", 8740);
  cc("2026-05-27", "Trainline", "travel", 9420);
  cc("2026-07-22", "Trainline", "travel", 7650);
  cc("2026-04-03", "Ryanair", "travel", 13698);
  cc("2026-04-05", "Airbnb", "travel", 41200);
  cc("2026-05-20", "Airbnb", "travel", 5000, paid("AIRBNB REFUND"));
  cc("2026-07-09", "Ryanair", "travel", 8999);
  cc("2026-07-10", "Airbnb", "travel", 18600);
  cc("2026-02-03", "Udemy", "education", 1499);
  cc("2026-06-10", "Udemy", "education", 1299);
  cc("2026-04-11", "Domestika", "education", 990);
  cc("2026-03-28", "Uniqlo", "shopping", 4590);
  cc("2026-06-06", "ASOS", "shopping", 6400);
  cc("2026-06-15", "ASOS", "shopping", 6400, paid("ASOS RETURN"));

  // Still pending this morning, and the bills already entered for later this month.
  cc("2026-08-02", "ASOS", "shopping", 8450, { pending: true });
  cc("2026-08-03", "Tesco", "groceries", 1287, { pending: true });
  cur("2026-08-03", "Pret A Manger", "food_dining", 545, { pending: true });
  w.ahead("2026-08-08", "cc", "Netflix", "subscription", 1299);
  w.ahead("2026-08-10", "cur", "Octopus Energy", "utilities", 8900);
  w.ahead("2026-08-12", "cur", "EE", "utilities", 2400);
  w.ahead("2026-08-14", "cc", "Adobe", "subscription", 5698);
  w.ahead("2026-08-15", "cur", "Manchester City Council", "utilities", 14830);

  const monthly = (from: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, today, (y, m) =>
      out.push({ date: dayOf(y, m, day), cents }),
    );
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-manchester-freelancer",
    fullName: "Priya Shah",
    currency: "GBP",
    timezone: "Europe/London",
    today,
    now: "2026-08-03T08:15:00.000Z",
    accounts: [
      {
        key: "cur",
        name: "Monzo Current",
        type: "checking",
        institution: "Monzo",
        openingCents: 250000,
        finalCents: 342718,
      },
      {
        key: "sav",
        name: "Marcus Savings",
        type: "savings",
        institution: "Marcus by Goldman Sachs",
        openingCents: 500000,
        finalCents: 812050,
      },
      {
        key: "isa",
        name: "Vanguard Stocks & Shares ISA",
        type: "investment",
        institution: "Vanguard",
        openingCents: 900000,
        finalCents: 1496233,
      },
      {
        key: "cc",
        name: "Barclaycard",
        type: "credit_card",
        institution: "Barclays",
        openingCents: -30000,
        finalCents: -81245,
      },
      {
        key: "sl",
        name: "Student Loan",
        type: "loan",
        institution: "Student Loans Company",
        openingCents: 3841250,
        finalCents: 3841250,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Groceries",
        category: "groceries",
        period: "monthly",
        cents: 26000,
        thresholdPercent: 80,
      },
      {
        name: "Eating Out",
        category: "food_dining",
        period: "weekly",
        cents: 3500,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "monthly",
        cents: 7500,
        thresholdPercent: 80,
      },
      {
        name: "Travel",
        category: "travel",
        period: "quarterly",
        cents: 25000,
        thresholdPercent: 80,
      },
      {
        name: "Fun",
        category: "entertainment",
        period: "monthly",
        cents: 5000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Japan Trip",
        targetCents: 350000,
        targetDate: "2026-10-31",
        contributions: [
          { date: "2026-02-01", cents: 20000 },
          { date: "2026-03-01", cents: 20000 },
          { date: "2026-04-01", cents: 30000 },
          { date: "2026-05-01", cents: 25000 },
          { date: "2026-06-01", cents: 15000 },
          { date: "2026-07-01", cents: 15000 },
        ],
      },
      {
        name: "New MacBook",
        targetCents: 200000,
        targetDate: "2026-06-30",
        contributions: monthly("2026-01", 50000, 15).filter(
          (c) => c.date < "2026-05-01",
        ),
      },
      {
        name: "House Deposit",
        targetCents: 2000000,
        targetDate: "2029-12-31",
        contributions: [
          { date: "2026-01-05", cents: 500000 },
          ...monthly("2026-01", 50000, 1).filter((c) => c.date > "2026-01-01"),
        ],
      },
    ],
  };
}
