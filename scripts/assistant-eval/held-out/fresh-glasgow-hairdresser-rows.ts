/**
 * Kirsty's transactions, June 2025 to today (Wednesday 2026-06-03) and three payments already
 * entered for July. Her card takings come in as SumUp payouts on the days she works (Tuesday to
 * Saturday) and some clients pay by bank transfer; she rents a chair by the week, buys supplies,
 * pays HMRC twice a year and salon insurance once, pays herself drawings every Friday into her
 * personal account, saves into Zopa (and took some back out for the January tax bill), pays the
 * card and a loan monthly; personal bills (rent, council tax April to January, energy by season,
 * broadband, phone, gym, streaming: one cancelled in January) and everyday habits are mixed in,
 * then one-offs, refunds and the last days' pending rows.
 */
import { addDays, ymd } from "../calendar";
import type { EvalTransaction } from "../household";
import { seeded, type Random } from "../random";
import {
  changesIn,
  chargeMonthly,
  dayOf,
  eachDay,
  eachMonth,
  rowWriter,
  type MonthlyCharge,
  type RowWriter,
} from "../rows";

export const GLASGOW_TODAY = "2026-06-03";
const FIRST_MONTH = "2025-06";

const ENERGY: Record<string, number> = {
  "2025-06": 6120,
  "2025-07": 5480,
  "2025-08": 5530,
  "2025-09": 6890,
  "2025-10": 9240,
  "2025-11": 12380,
  "2025-12": 14960,
  "2026-01": 15720,
  "2026-02": 13410,
  "2026-03": 11050,
  "2026-04": 8460,
  "2026-05": 6790,
};

/** Council tax in ten instalments, April to January; the new year's rate from April 2026. */
export const councilTax = (key: string): number | undefined =>
  key.endsWith("-02") || key.endsWith("-03")
    ? undefined
    : changesIn("2026-04", 13890, 14720)(key);

const BILLS: MonthlyCharge[] = [
  [1, "bos", "Hacking & Paterson", "other", 82500],
  [1, "bos", "Glasgow City Council", "utilities", councilTax],
  [18, "bos", "ScottishPower", "utilities", (k) => ENERGY[k]],
  [15, "bos", "Hyperoptic", "utilities", 2800],
  [23, "card", "Vodafone", "utilities", changesIn("2026-04", 2400, 2550)],
  [2, "card", "The Gym Group", "healthcare", 2399],
  [6, "card", "Apple Music", "subscription", 1099],
  [
    14,
    "card",
    "BritBox",
    "subscription",
    (k) => (k <= "2026-01" ? 599 : undefined),
  ],
  [12, "biz", "Booksy", "subscription", 2999],
  [20, "biz", "Canva", "subscription", 1099],
];

const DESCRIPTIONS: Record<string, string> = {
  "Hacking & Paterson": "HACKING AND PATERSON RENT",
  "Glasgow City Council": "GLASGOW CITY COUNCIL CTAX",
  ScottishPower: "SCOTTISHPOWER DD",
  Booksy: "BOOKSY BIZ SUBSCRIPTION",
  Canva: "CANVA PRO",
};

/** Clients who paid by bank transfer: bridal parties, a theatre, regulars. */
const CLIENTS: [string, string, number][] = [
  ["2025-06-21", "Morven Campbell", 32000],
  ["2025-07-12", "Catriona Boyle", 18500],
  ["2025-08-09", "Iona McLeod", 41000],
  ["2025-09-27", "Morven Campbell", 6500],
  ["2025-10-18", "Shona Fraser", 22000],
  ["2025-11-29", "Kelvin Players Theatre", 35000],
  ["2025-12-20", "Shona Fraser", 14500],
  ["2026-01-24", "Ailsa Reid", 9500],
  ["2026-02-14", "Iona McLeod", 12000],
  ["2026-03-21", "Kelvin Players Theatre", 28000],
  ["2026-04-25", "Rhona Docherty", 38500],
  ["2026-05-16", "Ailsa Reid", 11000],
  ["2026-05-30", "Rhona Docherty", 9000],
];

