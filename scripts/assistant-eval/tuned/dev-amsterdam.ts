/**
 * A development household for the tuned set: a couple in Amsterdam (EUR, Europe/Amsterdam), eight
 * months from February 2026 up to Friday 2026-10-09, asked at 00:35 just after midnight in
 * Amsterdam (the UTC date is still the 8th). Sanne is paid by Adyen on the 25th and Joris by
 * Philips on the 23rd (`salary`, each with a separate holiday-pay row, vakantiegeld, in May and
 * June); Joris's photography side gig is paid through Tikkie into his Revolut (`other`), the
 * Belastingdienst paid a tax refund in April (`other`, so income) and Bunq pays interest
 * (`investment`). Accounts: ING Joint, Bunq Savings, an ABN Creditcard typed with a positive
 * balance, Revolut, a Beleggingsrekening and a Hypotheek typed negative. The mortgage payment to
 * ING Hypotheken and the Centraal Beheer home insurance sit in `other`; Zilveren Kruis, Etos and
 * the pharmacy in `healthcare`; Vattenfall, Waternet, Ziggo, KPN and the Gemeente Amsterdam tax
 * instalments in `utilities`; NS, GVB, Shell and the bike shop in `transportation`; streaming and
 * Basic-Fit (every four weeks) in `subscription`, one cancelled, one price rise. A returned
 * Bol.com order, NS delay compensation, a Zilveren Kruis reimbursement and a Thuisbezorgd refund
 * are refunds; savings, investment, card payments and Revolut top-ups are transfers. Identical
 * same-day purchases (two Albert Heijn runs, two coffees), pending rows and bills entered for the
 * days ahead (Zilveren Kruis, the Gemeente, the mortgage) are planted. Written from the
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
  workingDayOnOrBefore,
} from "../rows";
import { addDays } from "../calendar";

export const AMSTERDAM_TODAY = "2026-10-09";
const FIRST = "2026-02-01";

/** Vattenfall's monthly bill: a dynamic contract, dearer in winter. */
const VATTENFALL: Record<number, number> = {
  2: 18450,
  3: 16120,
  4: 12380,
  5: 9840,
  6: 8120,
  7: 7650,
  8: 7890,
  9: 9460,
  10: 12870,
};

