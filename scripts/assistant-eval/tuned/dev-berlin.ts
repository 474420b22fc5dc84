/**
 * A development household for the tuned set: a freelance designer living alone in Berlin (EUR,
 * Europe/Berlin), nine months from February 2026 up to Friday 2026-10-30, asked at 00:20 just
 * after midnight in Berlin (the UTC date is still the 29th, and winter time began on the 25th).
 * Clients pay invoices by bank transfer into a Kontist business account whenever they get round
 * to it (`salary`): a monthly retainer from Kleinert & Partner billed by the hour, three project
 * milestones from HelloFresh, small jobs from Agentur Blauwal, a workshop for Fraunhofer FOKUS and
 * one job for Grün & Fuchs Architekten; the Consorsbank Tagesgeld pays interest (`investment`).
 * Accounts: the Kontist business account, a DKB Girokonto, the Consorsbank Tagesgeld and a
 * Barclays Visa typed with a positive balance. Rent (Miete) by standing order to the
 * Hausverwaltung, the Finanzamt's quarterly income-tax prepayments and a back payment for 2025,
 * and cash from the ATM sit in `other`; TK health insurance, the pharmacy and the dentist in
 * `healthcare`; the Rundfunkbeitrag (quarterly), Polarstern, Telekom and congstar in `utilities`;
 * the BVG Deutschlandticket, Lime and a new bike in `transportation`; Spotify (a price rise),
 * Adobe, iCloud and Notion (cancelled) in `subscription`; Deutsche Bahn and Motel One in
 * `travel`. A Zalando return and a Deutsche Bahn delay compensation are refunds; paying himself
 * from the business account, savings, a withdrawal from savings and the card bill are transfers.
 * Pending rows and bills entered for November are planted. Written from the documented rules
 * only; the same every run.
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
import { addDays, weekday } from "../calendar";

export const BERLIN_TODAY = "2026-10-30";
const FIRST = "2026-02-01";

/** The first working day on or after a date (standing orders on a weekend). */
function workingDayOnOrAfter(date: string): string {
  let d = date;
  while (weekday(d) >= 5) d = addDays(d, 1);
  return d;
}