export function glasgowRows(): EvalTransaction[] {
  const w = rowWriter(GLASGOW_TODAY);
  const r = seeded(20260603);
  chargeMonthly(w, FIRST_MONTH, GLASGOW_TODAY, BILLS, DESCRIPTIONS);
  income(w, r);
  business(w, r);
  moves(w, r);
  eachDay(
    { start: `${FIRST_MONTH}-01`, end: addDays(GLASGOW_TODAY, -2) },
    (date, day) => {
      personal(w, r, date, day);
    },
  );
  oneOffs(w);
  w.ahead("2026-07-01", "bos", "Glasgow City Council", "utilities", 14720);
  w.ahead("2026-07-09", "biz", "Hiscox", "other", 19260);
  w.ahead("2026-07-31", "biz", "HMRC Self Assessment", "other", 214500);
  return w.rows;
}

function income(w: RowWriter, r: Random): void {
  const biz = w.on("biz");
  const credit = (description: string) => ({
    type: "credit" as const,
    description,
  });
  eachDay(
    { start: `${FIRST_MONTH}-01`, end: addDays(GLASGOW_TODAY, -1) },
    (date, day) => {
      if (day >= 1 && day <= 5 && r.chance(0.93))
        biz(
          date,
          "SumUp",
          "salary",
          r.int(5500, 24000),
          credit("SUMUP PAYOUT"),
        );
    },
  );
  for (const [date, client, cents] of CLIENTS)
    biz(
      date,
      client,
      "other",
      cents,
      credit(`FASTER PAYMENT ${client.toUpperCase()}`),
    );
  eachMonth(FIRST_MONTH, GLASGOW_TODAY, (y, m) => {
    w.add(
      dayOf(y, m, 31),
      "zopa",
      "Zopa Interest",
      "investment",
      r.int(2600, 3900),
      credit("ZOPA INTEREST"),
    );
  });
}

/** Chair rent every Monday, supplies, tax, insurance, a course and the accountant. */
function business(w: RowWriter, r: Random): void {
  const biz = w.on("biz");
  eachDay(
    { start: `${FIRST_MONTH}-01`, end: addDays(GLASGOW_TODAY, -2) },
    (date, day) => {
      if (day === 0)
        biz(date, "Finnieston Hair Studio", "other", 12000, {
          description: "CHAIR RENTAL FINNIESTON HAIR STUDIO",
        });
      const fortnight = Math.floor(Date.parse(date) / 86_400_000 / 7) % 2;
      if (day === 3 && fortnight === 0 && r.chance(0.85))
        biz(date, "Salon Services", "shopping", r.int(3800, 15500), {
          description: "SALON SERVICES GLASGOW",
        });
    },
  );
  eachMonth(FIRST_MONTH, GLASGOW_TODAY, (y, m) => {
    biz(
      dayOf(y, m, r.int(3, 27)),
      "Capital Hair & Beauty",
      "shopping",
      r.int(2500, 8800),
    );
  });
  const taxes: [string, number][] = [
    ["2025-07-31", 186250],
    ["2026-01-30", 431880],
  ];
  for (const [date, cents] of taxes)
    biz(date, "HMRC Self Assessment", "other", cents, {
      description: "HMRC SELF ASSESSMENT",
    });
  biz("2025-07-09", "Hiscox", "other", 18420, {
    description: "HISCOX SALON INSURANCE",
  });
  biz("2025-10-13", "Vidal Sassoon Academy", "education", 45000);
  biz("2026-01-08", "Blairs Accountancy", "other", 42000);
}

function moves(w: RowWriter, r: Random): void {
  eachDay({ start: `${FIRST_MONTH}-01`, end: GLASGOW_TODAY }, (date, day) => {
    if (day === 4)
      w.move(
        date,
        "biz",
        "bos",
        45000,
        "Drawings to BoS",
        "From Starling Business",
      );
  });
  eachMonth(FIRST_MONTH, GLASGOW_TODAY, (y, m) => {
    w.move(
      ymd(y, m, 10),
      "biz",
      "zopa",
      40000,
      "Transfer to Zopa",
      "From Starling Biz",
    );
    w.move(
      ymd(y, m, 12),
      "bos",
      "card",
      r.int(28000, 65000),
      "Virgin Money card repayment",
      "Repayment received Virgin",
    );
    w.move(
      ymd(y, m, 15),
      "bos",
      "loan",
      21450,
      "Novuna loan payment",
      "Novuna payment in",
    );
  });
  w.move(
    "2026-01-28",
    "zopa",
    "biz",
    300000,
    "Zopa withdrawal",
    "From Zopa Smart Saver",
  );
}