export function amsterdamCouple(): Household {
  const today = AMSTERDAM_TODAY;
  const r = seeded(20261009);
  const w = rowWriter(today);
  const ing = w.on("ing");
  const bunq = w.on("bunq");
  const abn = w.on("abn");
  const rev = w.on("rev");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Salaries: Adyen on the 25th, Philips on the 23rd (a working day on or before), and the
  // yearly holiday pay as its own row: Sanne's in May, Joris's in June.
  eachMonth("2026-02", today, (y, m) => {
    ing(
      workingDayOnOrBefore(y, m, 25),
      "Adyen",
      "salary",
      421655,
      credit("ADYEN N.V. SALARIS S DE VRIES"),
    );
    ing(
      workingDayOnOrBefore(y, m, 23),
      "Philips",
      "salary",
      338210,
      credit("PHILIPS NEDERLAND SALARIS J BAKKER"),
    );
    bunq(
      dayOf(y, m, 31),
      "Bunq",
      "investment",
      r.int(1800, 2650),
      credit("BUNQ RENTE"),
    );
  });
  ing(
    workingDayOnOrBefore(2026, 5, 25),
    "Adyen",
    "salary",
    249840,
    credit("ADYEN N.V. VAKANTIEGELD S DE VRIES"),
  );
  ing(
    workingDayOnOrBefore(2026, 6, 23),
    "Philips",
    "salary",
    201390,
    credit("PHILIPS NEDERLAND VAKANTIEGELD J BAKKER"),
  );
  ing(
    "2026-04-21",
    "Belastingdienst",
    "other",
    123600,
    credit("BELASTINGDIENST TERUGGAAF IB 2025"),
  );

  // Joris's photography jobs, paid by Tikkie into his Revolut.
  for (const [d, cents, job] of [
    ["2026-02-14", 12500, "PORTRET"],
    ["2026-03-07", 18500, "BRUILOFT PROEF"],
    ["2026-03-28", 9500, "PASFOTO"],
    ["2026-04-19", 32000, "BEDRIJFSFOTO"],
    ["2026-05-16", 15000, "PORTRET"],
    ["2026-06-06", 45000, "BRUILOFT"],
    ["2026-06-21", 12500, "GEZIN"],
    ["2026-07-04", 27500, "EVENT"],
    ["2026-08-29", 18500, "PORTRET"],
    ["2026-09-12", 22000, "BEDRIJFSFOTO"],
    ["2026-09-26", 14000, "GEZIN"],
    ["2026-10-03", 9750, "PASFOTO"],
  ] as const)
    rev(d, "Tikkie", "other", cents, credit(`TIKKIE FOTOSHOOT ${job}`));

  // Money between their own accounts: savings after payday, the fund account, the card bill,
  // Revolut top-ups; one withdrawal from savings before the summer holiday.
  eachMonth("2026-02", today, (y, m) => {
    w.move(
      dayOf(y, m, 2),
      "ing",
      "rev",
      20000,
      "Naar Revolut",
      "Top-up from ING",
    );
    w.move(
      dayOf(y, m, 15),
      "ing",
      "abn",
      r.int(70000, 130000),
      "ABN AMRO Creditcard Incasso",
      "Betaling Ontvangen",
    );
    w.move(
      dayOf(y, m, 26),
      "ing",
      "bunq",
      60000,
      "Naar Bunq Savings",
      "Van ING Joint",
    );
    w.move(
      dayOf(y, m, 27),
      "ing",
      "beleg",
      25000,
      "Naar Beleggingsrekening",
      "Inleg Van ING Joint",
    );
  });
  w.move(
    "2026-07-10",
    "bunq",
    "ing",
    150000,
    "Naar ING Joint",
    "Van Bunq Savings",
  );
  w.move("2026-08-18", "ing", "rev", 15000, "Naar Revolut", "Top-up from ING");

  chargeMonthly(
    w,
    "2026-02",
    today,
    [
      [1, "ing", "ING Hypotheken", "other", 142870],
      [1, "ing", "Centraal Beheer", "other", 3872],
      [5, "abn", "Netflix", "subscription", changesIn("2026-08", 1399, 1549)],
      [
        8,
        "ing",
        "Vattenfall",
        "utilities",
        (k) => VATTENFALL[Number(k.slice(5))],
      ],
      [10, "ing", "Waternet", "utilities", 2715],
      [12, "abn", "Spotify", "subscription", 1799],
      [15, "ing", "Videoland", "subscription", 999],
      [
        20,
        "ing",
        "NPO Plus",
        "subscription",
        (k) => (k <= "2026-05" ? 295 : undefined),
      ],
      [22, "ing", "KPN", "utilities", 4250],
      [24, "ing", "Ziggo", "utilities", 5425],
      [27, "ing", "Zilveren Kruis", "healthcare", 28790],
      [
        28,
        "ing",
        "Gemeente Amsterdam",
        "utilities",
        (k) => (k <= "2026-11" ? 6840 : undefined),
      ],
    ],
    {
      "ING Hypotheken": "ING HYPOTHEKEN MAANDTERMIJN",
      "Centraal Beheer": "CENTRAAL BEHEER WOONVERZEKERING",
      Netflix: "NETFLIX.COM AMSTERDAM",
      Vattenfall: "VATTENFALL KLANTENSERVICE N.V.",
      Waternet: "WATERNET DRINKWATER",
      Spotify: "SPOTIFY DUO",
      Videoland: "VIDEOLAND RTL",
      "NPO Plus": "NPO PLUS ABONNEMENT",
      KPN: "KPN MOBIEL 2 ABONNEMENTEN",
      Ziggo: "ZIGGO INTERNET EN TV",
      "Zilveren Kruis": "ZILVEREN KRUIS ZORGVERZEKERING PREMIE",
      "Gemeente Amsterdam": "GEMEENTE AMSTERDAM BELASTINGEN TERMIJN",
    },
  );

  // Basic-Fit charges every four weeks, not every month: both memberships in one row.
  for (let d = "2026-02-03"; d <= today; d = addDays(d, 28))
    ing(d, "Basic-Fit", "subscription", 5998, {
      description: "BASIC-FIT NEDERLAND 2X PREMIUM",
    });

  // Everyday life: the big Albert Heijn shop on Saturdays and top-ups on weekdays, Jumbo on
  // Wednesdays, Lidl on Mondays, coffee, Sunday brunch, Thuisbezorgd on Friday nights, trains,
  // trams and petrol, the odd HEMA, Action, Kruidvat, Etos, Bol.com, cinema and Febo.
  eachDay({ start: FIRST, end: addDays(today, -1) }, (date, day) => {
    if (day === 5)
      ing(date, "Albert Heijn", "groceries", r.int(7000, 14500), {
        description: "ALBERT HEIJN 1021 AMSTERDAM",
      });
    if (day <= 4 && r.chance(0.35))
      ing(date, "Albert Heijn", "groceries", r.int(350, 2600), {
        description: "AH TO GO AMSTERDAM",
      });
    if (day === 2 && r.chance(0.6))
      ing(date, "Jumbo", "groceries", r.int(1800, 6200));
    if (day === 0 && r.chance(0.45))
      rev(date, "Lidl", "groceries", r.int(1200, 4800));
    if (r.chance(0.18))
      rev(date, "Lot Sixty One", "food_dining", r.int(380, 950), {
        description: "LOT SIXTY ONE COFFEE ROASTERS",
      });
    if (day === 6 && r.chance(0.3))
      abn(date, "Café de Jaren", "food_dining", r.int(1800, 5600), {
        description: "CAFE DE JAREN AMSTERDAM",
      });
    if (day === 4 && r.chance(0.55))
      abn(date, "Thuisbezorgd", "food_dining", r.int(2400, 4800), {
        description: "THUISBEZORGD.NL",
      });
    else if (r.chance(0.05))
      abn(date, "Thuisbezorgd", "food_dining", r.int(1900, 3600), {
        description: "THUISBEZORGD.NL",
      });
    if (day <= 4 && r.chance(0.12))
      ing(date, "NS", "transportation", r.int(820, 3540), {
        description: "NS GROEP IZ NS REIZIGERS",
      });
    if (r.chance(0.15))
      rev(date, "GVB", "transportation", r.pick([340, 340, 900]), {
        description: "GVB AMSTERDAM OV",
      });
    if (r.chance(0.1))
      abn(date, "Shell", "transportation", r.int(5500, 8600), {
        description: "SHELL AMSTERDAM WIBAUTSTR",
      });
    if (r.chance(0.05)) abn(date, "HEMA", "shopping", r.int(450, 3900));
    if (r.chance(0.035)) ing(date, "Action", "shopping", r.int(600, 3200));
    if (r.chance(0.05)) rev(date, "Kruidvat", "shopping", r.int(390, 2600));
    if (r.chance(0.035)) ing(date, "Etos", "healthcare", r.int(450, 3100));
    if (r.chance(0.04))
      abn(date, "Bol.com", "shopping", r.int(1199, 7999), {
        description: "BOL.COM B.V.",
      });
    if (r.chance(0.025))
      abn(date, "Pathé", "entertainment", 2700, {
        description: "PATHE TUSCHINSKI",
      });
    if (r.chance(0.03)) rev(date, "Febo", "food_dining", r.int(550, 1250));
  });

  // One-offs: furniture and a washing machine, the holiday, a concert, the bike, the pharmacy,
  // the dinner at De Kas, refunds.
  abn("2026-03-14", "IKEA", "shopping", 64230, {
    description: "IKEA AMSTERDAM ZUIDOOST",
  });
  abn("2026-10-04", "IKEA", "shopping", 23845, {
    description: "IKEA AMSTERDAM ZUIDOOST",
  });
  abn("2026-04-18", "Coolblue", "shopping", 64900, {
    description: "COOLBLUE WASMACHINE",
  });
  abn("2026-08-22", "Coolblue", "shopping", 8999, {
    description: "COOLBLUE B.V.",
  });
  abn("2026-08-03", "Bol.com", "shopping", 18999, {
    description: "BOL.COM B.V. STOFZUIGER",
  });
  abn("2026-08-14", "Bol.com", "shopping", 18999, credit("BOL.COM RETOUR"));
  abn("2026-09-07", "Bol.com", "shopping", 24950, {
    description: "BOL.COM B.V. KOFFIEMACHINE",
  });
  abn("2026-03-02", "Transavia", "travel", 41286, {
    description: "TRANSAVIA AMS-NCE",
  });
  abn("2026-07-20", "Camping Les Pins", "travel", 68400, {
    description: "CAMPING LES PINS FREJUS",
  });
  abn("2026-07-22", "Camping Les Pins", "travel", 9650, {
    description: "CAMPING LES PINS RESTAURANT",
  });
  abn("2026-06-05", "Paradiso", "entertainment", 9200, {
    description: "PARADISO TICKETS",
  });
  abn("2026-09-25", "Paradiso", "entertainment", 6400, {
    description: "PARADISO TICKETS",
  });
  rev("2026-05-09", "Fietsenmaker Van Dam", "transportation", 8750);
  rev("2026-09-19", "Fietsenmaker Van Dam", "transportation", 13400);
  for (const [d, cents] of [
    ["2026-03-11", 1285],
    ["2026-06-16", 3460],
    ["2026-09-02", 985],
  ] as const)
    ing(d, "Apotheek De Pijp", "healthcare", cents);
  abn("2026-10-03", "De Kas", "food_dining", 18650, {
    description: "RESTAURANT DE KAS",
  });
  ing("2026-06-18", "Zilveren Kruis", "healthcare", 7500, {
    type: "credit",
    description: "ZILVEREN KRUIS DECLARATIE FYSIO",
  });
  for (const [d, cents] of [
    ["2026-04-09", 780],
    ["2026-09-16", 1240],
  ] as const)
    ing(d, "NS", "transportation", cents, credit("NS VERTRAGINGSCOMPENSATIE"));
  abn(
    "2026-07-11",
    "Thuisbezorgd",
    "food_dining",
    1850,
    credit("THUISBEZORGD.NL TERUGBETALING"),
  );

  // Identical same-day purchases: two Albert Heijn runs on Tuesday, two coffees a week before.
  ing("2026-10-06", "Albert Heijn", "groceries", 1235, {
    description: "AH TO GO AMSTERDAM",
  });
  ing("2026-10-06", "Albert Heijn", "groceries", 1235, {
    description: "AH TO GO AMSTERDAM",
  });
  rev("2026-10-02", "Lot Sixty One", "food_dining", 460, {
    description: "LOT SIXTY ONE COFFEE ROASTERS",
  });
  rev("2026-10-02", "Lot Sixty One", "food_dining", 460, {
    description: "LOT SIXTY ONE COFFEE ROASTERS",
  });

  // Still pending just after midnight, and the bills already entered for the days ahead.
  ing("2026-10-08", "Albert Heijn", "groceries", 2317, {
    pending: true,
    description: "ALBERT HEIJN 1021 AMSTERDAM",
  });
  abn("2026-10-08", "Shell", "transportation", 7120, {
    pending: true,
    description: "SHELL AMSTERDAM WIBAUTSTR",
  });
  abn("2026-10-09", "Thuisbezorgd", "food_dining", 3145, {
    pending: true,
    description: "THUISBEZORGD.NL",
  });
  w.ahead("2026-10-27", "ing", "Zilveren Kruis", "healthcare", 28790);
  w.ahead("2026-10-28", "ing", "Gemeente Amsterdam", "utilities", 6840);
  w.ahead("2026-11-01", "ing", "ING Hypotheken", "other", 142870);

  const monthly = (from: string, to: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, to, (y, m) => out.push({ date: dayOf(y, m, day), cents }));
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-amsterdam-couple",
    fullName: "Sanne de Vries",
    currency: "EUR",
    timezone: "Europe/Amsterdam",
    today,
    // 00:35 on Friday in Amsterdam (CEST, UTC+2): the UTC date is still the 8th.
    now: "2026-10-08T22:35:00.000Z",
    accounts: [
      {
        key: "ing",
        name: "ING Joint",
        type: "checking",
        institution: "ING",
        openingCents: 512000,
        finalCents: 684217,
      },
      {
        key: "bunq",
        name: "Bunq Savings",
        type: "savings",
        institution: "bunq",
        openingCents: 1420000,
        finalCents: 1842055,
      },
      {
        key: "abn",
        name: "ABN Creditcard",
        type: "credit_card",
        institution: "ABN AMRO",
        openingCents: 64500,
        finalCents: 112834,
      },
      {
        key: "rev",
        name: "Revolut",
        type: "checking",
        institution: "Revolut",
        openingCents: 18000,
        finalCents: 41288,
      },
      {
        key: "beleg",
        name: "Beleggingsrekening",
        type: "investment",
        institution: "Meesman",
        openingCents: 2150000,
        finalCents: 2431000,
      },
      {
        key: "hyp",
        name: "Hypotheek",
        type: "mortgage",
        institution: "ING",
        openingCents: -29010000,
        finalCents: -28745000,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Weekly Groceries",
        category: "groceries",
        period: "weekly",
        cents: 17500,
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
        name: "Transport",
        category: "transportation",
        period: "monthly",
        cents: 25000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "quarterly",
        cents: 20000,
        thresholdPercent: 80,
      },
      {
        name: "Going Out",
        category: "entertainment",
        period: "yearly",
        cents: 60000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Noodfonds",
        targetCents: 1000000,
        targetDate: "2027-06-30",
        contributions: [
          { date: "2026-02-05", cents: 400000 },
          ...monthly("2026-03", today, 40000, 5),
        ],
      },
      {
        name: "Japan 2027",
        targetCents: 600000,
        targetDate: "2027-04-01",
        contributions: monthly("2026-04", today, 25000, 10),
      },
      {
        name: "Bakfiets",
        targetCents: 280000,
        targetDate: "2026-09-01",
        contributions: [
          { date: "2026-02-15", cents: 100000 },
          ...monthly("2026-03", "2026-08", 30000, 15),
        ],
      },
    ],
  };
}