export function berlinFreelancer(): Household {
  const today = BERLIN_TODAY;
  const r = seeded(20261030);
  const w = rowWriter(today);
  const kontist = w.on("kontist");
  const dkb = w.on("dkb");
  const visa = w.on("visa");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });

  // Clients pay when they pay: Kleinert's retainer by the hour (85 € an hour), HelloFresh's
  // milestones, Blauwal's small jobs, a Fraunhofer workshop, one architects' office.
  for (const [d, cents, text] of [
    ["2026-02-09", 323000, "RE 2026-004 JANUAR 38H"],
    ["2026-03-12", 357000, "RE 2026-009 FEBRUAR 42H"],
    ["2026-04-08", 306000, "RE 2026-013 MAERZ 36H"],
    ["2026-05-19", 340000, "RE 2026-018 APRIL 40H"],
    ["2026-06-10", 374000, "RE 2026-022 MAI 44H"],
    ["2026-07-22", 263500, "RE 2026-027 JUNI 31H"],
    ["2026-08-11", 340000, "RE 2026-031 JULI 40H"],
    ["2026-09-29", 331500, "RE 2026-036 AUGUST 39H"],
    ["2026-10-14", 382500, "RE 2026-040 SEPTEMBER 45H"],
  ] as const)
    kontist(
      d,
      "Kleinert & Partner GmbH",
      "salary",
      cents,
      credit(`KLEINERT UND PARTNER GMBH ${text}`),
    );
  for (const [d, cents, text] of [
    ["2026-03-24", 680000, "RE 2026-007 MEILENSTEIN 1"],
    ["2026-06-30", 425000, "RE 2026-020 MEILENSTEIN 2"],
    ["2026-09-15", 714000, "RE 2026-033 MEILENSTEIN 3"],
  ] as const)
    kontist(
      d,
      "HelloFresh SE",
      "salary",
      cents,
      credit(`HELLOFRESH SE ${text}`),
    );
  for (const [d, cents, text] of [
    ["2026-02-23", 127500, "RE 2026-005"],
    ["2026-04-27", 85000, "RE 2026-014"],
    ["2026-07-06", 191250, "RE 2026-024"],
    ["2026-10-19", 102000, "RE 2026-038"],
  ] as const)
    kontist(
      d,
      "Agentur Blauwal UG",
      "salary",
      cents,
      credit(`AGENTUR BLAUWAL UG ${text}`),
    );
  kontist(
    "2026-05-28",
    "Fraunhofer FOKUS",
    "salary",
    238000,
    credit("FRAUNHOFER-GESELLSCHAFT FOKUS WORKSHOP RE 2026-017"),
  );
  kontist(
    "2026-08-26",
    "Grün & Fuchs Architekten",
    "salary",
    145000,
    credit("GRUEN UND FUCHS ARCHITEKTEN PARTGMBB RE 2026-029"),
  );
  eachMonth("2026-02", today, (y, m) =>
    w.add(
      dayOf(y, m, 31),
      "tr",
      "Consorsbank",
      "investment",
      r.int(1400, 2600),
      credit("ZINSGUTSCHRIFT TAGESGELD"),
    ),
  );

  // Between his own accounts: paying himself from the business account, the monthly savings
  // plan, a tax reserve after the big HelloFresh payments, the card bill, one summer withdrawal.
  eachMonth("2026-02", today, (y, m) => {
    w.move(
      dayOf(y, m, 28),
      "kontist",
      "dkb",
      290000,
      "Privatentnahme",
      "Gutschrift Kontist",
    );
    w.move(
      dayOf(y, m, 2),
      "dkb",
      "tr",
      25000,
      "Sparplan Tagesgeld",
      "Einzahlung DKB",
    );
    w.move(
      dayOf(y, m, 22),
      "dkb",
      "visa",
      r.int(25000, 68000),
      "Barclays Kreditkarte",
      "Zahlung Erhalten",
    );
  });
  for (const d of ["2026-03-26", "2026-09-17"])
    w.move(
      d,
      "kontist",
      "tr",
      200000,
      "Steuerruecklage Tagesgeld",
      "Einzahlung Kontist",
    );
  w.move(
    "2026-07-08",
    "tr",
    "dkb",
    80000,
    "Auszahlung Girokonto",
    "Gutschrift Tagesgeld",
  );

  // Monthly bills and subscriptions; the rent on the first working day.
  eachMonth("2026-02", today, (y, m) =>
    dkb(
      workingDayOnOrAfter(dayOf(y, m, 1)),
      "Hausverwaltung Krause",
      "other",
      118500,
      { description: "MIETE WHG 3.OG LI WESERSTR 42 DAUERAUFTRAG" },
    ),
  );
  chargeMonthly(
    w,
    "2026-02",
    today,
    [
      [1, "dkb", "BVG", "transportation", 6300],
      [15, "kontist", "Techniker Krankenkasse", "healthcare", 49842],
      [10, "dkb", "Polarstern", "utilities", 6800],
      [5, "dkb", "Telekom", "utilities", 3995],
      [27, "dkb", "congstar", "utilities", 1500],
      [4, "kontist", "Adobe", "subscription", 6645],
      [8, "visa", "Spotify", "subscription", changesIn("2026-08", 1199, 1299)],
      [12, "visa", "iCloud", "subscription", 299],
      [
        19,
        "visa",
        "Notion",
        "subscription",
        (k) => (k <= "2026-05" ? 1000 : undefined),
      ],
    ],
    {
      BVG: "BVG DEUTSCHLANDTICKET ABO",
      "Techniker Krankenkasse": "TECHNIKER KRANKENKASSE BEITRAG FREIW. MITGL.",
      Polarstern: "POLARSTERN GMBH ABSCHLAG STROM",
      Telekom: "TELEKOM DEUTSCHLAND GMBH FESTNETZ",
      congstar: "CONGSTAR MOBILFUNK",
      Adobe: "ADOBE CREATIVE CLOUD",
      Spotify: "SPOTIFY AB PREMIUM",
      iCloud: "APPLE.COM/BILL ICLOUD",
      Notion: "NOTION LABS INC",
    },
  );
  for (const d of ["2026-02-16", "2026-05-15", "2026-08-17"])
    dkb(d, "ARD ZDF Beitragsservice", "utilities", 5508, {
      description: "RUNDFUNK ARD ZDF DRADIO BEITRAGSNR 491234567",
    });

  // Taxes: the quarterly prepayments and the back payment for 2025.
  for (const [d, q] of [
    ["2026-03-10", "Q1"],
    ["2026-06-10", "Q2"],
    ["2026-09-10", "Q3"],
  ] as const)
    kontist(d, "Finanzamt Neukölln", "other", 148000, {
      description: `FINANZAMT NEUKOELLN EST-VZ ${q}/2026`,
    });
  kontist("2026-07-21", "Finanzamt Neukölln", "other", 231450, {
    description: "FINANZAMT NEUKOELLN EST 2025 NACHZAHLUNG",
  });

  // Everyday life: Rewe round the corner, Lidl on Saturdays, Edeka now and then, coffee at
  // Five Elephant on working days, Lieferando, cash from the ATM, Lime scooters; nothing yet
  // on the 30th, twenty minutes old.
  eachDay({ start: FIRST, end: addDays(today, -1) }, (date, day) => {
    const weekdayNow = day < 5;
    if (r.chance(0.3)) dkb(date, "Rewe", "groceries", r.int(800, 4800));
    if (day === 5 && !r.chance(0.15))
      dkb(date, "Lidl", "groceries", r.int(2200, 5800));
    if (r.chance(0.08)) dkb(date, "Edeka", "groceries", r.int(600, 3500));
    if (r.chance(0.06)) dkb(date, "dm", "shopping", r.int(600, 3200));
    if (weekdayNow && r.chance(0.4))
      dkb(date, "Five Elephant", "food_dining", r.int(380, 890));
    if (r.chance(day >= 4 ? 0.3 : 0.1))
      visa(date, "Lieferando", "food_dining", r.int(1600, 3800));
    if (r.chance(0.05))
      dkb(date, "Burgermeister", "food_dining", r.int(900, 1700));
    if (r.chance(0.1))
      dkb(date, "ATM", "other", r.pick([5000, 10000, 10000, 15000, 20000]), {
        description: "BARGELDAUSZAHLUNG GAA KARL-MARX-STR",
      });
    if (r.chance(0.05)) visa(date, "Lime", "transportation", r.int(250, 700));
    if (r.chance(0.03))
      visa(date, "Yorck Kinos", "entertainment", r.pick([1150, 1250]));
    if (r.chance(0.03))
      dkb(date, "Apotheke am Hermannplatz", "healthcare", r.int(500, 2400));
    if (r.chance(0.04)) visa(date, "Amazon", "shopping", r.int(1200, 7000));
  });

  // One-offs: the desk, the monitor, the bike, trips by train, the birthday dinner, the
  // dentist, a concert, autumn clothes and a keyboard; the Zalando return and the DB refund.
  dkb("2026-03-08", "IKEA", "shopping", 34900, {
    description: "IKEA BERLIN TEMPELHOF",
  });
  visa("2026-03-20", "Zalando", "shopping", 12990);
  visa(
    "2026-03-31",
    "Zalando",
    "shopping",
    7995,
    credit("ZALANDO RUECKERSTATTUNG"),
  );
  visa("2026-04-11", "Deutsche Bahn", "travel", 3898, {
    description: "DB FERNVERKEHR BERLIN-HAMBURG",
  });
  visa("2026-04-14", "Cyberport", "shopping", 64900, {
    description: "CYBERPORT LG ULTRAFINE 27",
  });
  dkb("2026-05-02", "Zweirad Stadler", "transportation", 119000, {
    description: "ZWEIRAD STADLER BERLIN",
  });
  visa("2026-05-09", "Nobelhart & Schmutzig", "food_dining", 21200);
  dkb("2026-06-03", "Zahnarztpraxis Dr. Öztürk", "healthcare", 18000, {
    description: "ZAHNARZTPRAXIS DR OEZTUERK PZR",
  });
  visa("2026-06-28", "Deutsche Bahn", "travel", 17480, {
    description: "DB FERNVERKEHR BERLIN-MUENCHEN HIN+RUECK",
  });
  visa("2026-07-16", "Motel One", "travel", 23800, {
    description: "MOTEL ONE MUENCHEN-SENDLINGER TOR",
  });
  visa(
    "2026-08-04",
    "Deutsche Bahn",
    "travel",
    2185,
    credit("DB FAHRGASTRECHTE ENTSCHAEDIGUNG"),
  );
  visa("2026-09-05", "Eventim", "entertainment", 8950, {
    description: "EVENTIM TEMPODROM",
  });
  dkb("2026-10-03", "Uniqlo", "shopping", 5990, {
    description: "UNIQLO BERLIN TAUENTZIENSTR",
  });
  visa("2026-10-12", "Zalando", "shopping", 18990);
  visa("2026-10-20", "Cyberport", "shopping", 13900, {
    description: "CYBERPORT LOGITECH MX KEYS",
  });

  // Still pending tonight, and November's bills already entered.
  dkb("2026-10-29", "Rewe", "groceries", 2317, { pending: true });
  visa("2026-10-29", "Lieferando", "food_dining", 2740, { pending: true });
  w.ahead("2026-11-01", "dkb", "BVG", "transportation", 6300);
  w.ahead("2026-11-02", "dkb", "Hausverwaltung Krause", "other", 118500);
  w.ahead("2026-11-16", "dkb", "ARD ZDF Beitragsservice", "utilities", 5508);
  w.ahead(
    "2026-11-16",
    "kontist",
    "Techniker Krankenkasse",
    "healthcare",
    49842,
  );

  const monthly = (from: string, to: string, cents: number, day: number) => {
    const out: { date: string; cents: number }[] = [];
    eachMonth(from, to, (y, m) => out.push({ date: dayOf(y, m, day), cents }));
    return out.filter((c) => c.date <= today);
  };

  return {
    id: "dev-berlin-freelancer",
    fullName: "Jonas Becker",
    currency: "EUR",
    timezone: "Europe/Berlin",
    today,
    // 00:20 on the 30th in Berlin (CET): the UTC date is still the 29th.
    now: "2026-10-29T23:20:00.000Z",
    accounts: [
      {
        key: "kontist",
        name: "Kontist Geschäftskonto",
        type: "checking",
        institution: "Kontist",
        openingCents: 820000,
        finalCents: 1438261,
      },
      {
        key: "dkb",
        name: "DKB Girokonto",
        type: "checking",
        institution: "DKB",
        openingCents: 240000,
        finalCents: 321844,
      },
      {
        key: "tr",
        name: "Consorsbank Tagesgeld",
        type: "savings",
        institution: "Consorsbank",
        openingCents: 520000,
        finalCents: 1196420,
      },
      {
        key: "visa",
        name: "Barclays Visa",
        type: "credit_card",
        institution: "Barclays",
        openingCents: 31200,
        finalCents: 48613,
      },
    ],
    transactions: w.rows,
    budgets: [
      {
        name: "Lebensmittel",
        category: "groceries",
        period: "monthly",
        cents: 55000,
        thresholdPercent: 80,
      },
      {
        name: "Essen gehen",
        category: "food_dining",
        period: "monthly",
        cents: 18000,
        thresholdPercent: 80,
      },
      {
        name: "Klamotten & Technik",
        category: "shopping",
        period: "quarterly",
        cents: 70000,
        thresholdPercent: 80,
      },
    ],
    goals: [
      {
        name: "Notgroschen",
        targetCents: 1200000,
        targetDate: "2027-06-30",
        contributions: [
          { date: "2026-02-05", cents: 400000 },
          ...monthly("2026-03", today, 35000, 5),
        ],
      },
      {
        name: "MacBook Pro",
        targetCents: 300000,
        targetDate: "2026-12-31",
        contributions: monthly("2026-02", today, 30000, 20),
      },
    ],
  };
}