/** One day's personal spending; `day` 0 is Monday. */
function personal(w: RowWriter, r: Random, date: string, day: number): void {
  const [card, bos] = [w.on("card"), w.on("bos")];
  const working = day >= 1 && day <= 5;
  if (day === 6) bos(date, "Morrisons", "groceries", r.int(3500, 8200));
  if (day < 5 && r.chance(0.25))
    bos(date, "Scotmid", "groceries", r.int(450, 1800));
  if (working && r.chance(0.5))
    card(date, "Artisan Roast", "food_dining", r.int(310, 420));
  if (working && r.chance(0.2))
    card(date, "Tinderbox", "food_dining", r.int(540, 890));
  if (day === 4 && r.chance(0.4))
    card(date, "Shish Mahal", "food_dining", r.int(2200, 3900));
  if (day === 5 && r.chance(0.25))
    card(date, "Banana Leaf", "food_dining", r.int(1800, 3200));
  if ((day === 6 || day === 0) && r.chance(0.15))
    card(date, "Blue Lagoon", "food_dining", r.int(850, 1400));
  if (r.chance(0.12))
    card(date, "ScotRail", "transportation", r.int(480, 2290));
  if (day < 5 && r.chance(0.2)) card(date, "SPT Subway", "transportation", 180);
  if (day === 5 && r.chance(0.3))
    card(date, "Glasgow Taxis", "transportation", r.int(900, 2200));
  if (day === 5 && r.chance(0.1))
    card(date, "Sub Club", "entertainment", r.int(1200, 2500));
  if (r.chance(0.05))
    card(date, "Cineworld", "entertainment", r.int(1100, 2600));
  if (r.chance(0.04)) card(date, "Primark", "shopping", r.int(800, 4500));
  if (r.chance(0.06)) card(date, "Superdrug", "healthcare", r.int(350, 2400));
}

function oneOffs(w: RowWriter): void {
  const card = w.on("card");
  const ONE_OFFS: [string, string, string, number][] = [
    ["2025-09-05", "easyJet", "travel", 28940],
    ["2025-11-28", "Dyson", "shopping", 29999],
    ["2025-12-13", "Frasers", "shopping", 12400],
    ["2026-02-20", "TUI", "travel", 84600],
  ];
  for (const [date, merchant, category, cents] of ONE_OFFS)
    card(date, merchant, category, cents);
  const REFUNDS: [string, string, string, string, number][] = [
    ["2025-10-02", "card", "easyJet", "travel", 6500],
    ["2026-03-19", "biz", "Salon Services", "shopping", 2399],
    ["2026-05-11", "card", "Primark", "shopping", 1800],
  ];
  for (const [date, account, merchant, category, cents] of REFUNDS)
    w.add(date, account, merchant, category, cents, {
      type: "credit",
      description: `${merchant.toUpperCase()} REFUND`,
    });
  // Two of the same on the same day: a coffee for a colleague, two train singles.
  card("2026-05-16", "ScotRail", "transportation", 720);
  card("2026-05-16", "ScotRail", "transportation", 720);
  card("2026-05-27", "Artisan Roast", "food_dining", 340);
  card("2026-05-27", "Artisan Roast", "food_dining", 340);
  // This week's treats, and the last two days' rows not yet posted.
  card("2026-06-01", "Blue Lagoon", "food_dining", 1150);
  card("2026-06-02", "Tinderbox", "food_dining", 720);
  card("2026-06-02", "Shish Mahal", "food_dining", 2890);
  w.add("2026-06-02", "biz", "Salon Services", "shopping", 6845, {
    description: "SALON SERVICES GLASGOW",
    pending: true,
  });
  card(GLASGOW_TODAY, "Artisan Roast", "food_dining", 365, { pending: true });
  card(GLASGOW_TODAY, "ScotRail", "transportation", 1290, { pending: true });
}
