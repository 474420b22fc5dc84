/**
 * A development household for the tuned set: a retired couple in Dublin (EUR, Europe/Dublin), the
 * whole of 2026 up to Wednesday 2026-12-30, so "this year" is nearly twelve months, "last month"
 * is November and "this month" nearly all of December. Two state pensions paid every Thursday
 * (`salary`, with the double Christmas bonus week in December), a monthly drawdown from a Zurich
 * ARF (`other`), dividends and deposit interest (`investment`); a joint AIB current account, a
 * PTSB deposit account, a Bank of Ireland Visa typed with a positive balance, a small Post Office
 * account and the ARF itself. Property tax (LPT) sits in `utilities`, charity in `other`, the golf
 * club in `entertainment`; subscriptions in `subscription` (one cancelled, one price rise). A
 * returned Arnotts coat and a cancelled Ryanair flight are refunds; Christmas shopping, a Kerry
 * hotel, transfers to the deposit account and the card, pending rows and bills entered for the
 * new year are planted. Written from the documented rules only; the same every run.
 */
import type { Household } from "../household";
import { seeded } from "../random";
import { chargeMonthly, changesIn, dayOf, eachDay, rowWriter } from "../rows";
import { addDays, weekday } from "../calendar";

export const DUBLIN_TODAY = "2026-12-30";
const FIRST = "2026-01-01";

/** Electric Ireland and Bord Gáis by month: heating and light in winter. */
const ELECTRIC: Record<number, number> = {
  1: 14800,
  2: 13900,
  3: 12200,
  4: 10400,
  5: 8900,
  6: 8100,
  7: 7900,
  8: 8000,
  9: 8700,
  10: 10200,
  11: 12600,
  12: 14100,
};
const GAS: Record<number, number> = {
  1: 16500,
  2: 15200,
  3: 12400,
  4: 8800,
  5: 6100,
  6: 4500,
  7: 4200,
  8: 4300,
  9: 5600,
  10: 8900,
  11: 12800,
  12: 15600,
};

export function dublinRetirees(): Household {
  const today = DUBLIN_TODAY;
  const r = seeded(20261230);
  const w = rowWriter(today);
  const cur = w.on("cur");
  const dep = w.on("dep");
  const visa = w.on("visa");
  const po = w.on("po");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // The state pensions every Thursday (Séamus on the full contributory rate, Mary on a reduced
  // one), and the Christmas bonus: a second week's pension in the first week of December.
  for (let d = "2026-01-01"; d <= today; d = addDays(d, 7)) {
    if (weekday(d) !== 3) throw new Error("pension day is a Thursday");
    cur(
      d,
      "Department of Social Protection",
      "salary",
      30930,
      credit("DSP STATE PENSION S BRENNAN"),
    );
    cur(
      d,
      "Department of Social Protection",
      "salary",
      26480,
      credit("DSP STATE PENSION M BRENNAN"),
    );
  }
  cur(
    "2026-12-03",
    "Department of Social Protection",
    "salary",
    30930,
    credit("DSP XMAS BONUS S BRENNAN"),
  );
  cur(
    "2026-12-03",
    "Department of Social Protection",
    "salary",
    26480,
    credit("DSP XMAS BONUS M BRENNAN"),
  );

  // Other money in: the ARF drawdown on the 20th, dividends, the deposit account's interest.
  for (let m = 1; m <= 12; m++) {
    cur(
      dayOf(2026, m, 20),
      "Zurich Life",
      "other",
      125000,
      credit("ZURICH LIFE ARF DRAWDOWN"),
    );
    dep(
      dayOf(2026, m, 31),
      "PTSB",
      "investment",
      r.int(3800, 5200),
      credit("PTSB INTEREST"),
    );
  }
  for (const [d, cents] of [
    ["2026-03-25", 8840],
    ["2026-06-24", 8840],
    ["2026-09-23", 9120],
    ["2026-12-16", 9120],
  ] as const)
    cur(d, "CRH plc", "investment", cents, credit("CRH PLC DIVIDEND"));
  for (const [d, cents] of [
    ["2026-05-15", 6120],
    ["2026-11-20", 2790],
  ] as const)
    cur(d, "Kerry Group", "investment", cents, credit("KERRY GROUP DIV"));

  // Money between their own accounts: savings, the Visa bill, a little for the Post Office.
  for (let m = 1; m <= 12; m++) {
    w.move(
      dayOf(2026, m, 26),
      "cur",
      "dep",
      50000,
      "Transfer to PTSB Deposit",
      "Transfer from AIB",
    );
    w.move(
      dayOf(2026, m, 22),
      "cur",
      "visa",
      r.int(60000, 140000),
      "BOI Visa Payment",
      "Payment Received Thank You",
    );
    w.move(
      dayOf(2026, m, 2),
      "cur",
      "po",
      5000,
      "Transfer to Post Office",
      "Transfer from AIB",
    );
  }
  w.move(
    "2026-12-02",
    "dep",
    "cur",
    150000,
    "Transfer to AIB",
    "Transfer from PTSB Deposit",
  );

  const elec = (k: string) =>
    (ELECTRIC[Number(k.slice(5))] ?? 10000) + r.int(-600, 600);
  const gas = (k: string) =>
    (GAS[Number(k.slice(5))] ?? 9000) + r.int(-500, 500);
  chargeMonthly(
    w,
    "2026-01",
    today,
    [
      [1, "cur", "VHI Healthcare", "healthcare", 34250],
      [3, "cur", "McCabes Pharmacy", "healthcare", 2450],
      [5, "visa", "Netflix", "subscription", changesIn("2026-07", 1499, 1599)],
      [8, "cur", "Eir", "utilities", 6500],
      [9, "visa", "Spotify", "subscription", 1699],
      [12, "cur", "Electric Ireland", "utilities", elec],
      [14, "visa", "RTÉ Player", "subscription", 499],
      [15, "cur", "Focus Ireland", "other", 1500],
      [
        18,
        "cur",
        "Irish Water",
        "utilities",
        (k) =>
          ["03", "06", "09", "12"].includes(k.slice(5)) ? 4250 : undefined,
      ],
      [
        18,
        "visa",
        "Apple TV+",
        "subscription",
        (k) => (k <= "2026-05" ? 999 : undefined),
      ],
      [20, "cur", "Bord Gáis Energy", "utilities", gas],
      [28, "cur", "Trócaire", "other", 2000],
      [31, "cur", "Irish Cancer Society", "other", 2500],
    ],
    {
      "VHI Healthcare": "VHI HEALTHCARE DD",
      "McCabes Pharmacy": "MCCABES PHARMACY RATHGAR",
      Netflix: "NETFLIX.COM",
      Eir: "EIR BROADBAND DD",
      Spotify: "SPOTIFY DUO",
      "Electric Ireland": "ELECTRIC IRELAND DD",
      "RTÉ Player": "RTE PLAYER",
      "Focus Ireland": "FOCUS IRELAND DD",
      "Irish Water": "UISCE EIREANN IRISH WATER",
      "Apple TV+": "APPLE.COM/BILL TV+",
      "Bord Gáis Energy": "BORD GAIS ENERGY DD",
      Trócaire: "TROCAIRE DD",
      "Irish Cancer Society": "IRISH CANCER SOCIETY DD",
    },
  );

  // Everyday life: the big shop in Dunnes on Saturdays, SuperValu top-ups, Lidl on Thursdays,
  // petrol, coffee in Butlers, Sunday lunch at Avoca, a takeaway some Fridays, golf.
  eachDay({ start: FIRST, end: today }, (date, day) => {
    const winter = date.slice(5, 7) <= "03" || date.slice(5, 7) >= "11";
    if (day === 5) visa(date, "Dunnes Stores", "groceries", r.int(7000, 12500));
    if (day >= 1 && day <= 2 && r.chance(0.5))
      visa(date, "SuperValu", "groceries", r.int(1500, 4500));
    if (day === 3 && r.chance(0.6))
      cur(date, "Lidl", "groceries", r.int(3000, 7000));
    if (r.chance(0.08)) visa(date, "Tesco", "groceries", r.int(800, 3500));
    if (r.chance(0.07)) po(date, "Centra", "groceries", r.int(400, 1500));
    if (r.chance(0.08))
      visa(date, "Circle K", "transportation", r.int(5000, 7500));
    if (r.chance(0.05))
      visa(date, "Applegreen", "transportation", r.int(4500, 7000));
    if (r.chance(0.12))
      visa(date, "Butlers Chocolate Café", "food_dining", r.int(600, 1400));
    if (day === 6 && r.chance(0.35))
      visa(date, "Avoca", "food_dining", r.int(2800, 6200));
    if (r.chance(0.03))
      visa(date, "Bewley's", "food_dining", r.int(1500, 3000));
    if (day === 4 && r.chance(0.3))
      visa(date, "Just Eat", "food_dining", r.int(2500, 4200));
    if (r.chance(0.04)) cur(date, "Boots", "healthcare", r.int(800, 4000));
    if (r.chance(0.03)) visa(date, "Eason", "shopping", r.int(1000, 3000));
    if (day === 5 && !winter && r.chance(0.5))
      cur(date, "Castle Golf Club", "entertainment", 1000, {
        description: "CASTLE GOLF CLUB COMP FEE",
      });
  });

  // One-offs: the golf membership, LPT, GP visits, trips, the Christmas shopping, refunds.
  cur("2026-01-06", "Castle Golf Club", "entertainment", 145000, {
    description: "CASTLE GOLF CLUB ANNUAL SUB",
  });
  cur("2026-01-15", "Revenue LPT", "utilities", 40500, {
    description: "REVENUE LOCAL PROPERTY TAX",
  });
  for (const d of [
    "2026-02-17",
    "2026-04-08",
    "2026-06-23",
    "2026-09-15",
    "2026-11-10",
    "2026-12-08",
  ])
    cur(d, "Rathgar Medical Centre", "healthcare", 7000);
  visa("2026-02-10", "Ryanair", "travel", 31258, {
    description: "RYANAIR DUB-AGP",
  });
  visa("2026-05-06", "Aer Lingus", "travel", 24670, {
    description: "AER LINGUS DUB-LHR",
  });
  visa("2026-06-19", "Parknasilla Resort", "travel", 118000, {
    description: "PARKNASILLA RESORT SNEEM",
  });
  visa("2026-08-14", "Ryanair", "travel", 28996, {
    description: "RYANAIR DUB-ACE",
  });
  visa("2026-09-02", "Ryanair", "travel", 28996, credit("RYANAIR REFUND"));
  visa("2026-10-20", "Aer Lingus", "travel", 19840, {
    description: "AER LINGUS DUB-LHR",
  });
  visa("2026-11-07", "Arnotts", "shopping", 22900, {
    description: "ARNOTTS HENRY ST",
  });
  visa("2026-11-14", "Arnotts", "shopping", 3900, {
    description: "ARNOTTS HENRY ST",
  });
  visa("2026-11-21", "Arnotts", "shopping", 22900, credit("ARNOTTS REFUND"));
  visa("2026-12-05", "Brown Thomas", "shopping", 24500);
  visa("2026-12-06", "Arnotts", "shopping", 13240, {
    description: "ARNOTTS HENRY ST",
  });
  visa("2026-12-12", "Brown Thomas", "shopping", 18950);
  visa("2026-12-17", "Arnotts", "shopping", 7899, {
    description: "ARNOTTS HENRY ST",
  });
  visa("2026-12-19", "Brown Thomas", "shopping", 9600);
  po("2026-12-04", "An Post", "shopping", 2640, {
    description: "AN POST CHRISTMAS STAMPS",
  });
  cur("2026-12-10", "St Vincent de Paul", "other", 15000, {
    description: "SVP CHRISTMAS APPEAL",
  });
  visa("2026-12-13", "The Shelbourne", "food_dining", 13000, {
    description: "THE SHELBOURNE AFTERNOON TEA",
  });
  visa("2026-12-23", "Dunnes Stores", "groceries", 28645);
  visa("2026-12-27", "Gaiety Theatre", "entertainment", 11800, {
    description: "GAIETY THEATRE PANTO",
  });

  // Still pending this morning, and what is already entered for the days ahead.
  visa("2026-12-29", "SuperValu", "groceries", 3785, { pending: true });
  visa("2026-12-30", "Applegreen", "transportation", 6210, { pending: true });
  cur("2026-12-30", "Avoca", "food_dining", 4480, { pending: true });
  w.ahead("2026-12-31", "cur", "Irish Cancer Society", "other", 2500);
  w.ahead("2027-01-01", "cur", "VHI Healthcare", "healthcare", 35980);
  w.ahead("2027-01-05", "cur", "Castle Golf Club", "entertainment", 149500);
  w.ahead("2027-01-08", "cur", "Eir", "utilities", 6500);
  w.ahead("2027-01-12", "cur", "Electric Ireland", "utilities", 14600);
  w.ahead("2027-01-15", "cur", "Revenue LPT", "utilities", 40500);

  const monthly = (cents: number, day: number, from = 1, to = 12) => {
    const out: { date: string; cents: number }[] = [];
    for (let m = from; m <= to; m++)
      out.push({ date: dayOf(2026, m, day), cents });
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-dublin-retirees",
    fullName: "Mary Brennan",
    currency: "EUR",
    timezone: "Europe/Dublin",
    today,
    // 10:15 in Dublin, on GMT in winter.
    now: "2026-12-30T10:15:00.000Z",
    accounts: [
      {
        key: "cur",
        name: "AIB Joint Current Account",
        type: "checking",
        institution: "AIB",
        openingCents: 420000,
        finalCents: 537162,
      },
      {
        key: "dep",
        name: "PTSB Deposit Account",
        type: "savings",
        institution: "PTSB",
        openingCents: 3600000,
        finalCents: 4186275,
      },
      {
        key: "visa",
        name: "Bank of Ireland Visa",
        type: "credit_card",
        institution: "Bank of Ireland",
        openingCents: 61240,
        finalCents: 184620,
      },
      {
        key: "po",
        name: "Post Office Account",
        type: "other",
        institution: "An Post",
        openingCents: 9500,
        finalCents: 14260,
      },
      {
        key: "arf",
        name: "Zurich ARF",
        type: "investment",
        institution: "Zurich Life",
        openingCents: 23100000,
        finalCents: 21845000,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Weekly Shop",
        category: "groceries",
        period: "weekly",
        cents: 15000,
        thresholdPercent: 80,
      },
      {
        name: "Eating Out",
        category: "food_dining",
        period: "monthly",
        cents: 25000,
        thresholdPercent: 80,
      },
      {
        name: "Petrol",
        category: "transportation",
        period: "monthly",
        cents: 25000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "monthly",
        cents: 90000,
        thresholdPercent: 80,
      },
      {
        name: "Holidays",
        category: "travel",
        period: "yearly",
        cents: 180000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Grandchildren Gift Fund",
        targetCents: 120000,
        targetDate: "2026-12-10",
        contributions: monthly(10000, 5),
      },
      {
        name: "New Car",
        targetCents: 2000000,
        targetDate: "2027-09-30",
        contributions: [
          { date: "2026-01-10", cents: 800000 },
          ...monthly(40000, 10, 2, 6),
          ...monthly(15000, 10, 7, 12),
        ],
      },
      {
        name: "Home Repairs",
        targetCents: 600000,
        targetDate: "2027-06-30",
        contributions: monthly(45000, 15, 4, 12),
      },
    ],
  };
}
